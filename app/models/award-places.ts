import { formatPoints } from '~/utils/score'

/**
 * The places of the awards (issue 16, docs/decisions/0016-awards-reveal.md), pure: the server module
 * reads the ranked leaderboard, this one only groups it. Standard competition ranking on the score as
 * everyone reads it (one decimal, as every page writes it): projects whose scores look equal share a
 * place, and the next place skips as many as shared it (1, 2, 2, 4).
 */

export type PlaceGroup<T> = { place: number; entries: T[] }

/**
 * Every entry of `ranked` (best first) whose place is at most `places`, grouped by place, in the order
 * of the reveal: the lowest place first, 1st place last. A tie on the last place counted comes in
 * whole, so "top 3" can hold four projects.
 */
export function groupTopPlaces<T extends { score: number }>(
  ranked: readonly T[],
  places: number,
): PlaceGroup<T>[] {
  const shown = (entry: T) => Number(formatPoints(entry.score))
  // Stable: within a shared place the leaderboard's own tie-breaks keep their order.
  const ordered = [...ranked].sort((a, b) => shown(b) - shown(a))
  const groups: PlaceGroup<T>[] = []
  ordered.forEach((entry, index) => {
    const last = groups.at(-1)
    if (last && shown(last.entries[0]!) === shown(entry)) last.entries.push(entry)
    else groups.push({ place: index + 1, entries: [entry] })
  })
  return groups.filter((group) => group.place <= places).reverse()
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(place: number): string {
  const lastTwo = place % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th'
  return `${place}${suffix}`
}

/** "1st place", or "Joint 2nd place" when it is shared. */
export function placeLabel(place: number, shared: boolean): string {
  return `${shared ? 'Joint ' : ''}${ordinal(place)} place`
}
