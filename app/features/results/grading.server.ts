import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import {
  GRADING_PAGE_SIZE,
  gradingSorts,
  type GradingQuery,
  type GradingSort,
} from '~/features/results/grading-query'
import { containsPattern } from '~/utils/text'
import type { ProjectResult } from './adjusted-scores'
import { getJudgingResults, resultStandings, type ResultStanding } from './adjusted-results.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { weightedScoreCtes } from './weighted-scores.server'
import { organiserNotesFor, type OrganiserNote } from './organiser-notes.server'
import { visibleStatusSql } from '~/features/showcase/visibility.server'

// The organiser's view of the judging: grading progress per project (the results file is results-file.server.ts).

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
 * The weighted score (docs/rules.md#ranking), built like leaderboardSql in scoring.server.ts (same CTEs, same
 * arithmetic, so an approved project's total_score is exactly its leaderboard score), for the projects judges
 * work on: approved and pending. average_score is the total on a scale of 10; NULLIF keeps a set of criteria
 * worth nothing (all weights 0) from dividing by zero. A negative @limit means no limit, so the JSON API's
 * full list is the same statement.
 */
const gradingStatsSql = (order: string, search: boolean, columns: 'api' | 'page') => `
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
       t.score                                           AS total_score${columns === 'page' ? pageColumnsSql : ''}
FROM projects p
LEFT JOIN project_totals t ON t.project_id = p.id
LEFT JOIN project_judges pj ON pj.project_id = p.id
CROSS JOIN max_total m
CROSS JOIN active_judges aj
WHERE ${gradedProjectsWhere(search)}
ORDER BY ${order}
LIMIT @limit OFFSET @offset`

// The tab's extra columns, left out of the JSON API's rows, which keep the shape its clients read: two
// lookups by primary key a row, and where the project stands in its story (every version, whatever its
// status: the organiser sees them all), by the story's index.
const storyOf = 'coalesce(p.story_id, p.id)'
const pageColumnsSql = `,
       (SELECT count(*) FROM assignments a WHERE a.project_id = p.id) AS assigned_judges,
       (SELECT count(*) FROM recusals r WHERE r.project_id = p.id)    AS stepped_aside,
       (SELECT count(*) FROM projects v WHERE (v.id = ${storyOf} OR v.story_id = ${storyOf}) AND v.id <= p.id)
                                                                      AS version_number,
       (SELECT count(*) FROM projects v WHERE v.id = ${storyOf} OR v.story_id = ${storyOf})
                                                                      AS version_count`

// Under-covered first (the default): projects with fewer judges whose scores count than the @target judges
// per project, fewest first; a project that has its judges counts as covered whatever the number, so the
// covered ones keep submission order after them.
// Oldest submission first otherwise, as before paging. Unscored projects (no average) come last whichever
// way the average is sorted: "lowest average" means the weakest scored work, not the work nobody has
// scored yet, which "Fewest judges scored" lists first. Ties keep submission order, so pages never overlap.
const submissionOrder = 'p.submitted_at ASC, p.id ASC'
const gradingOrders: Record<GradingSort, string> = {
  coverage: `min(judges_scored, @target) ASC, ${submissionOrder}`,
  submitted: submissionOrder,
  'average-high': `average_score IS NULL, average_score DESC, ${submissionOrder}`,
  'average-low': `average_score IS NULL, average_score ASC, ${submissionOrder}`,
  'judges-most': `judges_scored DESC, ${submissionOrder}`,
  'judges-fewest': `judges_scored ASC, ${submissionOrder}`,
}

type GradingParams = { pattern?: string; target?: number; limit: number; offset: number }
type GradingStatement = Database.Statement<[GradingParams], GradingRow>

const statements = statementCache((client: Database.Database) => {
  const variants = (search: boolean) => ({
    rows: Object.fromEntries(
      gradingSorts.map((sort) => [
        sort,
        client.prepare(gradingStatsSql(gradingOrders[sort], search, 'page')),
      ]),
    ) as Record<GradingSort, GradingStatement>,
    count: client.prepare<[{ pattern?: string }], number>(gradedCountSql(search)).pluck(),
  })
  const all = variants(false)
  const search = variants(true)
  const allGradingStats = client.prepare<[GradingParams], GradingStatRow>(
    gradingStatsSql(gradingOrders.submitted, false, 'api'),
  )
  return {
    allGradingStats: () => allGradingStats.all({ limit: -1, offset: 0 }),
    gradingPage: (query: GradingQuery, target: number) => {
      const total = all.count.get({}) ?? 0
      const [kind, params] = query.q ? [search, { pattern: containsPattern(query.q) }] : [all, {}]
      const matching = query.q ? (kind.count.get(params) ?? 0) : total
      const pageCount = Math.max(1, Math.ceil(matching / GRADING_PAGE_SIZE))
      const page = Math.min(query.page, pageCount)
      const rows = kind.rows[query.sort].all({
        ...params,
        target,
        limit: GRADING_PAGE_SIZE,
        offset: (page - 1) * GRADING_PAGE_SIZE,
      })
      return { rows, total, matching, page, pageCount }
    },
  }
})

/** A grading stat row; the snake_case names are the JSON API's. */
export type GradingStatRow = {
  project_id: number
  project_name: string
  author_name: string
  judges_scored: number
  active_judges: number
  average_score: number | null
  total_score: number | null
}

/** Every row, oldest submission first: GET /api/admin/grading-stats. */
export function getGradingStats(db: DB): GradingStatRow[] {
  return statements(db).allGradingStats()
}

/**
 * A row of the tab: the stat row, the assignments and step-asides on the project, and its raw and adjusted
 * results (null before anyone's score counts on it).
 */
export type GradingRow = GradingStatRow & {
  assigned_judges: number
  stepped_aside: number
  /** Its place in its story ("Version 1 of 2"), counting every version; 1 of 1 without versions. */
  version_number: number
  version_count: number
}
/**
 * The row, with its results and places (shared on a tie, as on the leaderboard), null before any score, and
 * the judges' notes for the organiser on it.
 */
export type GradingPageRow = GradingRow & {
  result: ProjectResult | null
  standing: ResultStanding | null
  notes: OrganiserNote[]
}

export type GradingPage = GradingQuery & {
  rows: GradingPageRow[]
  /** The judges each project should have (the judging settings): fewer and it is under-covered. */
  judgesPerProject: number
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
  // One read transaction: the setting, the counts, the rows and their results come from the same moment.
  const read = db.$client.transaction(() => {
    const { judgesPerProject } = getJudgingSettings(db)
    const results = getJudgingResults(db)
    const page = statements(db).gradingPage(query, judgesPerProject)
    const notes = organiserNotesFor(
      db,
      page.rows.map((row) => row.project_id),
    )
    return { judgesPerProject, results, notes, ...page }
  })
  const { judgesPerProject, results, notes, rows, total, matching, page, pageCount } = read()
  const standings = resultStandings(results)
  return {
    ...query,
    judgesPerProject,
    rows: rows.map((row) => ({
      ...row,
      result: results.get(row.project_id) ?? null,
      standing: standings.get(row.project_id) ?? null,
      notes: notes.get(row.project_id) ?? [],
    })),
    total,
    matching,
    page,
    pageCount,
    first: matching === 0 ? 0 : (page - 1) * GRADING_PAGE_SIZE + 1,
  }
}
