import type Database from 'better-sqlite3'
import type { DB } from '../../db/connection'
import { containsPattern } from '~/utils/text'
import { statementCache } from '../../db/statements'
import type { SubmissionType } from '~/schemas/project-fields'
import type { ScoreItem } from '~/schemas/scoring'
import { visibleStatusSql, type visibleStatuses } from './visibility.server'

// The concurrency test loads this module in worker threads (through Vite's module runner): it needs
// nothing at run time but the connection it is given and modules without side effects.

// What judges see and score (visibility.server.ts): never a rejected project.
const judgesSee = visibleStatusSql('judge')
const judgesSeeP = visibleStatusSql('judge', 'p.status')

export class ScoringError extends Error {
  constructor(
    message: string,
    public status: 400 | 403 | 404,
  ) {
    super(message)
    this.name = 'ScoringError'
  }
}

export const scoringErrors = {
  // DESIGN.md §5: a self-registered judge signs in, but sees and scores nothing until approved.
  awaitingApproval: "Your account is waiting for the organiser's approval",
  inactiveJudge: 'Your judge account is inactive, so you cannot submit scores.',
  // A session can outlive the account when the admin deletes a judge.
  unknownJudge: 'Your judge account no longer exists, so you cannot submit scores.',
  notWhole: 'Scores must be whole numbers.',
  negative: 'Score cannot be negative',
  outOfRange: (criterionName: string, maxPoints: number) =>
    `Score for ${criterionName} must be between 0 and ${maxPoints}.`,
  unknownCriterion: 'Unknown scoring criterion.',
  unknownProject: 'Unknown project.',
  duplicate: 'Each criterion can be scored once per submission.',
  empty: 'Send at least one score',
} as const

/** SPEC.md §4: an unreviewed criterion starts at 5 (or its maximum, if lower). */
const DEFAULT_SCORE = 5

/** How many projects the judge dashboard lists at a time. */
const JUDGE_PAGE_SIZE = 30

export type JudgeScoreRecord = {
  projectId: number
  isComplete: boolean
  averageScore: number
  totalScore: number
  maxPossibleScore: number
  criteriaCount: number
  totalCriteria: number
  scores: { criteriaId: number; score: number; comments: string | null }[]
}

export type ReviewStatus = 'not-reviewed' | 'partial' | 'reviewed'

export type ProjectToEvaluate = {
  id: number
  name: string
  submissionType: SubmissionType
  authorName: string
  status: ReturnType<typeof visibleStatuses<'judge'>>[number]
  submittedAt: Date
  review: ReviewStatus
  record: JudgeScoreRecord | null
}

export type EvaluationDefault = {
  criteriaId: number
  name: string
  description: string | null
  maxPoints: number
  score: number
  comments: string
}

const judgeSql = `
SELECT is_active                 AS isActive,
       approved_at IS NOT NULL   AS isApproved
FROM judges
WHERE id = ?`

const activeCriteriaSql = `
SELECT id,
       name,
       max_points AS maxPoints
FROM scoring_criteria
WHERE is_active = 1`

// Judges score the projects they see.
const scorableProjectSql = `
SELECT id
FROM projects
WHERE id = ?
  AND ${judgesSee}`

// The timestamp is the SQL default's expression, so a rescore is stamped by
// the same clock as a first score.
const upsertSql = `
INSERT INTO project_scores (project_id, judge_id, criteria_id, score, comments, submitted_at)
VALUES (@projectId, @judgeId, @criteriaId, @score, @comments,
        cast(unixepoch('subsec') * 1000 AS integer))
ON CONFLICT (project_id, judge_id, criteria_id) DO UPDATE
SET score        = excluded.score,
    comments     = excluded.comments,
    submitted_at = excluded.submitted_at`

/**
 * SPEC.md §3 judge score record. Scores on inactive criteria are left out
 * entirely, so a project scored only on since-retired criteria has no record
 * (and so reads as not reviewed). Rejected projects are left out too: judges
 * never see them (DESIGN.md §3), so neither do their records.
 * `criteria_totals` is one row; grouping by its columns too keeps every
 * selected column an aggregate or a grouping key.
 */
