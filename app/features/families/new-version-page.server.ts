import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { bodyLimits } from '~/features/body-limits.server'
import { findProjectByToken, privateLinkPath } from '~/features/families/family-link.server'
import { readOwnUpload } from '~/features/families/own-upload.server'
import { ownProjectMedia } from '~/features/families/private-files.server'
import { newVersionSchema, storyTexts } from '~/features/submissions/story'
import { storyVersions, submitNewVersion } from '~/features/submissions/story.server'
import { submissionRefusal } from '~/features/submissions/submission-window.server'
import { drainBody, isMultipart } from '~/infra/body.server'
import { rememberSubmission } from '~/infra/cookies/own-submissions.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { db } from '~/infra/db.server'
import { sessionSecret } from '~/infra/env.server'
import { fileStore } from '~/infra/storage.server'
import { secretAddressHeaders } from '~/utils/secret-address'
import { languageFor, translatorFor } from '~/features/event/page-language.server'
import { keptLanguage } from '~/i18n/languages'

// /my-project/<token>/new-version: the family sends a new version of their project from its private link
// (docs/rules.md#a-projects-versions). Only of an approved project (one waiting for review is changed on
// the private link's page instead), and only while submissions are open, as for a new project.

function projectFor(token: string | undefined) {
  const project = token ? findProjectByToken(db, token) : null
  if (!project) throw data(null, { status: 404, headers: secretAddressHeaders })
  return project
}

/** Why a new version of this project cannot be sent now, or null: its message a catalogue key. */
function versionRefusal(status: string, arrivedAt: number) {
  if (status !== 'approved') return { status: 409 as const, message: 'family.version.notApproved' }
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

export async function sendNewVersion({ request, params, context }: ActionFunctionArgs) {
  // Before the body is read, as for a new project (docs/decisions/0030).
  const arrivedAt = Date.now()
  const project = projectFor(params.token)
  if (!isMultipart(request)) {
    await drainBody(request, bodyLimits.multipartBytes)
    return data({ result: undefined, message: 'family.own.unknownRequest' }, { status: 400 })
  }
  const read = await readOwnUpload(request, {
    schema: newVersionSchema,
    submissionMethod: project.submissionMethod,
    refusal: (at) => versionRefusal(project.status, at),
    arrivedAt,
    nothingDone: 'family.version.nothingSent',
  })
  if (!read.ok) return read.answer
  // The language the family reads the site in now: their e-mails about this version are written in it.
  const language = keptLanguage(await languageFor(request, context))
  const sent = await submitNewVersion(db, fileStore, project.id, read.value, read.files, language)
  if (!sent) throw data(null, { status: 404, headers: secretAddressHeaders })
  if ('refused' in sent) return data({ result: undefined, message: sent.refused }, { status: 400 })
  const t = await translatorFor(request, context)
  return redirectWithToast(
    request,
    privateLinkPath(params.token!),
    { type: 'success', title: t('family.version.sent'), description: t('family.version.sentDetail') },
    { headers: { 'Set-Cookie': await rememberSubmission(request, sent.id, params.token!) } },
  )
}
