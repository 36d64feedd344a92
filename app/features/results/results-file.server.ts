import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import type { SubmissionType } from '~/features/submissions/project'
import { getJudgingResults, resultStandings } from './adjusted-results.server'
import { getPublicLeaderboard } from './leaderboard.server'
import { rankLabel, waitingLabel } from './ranking'
import { listStepAsides } from '~/features/judging/recusals.server'
import { listActiveCriteria, weightedScoreCtes } from './weighted-scores.server'
import { allOrganiserNotes, noteLine } from './organiser-notes.server'

// 'Download results (CSV)' on the Grading Status tab: the organiser's full record of the judging.

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
       p.table_number                AS tableNumber,
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
  tableNumber: number | null
  judgeCount: number
  score: number | null
  maxPossibleScore: number
  percentage: number | null
  means: string | null
}

const statements = statementCache((client: Database.Database) => ({
  results: client.prepare<[], ResultsRow>(resultsSql),
}))

// Spreadsheets run a cell that starts like a formula; an apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const decimal = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2)

/** The names of the judges who stepped aside from each project, alphabetically. */
function stepAsidesByProject(db: DB): Map<number, string[]> {
  const names = new Map<number, string[]>()
  for (const { projectId, judgeName } of listStepAsides(db)) {
    names.set(projectId, [...(names.get(projectId) ?? []), judgeName])
  }
  for (const list of names.values()) list.sort((a, b) => a.localeCompare(b, 'en'))
  return names
}

/** What the public leaderboard says of each project on it: "Joint 1st", "4th" or "Waiting for more judges". */
function leaderboardPlaces(db: DB): Map<number, string> {
  return new Map(
    getPublicLeaderboard(db).map((row) => [
      row.id,
      row.rank === null ? waitingLabel : rankLabel({ rank: row.rank, tied: row.tied }),
    ]),
  )
}

/**
 * 'Download results (CSV)': one row per project, oldest first, with each active criterion's average, the
 * leaderboard's weighted score, its place on the public leaderboard (the same words as the page, empty for
 * a project that is not on it), the raw and bias-adjusted ranks (docs/decisions/0011, with shared ranks
 * for equal scores; empty for a rejected project, which judges do not see) and the judges who stepped
 * aside, then the project's table number and the judges' notes for the organiser. A BOM so spreadsheet programs read it
 * as UTF-8, CRLF and RFC 4180 quoting. The author's e-mail is left out: this file gets forwarded.
 */
export function resultsCsv(db: DB): string {
  // One read transaction: the columns and the rows come from the same moment.
  const { criteria, rows, results, places, stepAsides, notes } = db.$client.transaction(() => ({
    criteria: listActiveCriteria(db),
    rows: statements(db).results.all(),
    results: getJudgingResults(db),
    places: leaderboardPlaces(db),
    stepAsides: stepAsidesByProject(db),
    notes: allOrganiserNotes(db),
  }))()
  const standings = resultStandings(results)
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
    'Leaderboard place',
    'Raw rank',
    'Adjusted score',
    'Adjusted rank',
    'Judges stepped aside',
    // Last, so every earlier column keeps its place for a spreadsheet built on the file.
    'Table',
    'Notes for the organiser',
  ]
  const lines = rows.map((row) => {
    const means: Record<string, number> = row.means ? JSON.parse(row.means) : {}
    const result = results.get(row.id)
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
      places.get(row.id) ?? '',
      result ? String(standings.get(row.id)!.raw.rank) : '',
      decimal(result?.adjustedScore),
      result ? String(standings.get(row.id)!.adjusted.rank) : '',
      (stepAsides.get(row.id) ?? []).join('; '),
      row.tableNumber === null ? '' : String(row.tableNumber),
      // One line per note, in the one cell.
      (notes.get(row.id) ?? []).map(noteLine).join('\n'),
    ]
  })
  const text = [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')
  return `\uFEFF${text}\r\n`
}
