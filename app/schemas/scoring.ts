import { z } from 'zod'

/** SPEC.md §4: an unreviewed criterion starts at 5 (or its maximum, if lower). */
export const DEFAULT_SCORE = 5

const scoringMessages = {
  scoreNotNumber: 'Score must be a number',
  // SPEC.md §5.
  scoreNegative: 'Score cannot be negative',
  emptyBatch: 'Send at least one score',
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

export const scoreBatchSchema = z.object({
  scores: z.array(scoreItemSchema).min(1, scoringMessages.emptyBatch),
})

export type ScoreItem = z.infer<typeof scoreItemSchema>
