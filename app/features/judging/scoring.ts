import * as z from 'zod'

const scoringMessages = {
  scoreNotNumber: 'Score must be a number',
  // The words the judge's form has always shown.
  scoreNegative: 'Score cannot be negative',
  emptyBatch: 'Send at least one score',
  batchId: 'The evaluation id must be 16 to 100 letters, digits, - or _.',
  ageMs: 'The evaluation’s age must be a number of milliseconds.',
  judgeId: 'Unknown judge.',
} as const

/** What the judge is told when their evaluation arrived after a newer one of the same project. */
export const notAppliedMessage = (projectName: string) =>
  `A newer evaluation of ${projectName} was already saved, so this one was not applied.`

// A number as JSON sends it, or the digits a form sends. Nothing else: z.coerce would read null and ""
// as 0, true as 1, [7] as 7 and "0x5" as 5: scores nobody typed.
const numeral = (pattern: RegExp, message: string) =>
  z.union([z.number(), z.string().trim().regex(pattern).transform(Number)], { error: message })

/**
 * One criterion's score, shared by the dashboard form, its action and
 * POST /api/scoring/submit-batch. The maximum and the whole-number rule depend
 * on the criterion, which only the database knows, so the model checks them.
 */
const scoreItemSchema = z.object({
  projectId: numeral(/^\d+$/, 'Unknown project.').pipe(z.number().int().positive('Unknown project.')),
  criteriaId: numeral(/^\d+$/, 'Unknown scoring criterion.').pipe(
    z.number().int().positive('Unknown scoring criterion.'),
  ),
  score: numeral(/^-?\d+(?:\.\d+)?$/, scoringMessages.scoreNotNumber).pipe(
    z.number().min(0, scoringMessages.scoreNegative),
  ),
  comments: z.string().trim().max(2000).optional().nullable(),
  // Beside the comment, for the organiser only (never the family's, never public).
  organiserNote: z.string().trim().max(2000).optional().nullable(),
})

/** An optional field: absent, or "" as a form sends an empty one. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const scoreBatchSchema = z.object({
  scores: z.array(scoreItemSchema).min(1, scoringMessages.emptyBatch),
  // For a tablet's offline queue (docs/decisions/0015), all optional. The id the browser gave this
  // evaluation, the same on every retry, so it is applied once.
  batchId: blankAsMissing(
    z.string({ error: scoringMessages.batchId }).regex(/^[A-Za-z0-9_-]{16,100}$/, scoringMessages.batchId),
  ),
  // How long ago the judge pressed the button, as the tablet measured it: the server orders evaluations
  // by its own clock minus this age (a wrong or negative one is clamped there, never refused: a refusal
  // would lose the evaluation). Pages from before sent `evaluatedAt`, the tablet's wall clock: it is
  // dropped here unread, since a tablet's clock may be off by a day.
  ageMs: blankAsMissing(numeral(/^-?\d{1,15}(?:\.\d+)?$/, scoringMessages.ageMs)),
  // The judge the tablet means to send as. A safeguard only: the scores are always the signed-in judge's,
  // and a batch meant for another judge is not applied (a tablet shared by two judges).
  judgeId: blankAsMissing(
    numeral(/^\d+$/, scoringMessages.judgeId).pipe(z.number().int().positive(scoringMessages.judgeId)),
  ),
})

export type ScoreItem = z.infer<typeof scoreItemSchema>