function judgeRecordsQuery(projects: 'all' | 'listed') {
  return `
WITH active_criteria AS (
  SELECT id, max_points
  FROM scoring_criteria
  WHERE is_active = 1
),
criteria_totals AS (
  SELECT count(*)                       AS total_criteria,
         coalesce(sum(max_points), 0)   AS max_possible
  FROM active_criteria
)
SELECT ps.project_id                                AS projectId,
       count(*)                                     AS criteriaCount,
       t.total_criteria                             AS totalCriteria,
       count(*) = t.total_criteria                  AS isComplete,
       avg(10.0 * ps.score / c.max_points)          AS averageScore,
       sum(ps.score)                                AS totalScore,
       t.max_possible                               AS maxPossibleScore,
       json_group_array(
         json_object('criteriaId', ps.criteria_id, 'score', ps.score, 'comments', ps.comments)
         ORDER BY ps.criteria_id
       )                                            AS scores
FROM project_scores ps
JOIN active_criteria c ON c.id = ps.criteria_id
JOIN projects p ON p.id = ps.project_id AND ${judgesSeeP}
CROSS JOIN criteria_totals t
WHERE ps.judge_id = @judgeId${
    projects === 'listed' ? '\n  AND ps.project_id IN (SELECT value FROM json_each(@projectIds))' : ''
  }
GROUP BY ps.project_id, t.total_criteria, t.max_possible
ORDER BY ps.project_id`
}

const judgeRecordsSql = judgeRecordsQuery('all')

const projectColumns = `
SELECT id,
       name,
       submission_type AS submissionType,
       author_name     AS authorName,
       status,
       submitted_at    AS submittedAt`

// Two variants, so the planner sees a plain status filter when there is no search: a substring search
// (LIKE '%…%', the admin's search too) reads every name, which nothing can index.
function judgeListWhere(search: boolean) {
  return `
FROM projects
WHERE ${judgesSee}${
    search ? "\n  AND (name LIKE @pattern ESCAPE '\\' OR author_name LIKE @pattern ESCAPE '\\')" : ''
  }`
}

// Oldest first, then id: the list must not reshuffle while a judge works
// through it, and new submissions join at the end.
const judgeListPageSql = (search: boolean) => `${projectColumns}${judgeListWhere(search)}
ORDER BY submitted_at ASC, id ASC
LIMIT @limit OFFSET @offset`

const judgeListCountSql = (search: boolean) => `SELECT count(*)${judgeListWhere(search)}`

const projectToEvaluateSql = `${projectColumns}
FROM projects
WHERE id = @id
  AND ${judgesSee}`

// How many projects this judge has scored on every active criterion: the dashboard's "N of M reviewed",
// without building every record. From the judge's own scores (their index), then their projects.
const reviewedCountSql = `
SELECT count(*)
FROM (
  SELECT ps.project_id
  FROM project_scores ps INDEXED BY project_scores_judge_idx
  WHERE ps.judge_id = @judgeId
    AND ps.criteria_id IN (SELECT id FROM scoring_criteria WHERE is_active = 1)
  GROUP BY ps.project_id
  HAVING count(*) = (SELECT count(*) FROM scoring_criteria WHERE is_active = 1)
) scored
JOIN projects p ON p.id = scored.project_id AND ${judgesSeeP}`

// A saved score is clamped too: an organiser may have lowered a maximum since,
// and the slider cannot show a value above its range.
const evaluationDefaultsSql = `
SELECT c.id                                              AS criteriaId,
       c.name,
       c.description,
       c.max_points                                      AS maxPoints,
       min(coalesce(ps.score, @defaultScore), c.max_points) AS score,
       coalesce(ps.comments, '')                         AS comments
FROM scoring_criteria c
LEFT JOIN project_scores ps
       ON ps.criteria_id = c.id
      AND ps.project_id = @projectId
      AND ps.judge_id = @judgeId
WHERE c.is_active = 1
ORDER BY c.position, c.id`

type CriterionRow = { id: number; name: string; maxPoints: number }
type RecordRow = Omit<JudgeScoreRecord, 'isComplete' | 'scores'> & { isComplete: number; scores: string }
type ProjectRow = Omit<ProjectToEvaluate, 'submittedAt' | 'review' | 'record'> & { submittedAt: number }
type UpsertParams = {
  projectId: number
  judgeId: number
  criteriaId: number
  score: number
  comments: string | null
}

