import type { LoaderFunctionArgs } from '@remix-run/node'
import { resultsShownTo } from '~/features/judging/judging-settings.server'
import { findProjectFor } from '~/features/submissions/projects.server'
import { getProjectScoreSummary, withheldResults } from '~/features/results/weighted-scores.server'
import { notFound, parseId } from '~/infra/api.server'
import { db } from '~/infra/db.server'
import { getViewer } from '~/features/accounts/viewer.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  const viewer = await getViewer(request)
  const project = id ? findProjectFor(db, id, viewer) : null
  if (!project) return notFound('Project not found')
  if (!resultsShownTo(db, viewer)) return Response.json(withheldResults.scoreSummary)
  return Response.json(getProjectScoreSummary(db, project.id))
}
