import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { dataVersion, statementCache } from '../../../db/statements'
import { adjustScores, type ProjectResult, type RawScore } from './adjusted-scores'
import { competitionRanks, type Standing } from './ranking'
import { listActiveCriteria } from './weighted-scores.server'
import { visibleStatusSql } from '~/features/showcase/visibility.server'

// The scores that count in the results (docs/decisions/0011): on active criteria, of the projects judges
// work on, without those of a judge who stepped aside from the project.
const countedScoresSql = `
SELECT ps.project_id  AS projectId,
       ps.judge_id    AS judgeId,
       ps.criteria_id AS criteriaId,
       ps.score
FROM projects p
JOIN project_scores ps ON ps.project_id = p.id
JOIN scoring_criteria c ON c.id = ps.criteria_id
WHERE c.is_active = 1
  AND ${visibleStatusSql('judge', 'p.status')}
  AND NOT EXISTS (
    SELECT 1 FROM recusals r WHERE r.project_id = ps.project_id AND r.judge_id = ps.judge_id
  )`

const statements = statementCache((client: Database.Database) => ({
  countedScores: client.prepare<[], RawScore>(countedScoresSql),
}))

const resultsCache = new WeakMap<
  Database.Database,
  { version: string; results: Map<number, ProjectResult> }
>()

/**
 * Every scored project's raw and bias-adjusted score and rank, by project id. Computed again only after
 * a write (the database's version changed), as the admin's pages ask for it on every load. Callers must
 * not change the results.
 */
export function getJudgingResults(db: DB): ReadonlyMap<number, ProjectResult> {
  const version = dataVersion(db)
  const cached = resultsCache.get(db.$client)
  if (cached?.version === version) return cached.results
  // One read transaction: the scores and the criteria they are weighed by come from the same snapshot.
  const { scores, criteria } = db.$client.transaction(() => ({
    scores: statements(db).countedScores.all(),
    criteria: listActiveCriteria(db),
  }))()
  const results = new Map(adjustScores(scores, criteria).map((result) => [result.projectId, result]))
  resultsCache.set(db.$client, { version, results })
  return results
}

/** A project's place by its raw and by its bias-adjusted score, ties shared. */
export type ResultStanding = { raw: Standing; adjusted: Standing }

/**
 * Every scored project's places, by the one ranking of ranking.ts, so the Grading Status tab and the results
 * file agree with the leaderboard and the reveal: equal scores share a place (1, 2, 2, 4, "Joint 2nd"); the
 * strict order of adjusted-scores.ts breaks no tie here, it only keeps the order within one.
 */
export function resultStandings(results: ReadonlyMap<number, ProjectResult>): Map<number, ResultStanding> {
  const standings = new Map<number, ResultStanding>()
  const by = (score: 'rawScore' | 'adjustedScore', order: 'rawRank' | 'adjustedRank') =>
    competitionRanks(
      [...results.values()]
        .sort((a, b) => a[order] - b[order])
        .map((result) => ({ id: result.projectId, score: result[score] })),
    )
  const adjusted = new Map(
    by('adjustedScore', 'adjustedRank').map(({ entry, rank, tied }) => [entry.id, { rank, tied }]),
  )
  for (const { entry, rank, tied } of by('rawScore', 'rawRank')) {
    standings.set(entry.id, { raw: { rank, tied }, adjusted: adjusted.get(entry.id)! })
  }
  return standings
}
