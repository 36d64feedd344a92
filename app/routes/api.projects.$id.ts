import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  deleteProject,
  notPendingMessage,
  updateProjectDetails,
} from '~/features/submissions/moderation.server'
import { findProjectFor } from '~/features/submissions/projects.server'
import { approvedVersions } from '~/features/submissions/story.server'
import { projectPatchSchema } from '~/features/admin/dashboard-forms'
import { jsonError, notFound, parseId, readJsonBody, requireMethod } from '~/infra/api.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { getViewer } from '~/features/accounts/viewer.server'
import { languageFor } from '~/features/event/page-language.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  const project = id ? findProjectFor(db, id, await getViewer(request)) : null
  if (!project) return notFound('Project not found')
  // Its story's approved versions, oldest first: never a pending or refused one, whoever asks.
  const versions = approvedVersions(db, project.id).map((version) => ({
    id: version.id,
    number: version.number,
    submittedAt: version.submittedAt,
    whatChanged: version.whatChanged,
  }))
  return Response.json({ ...project, versions })
}

/** PATCH (edit, status) and DELETE: the admin only (docs/rules.md#the-json-api). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireMethod(request, 'PATCH', 'DELETE')
  await requireAdmin(request)
  const id = parseId(params.id)
  if (!id) return notFound('Project not found')
  if (request.method === 'DELETE') {
    return deleteProject(db, fileStore, id)
      ? Response.json({ message: 'Project deleted successfully' })
      : jsonError('Failed to delete project', 404)
  }
  const language = await languageFor(request, context)
  const changes = await readJsonBody(request, projectPatchSchema, language)
  const updated = updateProjectDetails(db, id, changes)
  if (updated === 'not-found') return jsonError('Failed to update project', 404)
  // As on the dashboard, only a pending project is approved or rejected, and only once.
  if (updated === 'not-pending') return jsonError(notPendingMessage, 409)
  return Response.json(updated)
}
