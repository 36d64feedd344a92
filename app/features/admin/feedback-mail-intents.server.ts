import type { AppLoadContext } from '@remix-run/node'
import { sendFeedbackMails, type FeedbackMailWords } from '~/features/families/feedback-mail.server'
import { eventDetailsFor } from '~/features/event/event-details.server'
import { db } from '~/infra/db.server'
import { mailer as clubMailer, type Mailer } from '~/infra/mailer.server'
import { publicOrigin } from '~/infra/request.server'
import { backToTab, fail } from './responses.server'

// "E-mail families their feedback" on the Grading Status tab's Awards panel, after its confirmation
// (docs/decisions/0049-feedback-for-families.md). adminAction has checked the admin session first.

const families = (n: number) => `${n} ${n === 1 ? 'family' : 'families'}`

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
  const outcome = await sendFeedbackMails(db, mailer, feedbackMailWords(context))
  // No mail server: the site cannot do it (503); results hidden: not now (409). Nothing was sent.
  if (!outcome.ok) return fail({ intent: 'email-feedback', message: outcome.message }, mailer ? 409 : 503)
  const { sent, failed } = outcome
  if (sent === 0 && failed === 0) {
    return backToTab(request, form, {
      type: 'message',
      title: 'No family is waiting for their feedback',
      description: 'Every family with a scored project has had theirs.',
    })
  }
  if (failed > 0) {
    return backToTab(request, form, {
      type: 'error',
      title: `Feedback e-mailed to ${families(sent)}; ${failed} could not be sent`,
      description: `The mail server refused ${failed === 1 ? 'one message' : `${failed} messages`}. Those families are not marked as e-mailed: try again later, or check SMTP_URL.`,
    })
  }
  return backToTab(request, form, {
    type: 'success',
    title: `Feedback e-mailed to ${families(sent)}`,
    description: 'Each family gets it once. Families who get scores later can be e-mailed then.',
  })
}
