import { formatPoints } from '~/utils/score'

/**
 * The one ranking of the results, pure, for the public leaderboard, the awards reveal and the results file
 * (docs/decisions/0023-honest-ties-and-coverage.md), so that they never disagree. Standard competition
 * ranking on the score as everyone reads it (one decimal, as every page writes it): projects whose scores
 * look equal share a rank, and the next rank skips as many as shared it (1, 2, 2, 4).
 */

export type Standing = { rank: number; tied: boolean }

/** The score as every page writes it: 35.04 and 34.96 both read "35.0", so they are equal. */
const shownScore = (score: number) => Number(formatPoints(score))

/** An entry with its rank. */
export type Ranked<T> = { entry: T } & Standing

/**
 * Every entry of `ordered` (best first, by the board's own tie-breaks) with its rank, in the same order.
 * Within a shared rank the board's tie-breaks keep their order (the sort is stable).
 */
export function competitionRanks<T extends { score: number }>(ordered: readonly T[]): Ranked<T>[] {
  const byShownScore = [...ordered].sort((a, b) => shownScore(b.score) - shownScore(a.score))
  let rank = 0
  const ranked = byShownScore.map((entry, index) => {
    const previous = byShownScore[index - 1]
    if (!previous || shownScore(previous.score) !== shownScore(entry.score)) rank = index + 1
    return { entry, rank, tied: false }
  })
  const shared = new Map<number, number>()
  for (const { rank } of ranked) shared.set(rank, (shared.get(rank) ?? 0) + 1)
  for (const standing of ranked) standing.tied = shared.get(standing.rank)! > 1
  return ranked
}

/**
 * The leaderboard's two lists: the projects that at least `minJudges` judges scored, ranked, then the
 * others, unranked ("Waiting for more judges"), both in the board's order. A project a single judge loved
 * is not ranked above one that three judges agreed on, until enough judges have seen it.
 */
export function rankWithCoverage<T extends { score: number; judgeCount: number }>(
  ordered: readonly T[],
  minJudges: number,
): { ranked: Ranked<T>[]; waiting: T[] } {
  return {
    ranked: competitionRanks(ordered.filter((entry) => entry.judgeCount >= minJudges)),
    waiting: ordered.filter((entry) => entry.judgeCount < minJudges),
  }
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(place: number): string {
  const lastTwo = place % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th'
  return `${place}${suffix}`
}

/** "1st", or "Joint 1st" when it is shared: the leaderboard and the results file. */
export function rankLabel({ rank, tied }: Standing): string {
  return `${tied ? 'Joint ' : ''}${ordinal(rank)}`
}

/** "1st place", or "Joint 2nd place" when it is shared: the reveal and the certificates. */
export function placeLabel(place: number, shared: boolean): string {
  return `${rankLabel({ rank: place, tied: shared })} place`
}

/** What the leaderboard and the results file say of a project below the judges setting. */
export const waitingLabel = 'Waiting for more judges'
