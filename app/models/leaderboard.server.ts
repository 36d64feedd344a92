import type Database from 'better-sqlite3'
import type { DB } from '../../db/connection'
import { dataVersion, statementCache } from '../../db/statements'
import type { ProjectResult } from './adjusted-scores'
import { getJudgingResults } from './adjusted-results.server'
import { getJudgingSettings } from './judging-settings.server'
import { getLeaderboard, type LeaderboardRow } from './scoring.server'
import { visibleStatusSql } from './visibility.server'

// The public leaderboard (the showcase's tab and GET /api/leaderboard), ranked by what the organiser chose
// in the judging settings: the raw scores of DESIGN.md §4 (the default), or the bias-adjusted ones of
// docs/decisions/0011. The entries have the same fields either way.

const statements = statementCache((client: Database.Database) => ({
  // The leaderboard's last tie-break, earlier submission, for the adjusted order.
  submissionOrder: client
    .prepare<[], number>(
      `SELECT id FROM projects WHERE ${visibleStatusSql('public')} ORDER BY submitted_at, id`,
    )
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

/** The whole public leaderboard, by the ranking in the judging settings. */
export function getPublicLeaderboard(db: DB): LeaderboardRow[] {
  // One read transaction: the setting, the raw board and the adjusted results come from the same moment.
  const read = db.$client.transaction(() => {
    const rows = getLeaderboard(db)
    if (getJudgingSettings(db).leaderboardRanking === 'raw') return rows
    return rankByAdjustedScore(rows, getJudgingResults(db), statements(db).submissionOrder.all())
  })
  return read()
}

const LEADERBOARD_CACHE_MS = 1000
const leaderboardCache = new WeakMap<
  Database.Database,
  { version: string; at: number; entries: LeaderboardRow[] }
>()

/**
 * The public leaderboard, computed at most once a second while nothing is written: hundreds of phones
 * reloading it during the awards share one query. Any write (a judge's scores, an approval, the organiser
 * switching the ranking) changes the database's version and so the next call computes it afresh. Callers
 * must not change the entries.
 */
export function getCachedLeaderboard(db: DB, now = Date.now()): readonly LeaderboardRow[] {
  const version = dataVersion(db)
  const cached = leaderboardCache.get(db.$client)
  if (cached && cached.version === version && now - cached.at < LEADERBOARD_CACHE_MS) return cached.entries
  const entries = getPublicLeaderboard(db)
  leaderboardCache.set(db.$client, { version, at: now, entries })
  return entries
}
