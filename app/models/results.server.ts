import type Database from 'better-sqlite3'
import type { DB } from '../../db/connection'
import { statementCache } from '../../db/statements'
import type { ProjectStatus } from '~/schemas/project-fields'
import type { SubmissionType } from '~/schemas/project'
import { GRADING_PAGE_SIZE, gradingSorts, type GradingQuery, type GradingSort } from '~/schemas/grading-query'
import { containsPattern } from '~/utils/text'
import { listActiveCriteria, weightedScoreCtes } from './scoring.server'
import { visibleStatusSql } from './visibility.server'

// The organiser's view of the judging: grading progress per project, and the results file.

// The projects judges work on (approved and pending), optionally narrowed to names or authors containing
// @pattern. Two variants, as in judging.server.ts: without a search the planner sees a plain status filter
// and uses its index; a substring search (LIKE '%…%') reads every name, which nothing can index.
const gradedProjectsWhere = (search: boolean) =>
  `${visibleStatusSql('judge', 'p.status')}${
    search ? "\n  AND (p.name LIKE @pattern ESCAPE '\\' OR p.author_name LIKE @pattern ESCAPE '\\')" : ''
  }`

const gradedCountSql = (search: boolean) =>
  `SELECT count(*) FROM projects p WHERE ${gradedProjectsWhere(search)}`

/**
 * DESIGN.md §4, built like leaderboardSql in scoring.server.ts (same CTEs,
 * same arithmetic, so an approved project's total_score is exactly its
 * leaderboard score), for the projects judges work on: approved and pending.
 * average_score is the total on a scale of 10; NULLIF keeps a set of criteria
 * worth nothing (all weights 0) from dividing by zero. A negative @limit
 * means no limit, so the JSON API's full list is the same statement.
 */
const gradingStatsSql = (order: string, search: boolean) => `
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
WHERE ${gradedProjectsWhere(search)}
ORDER BY ${order}
LIMIT @limit OFFSET @offset`

// Oldest submission first by default, as before paging. Unscored projects (no average) come last whichever
// way the average is sorted: "lowest average" means the weakest scored work, not the work nobody has
// scored yet, which "Fewest judges scored" lists first. Ties keep submission order, so pages never overlap.
const submissionOrder = 'p.submitted_at ASC, p.id ASC'
const gradingOrders: Record<GradingSort, string> = {
  submitted: submissionOrder,
  'average-high': `average_score IS NULL, average_score DESC, ${submissionOrder}`,
  'average-low': `average_score IS NULL, average_score ASC, ${submissionOrder}`,
  'judges-most': `judges_scored DESC, ${submissionOrder}`,
  'judges-fewest': `judges_scored ASC, ${submissionOrder}`,
}

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

type GradingParams = { pattern?: string; limit: number; offset: number }
type GradingStatement = Database.Statement<[GradingParams], GradingStatRow>

const statements = statementCache((client: Database.Database) => {
  const variants = (search: boolean) => ({
    rows: Object.fromEntries(
      gradingSorts.map((sort) => [sort, client.prepare(gradingStatsSql(gradingOrders[sort], search))]),
    ) as Record<GradingSort, GradingStatement>,
    count: client.prepare<[{ pattern?: string }], number>(gradedCountSql(search)).pluck(),
  })
  const all = variants(false)
  const search = variants(true)
  return {
    allGradingStats: () => all.rows.submitted.all({ limit: -1, offset: 0 }),
    // One read transaction: the counts and the rows come from the same moment.
    gradingPage: client.transaction((query: GradingQuery) => {
      const total = all.count.get({}) ?? 0
      const [kind, params] = query.q ? [search, { pattern: containsPattern(query.q) }] : [all, {}]
      const matching = query.q ? (kind.count.get(params) ?? 0) : total
      const pageCount = Math.max(1, Math.ceil(matching / GRADING_PAGE_SIZE))
      const page = Math.min(query.page, pageCount)
      const rows = kind.rows[query.sort].all({
        ...params,
        limit: GRADING_PAGE_SIZE,
        offset: (page - 1) * GRADING_PAGE_SIZE,
      })
      return { rows, total, matching, page, pageCount }
    }),
    results: client.prepare<[], ResultsRow>(resultsSql),
  }
})

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

/** Every row, oldest submission first: GET /api/admin/grading-stats (SPEC.md §7). */
export function getGradingStats(db: DB): GradingStatRow[] {
  return statements(db).allGradingStats()
}

export type GradingPage = GradingQuery & {
  rows: GradingStatRow[]
  /** Projects on the tab at all (0: "No grading data available"), and those matching the search. */
  total: number
  matching: number
  pageCount: number
  /** The position of the page's first row, 1-based; 0 when nothing matches. */
  first: number
}

/**
 * The Grading Status tab: one page of rows in the chosen order, narrowed to names or authors containing
 * `q` (the same LIKE search as the admin's project list, wildcards escaped). A page past the last shows
 * the last.
 */
export function getGradingPage(db: DB, query: GradingQuery): GradingPage {
  const { rows, total, matching, page, pageCount } = statements(db).gradingPage(query)
  return {
    ...query,
    rows,
    total,
    matching,
    page,
    pageCount,
    first: matching === 0 ? 0 : (page - 1) * GRADING_PAGE_SIZE + 1,
  }
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
