import { z } from 'zod'

const scoringMessages = {
  scoreNotNumber: 'Score must be a number',
  // SPEC.md §5.
  scoreNegative: 'Score cannot be negative',
  emptyBatch: 'Send at least one score',
  batchId: 'The evaluation id must be 16 to 100 letters, digits, - or _.',
  evaluatedAt: 'The evaluation time must be a time in milliseconds.',
} as const

// A number as JSON sends it, or the digits a form sends. Nothing else: z.coerce would read null and ""
// as 0, true as 1, [7] as 7 and "0x5" as 5 (issue 11 L2).
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
})

/** An optional field: absent, or "" as a form sends an empty one. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const scoreBatchSchema = z.object({
  scores: z.array(scoreItemSchema).min(1, scoringMessages.emptyBatch),
  // Issue 15, both optional: the id the browser gave this evaluation (the same on every retry, so it is
  // applied once) and when the judge pressed Submit, in milliseconds (an older one never overwrites a newer).
  // A form sends "" for a missing field.
  batchId: blankAsMissing(
    z.string({ error: scoringMessages.batchId }).regex(/^[A-Za-z0-9_-]{16,100}$/, scoringMessages.batchId),
  ),
  evaluatedAt: blankAsMissing(
    numeral(/^\d{1,15}$/, scoringMessages.evaluatedAt).pipe(
      z.number().int(scoringMessages.evaluatedAt).positive(scoringMessages.evaluatedAt),
    ),
  ),
})

export type ScoreItem = z.infer<typeof scoreItemSchema>
