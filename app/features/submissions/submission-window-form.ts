import * as z from 'zod'

// The Event tab's "Submissions open from … until …": two optional wall-clock times in the event's time
// zone, as datetime-local inputs send them ("2025-05-31T16:30"); empty is no limit on that side. The
// server keeps them as typed and reads them in the event's zone (app/features/submissions/submission-window.server.ts,
// docs/decisions/0037).

/** Its messages: catalogue keys (app/i18n/en/event.ts), which the forms kit writes in the page's language. */
export const submissionWindowMessages = {
  opensAt: 'event.window.badOpening',
  closesAt: 'event.window.badClosing',
  order: 'event.window.closeBeforeOpen',
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
