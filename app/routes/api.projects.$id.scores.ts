import type { LoaderFunctionArgs } from '@remix-run/node'
import { resultsShownTo } from '~/models/judging-settings.server'
import { findProjectFor } from '~/models/projects.server'
import { getProjectScoreSummary, withheldResults } from '~/models/scoring.server'
import { notFound, parseId } from '~/utils/api.server'
import { db } from '~/services/db.server'
import { getViewer } from '~/services/viewer.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  const viewer = await getViewer(request)
  const project = id ? findProjectFor(db, id, viewer) : null
  if (!project) return notFound('Project not found')
  if (!resultsShownTo(db, viewer)) return Response.json(withheldResults.scoreSummary)
  return Response.json(getProjectScoreSummary(db, project.id))
}
