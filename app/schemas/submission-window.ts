import * as z from 'zod'

// The Event tab's "Submissions open from … until …": two optional wall-clock times in the event's time
// zone, as datetime-local inputs send them ("2025-05-31T16:30"); empty is no limit on that side. The
// server turns them into moments with the event's zone (app/models/submission-window.server.ts).

export const submissionWindowMessages = {
  opensAt: 'Enter the opening date and time, or leave it empty',
  closesAt: 'Enter the closing date and time, or leave it empty',
  order: 'The closing time must be after the opening time',
} as const

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

const wallTimeField = (message: string) =>
  z
    .string()
    .trim()
    // Some browsers add seconds to a datetime-local value; the window counts in minutes.
    .transform((value) => value.slice(0, 16))
    .pipe(z.string().regex(WALL_TIME, message))
    .optional()

export const submissionWindowSchema = z
  .object({
    opensAt: wallTimeField(submissionWindowMessages.opensAt),
    closesAt: wallTimeField(submissionWindowMessages.closesAt),
  })
  // The same zone on both sides, so the wall times compare as text.
  .refine((w) => !w.opensAt || !w.closesAt || w.opensAt < w.closesAt, {
    message: submissionWindowMessages.order,
    path: ['closesAt'],
  })

export type SubmissionWindowInput = z.infer<typeof submissionWindowSchema>

/** The window's words, exact: the submission page, the challenge page, the API and the private link. */
export const submissionWindowTexts = {
  closed: 'Submissions are closed.',
  /** The JSON API's and the refused form's message. */
  refused: 'Submissions are closed',
  opensOn: (day: string, time: string) => `Submissions open on ${day} at ${time}.`,
  closesOn: (day: string, time: string) => `Submissions close on ${day} at ${time}`,
} as const

export type WindowPhase = 'before' | 'open' | 'closed'

/** What the submission and challenge pages show and the dashboard says, at `now`. */
export type SubmissionWindowView = {
  phase: WindowPhase
  /** The sentence shown instead of the form (before, closed) or beside it (open with a closing time). */
  notice: string | null
  /** While open, when it closes: the countdown's end. */
  closesAt: number | null
}

/** The window's state in a few words, for the organiser: the dashboard and the Event tab. */
export function windowSummary(view: SubmissionWindowView): { state: string; detail: string } {
  if (view.phase === 'before') return { state: 'Not open yet', detail: view.notice ?? '' }
  if (view.phase === 'closed') return { state: 'Closed', detail: view.notice ?? '' }
  return view.notice
    ? { state: 'Open', detail: `${view.notice}.` }
    : { state: 'Open', detail: 'No closing time is set: families can submit at any time.' }
}
