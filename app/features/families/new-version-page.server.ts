import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { bodyLimits } from '~/features/body-limits.server'
import { findProjectByToken, privateLinkPath } from '~/features/families/family-link.server'
import { ownEditIssues } from '~/features/families/own-project'
import { ownProjectMedia } from '~/features/families/private-files.server'
import { submissionUploads } from '~/features/submissions/project-submission.server'
import { newVersionSchema, storyTexts } from '~/features/submissions/story'
import { storyVersions, submitNewVersion } from '~/features/submissions/story.server'
import { submissionRefusal } from '~/features/submissions/submission-window.server'
import { drainBody, isMultipart } from '~/infra/body.server'
import { rememberSubmission } from '~/infra/cookies/own-submissions.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { db } from '~/infra/db.server'
import { sessionSecret } from '~/infra/env.server'
import { parseForm } from '~/infra/parse-form'
import { fileStore } from '~/infra/storage.server'
import { parseUpload } from '~/infra/uploads.server'
import { secretAddressHeaders } from '~/utils/secret-address'

// /my-project/<token>/new-version: the family sends a new version of their project from its private link
// (docs/rules.md#a-projects-versions). Only of an approved project (one waiting for review is changed on
// the private link's page instead), and only while submissions are open, as for a new project.

function projectFor(token: string | undefined) {
  const project = token ? findProjectByToken(db, token) : null
  if (!project) throw data(null, { status: 404, headers: secretAddressHeaders })
  return project
}

/** Why a new version of this project cannot be sent now, or null. */
function versionRefusal(status: string, arrivedAt: number) {
  if (status !== 'approved')
    return { status: 409 as const, message: 'A new version can be sent once this one is on the showcase.' }
  const closed = submissionRefusal(db, arrivedAt)
  return closed ? { status: closed.status, message: storyTexts.closed } : null
}

export function loadNewVersionPage({ params }: LoaderFunctionArgs) {
  const project = projectFor(params.token)
  return {
    project,
    media: ownProjectMedia(db, fileStore, sessionSecret(), project, params.token!),
    path: privateLinkPath(params.token!),
    version: storyVersions(db, project.id).length + 1,
    refusal: versionRefusal(project.status, Date.now())?.message ?? null,
  }
}

export async function sendNewVersion({ request, params }: ActionFunctionArgs) {
  // Before the body is read, as for a new project (docs/decisions/0030).
  const arrivedAt = Date.now()
  const project = projectFor(params.token)
  const refused = versionRefusal(project.status, arrivedAt)
  if (refused || !isMultipart(request)) {
    await drainBody(request, bodyLimits.multipartBytes)
    return data(
      { result: undefined, message: refused?.message ?? 'Unknown request.' },
      { status: refused?.status ?? 400 },
    )
  }
  const upload = await parseUpload(request, fileStore, submissionUploads, {
    bodyBytes: bodyLimits.multipartBytes,
  })
  // Again once the body is in, still by the arrival: the organiser may have moved the close meanwhile.
  const closedSince = submissionRefusal(db, arrivedAt)
  if (closedSince) {
    await upload.discard()
    return data({ result: undefined, message: storyTexts.closed }, { status: closedSince.status })
  }
  const submission = parseForm(upload.fields, { schema: newVersionSchema })
  const issues =
    submission.status === 'success' ? ownEditIssues(submission.value, project.submissionMethod) : null
  const uploadErrors = Object.fromEntries(Object.entries(upload.errors).map(([k, v]) => [k, [v]]))
  if (submission.status !== 'success' || issues || Object.keys(uploadErrors).length > 0) {
    await upload.discard()
    const result = submission.reply({
      fieldErrors: { ...issues, ...uploadErrors },
      hideFields: ['files', 'thumbnail'],
    })
    const status = Object.keys(uploadErrors).length > 0 && upload.status !== 200 ? upload.status : 400
    return data({ result, message: 'Nothing was sent. Please correct the fields marked below.' }, { status })
  }
  const sent = await submitNewVersion(db, fileStore, project.id, submission.value, {
    thumbnail: upload.staged.find((f) => f.field === 'thumbnail'),
    files: upload.staged.filter((f) => f.field === 'files'),
  })
  if (!sent) throw data(null, { status: 404, headers: secretAddressHeaders })
  if ('refused' in sent) return data({ result: undefined, message: sent.refused }, { status: 400 })
  return redirectWithToast(
    request,
    privateLinkPath(params.token!),
    {
      type: 'success',
      title: 'New version sent',
      description: 'An organiser will review it. Until then the showcase keeps your earlier version.',
    },
    { headers: { 'Set-Cookie': await rememberSubmission(request, sent.id, params.token!) } },
  )
}
