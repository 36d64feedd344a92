import * as z from 'zod'
import {
  AWARD_PLACES_RANGE,
  type AwardsQuery,
  DEFAULT_AWARD_PLACES,
  resultsVisibilities,
} from './awards-fields'
import { leaderboardRankings, type LeaderboardRanking } from '~/features/judging/judging-settings'

export * from './awards-fields'

// The awards: the forms' schemas and the reveal's address. The texts and choices the pages show
// are in awards-fields.ts, without zod, so that public pages do not carry it to the browser.

export const resultsVisibilitySchema = z.object({
  resultsVisibility: z.enum(resultsVisibilities, { error: 'grading.results.error.choose' }),
})

export const scoringSwitchSchema = z.object({
  scoring: z.enum(['open', 'closed'], { error: 'grading.scoring.error.choose' }),
})

/**
 * /admin/awards?places=3&ranking=raw&step=0 (and /admin/certificates, without the step): how many places,
 * by which ranking, and how far the reveal has gone. Anything out of range falls back to the start, so a
 * hand-edited address never shows more. No ranking in the address means the organiser's judging setting.
 */
export const awardsQuerySchema = z.object({
  places: z.coerce
    .number()
    .int()
    .min(AWARD_PLACES_RANGE.min)
    .max(AWARD_PLACES_RANGE.max)
    .catch(DEFAULT_AWARD_PLACES),
  ranking: z.enum(leaderboardRankings).optional().catch(undefined),
  step: z.coerce.number().int().min(0).max(1000).catch(0),
  peoples: z.literal('1').optional().catch(undefined),
})

export function parseAwardsQuery(params: URLSearchParams, defaultRanking: LeaderboardRanking): AwardsQuery {
  const { places, ranking, step, peoples } = awardsQuerySchema.parse(Object.fromEntries(params))
  return { places, ranking: ranking ?? defaultRanking, step, peoples: peoples === '1' }
}
