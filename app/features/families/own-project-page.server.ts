import { data, type AppLoadContext } from '@remix-run/node'
import { storyVersions } from '~/features/submissions/story.server'
import { eventTimeZone } from '~/features/event/event-details.server'
import { languageFor, translatorFor } from '~/features/event/page-language.server'
import { editRefusal, submissionRefusal } from '~/features/submissions/submission-window.server'
import { familyFeedbackSheet } from '~/features/results/feedback-sheets.server'
import { datesIn } from '~/i18n/dates'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { db } from '~/infra/db.server'
import { sessionSecret } from '~/infra/env.server'
import { fileStore } from '~/infra/storage.server'
import { isMultipart, readFormData } from '~/infra/body.server'
import { secretAddressHeaders } from '~/utils/secret-address'
import {
  findProjectByToken,
  isConfirmation,
  privateLinkPath,
  saveOwnProject,
  withdrawOwnProject,
} from './family-link.server'
import { privateLinkShown } from './link-hand-over.server'
import { ownProjectEditSchema } from './own-project'
import { readOwnUpload } from './own-upload.server'
import { ownProjectMedia } from './private-files.server'

// The private link's page, /my-project/<token> (app/routes/my-project.$token.tsx): its loader and action,
// here so that its route imports one server module (docs/decisions/0028). A wrong or withdrawn token is a
// 404 that says nothing more.

function projectFor(token: string | undefined) {
  const project = token ? findProjectByToken(db, token) : null
  if (!project) throw data(null, { status: 404, headers: secretAddressHeaders })
  return project
}

/** The private link's page: the project, its files, its story, and what the family may still do. */
export async function loadOwnProjectPage(
  request: Request,
  context: AppLoadContext,
  token: string | undefined,
) {
  const project = projectFor(token)
  const url = new URL(request.url)
  const language = await languageFor(request, context)
  const dates = datesIn(language, eventTimeZone(context), await translatorFor(request, context))
  return {
    project,
    media: ownProjectMedia(db, fileStore, sessionSecret(), project, token!),
    path: privateLinkPath(token!),
    // After the submission window closes the project stays as it was judged; withdrawing stays possible.
    editsClosed: editRefusal(db, Date.now()) !== null,
    confirmWithdraw: url.searchParams.get('confirm') === 'withdraw',
    story: storyVersions(db, project.id).map(({ submittedAt, ...version }) => ({
      ...version,
      dateLabel: dates.date(submittedAt),
    })),
    // A new version grows from one on the showcase, while submissions are open.
    canSendVersion: project.status === 'approved' && submissionRefusal(db, Date.now()) === null,
    // The confirmation shows the whole address, to copy: the page's own address bar may hide it.
    sent: isConfirmation(url) ? privateLinkShown(token!) : null,
    // Once the results are out, an approved project's feedback (docs/decisions/0049).
    feedback: familyFeedbackSheet(db, project, language),
  }
}

/** A change to the project from its private link: new texts or files, or withdrawing it. */
export async function changeOwnProject(request: Request, context: AppLoadContext, token: string | undefined) {
  // Before the body is read, as for a new project (docs/decisions/0030).
  const arrivedAt = Date.now()
  const project = projectFor(token)
  const path = privateLinkPath(token!)
  const t = await translatorFor(request, context)
  if (!isMultipart(request)) {
    const form = await readFormData(request)
    if (form.get('intent') !== 'withdraw')
      return data({ result: undefined, message: t('family.own.unknownRequest') }, { status: 400 })
    withdrawOwnProject(db, fileStore, project.id)
    return redirectWithToast(request, '/feed', {
      type: 'success',
      title: t('family.own.withdrawn'),
      description: t('family.own.withdrawnDetail'),
    })
  }
  const read = await readOwnUpload(request, {
    schema: ownProjectEditSchema,
    submissionMethod: project.submissionMethod,
    refusal: (at) => editRefusal(db, at),
    arrivedAt,
    nothingDone: 'family.own.nothingChanged',
  })
  if (!read.ok) return read.answer
  const saved = await saveOwnProject(db, fileStore, project, read.value, read.files)
  if (!saved) throw data(null, { status: 404, headers: secretAddressHeaders })
  return redirectWithToast(request, path, {
    type: 'success',
    title: t('family.own.saved'),
    description: saved.wasPublic ? t('family.own.savedOffShowcase') : t('family.own.savedReview'),
  })
}
