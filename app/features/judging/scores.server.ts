import type Database from 'better-sqlite3'
import { parseLevels, type Level } from './levels'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { scoringClosedMessage } from '~/features/results/awards'
import type { SubmissionType } from '~/features/submissions/project-fields'
import type { ScoreItem } from '~/features/judging/scoring'
import { DEFAULT_SCORE } from '~/features/judging/evaluation'
import { batchLedger, type BatchOutcome } from './score-batches.server'

export type { BatchOutcome }
import { visibleStatusSql, type visibleStatuses } from '~/features/showcase/visibility.server'

// The concurrency test loads this module in worker threads (through Vite's module runner): it needs
// nothing at run time but the connection it is given and modules without side effects.

// What judges see and score (visibility.server.ts): never a rejected project.
const judgesSee = visibleStatusSql('judge')
const judgesSeeP = visibleStatusSql('judge', 'p.status')

export const scoringErrors = {
  // A self-registered judge signs in, but sees and scores nothing until approved.
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
  steppedAside: 'You stepped aside from this project, so you cannot score it.',
  duplicate: 'Each criterion can be scored once per submission.',
  empty: 'Send at least one score',
  batchTaken: 'This evaluation was already sent from another judge’s account.',
  // Not a refusal of the scores: they wait on the tablet for their own judge to sign in again.
  otherJudge:
    'These scores were made by another judge on this tablet. They will be sent when that judge signs in.',
  // The organiser closed scoring before the awards.
  closed: scoringClosedMessage,
} as const

type ScoringRefusal = Exclude<keyof typeof scoringErrors, 'otherJudge'>

/**
 * The refusals as the judge's page says them, in its language: catalogue keys (app/i18n/en/judge.ts). The
 * JSON API says scoringErrors' English.
 */
export const scoringErrorKeys = {
  awaitingApproval: 'judge.refusal.awaitingApproval',
  inactiveJudge: 'judge.refusal.inactiveJudge',
  unknownJudge: 'judge.refusal.unknownJudge',
  notWhole: 'judge.refusal.notWhole',
  negative: 'judge.refusal.negative',
  outOfRange: 'judge.refusal.outOfRange',
  unknownCriterion: 'judge.refusal.unknownCriterion',
  unknownProject: 'judge.refusal.unknownProject',
  steppedAside: 'judge.refusal.steppedAside',
  duplicate: 'judge.refusal.duplicate',
  empty: 'judge.refusal.empty',
  batchTaken: 'judge.refusal.batchTaken',
  closed: 'judge.refusal.closed',
} as const satisfies Record<ScoringRefusal, string>

export class ScoringError extends Error {
  constructor(
    message: string,
    public status: 400 | 403 | 404 | 409,
    /** The same refusal as a catalogue key and its values, for a page to say in its language. */
    public words?: { key: string; values?: Record<string, string | number> },
  ) {
    super(message)
    this.name = 'ScoringError'
  }
}

/** One of the refusals above, in English (its message) and as the page's words. */
function scoringRefusal(reason: Exclude<ScoringRefusal, 'outOfRange'>, status: ScoringError['status']) {
  return new ScoringError(scoringErrors[reason], status, { key: scoringErrorKeys[reason] })
}

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

/** A record without its scores: what the judge's list shows. */
export type JudgeRecordTotals = Omit<JudgeScoreRecord, 'scores'>

export type ReviewStatus = 'not-reviewed' | 'partial' | 'reviewed'

export type ProjectToEvaluate = {
  id: number
  name: string
  submissionType: SubmissionType
  authorName: string
  status: ReturnType<typeof visibleStatuses<'judge'>>[number]
  submittedAt: Date
  review: ReviewStatus
  record: JudgeRecordTotals | null
  /** The judge stepped aside from it (recusals.server.ts): they cannot score it. */
  steppedAside: boolean
  /** Where it stands on the showcase floor; null until the tables are numbered. */
  tableNumber: number | null
  /** A later version of a story: what it grew from, what changed, and this judge's scores of before. */
  version: VersionForJudge | null
}

/** "New version of <name>": the earlier version's name, the family's line, the judge's earlier scores. */
export type VersionForJudge = {
  previousName: string | null
  whatChanged: string | null
  earlierScores: { criterion: string; score: number; maxPoints: number }[]
}

