import type Database from 'better-sqlite3'
import type { DB } from '../../db/connection'
import { statementCache } from '../../db/statements'
import type { ProjectStatus } from '~/schemas/project-fields'
import type { SubmissionType } from '~/schemas/project'
import { listActiveCriteria, weightedScoreCtes } from './scoring.server'
import { visibleStatusSql } from './visibility.server'

// The organiser's view of the judging: grading progress per project, and the results file.

/**
 * DESIGN.md §4, built like leaderboardSql in scoring.server.ts (same CTEs,
 * same arithmetic, so an approved project's total_score is exactly its
 * leaderboard score), for the projects judges work on: approved and pending.
 * average_score is the total on a scale of 10; NULLIF keeps a set of criteria
 * worth nothing (all weights 0) from dividing by zero.
 */
const gradingStatsSql = `
WITH ${weightedScoreCtes('judge')},
active_judges AS (
  SELECT count(*) AS active_judges
  FROM judges
  WHERE is_active = 1
    AND approved_at IS NOT NULL
)
SELECT p.id                                              AS project_id,
       p.name                                            AS project_name,
       p.author_name                                     AS author_name,
       coalesce(pj.judge_count, 0)                       AS judges_scored,
       aj.active_judges                                  AS active_judges,
       10.0 * t.score / nullif(m.max_possible, 0)        AS average_score,
       t.score                                           AS total_score
FROM projects p
LEFT JOIN project_totals t ON t.project_id = p.id
LEFT JOIN project_judges pj ON pj.project_id = p.id
CROSS JOIN max_total m
CROSS JOIN active_judges aj
WHERE ${visibleStatusSql('judge', 'p.status')}
ORDER BY p.submitted_at ASC, p.id ASC`

/**
 * Every project (rejected ones too: the organiser's file is the full record),
 * with the same totals as the leaderboard and each active criterion's mean as
 * a JSON object keyed by criterion id, so one statement fills the whole sheet.
 */
const resultsSql = `
WITH ${weightedScoreCtes('admin')},
criterion_json AS (
  SELECT project_id, json_group_object(criteria_id, mean) AS means
  FROM criterion_means
  GROUP BY project_id
)
SELECT p.id,
       p.name,
       p.author_name                 AS authorName,
       p.submission_type             AS submissionType,
       p.status,
       coalesce(j.judge_count, 0)    AS judgeCount,
       t.score,
       m.max_possible                AS maxPossibleScore,
       CASE WHEN t.score IS NULL THEN NULL
            WHEN m.max_possible > 0 THEN cast(round(100.0 * t.score / m.max_possible) AS integer)
            ELSE 0
       END                           AS percentage,
       cj.means
FROM projects p
LEFT JOIN project_totals t ON t.project_id = p.id
LEFT JOIN criterion_json cj ON cj.project_id = p.id
LEFT JOIN project_judges j ON j.project_id = p.id
CROSS JOIN max_total m
ORDER BY p.submitted_at ASC, p.id ASC`

type ResultsRow = {
  id: number
  name: string
  authorName: string
  submissionType: SubmissionType
  status: ProjectStatus
  judgeCount: number
  score: number | null
  maxPossibleScore: number
  percentage: number | null
  means: string | null
}

const statements = statementCache((client: Database.Database) => ({
  gradingStats: client.prepare<[], GradingStatRow>(gradingStatsSql),
  results: client.prepare<[], ResultsRow>(resultsSql),
}))

/** SPEC.md §3's grading stat row; the snake_case names are the JSON API's. */
export type GradingStatRow = {
  project_id: number
  project_name: string
  author_name: string
  judges_scored: number
  active_judges: number
  average_score: number | null
  total_score: number | null
}

export function getGradingStats(db: DB): GradingStatRow[] {
  return statements(db).gradingStats.all()
}

// ---------------------------------------------------------------------------------------------------------------
// Results file
// ---------------------------------------------------------------------------------------------------------------

// Spreadsheets run a cell that starts like a formula; an apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const decimal = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2)

/**
 * 'Download results (CSV)': one row per project, oldest first, with each
 * active criterion's average and the leaderboard's weighted score. A BOM so
 * spreadsheet programs read it as UTF-8, CRLF and RFC 4180 quoting. The
 * author's e-mail is left out: this file gets forwarded.
 */
export function resultsCsv(db: DB): string {
  // One read transaction: the columns and the rows come from the same moment.
  const { criteria, results } = db.transaction(() => ({
    criteria: listActiveCriteria(db),
    results: statements(db).results.all(),
  }))
  const header = [
    'Project ID',
    'Project',
    'Author',
    'Type',
    'Status',
    'Judges',
    ...criteria.map((c) => `${c.name} (average of ${c.maxPoints})`),
    'Weighted score',
    'Max score',
    'Percentage',
  ]
  const rows = results.map((row) => {
    const means: Record<string, number> = row.means ? JSON.parse(row.means) : {}
    return [
      String(row.id),
      row.name,
      row.authorName,
      row.submissionType,
      row.status,
      String(row.judgeCount),
      ...criteria.map((c) => decimal(means[String(c.id)])),
      decimal(row.score),
      decimal(row.maxPossibleScore),
      row.percentage === null ? '' : `${row.percentage}%`,
    ]
  })
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