function prepareStatements(client: Database.Database) {
  const judge = client.prepare<[number], { isActive: number; isApproved: number }>(judgeSql)
  const activeCriteria = client.prepare<[], CriterionRow>(activeCriteriaSql)
  const scorableProject = client.prepare<[number], { id: number }>(scorableProjectSql)
  const upsert = client.prepare<UpsertParams>(upsertSql)
  const records = client.prepare<{ judgeId: number }, RecordRow>(judgeRecordsSql)
  const listedRecords = client.prepare<{ judgeId: number; projectIds: string }, RecordRow>(
    judgeRecordsQuery('listed'),
  )
  const reviewedCount = client.prepare<{ judgeId: number }, number>(reviewedCountSql).pluck()
  type ListParams = { pattern?: string; limit: number; offset: number }
  const listPage = {
    all: client.prepare<ListParams, ProjectRow>(judgeListPageSql(false)),
    search: client.prepare<ListParams, ProjectRow>(judgeListPageSql(true)),
  }
  const listCount = {
    all: client.prepare<{ pattern?: string }, number>(judgeListCountSql(false)).pluck(),
    search: client.prepare<{ pattern?: string }, number>(judgeListCountSql(true)).pluck(),
  }
  const projectToEvaluate = client.prepare<{ id: number }, ProjectRow>(projectToEvaluateSql)
  const defaults = client.prepare<
    { judgeId: number; projectId: number; defaultScore: number },
    EvaluationDefault
  >(evaluationDefaultsSql)

  // Checks and writes share one transaction, so a criterion retired, a project
  // rejected or a judge's approval withdrawn mid-request cannot slip in between.
  // It is run IMMEDIATE: a deferred transaction that reads first and then writes
  // cannot wait for a busy writer (SQLite answers SQLITE_BUSY at once, whatever
  // the busy timeout), while IMMEDIATE takes the write lock up front and waits for it.
  const saveBatch = client.transaction((judgeId: number, items: readonly UpsertParams[]) => {
    const account = judge.get(judgeId)
    if (!account) throw new ScoringError(scoringErrors.unknownJudge, 403)
    if (account.isApproved !== 1) throw new ScoringError(scoringErrors.awaitingApproval, 403)
    if (account.isActive !== 1) throw new ScoringError(scoringErrors.inactiveJudge, 403)

    const criteria = new Map(activeCriteria.all().map((c) => [c.id, c]))
    const projectOk = new Map<number, boolean>()
    for (const item of items) {
      const criterion = criteria.get(item.criteriaId)
      if (!criterion) throw new ScoringError(scoringErrors.unknownCriterion, 400)
      if (item.score > criterion.maxPoints) {
        throw new ScoringError(scoringErrors.outOfRange(criterion.name, criterion.maxPoints), 400)
      }
      let ok = projectOk.get(item.projectId)
      if (ok === undefined) {
        ok = scorableProject.get(item.projectId) !== undefined
        projectOk.set(item.projectId, ok)
      }
      if (!ok) throw new ScoringError(scoringErrors.unknownProject, 400)
    }
    // Every item is checked before the first write, so a refusal leaves nothing
    // behind even without relying on the rollback.
    for (const item of items) upsert.run(item)
    return items.length
  })

  // The dashboard: one page of the list, the records of its projects (and of the selected one), the
  // counts, all from one snapshot.
  const dashboardPage = client.transaction(
    (judgeId: number, options: { pattern: string | null; page: number; selectedId: number | null }) => {
      const { pattern } = options
      const kind = pattern === null ? 'all' : 'search'
      const params = pattern === null ? {} : { pattern }
      const matching = listCount[kind].get(params) ?? 0
      const pageCount = Math.max(1, Math.ceil(matching / JUDGE_PAGE_SIZE))
      const page = Math.min(Math.max(1, Math.floor(options.page) || 1), pageCount)
      const projects = listPage[kind].all({
        ...params,
        limit: JUDGE_PAGE_SIZE,
        offset: (page - 1) * JUDGE_PAGE_SIZE,
      })
      const selected = options.selectedId ? projectToEvaluate.get({ id: options.selectedId }) : undefined
      const projectIds = JSON.stringify([...projects.map((p) => p.id), ...(selected ? [selected.id] : [])])
      return {
        projects,
        selected,
        page,
        pageCount,
        matching,
        total: pattern === null ? matching : (listCount.all.get({}) ?? 0),
        records: listedRecords.all({ judgeId, projectIds }),
        reviewed: reviewedCount.get({ judgeId }) ?? 0,
      }
    },
  )

  return { records, defaults, saveBatch, dashboardPage }
}

