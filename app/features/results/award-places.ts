import { competitionRanks } from './ranking'

/**
 * The places of the awards (docs/decisions/0016-awards-reveal.md), pure: the server module reads the
 * ranked leaderboard, this one only groups it, by the one ranking of ranking.ts (1, 2, 2, 4), so the
 * reveal and the leaderboard give every project the same place.
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
  const groups: PlaceGroup<T>[] = []
  for (const { entry, rank } of competitionRanks(ranked)) {
    const last = groups.at(-1)
    if (last?.place === rank) last.entries.push(entry)
    else groups.push({ place: rank, entries: [entry] })
  }
  return groups.filter((group) => group.place <= places).reverse()
}
