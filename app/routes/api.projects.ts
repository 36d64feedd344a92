import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { submitProject } from '~/features/submissions/project-submission.server'
import { listProjectsFor } from '~/features/submissions/projects.server'
import { submissionRefusal } from '~/features/submissions/submission-window.server'
import { readProjectUpload } from '~/features/submissions/project-upload.server'
import { apiMessage, jsonError, requireMethod } from '~/infra/api.server'
import { isMultipart } from '~/infra/body.server'
import { db } from '~/infra/db.server'
import { checkSuccessLimit } from '~/infra/rate-limit.server'
import { fileStore } from '~/infra/storage.server'
import { handOverPrivateLink } from '~/features/families/link-hand-over.server'
import { getViewer } from '~/features/accounts/viewer.server'
import { languageFor } from '~/features/event/page-language.server'
import { keptLanguage } from '~/i18n/languages'

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
  // The family's language: the refusal is written in it, and the project keeps it for their e-mails.
  const language = await languageFor(request, context)
  const outcome = read.ok
    ? await submitProject(db, fileStore, read.upload, 'optional', arrivedAt, keptLanguage(language))
    : read
  if (!outcome.ok) {
    return jsonError(apiMessage(language, outcome.message), outcome.status, { errors: outcome.result.error })
  }
  await limit.count()
  // The private link to change or withdraw the project, in the answer (a field added to the API's answer,
  // which clients that do not know it ignore).
  const link = await handOverPrivateLink(request, outcome)
  return Response.json(
    { ...outcome.project, privateLink: link.url },
    { status: 201, headers: { 'Set-Cookie': link.cookie } },
  )
}
