import { parseForm } from '~/utils/parse-form'
import { data } from '@remix-run/node'
import { clearSubmissionWindow, saveSubmissionWindow } from '~/models/submission-window.server'
import { submissionWindowSchema } from '~/schemas/submission-window'
import { db } from '~/services/db.server'
import { redirectWithToast } from '~/utils/toast.server'

// The Event tab's "Submissions open from … until …" and its reset. The Event tab's action has checked
// the admin session before it hands the form here.

const backToEventTab = (request: Request, title: string) =>
  redirectWithToast(request, new URL(request.url).pathname, { type: 'success', title })

function saveWindow(request: Request, form: FormData) {
  const submission = parseForm(form, { schema: submissionWindowSchema })
  const saved = submission.status === 'success' ? saveSubmissionWindow(db, submission.value) : null
  if (!saved?.ok) {
    return data(
      {
        intent: 'submission-window',
        message: 'The submission window was not changed. Please correct the times marked below.',
        result: submission.reply(saved ? { fieldErrors: saved.errors } : undefined),
      },
      { status: 400 },
    )
  }
  return backToEventTab(request, 'Submission window saved')
}

function resetWindow(request: Request) {
  clearSubmissionWindow(db)
  return backToEventTab(request, 'Submissions are open again, with no opening or closing time')
}

export const submissionWindowIntents = {
  'submission-window': saveWindow,
  'submission-window-reset': resetWindow,
} satisfies Record<string, (request: Request, form: FormData) => unknown>