export type EvaluationDefault = {
  criteriaId: number
  name: string
  description: string | null
  maxPoints: number
  score: number
  comments: string
  /** The judge's note for the organiser beside the comment: never shown to the family. */
  organiserNote: string
  /** This judge saved a score for it: until then the panel says "Not scored yet", whatever the slider's start. */
  scored: boolean
  /** Words for the criterion's levels (levels.ts); none: numbers only. */
  levels: Level[]
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
// and have not stepped aside from (recusals.server.ts): 'recused' is 1 then.
const scorableProjectSql = `
SELECT id,
       EXISTS (SELECT 1 FROM recusals r WHERE r.project_id = projects.id AND r.judge_id = @judgeId) AS recused
FROM projects
WHERE id = @projectId
  AND ${judgesSee}`

// The timestamp is the SQL default's expression, so a rescore is stamped by the same clock as a first
// score. An evaluation older than the one stored (a tablet's offline queue arriving late) changes nothing:
// the WHERE leaves the row as it is, and the statement reports no change.
const upsertSql = `
INSERT INTO project_scores
  (project_id, judge_id, criteria_id, score, comments, organiser_note, submitted_at, evaluated_at)
VALUES (@projectId, @judgeId, @criteriaId, @score, @comments, @organiserNote,
        cast(unixepoch('subsec') * 1000 AS integer), @evaluatedAt)
ON CONFLICT (project_id, judge_id, criteria_id) DO UPDATE
SET score          = excluded.score,
    comments       = excluded.comments,
    organiser_note = excluded.organiser_note,
    submitted_at   = excluded.submitted_at,
    evaluated_at   = excluded.evaluated_at
WHERE excluded.evaluated_at >= coalesce(project_scores.evaluated_at, project_scores.submitted_at)`

/**
 * A judge's score record, in the JSON API's shape. Scores on inactive criteria are left out
 * entirely, so a project scored only on since-retired criteria has no record
 * (and so reads as not reviewed). Rejected projects are left out too: judges
 * never see them (docs/rules.md#who-may-see-what), so neither do their records.
 * `criteria_totals` is one row; grouping by its columns too keeps every
 * selected column an aggregate or a grouping key.
 */
function judgeRecordsQuery(projects: 'all' | 'listed') {
  // A listed project shows its totals only: without every score and comment, gathered as JSON and parsed
  // again for each of a page's 30 projects (the dashboard's loader: 0.43 ms instead of 0.65).
  const scores =
    projects === 'all'
      ? `,
       json_group_array(
         json_object('criteriaId', ps.criteria_id, 'score', ps.score, 'comments', ps.comments)
         ORDER BY ps.criteria_id
       )                                            AS scores`
      : ''
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
       t.max_possible                               AS maxPossibleScore${scores}
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

// A saved score is clamped too: an organiser may have lowered a maximum since,
// and the slider cannot show a value above its range.
const evaluationDefaultsSql = `
SELECT c.id                                              AS criteriaId,
       c.name,
       c.description,
       c.max_points                                      AS maxPoints,
       c.levels,
       min(coalesce(ps.score, @defaultScore), c.max_points) AS score,
       coalesce(ps.comments, '')                         AS comments,
       coalesce(ps.organiser_note, '')                   AS organiserNote,
       ps.score IS NOT NULL                              AS scored
FROM scoring_criteria c
LEFT JOIN project_scores ps
       ON ps.criteria_id = c.id
      AND ps.project_id = @projectId
      AND ps.judge_id = @judgeId
WHERE c.is_active = 1
ORDER BY c.position, c.id`

type CriterionRow = { id: number; name: string; maxPoints: number }
type RecordRow = Omit<JudgeScoreRecord, 'isComplete' | 'scores'> & { isComplete: number; scores: string }
type TotalsRow = Omit<RecordRow, 'scores'>
type UpsertParams = {
  projectId: number
  judgeId: number
  criteriaId: number
  score: number
  comments: string | null
  organiserNote: string | null
  evaluatedAt: number
}

function prepareStatements(client: Database.Database) {
  const judge = client.prepare<[number], { isActive: number; isApproved: number }>(judgeSql)
  const activeCriteria = client.prepare<[], CriterionRow>(activeCriteriaSql)
  const scorableProject = client.prepare<
    { projectId: number; judgeId: number },
    { id: number; recused: number }
  >(scorableProjectSql)
  const upsert = client.prepare<UpsertParams>(upsertSql)
  const records = client.prepare<{ judgeId: number }, RecordRow>(judgeRecordsSql)
  const listedTotals = client.prepare<{ judgeId: number; projectIds: string }, TotalsRow>(
    judgeRecordsQuery('listed'),
  )
  const defaults = client.prepare<
    { judgeId: number; projectId: number; defaultScore: number },
    Omit<EvaluationDefault, 'scored' | 'levels'> & { scored: number; levels: string | null }
  >(evaluationDefaultsSql)

  // Checks and writes share one transaction, so a criterion retired, a project
  // rejected or a judge's approval withdrawn mid-request cannot slip in between.
  // It is run IMMEDIATE: a deferred transaction that reads first and then writes
  // cannot wait for a busy writer (SQLite answers SQLITE_BUSY at once, whatever
  // the busy timeout), while IMMEDIATE takes the write lock up front and waits for it.
  const ledger = batchLedger(client)
  const scoringOpen = client
    .prepare<[], number>('SELECT scoring_open FROM judging_settings WHERE id = 1')
    .pluck()
  const saveBatch = client.transaction(
    (judgeId: number, items: readonly UpsertParams[], batchId: string | null): BatchOutcome => {
      // A batch already applied answers as it did the first time (checked before anything else, so a
      // replay gets the same answer even if, say, the project was rejected since).
      const earlier = batchId === null ? undefined : ledger.find(batchId)
      if (earlier) {
        if (earlier.judgeId !== judgeId) throw scoringRefusal('batchTaken', 409)
        return earlier.answer
      }
      // Read in the same transaction as the write: a batch that waited for the lock while the organiser
      // closed scoring is refused, not saved after the close.
      if (scoringOpen.get() === 0) throw scoringRefusal('closed', 403)
      const account = judge.get(judgeId)
      if (!account) throw scoringRefusal('unknownJudge', 403)
      if (account.isApproved !== 1) throw scoringRefusal('awaitingApproval', 403)
      if (account.isActive !== 1) throw scoringRefusal('inactiveJudge', 403)

      const criteria = new Map(activeCriteria.all().map((c) => [c.id, c]))
      const refusal = new Map<number, ScoringError | null>()
      for (const item of items) {
        const criterion = criteria.get(item.criteriaId)
        if (!criterion) throw scoringRefusal('unknownCriterion', 400)
        if (item.score > criterion.maxPoints) {
          throw new ScoringError(scoringErrors.outOfRange(criterion.name, criterion.maxPoints), 400, {
            key: scoringErrorKeys.outOfRange,
            values: { criterion: criterion.name, max: criterion.maxPoints },
          })
        }
        let refused = refusal.get(item.projectId)
        if (refused === undefined) {
          const project = scorableProject.get({ projectId: item.projectId, judgeId })
          refused = !project
            ? scoringRefusal('unknownProject', 400)
            : project.recused === 1
              ? scoringRefusal('steppedAside', 403)
              : null
          refusal.set(item.projectId, refused)
        }
        if (refused) throw refused
      }
      // Every item is checked before the first write, so a refusal leaves nothing
      // behind even without relying on the rollback.
      let saved = 0
      const skippedProjects = new Set<number>()
      for (const item of items) {
        const { changes } = upsert.run(item)
        saved += changes
        if (changes === 0) skippedProjects.add(item.projectId)
      }
      const answer = { saved, skipped: items.length - saved, skippedProjects: [...skippedProjects] }
      if (batchId !== null) ledger.record(batchId, judgeId, answer)
      return answer
    },
  )

  return { records, listedTotals, defaults, saveBatch }
}

const statements = statementCache(prepareStatements)

/**
 * One judge's batch, all or nothing (docs/rules.md#scoring). Throws ScoringError and
 * writes nothing when any item is refused. The checks that need no database
 * run first, before the write lock is taken, so a malformed batch never makes
 * other judges wait; the rest run inside the IMMEDIATE transaction that writes.
 * Answered only once that transaction has committed (synchronous=FULL: on disk). When SQLite ends it
 * itself (a full disk, an I/O error, a trigger's RAISE(ROLLBACK)), the error is thrown and nothing of the
 * batch is written. Both routes that save scores call this function, with one commit per batch
 * (docs/decisions/0019: at a club's load a shared commit bought nothing).
 *
 * `batchId` (made by the browser, the same on every retry) makes the batch apply at most once:
 * sent again, it answers what it answered the first time, whatever has changed since. `ageMs` (how long
 * ago the judge pressed Submit, as the tablet measured it) keeps an evaluation from overwriting a newer
 * one (docs/decisions/0015).
 */
export function submitScoreBatch(
  db: DB,
  judge: { id: number; isActive: boolean; isApproved: boolean },
  items: ScoreItem[],
  options: BatchOptions = {},
): BatchOutcome {
  const batch = checkBatch(db, judge, items, options)
  if ('answer' in batch) return batch.answer
  return statements(db).saveBatch.immediate(judge.id, batch.rows, batch.batchId)
}

type BatchOptions = { batchId?: string | null; ageMs?: number | null; now?: number }

/** The checks that need no write lock, and the rows to write; or the answer a replay gets at once. */
function checkBatch(
  db: DB,
  judge: { id: number; isActive: boolean; isApproved: boolean },
  items: ScoreItem[],
  options: BatchOptions,
): { answer: BatchOutcome } | { rows: UpsertParams[]; batchId: string | null } {
  const batchId = options.batchId ?? null
  const replay = batchId === null ? undefined : batchLedger(db.$client).find(batchId)
  if (replay?.judgeId === judge.id) return { answer: replay.answer }
  if (!judge.isApproved) throw scoringRefusal('awaitingApproval', 403)
  if (!judge.isActive) throw scoringRefusal('inactiveJudge', 403)
  if (items.length === 0) throw scoringRefusal('empty', 400)

  // When the judge pressed the button, by the server's clock: now minus the age the tablet measured. The
  // tablet's own clock is never read, so a tablet a day behind or ahead orders its evaluations rightly. An
  // age below 0 counts as 0: never in the future. No age (a form post, an older client): now.
  const now = options.now ?? Date.now()
  const evaluatedAt = Math.max(0, now - Math.max(0, Math.round(options.ageMs ?? 0)))
  const seen = new Set<string>()
  const rows: UpsertParams[] = []
  for (const item of items) {
    // The slider's bounds are not trusted: a form or JSON client can send anything.
    if (!Number.isInteger(item.score)) throw scoringRefusal('notWhole', 400)
    if (item.score < 0) throw scoringRefusal('negative', 400)
    const key = `${item.projectId}:${item.criteriaId}`
    if (seen.has(key)) throw scoringRefusal('duplicate', 400)
    seen.add(key)
    rows.push({
      projectId: item.projectId,
      judgeId: judge.id,
      criteriaId: item.criteriaId,
      score: item.score,
      // A cleared comment box means "no comment", stored as NULL like one never written.
      comments: item.comments?.trim() || null,
      organiserNote: item.organiserNote?.trim() || null,
      evaluatedAt,
    })
  }

  return { rows, batchId }
}

function toTotals(row: TotalsRow): JudgeRecordTotals {
  return { ...row, isComplete: row.isComplete === 1 }
}

function toRecord(row: RecordRow): JudgeScoreRecord {
  return { ...toTotals(row), scores: JSON.parse(row.scores) as JudgeScoreRecord['scores'] }
}

/** This judge's totals for the given projects only (the dashboard's page), inside the caller's read. */
export function judgeTotalsForProjects(
  client: Database.Database,
  judgeId: number,
  projectIds: readonly number[],
): JudgeRecordTotals[] {
  return statements({ $client: client })
    .listedTotals.all({ judgeId, projectIds: JSON.stringify(projectIds) })
    .map(toTotals)
}

/** GET /api/judges/me/scores: this judge's record for every project they have scored, by project id. */
export function listJudgeRecords(db: DB, judgeId: number): JudgeScoreRecord[] {
  return statements(db).records.all({ judgeId }).map(toRecord)
}

/**
 * The evaluate panel's starting values, per active criterion in the organiser's order
 * (then by id): this judge's saved score and comment, or DEFAULT_SCORE (never above the
 * criterion's maximum) and an empty comment.
 */
export function evaluationDefaults(db: DB, judgeId: number, projectId: number): EvaluationDefault[] {
  return statements(db)
    .defaults.all({ judgeId, projectId, defaultScore: DEFAULT_SCORE })
    .map((row) => ({ ...row, scored: row.scored === 1, levels: parseLevels(row.levels) }))
}
