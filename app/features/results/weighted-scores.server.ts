import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import type { SubmissionType } from '~/features/submissions/project-fields'
import { resultsHiddenMessage } from '~/features/results/awards'
import { countsSql } from '~/features/judging/recusals.server'
import { listedSql, visibleStatusSql, type ViewerRole } from '~/features/showcase/visibility.server'

export type Criterion = {
  id: number
  name: string
  description: string | null
  maxPoints: number
  weight: number
  isActive: boolean
}

export type LeaderboardEntry = {
  id: number
  name: string
  submissionType: SubmissionType
  judgeCount: number
  score: number
  maxPossibleScore: number
  percentage: number
}

/** A leaderboard entry with what the showcase shows beside it; GET /api/leaderboard answers the entry alone. */
export type LeaderboardRow = LeaderboardEntry & {
  authorName: string
  thumbnail: string | null
  url: string | null
}

export type ProjectScoreSummary = {
  averageScores: {
    criteriaId: number
    criteriaName: string
    averageScore: number
    maxScore: number
    judgeCount: number
  }[]
  totalAverageScore: number
  maxPossibleScore: number
  totalJudges: number
}

export type ProjectFeedback = {
  feedback: {
    criteriaId: number
    criteriaName: string
    criteriaDescription: string | null
    judgesFeedback: { judgeNumber: number; score: number; maxScore: number; comments: string | null }[]
  }[]
}

/**
 * The API's answers while the results are hidden until the awards: the shapes clients know, so none breaks,
 * with nothing in them, and the reason for the person reading the JSON. The total is null, not 0: a client
 * would show 0 as a real score.
 */
export const withheldResults = {
  scoreSummary: { averageScores: [], totalAverageScore: null, totalJudges: 0, message: resultsHiddenMessage },
  feedback: { feedback: [], message: resultsHiddenMessage },
} as const satisfies Record<string, object>

const criteriaSql = `
SELECT id,
       name,
       description,
       max_points AS maxPoints,
       weight,
       is_active  AS isActive
FROM scoring_criteria
WHERE is_active = 1
ORDER BY position, id`

/**
 * The leaderboard's query (docs/rules.md#ranking). The means and the distinct judge count need different
 * groupings, so `approved_scores` feeds two aggregates; SQLite inlines it into both, and each starts from the
 * approved projects (status index) and reads their scores through the (project_id, judge_id, criteria_id)
 * unique index, so rejected and pending projects' scores are never read. A negative LIMIT means no limit in
 * SQLite, which lets one statement serve both the capped and the full list.
 */
/**
 * The weighted score (docs/rules.md#ranking) as SQL, for every query that shows one (the leaderboard, the
 * admin's grading stats and results file), so they cannot disagree: active_criteria, max_total(max_possible),
 * counted_scores, criterion_means(project_id, criteria_id, mean, weighted_mean), project_totals(project_id,
 * score), project_judges(project_id, judge_count).
 * `audience` says whose scores count: those of the projects it sees (visibility.server.ts), so the public
 * leaderboard counts approved projects, the grading stats those judges work on, the results file all.
 */
export function weightedScoreCtes(
  audience: ViewerRole,
  scope: 'every-project' | 'one-project' = 'every-project',
) {
  const oneProject = scope === 'one-project' ? '\n    AND p.id = @projectId' : ''
  return `active_criteria AS (
  SELECT id, weight, max_points
  FROM scoring_criteria
  WHERE is_active = 1
),
max_total AS (
  SELECT coalesce(sum(weight * max_points), 0) AS max_possible
  FROM active_criteria
),
counted_scores AS (
  SELECT ps.project_id, ps.judge_id, ps.criteria_id, ps.score, c.weight
  -- CROSS JOIN keeps the projects the outer loop: the planner, costing the newest-version test, would
  -- otherwise scan every score and look each project up.
  FROM projects p
  CROSS JOIN project_scores ps ON ps.project_id = p.id
  JOIN active_criteria c ON c.id = ps.criteria_id
  WHERE ${
    // The public ranks a story once, on its newest approved version; one project's own summary is its own.
    audience === 'public' && scope === 'every-project'
      ? listedSql(audience, 'p')
      : visibleStatusSql(audience, 'p.status')
  }${oneProject}
    AND ${countsSql('ps')}
),
criterion_means AS (
  SELECT project_id, criteria_id, avg(score) AS mean, weight * avg(score) AS weighted_mean,
         count(*) AS judge_count
  FROM counted_scores
  GROUP BY project_id, criteria_id, weight
),
project_totals AS (
  SELECT project_id, sum(weighted_mean) AS score
  FROM criterion_means
  GROUP BY project_id
),
project_judges AS (
  SELECT project_id, count(DISTINCT judge_id) AS judge_count
  FROM counted_scores
  GROUP BY project_id
)`
}

export const leaderboardSql = `
WITH ${weightedScoreCtes('public')}
SELECT p.id,
       p.name,
       p.submission_type AS submissionType,
       j.judge_count     AS judgeCount,
       t.score           AS score,
       m.max_possible    AS maxPossibleScore,
       CASE WHEN m.max_possible > 0
            THEN cast(round(100.0 * t.score / m.max_possible) AS integer)
            ELSE 0
       END               AS percentage,
       p.author_name     AS authorName,
       p.thumbnail,
       p.url
FROM project_totals t
JOIN project_judges j ON j.project_id = t.project_id
JOIN projects p ON p.id = t.project_id
CROSS JOIN max_total m
ORDER BY t.score DESC, j.judge_count DESC, p.submitted_at ASC, p.id ASC
LIMIT @limit`

