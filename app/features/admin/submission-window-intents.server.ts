import { parseForm } from '~/infra/parse-form'
import { data } from '@remix-run/node'
import { eventTimeZone } from '~/features/event/event-details.server'
import {
  clearSubmissionWindow,
  moveWindowToZone,
  saveSubmissionWindow,
} from '~/features/submissions/submission-window.server'
import { typedInAnotherZone, zoneAnswer, type ZoneWords } from '~/features/submissions/window-zone.server'
import { submissionWindowSchema } from '~/features/submissions/submission-window-form'
import { db } from '~/infra/db.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'

// The Event tab's "Submissions open from … until …", its reset, and the answer to its time zone question.
// The Event tab's action has checked the admin session before it hands the form here, with the words of the
// request's language.

const backToEventTab = (request: Request, title: string) =>
  redirectWithToast(request, new URL(request.url).pathname, { type: 'success', title })

function saveWindow(request: Request, form: FormData, { t }: ZoneWords) {
  const submission = parseForm(form, { schema: submissionWindowSchema })
  const saved = submission.status === 'success' ? saveSubmissionWindow(db, submission.value) : null
  if (!saved?.ok) {
    return data(
      {
        intent: 'submission-window',
        message: t('event.window.notChanged'),
        result: submission.reply(saved ? { fieldErrors: saved.errors } : undefined),
      },
      { status: 400 },
    )
  }
  return backToEventTab(request, t('event.window.saved'))
}

function resetWindow(request: Request, _form: FormData, { t }: ZoneWords) {
  clearSubmissionWindow(db)
  return backToEventTab(request, t('event.window.wasReset'))
}

/**
 * The window's times were typed in another zone than the event's now (EVENT_TIME_ZONE changed, or the
 * Event section went back to its default): the organiser keeps them as they read now, or the moments they
 * were typed for (docs/decisions/0037).
 */
function answerZone(request: Request, form: FormData, words: ZoneWords) {
  const to = eventTimeZone()
  const question = typedInAnotherZone(db, to, words)
  const choice = question ? zoneAnswer(form, question) : null
  if (!question || !choice) {
    return redirectWithToast(request, new URL(request.url).pathname, {
      type: 'message',
      title: words.t('event.window.zoneStale'),
      description: words.t('event.window.zoneStaleDetail'),
    })
  }
  moveWindowToZone(db, { from: question.from, to, choice })
  return backToEventTab(request, words.t('event.window.saved'))
}

export const submissionWindowIntents = {
  'submission-window': saveWindow,
  'submission-window-reset': resetWindow,
  'submission-window-zone': answerZone,
} satisfies Record<string, (request: Request, form: FormData, words: ZoneWords) => unknown>
