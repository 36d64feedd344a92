import { z } from 'zod'

export const scoringMessages = {
  scoreNotNumber: 'Score must be a number',
  // SPEC.md §5.
  scoreNegative: 'Score cannot be negative',
  emptyBatch: 'Send at least one score',
} as const

/**
 * One criterion's score, shared by the dashboard form, its action and
 * POST /api/scoring/submit-batch. The maximum and the whole-number rule depend
 * on the criterion, which only the database knows, so the model checks them.
 */
export const scoreItemSchema = z.object({
  projectId: z.coerce.number().int().positive(),
  criteriaId: z.coerce.number().int().positive(),
  score: z.coerce.number({ error: scoringMessages.scoreNotNumber }).min(0, scoringMessages.scoreNegative),
  comments: z.string().trim().max(2000).optional().nullable(),
})

export const scoreBatchSchema = z.object({
  scores: z.array(scoreItemSchema).min(1, scoringMessages.emptyBatch),
})

export type ScoreItem = z.infer<typeof scoreItemSchema>
