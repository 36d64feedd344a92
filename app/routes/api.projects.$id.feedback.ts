import type { LoaderFunctionArgs } from '@remix-run/node'
import { findProjectFor } from '~/models/projects.server'
import { getProjectFeedback } from '~/models/scoring.server'
import { notFound, parseId } from '~/utils/api.server'
import { db } from '~/services/db.server'
import { getViewer } from '~/services/viewer.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  const project = id ? findProjectFor(db, id, await getViewer(request)) : null
  return project ? Response.json(getProjectFeedback(db, project.id)) : notFound('Project not found')
}
