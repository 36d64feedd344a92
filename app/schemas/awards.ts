import { z } from 'zod'
import { leaderboardRankings, type LeaderboardRanking } from './judging-settings'

// Issue 16, the awards: who sees the results, whether judges may still score, and the projector reveal's
// address. One schema per form; the database's CHECK (migration 0009) says the same of the states.

export const resultsVisibilities = ['live', 'hidden', 'published'] as const
export type ResultsVisibility = (typeof resultsVisibilities)[number]

export const resultsVisibilityLabels: Record<ResultsVisibility, string> = {
  live: 'Live',
  hidden: 'Hidden until the awards',
  published: 'Published',
}

/** What every public page and the judges read in place of a rank, a score or a comment while hidden. */
export const resultsHiddenMessage = 'The results will be announced at the awards ceremony.'

/** The server's answer to a judge's scores or step-aside once the organiser has closed scoring. */
export const scoringClosedMessage = 'Scoring is closed'

export const resultsVisibilitySchema = z.object({
  resultsVisibility: z.enum(resultsVisibilities, { error: 'Choose who sees the results' }),
})

export const scoringSwitchSchema = z.object({
  scoring: z.enum(['open', 'closed'], { error: 'Choose whether scoring is open or closed' }),
})

export const AWARD_PLACES_RANGE = { min: 1, max: 10 } as const
export const DEFAULT_AWARD_PLACES = 3

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
})

export type AwardsQuery = { places: number; ranking: LeaderboardRanking; step: number }

export function parseAwardsQuery(params: URLSearchParams, defaultRanking: LeaderboardRanking): AwardsQuery {
  const { places, ranking, step } = awardsQuerySchema.parse(Object.fromEntries(params))
  return { places, ranking: ranking ?? defaultRanking, step }
}

export function awardsHref(query: AwardsQuery, change: Partial<AwardsQuery> = {}): string {
  const next = { ...query, ...change }
  const params = new URLSearchParams({
    places: String(next.places),
    ranking: next.ranking,
    step: String(next.step),
  })
  return `/admin/awards?${params}`
}

export function certificatesHref(query: Pick<AwardsQuery, 'places' | 'ranking'>): string {
  const params = new URLSearchParams({ places: String(query.places), ranking: query.ranking })
  return `/admin/certificates?${params}`
}
