import { data, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node'
import { db } from '~/infra/db.server'
import { handOverPrivateLink } from '~/features/families/link-hand-over.server'
import { readProjectUpload } from '~/features/submissions/project-upload.server'
import { fileStore } from '~/infra/storage.server'
import { checkSuccessLimit } from '~/infra/rate-limit.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { confirmationPath } from '~/features/families/family-link.server'
import { submitProject } from './project-submission.server'
import { eventTimeZone } from '~/features/event/event-details.server'
import { submissionRefusal, submissionWindowView } from './submission-window.server'
import { languageFor, translatorFor } from '~/features/event/page-language.server'

/** The submission page's data: whether the form is shown, and the sentence about the window. */
export function loadSubmissionPage(context: AppLoadContext) {
  return { window: submissionWindowView(db, Date.now(), eventTimeZone(context)) }
}

/**
 * The submission page's form (/submission): the project stored, the family's private link handed over, and
 * the private link's page saying it was sent (docs/decisions/0040), with the notice; or the form again with
 * what was wrong. Here rather than in the route so that the route imports one server module (the reason:
 * app/features/showcase/feed-page.server.ts).
 */
export async function submitFromPage({ request, context }: ActionFunctionArgs) {
  // Remix runs the action once the request's headers are in, before its body is read: this is when the
  // family pressed Submit, whatever the upload takes (docs/decisions/0030).
  const arrivedAt = Date.now()
  const limit = await checkSuccessLimit({ request, context }, 'project-submission')
  if (limit.refused) {
    return data(
      { result: undefined, message: limit.refused.message },
      { status: limit.refused.status, headers: limit.refused.headers },
    )
  }
  try {
    // A refusal before the opening says when it opens in the page's language; the project keeps it.
    const language = await languageFor(request, context)
    const read = await readProjectUpload(request, fileStore, submissionRefusal(db, arrivedAt, { language }))
    const outcome = read.ok
      ? await submitProject(db, fileStore, read.upload, 'required', arrivedAt, language)
      : read
    if (!outcome.ok) {
      return data(
        { result: outcome.result, message: outcome.message, filesChosen: outcome.filesChosen },
        { status: outcome.status },
      )
    }
    await limit.count()
    // The family's private link: in their browser's list (and their e-mail), and the page they land on.
    const link = await handOverPrivateLink(request, outcome)
    const t = await translatorFor(request, context)
    return redirectWithToast(
      request,
      confirmationPath(outcome.editToken),
      { type: 'success', title: t('family.submit.success'), description: t('family.submit.successDetail') },
      { headers: { 'Set-Cookie': link.cookie } },
    )
  } catch (error) {
    // Refused as it arrived (too long, field names no form sends): its own answer, nothing was kept.
    if (error instanceof Response) throw error
    console.error('Project submission failed', error)
    return data({ result: undefined, message: 'family.upload.failed' }, { status: 500 })
  }
}
