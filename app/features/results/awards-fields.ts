import type { LeaderboardRanking } from '~/features/judging/judging-settings'

// The awards: who sees the results, whether judges may still score, and the projector reveal's
// address. No zod here: the feed, the project page and the judge's dashboard show these texts, and zod would
// double the JavaScript they send (awards.ts holds the schemas). The database's CHECK (migration 0009) says
// the same of the states.

export const resultsVisibilities = ['live', 'hidden', 'published'] as const
export type ResultsVisibility = (typeof resultsVisibilities)[number]

/** Each state's name, as the organiser's Awards panel and its notices say it: a catalogue key. */
export const resultsVisibilityLabels: Record<ResultsVisibility, string> = {
  live: 'grading.results.live',
  hidden: 'grading.results.hidden',
  published: 'grading.results.published',
}

/** What every public page and the judges read in place of a rank, a score or a comment while hidden. */
export const resultsHiddenMessage = 'The results will be announced at the awards ceremony.'

/** The server's answer to a judge's scores or step-aside once the organiser has closed scoring. */
export const scoringClosedMessage = 'Scoring is closed'

/** The rankings' names on the reveal's setup and the certificates' page, as catalogue keys. */
export const rankingLabelKeys: Record<LeaderboardRanking, string> = {
  raw: 'print.ranking.raw',
  adjusted: 'print.ranking.adjusted',
}

export const AWARD_PLACES_RANGE = { min: 1, max: 10 } as const
export const DEFAULT_AWARD_PLACES = 3

/** `peoples`: the reveal has a People's Choice step before 1st place (docs/decisions/0032). */
export type AwardsQuery = { places: number; ranking: LeaderboardRanking; step: number; peoples?: boolean }

export function awardsHref(query: AwardsQuery, change: Partial<AwardsQuery> = {}): string {
  const next = { ...query, ...change }
  const params = new URLSearchParams({
    places: String(next.places),
    ranking: next.ranking,
    step: String(next.step),
  })
  if (next.peoples) params.set('peoples', '1')
  return `/admin/awards?${params}`
}

export function certificatesHref(query: Pick<AwardsQuery, 'places' | 'ranking'>): string {
  const params = new URLSearchParams({ places: String(query.places), ranking: query.ranking })
  return `/admin/certificates?${params}`
}