// Every active criterion appears, scored or not, so the page can show the criteria nobody has scored yet
// as 0 of their maximum. The numbers come from the leaderboard's own CTEs, narrowed to one project, so
// the project page and the leaderboard show the very same total. The project is one this viewer may
// open (the caller checked), so every status counts here.
const summarySql = `
WITH ${weightedScoreCtes('admin', 'one-project')}
SELECT c.id                                                       AS criteriaId,
       c.name                                                     AS criteriaName,
       coalesce(cm.mean, 0)                                       AS averageScore,
       c.max_points                                               AS maxScore,
       coalesce(cm.judge_count, 0)                                AS judgeCount,
       coalesce((SELECT score FROM project_totals), 0)            AS totalAverageScore,
       m.max_possible                                             AS maxPossibleScore,
       coalesce((SELECT judge_count FROM project_judges), 0)      AS totalJudges
FROM scoring_criteria c
LEFT JOIN criterion_means cm ON cm.criteria_id = c.id
CROSS JOIN max_total m
WHERE c.is_active = 1
ORDER BY c.position, c.id`

// Judges are numbered inside project_rows, before the LEFT JOIN: ranking
// after it would let the NULL judge of an unscored criterion take number 1.
const feedbackSql = `
WITH project_rows AS (
  SELECT ps.criteria_id,
         ps.score,
         ps.comments,
         ps.judge_id,
         dense_rank() OVER (ORDER BY ps.judge_id) AS judge_number
  FROM project_scores ps
  JOIN scoring_criteria c ON c.id = ps.criteria_id AND c.is_active = 1
  WHERE ps.project_id = @projectId
    AND ${countsSql('ps')}
)
SELECT c.id           AS criteriaId,
       c.name         AS criteriaName,
       c.description  AS criteriaDescription,
       c.max_points   AS maxScore,
       s.judge_number AS judgeNumber,
       s.score        AS score,
       s.comments     AS comments
FROM scoring_criteria c
LEFT JOIN project_rows s ON s.criteria_id = c.id
WHERE c.is_active = 1
ORDER BY c.position, c.id, s.judge_id`

type CriterionRow = Omit<Criterion, 'isActive'> & { isActive: number }
type SummaryRow = ProjectScoreSummary['averageScores'][number] &
  Pick<ProjectScoreSummary, 'totalAverageScore' | 'maxPossibleScore' | 'totalJudges'>
type FeedbackRow = {
  criteriaId: number
  criteriaName: string
  criteriaDescription: string | null
  maxScore: number
  // NULL for a criterion this project has no score on (the LEFT JOIN found nothing).
  judgeNumber: number | null
  score: number | null
  comments: string | null
}

function prepareStatements(client: Database.Database) {
  return {
    criteria: client.prepare<[], CriterionRow>(criteriaSql),
    leaderboard: client.prepare<{ limit: number }, LeaderboardRow>(leaderboardSql),
    summary: client.prepare<{ projectId: number }, SummaryRow>(summarySql),
    feedback: client.prepare<{ projectId: number }, FeedbackRow>(feedbackSql),
  }
}

const statements = statementCache(prepareStatements)

export function listActiveCriteria(db: DB): Criterion[] {
  return statements(db)
    .criteria.all()
    .map((row) => ({ ...row, isActive: row.isActive === 1 }))
}

/**
 * The leaderboard (docs/rules.md#ranking): approved projects with at least one score on an active criterion,
 * ranked by score, then judge count, then earlier submission, then id so equal rows keep a stable order
 * between requests. The raw ranking; the public pages ask leaderboard.server.ts, which follows the
 * organiser's choice of raw or adjusted scores.
 */
export function getLeaderboard(db: DB, options: { limit?: number } = {}): LeaderboardRow[] {
  const { limit } = options
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) {
    // A negative limit would silently mean "everything" to SQLite.
    throw new RangeError(`limit must be a non-negative integer, got ${limit}`)
  }
  return statements(db).leaderboard.all({ limit: limit ?? -1 })
}

/** The entry GET /api/leaderboard has always answered, without the showcase's extras. */
export function toLeaderboardEntry(row: LeaderboardRow): LeaderboardEntry {
  const { id, name, submissionType, judgeCount, score, maxPossibleScore, percentage } = row
  return { id, name, submissionType, judgeCount, score, maxPossibleScore, percentage }
}

export function getProjectScoreSummary(db: DB, projectId: number): ProjectScoreSummary {
  const rows = statements(db).summary.all({ projectId })
  // The totals repeat on every row; with no active criteria there is no row and they are 0.
  const totals = rows[0]
  return {
    averageScores: rows.map(({ criteriaId, criteriaName, averageScore, maxScore, judgeCount }) => ({
      criteriaId,
      criteriaName,
      averageScore,
      maxScore,
      judgeCount,
    })),
    totalAverageScore: totals?.totalAverageScore ?? 0,
    maxPossibleScore: totals?.maxPossibleScore ?? 0,
    totalJudges: totals?.totalJudges ?? 0,
  }
}

export function getProjectFeedback(db: DB, projectId: number): ProjectFeedback {
  const feedback: ProjectFeedback['feedback'] = []
  for (const row of statements(db).feedback.all({ projectId })) {
    let entry = feedback.at(-1)
    // Rows arrive ordered by criterion, so a new id starts a new group.
    if (entry?.criteriaId !== row.criteriaId) {
      entry = {
        criteriaId: row.criteriaId,
        criteriaName: row.criteriaName,
        criteriaDescription: row.criteriaDescription,
        judgesFeedback: [],
      }
      feedback.push(entry)
    }
    if (row.judgeNumber !== null && row.score !== null) {
      entry.judgesFeedback.push({
        judgeNumber: row.judgeNumber,
        score: row.score,
        maxScore: row.maxScore,
        comments: row.comments?.trim() || null,
      })
    }
  }
  return { feedback }
}
