import { z } from 'zod'
import { leaderboardRankings } from './judging-settings'

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

/**
 * /admin/awards?places=3&ranking=raw&step=0: how many places, by which ranking, and how far the reveal has
 * gone. Anything out of range falls back to the start, so a hand-edited address never shows more.
 */
export const awardsQuerySchema = z.object({
  places: z.coerce.number().int().min(AWARD_PLACES_RANGE.min).max(AWARD_PLACES_RANGE.max).catch(3),
  ranking: z.enum(leaderboardRankings).catch('raw'),
  step: z.coerce.number().int().min(0).max(1000).catch(0),
})

export type AwardsQuery = z.infer<typeof awardsQuerySchema>

export function parseAwardsQuery(params: URLSearchParams): AwardsQuery {
  return awardsQuerySchema.parse(Object.fromEntries(params))
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
