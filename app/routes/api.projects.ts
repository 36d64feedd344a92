import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { submitProject } from '~/models/project-submission.server'
import { listProjectsFor } from '~/models/projects.server'
import { submissionRefusal } from '~/models/submission-window.server'
import { readProjectUpload } from '~/services/project-upload.server'
import { jsonError, requireMethod } from '~/utils/api.server'
import { isMultipart } from '~/utils/body.server'
import { db } from '~/services/db.server'
import { checkSuccessLimit } from '~/utils/rate-limit.server'
import { fileStore } from '~/services/storage.server'
import { handOverPrivateLink } from '~/services/private-link.server'
import { getViewer } from '~/services/viewer.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(listProjectsFor(db, await getViewer(request)))
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Before the body is read: the moment the submission counts by (docs/decisions/0030).
  const arrivedAt = Date.now()
  requireMethod(request, 'POST')
  const limit = await checkSuccessLimit({ request, context }, 'project-submission')
  if (limit.refused) {
    return jsonError(limit.refused.message, limit.refused.status, undefined, {
      headers: limit.refused.headers,
    })
  }
  if (!isMultipart(request)) {
    return jsonError('Send the project as multipart/form-data', 415)
  }
  const read = await readProjectUpload(request, fileStore, submissionRefusal(db, arrivedAt))
  const outcome = read.ok ? await submitProject(db, fileStore, read.upload, 'optional', arrivedAt) : read
  if (!outcome.ok) return jsonError(outcome.message, outcome.status, { errors: outcome.result.error })
  await limit.count()
  // The private link to change or withdraw the project, in the answer (a field added to the API's answer,
  // which clients that do not know it ignore).
  const link = await handOverPrivateLink(request, outcome)
  return Response.json(
    { ...outcome.project, privateLink: link.url },
    { status: 201, headers: { 'Set-Cookie': link.cookie } },
  )
}
