import type { AppLoadContext } from '@remix-run/node'
import { sendFeedbackMails, type FeedbackMailWords } from '~/features/families/feedback-mail.server'
import { eventDetailsFor } from '~/features/event/event-details.server'
import { translatorFor } from '~/features/event/page-language.server'
import { db } from '~/infra/db.server'
import { mailer as clubMailer, type Mailer } from '~/infra/mailer.server'
import { publicOrigin } from '~/infra/request.server'
import { backToTab, fail } from './responses.server'

// "E-mail families their feedback" on the Grading Status tab's Awards panel, after its confirmation
// (docs/decisions/0049-feedback-for-families.md). adminAction has checked the admin session first. The
// notices are written in the organiser's language.

/** The club's name and the site's address, as every e-mail names them. */
export function feedbackMailWords(context: AppLoadContext | undefined): FeedbackMailWords {
  return { clubName: eventDetailsFor(context).values.club.clubName, origin: publicOrigin() }
}

export async function feedbackMailAction(
  request: Request,
  form: FormData,
  context: AppLoadContext | undefined,
  mailer: Mailer | null = clubMailer,
) {
  const t = await translatorFor(request, context)
  const families = (count: number) => t('grading.count.families', { count, n: count })
  const outcome = await sendFeedbackMails(db, mailer, feedbackMailWords(context))
  // No mail server: the site cannot do it (503); results hidden: not now (409). Nothing was sent. The
  // refusal is a catalogue key, which the confirmation writes as the panel does.
  if (!outcome.ok) return fail({ intent: 'email-feedback', message: outcome.message }, mailer ? 409 : 503)
  const { sent, failed } = outcome
  if (sent === 0 && failed === 0) {
    return backToTab(request, form, {
      type: 'message',
      title: t('grading.toast.feedbackNobody'),
      description: t('grading.toast.feedbackNobodyDetail'),
    })
  }
  if (failed > 0) {
    return backToTab(request, form, {
      type: 'error',
      title: t('grading.toast.feedbackPartly', { families: families(sent), failed, count: failed }),
      description: t('grading.toast.feedbackRefused', { count: failed }),
    })
  }
  return backToTab(request, form, {
    type: 'success',
    title: t('grading.toast.feedbackSent', { families: families(sent) }),
    description: t('grading.toast.feedbackSentDetail'),
  })
}
