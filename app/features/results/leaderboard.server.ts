import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { dataVersion, statementCache } from '../../../db/statements'
import type { LeaderboardRanking } from '~/features/judging/judging-settings'
import type { ProjectResult } from './adjusted-scores'
import { getJudgingResults } from './adjusted-results.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { rankWithCoverage, type Ranked } from './ranking'
import { getLeaderboard, toLeaderboardEntry, type LeaderboardRow } from './weighted-scores.server'
import { listedSql } from '~/features/showcase/visibility.server'

// The public leaderboard (the showcase's tab and GET /api/leaderboard), ordered by what the organiser chose
// in the judging settings: the raw weighted scores (the default, docs/rules.md#ranking), or the bias-adjusted
// ones of docs/decisions/0011. The entries have the same fields either way. Ranked by ranking.ts, with the
// judges setting (docs/decisions/0023-honest-ties-and-coverage.md); the awards reveal ranks through
// rankedBoard too.

const statements = statementCache((client: Database.Database) => ({
  // The leaderboard's last tie-break, earlier submission, for the adjusted order.
  submissionOrder: client
    .prepare<[], number>(`SELECT id FROM projects WHERE ${listedSql('public')} ORDER BY submitted_at, id`)
    .pluck(),
}))

// Totals that differ only by rounding are equal, so the tie-breaks decide (as in adjusted-scores.ts).
const SAME_SCORE = 1e-9

/**
 * The raw leaderboard's projects (approved, with a score that counts) with their adjusted score as
 * `score`, and the percentage from it, ranked by it, then by judge count, then earlier submission.
 */
export function rankByAdjustedScore(
  rows: readonly LeaderboardRow[],
  results: ReadonlyMap<number, ProjectResult>,
  submissionOrder: readonly number[],
): LeaderboardRow[] {
  const position = new Map(submissionOrder.map((id, index) => [id, index]))
  const at = (row: LeaderboardRow) => position.get(row.id) ?? Number.MAX_SAFE_INTEGER
  return rows
    .map((row) => {
      const result = results.get(row.id)
      if (!result) return row
      const score = result.adjustedScore
      const percentage = row.maxPossibleScore > 0 ? Math.round((100 * score) / row.maxPossibleScore) : 0
      return { ...row, score, percentage }
    })
    .sort(
      (a, b) =>
        (Math.abs(a.score - b.score) > SAME_SCORE ? b.score - a.score : 0) ||
        b.judgeCount - a.judgeCount ||
        at(a) - at(b),
    )
}

/** The approved, scored projects, best first, by the raw scores or the adjusted ones. */
function orderedBoard(db: DB, ranking: LeaderboardRanking): LeaderboardRow[] {
  const rows = getLeaderboard(db)
  if (ranking === 'raw') return rows
  return rankByAdjustedScore(rows, getJudgingResults(db), statements(db).submissionOrder.all())
}

/**
 * The board in its two lists: the projects at least `minJudges` judges scored, with their shared ranks
 * (1, 2, 2, 4), then the others, waiting for more judges.
 */
export function rankedBoard(
  db: DB,
  { ranking, minJudges }: { ranking: LeaderboardRanking; minJudges: number },
): { ranked: Ranked<LeaderboardRow>[]; waiting: LeaderboardRow[] } {
  // One read transaction: the raw board and the adjusted results come from the same moment.
  return db.$client.transaction(() => rankWithCoverage(orderedBoard(db, ranking), minJudges))()
}

/** A row of the public board: its rank (null while it waits for more judges), and whether it is shared. */
export type PublicLeaderboardRow = LeaderboardRow & { rank: number | null; tied: boolean; waiting: boolean }

/**
 * An entry of GET /api/leaderboard: the fields it always had, then the rank (null while the
 * project waits for more judges), whether it is shared, and whether it waits.
 */
export function toPublicEntry({ rank, tied, waiting, ...row }: PublicLeaderboardRow) {
  return { ...toLeaderboardEntry(row), rank, tied, waiting }
}

/** The whole public leaderboard, by the judging settings: the ranked projects, then those waiting. */
export function getPublicLeaderboard(db: DB): PublicLeaderboardRow[] {
  // One read transaction: the settings and the board come from the same moment.
  const read = db.$client.transaction(() => {
    const { leaderboardRanking, minJudgesToRank } = getJudgingSettings(db)
    return rankedBoard(db, { ranking: leaderboardRanking, minJudges: minJudgesToRank })
  })
  const { ranked, waiting } = read()
  return [
    ...ranked.map(({ entry, rank, tied }) => ({ ...entry, rank, tied, waiting: false })),
    ...waiting.map((entry) => ({ ...entry, rank: null, tied: false, waiting: true })),
  ]
}

const LEADERBOARD_CACHE_MS = 1000
const leaderboardCache = new WeakMap<
  Database.Database,
  { version: string; at: number; entries: PublicLeaderboardRow[] }
>()

/**
 * The public leaderboard, computed at most once a second while nothing is written: hundreds of phones
 * reloading it during the awards share one query. Any write (a judge's scores, an approval, the organiser
 * switching the ranking) changes the database's version and so the next call computes it afresh. Callers
 * must not change the entries.
 */
export function getCachedLeaderboard(db: DB, now = Date.now()): readonly PublicLeaderboardRow[] {
  const version = dataVersion(db)
  const cached = leaderboardCache.get(db.$client)
  if (cached && cached.version === version && now - cached.at < LEADERBOARD_CACHE_MS) return cached.entries
  const entries = getPublicLeaderboard(db)
  leaderboardCache.set(db.$client, { version, at: now, entries })
  return entries
}