const statements = statementCache(prepareStatements)

/**
 * DESIGN.md §4: one judge's batch, all or nothing. Throws ScoringError and
 * writes nothing when any item is refused. The checks that need no database
 * run first, before the write lock is taken, so a malformed batch never makes
 * other judges wait; the rest run inside the IMMEDIATE transaction that writes.
 */
export function submitScoreBatch(
  db: DB,
  judge: { id: number; isActive: boolean; isApproved: boolean },
  items: ScoreItem[],
): { saved: number } {
  if (!judge.isApproved) throw new ScoringError(scoringErrors.awaitingApproval, 403)
  if (!judge.isActive) throw new ScoringError(scoringErrors.inactiveJudge, 403)
  if (items.length === 0) throw new ScoringError(scoringErrors.empty, 400)

  const seen = new Set<string>()
  const rows: UpsertParams[] = []
  for (const item of items) {
    // The slider's bounds are not trusted: a form or JSON client can send anything.
    if (!Number.isInteger(item.score)) throw new ScoringError(scoringErrors.notWhole, 400)
    if (item.score < 0) throw new ScoringError(scoringErrors.negative, 400)
    const key = `${item.projectId}:${item.criteriaId}`
    if (seen.has(key)) throw new ScoringError(scoringErrors.duplicate, 400)
    seen.add(key)
    rows.push({
      projectId: item.projectId,
      judgeId: judge.id,
      criteriaId: item.criteriaId,
      score: item.score,
      // A cleared comment box means "no comment", stored as NULL like one never written.
      comments: item.comments?.trim() || null,
    })
  }

  const saved = statements(db).saveBatch.immediate(judge.id, rows)
  return { saved }
}

function toRecord(row: RecordRow): JudgeScoreRecord {
  return {
    ...row,
    isComplete: row.isComplete === 1,
    scores: JSON.parse(row.scores) as JudgeScoreRecord['scores'],
  }
}

/** SPEC.md §3: this judge's record for every project they have scored, by project id. */
export function listJudgeRecords(db: DB, judgeId: number): JudgeScoreRecord[] {
  return statements(db).records.all({ judgeId }).map(toRecord)
}

function reviewStatus(record: JudgeScoreRecord | null): ReviewStatus {
  if (!record) return 'not-reviewed'
  return record.isComplete ? 'reviewed' : 'partial'
}

/**
 * The judge dashboard's list (SPEC.md §4): approved and pending projects (never rejected), oldest
 * submission first, each with this judge's record and review status, JUDGE_PAGE_SIZE at a time,
 * optionally narrowed to names or authors containing `search` (the same LIKE search as the admin's). A
 * page number out of range shows the nearest page. Only that page's projects (and the selected one) are
 * read with their records, so the page costs the same with 50 projects or 1,000. The author's e-mail is
 * never selected (DESIGN.md §3).
 */
export function judgeDashboardList(
  db: DB,
  judgeId: number,
  options: { search?: string; page: number; selectedId?: number | null },
) {
  const search = options.search?.trim()
  const { records, selected, projects, ...counts } = statements(db).dashboardPage(judgeId, {
    pattern: search ? containsPattern(search) : null,
    page: options.page,
    selectedId: options.selectedId ?? null,
  })
  const byProject = new Map(records.map((row) => [row.projectId, toRecord(row)]))
  const withRecord = (project: ProjectRow): ProjectToEvaluate => {
    const record = byProject.get(project.id) ?? null
    return { ...project, submittedAt: new Date(project.submittedAt), review: reviewStatus(record), record }
  }
  return {
    ...counts,
    projects: projects.map(withRecord),
    selected: selected ? withRecord(selected) : null,
    first: counts.matching === 0 ? 0 : (counts.page - 1) * JUDGE_PAGE_SIZE + 1,
  }
}

/**
 * The evaluate panel's starting values (SPEC.md §4), per active criterion in the organiser's order
 * (then by id): this judge's saved score and comment, or DEFAULT_SCORE (never above the
 * criterion's maximum) and an empty comment.
 */
export function evaluationDefaults(db: DB, judgeId: number, projectId: number): EvaluationDefault[] {
  return statements(db).defaults.all({ judgeId, projectId, defaultScore: DEFAULT_SCORE })
}
