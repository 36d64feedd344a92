import * as z from 'zod'

// The Event tab's "Submissions open from … until …": two optional wall-clock times in the event's time
// zone, as datetime-local inputs send them ("2025-05-31T16:30"); empty is no limit on that side. The
// server keeps them as typed and reads them in the event's zone (app/features/submissions/submission-window.server.ts,
// docs/decisions/0037).

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
