import type Database from 'better-sqlite3'
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import { containsPattern } from '~/utils/text'
import { statementCache } from '../../db/statements'
import { judges, projects, storedFiles } from '../../db/schema'
import type { ProjectStatus } from '~/schemas/admin'
import type { SubmissionType } from '~/schemas/project'
import { commitStagedFiles, removeStoredFiles, type FileStore, type StagedFile } from './files.server'
import { DuplicateEmailError, normaliseEmail, revokeJudgeSessions, type JudgeAccount } from './judges.server'
import { publicColumns, type PublicProject } from './projects.server'
import { listActiveCriteria, weightedScoreCtes } from './scoring.server'

// ---------------------------------------------------------------------------------------------------------------
// SQL
// ---------------------------------------------------------------------------------------------------------------

// Small look-ups in one round trip rather than five statements. A judge awaiting the organiser's
// approval is not an active judge (DESIGN.md §5): they cannot score.
const dashboardCountsSql = `
SELECT (SELECT count(*) FROM projects)                        AS totalProjects,
       (SELECT count(*) FROM projects WHERE status = 'approved') AS approved,
       (SELECT count(*) FROM projects WHERE status = 'pending')  AS pending,
       (SELECT count(*) FROM judges
        WHERE is_active = 1 AND approved_at IS NOT NULL)        AS activeJudges,
       (SELECT count(*) FROM judges WHERE approved_at IS NULL)  AS awaitingApproval`

// Scores on any criterion count as reviewing: a criterion switched off later
// does not make the judge's work disappear from the organiser's view.
const adminJudgeSelect = `
SELECT j.id,
       j.name,
       j.email,
       j.expertise,
       j.is_active  AS isActive,
       j.approved_at IS NOT NULL AS isApproved,
       j.created_at AS createdAt,
       (SELECT count(DISTINCT ps.project_id)
        FROM project_scores ps
        WHERE ps.judge_id = j.id) AS projectsReviewed
FROM judges j`

// Judges awaiting approval first: they are the organiser's to-do list.
const adminJudgesSql = `${adminJudgeSelect}
ORDER BY j.approved_at IS NOT NULL, j.name COLLATE NOCASE, j.id`

const adminJudgeSql = `${adminJudgeSelect}
WHERE j.id = @id`

/**
 * DESIGN.md §4, built like leaderboardSql in scoring.server.ts (same CTEs,
 * same arithmetic, so an approved project's total_score is exactly its
 * leaderboard score), for the projects judges work on: approved and pending.
 * average_score is the total on a scale of 10; NULLIF keeps a set of criteria
 * worth nothing (all weights 0) from dividing by zero.
 */
const gradingStatsSql = `
WITH ${weightedScoreCtes('judged')},
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
WHERE p.status IN ('approved', 'pending')
ORDER BY p.submitted_at ASC, p.id ASC`

/**
 * Every project (rejected ones too: the organiser's file is the full record),
 * with the same totals as the leaderboard and each active criterion's mean as
 * a JSON object keyed by criterion id, so one statement fills the whole sheet.
 */
const resultsSql = `
WITH ${weightedScoreCtes('all')},
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

type AdminJudgeRow = Omit<AdminJudge, 'isActive' | 'isApproved' | 'createdAt'> & {
  isActive: number
  isApproved: number
  createdAt: number
}
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

function prepareStatements(client: Database.Database) {
  return {
    dashboardCounts: client.prepare<[], DashboardCounts>(dashboardCountsSql),
    adminJudges: client.prepare<[], AdminJudgeRow>(adminJudgesSql),
    adminJudge: client.prepare<{ id: number }, AdminJudgeRow>(adminJudgeSql),
    gradingStats: client.prepare<[], GradingStatRow>(gradingStatsSql),
    results: client.prepare<[], ResultsRow>(resultsSql),
  }
}

const statements = statementCache(prepareStatements)

// ---------------------------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------------------------

export type DashboardCounts = {
  totalProjects: number
  approved: number
  pending: number
  activeJudges: number
  awaitingApproval: number
}

export function getDashboardCounts(db: DB): DashboardCounts {
  // An aggregate without GROUP BY always yields exactly one row.
  return statements(db).dashboardCounts.get()!
}

// ---------------------------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------------------------

export type { ProjectStatus }

/** A project as the admin sees it: everything, the author's e-mail included (DESIGN.md §3). */
export type AdminProject = PublicProject & { authorEmail: string | null }

const adminColumns = { ...publicColumns, authorEmail: projects.authorEmail }

/**
 * Every project, newest first. SPEC.md §2's search: a case-insensitive
 * substring of the project's or the author's name (SQLite's LIKE folds ASCII
 * letters only, so 'É' and 'é' still differ).
 */
/** Newest first, optionally narrowed to names or authors containing `q`; `limit` caps the rows (default: all). */
export function listAdminProjects(db: DB, options: { q?: string; limit?: number } = {}): AdminProject[] {
  const q = options.q?.trim() ?? ''
  const pattern = containsPattern(q)
  return db
    .select(adminColumns)
    .from(projects)
    .where(
      q
        ? or(
            sql`${projects.name} LIKE ${pattern} ESCAPE '\\'`,
            sql`${projects.authorName} LIKE ${pattern} ESCAPE '\\'`,
          )
        : undefined,
    )
    .orderBy(desc(projects.submittedAt), desc(projects.id))
    .limit(options.limit ?? -1)
    .all()
}

export function getAdminProject(db: DB, id: number): AdminProject | undefined {
  return db.select(adminColumns).from(projects).where(eq(projects.id, id)).get()
}

/**
 * SPEC.md §4: approve and reject are offered only while a project is pending.
 * The status check is part of the UPDATE, so two organiser tabs clicking at
 * once cannot both succeed.
 */
export function setProjectStatus(
  db: DB,
  id: number,
  status: 'approved' | 'rejected',
): 'ok' | 'not-found' | 'not-pending' {
  const updated = db
    .update(projects)
    .set({ status })
    .where(and(eq(projects.id, id), eq(projects.status, 'pending')))
    .returning({ id: projects.id })
    .all()
  if (updated.length > 0) return 'ok'
  // Only to say why nothing changed; the decision was made by the UPDATE above.
  return getAdminProject(db, id) ? 'not-pending' : 'not-found'
}

/** SPEC.md §4: editing never changes the status unless a status is asked for (the JSON API may). */
export function updateProjectDetails(
  db: DB,
  id: number,
  changes: { name?: string; authorName?: string; description?: string; status?: ProjectStatus },
): AdminProject | undefined {
  const set: Partial<Pick<AdminProject, 'name' | 'authorName' | 'description' | 'status'>> = {}
  if (changes.name !== undefined) set.name = changes.name.trim()
  if (changes.authorName !== undefined) set.authorName = changes.authorName.trim()
  if (changes.description !== undefined) set.description = changes.description.trim()
  if (changes.status !== undefined) set.status = changes.status
  // Drizzle refuses an UPDATE with nothing to set.
  if (Object.keys(set).length === 0) return getAdminProject(db, id)
  return db.update(projects).set(set).where(eq(projects.id, id)).returning(adminColumns).get()
}

/**
 * The Edit Project dialog's new thumbnail, with its card, all or nothing as
 * a submission is (docs/decisions/0004). The old images are deleted only
 * after the commit, so a failure leaves the project showing its old ones.
 */
export function replaceProjectThumbnail(
  db: DB,
  store: FileStore,
  id: number,
  thumbnail: StagedFile,
  card: StagedFile,
): 'ok' | 'not-found' {
  const replaced = db.transaction((tx) => {
    const project = tx.select({ files: projects.files }).from(projects).where(eq(projects.id, id)).get()
    if (!project) return null
    // A photo project's thumbnail may be one of its photos: that row has the role 'file' and stays.
    const old = tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.projectId, id), inArray(storedFiles.role, ['thumbnail', 'card'])))
      .returning({ name: storedFiles.name })
      .all()
    tx.update(projects).set({ thumbnail: thumbnail.name }).where(eq(projects.id, id)).run()
    tx.insert(storedFiles)
      .values([
        {
          name: thumbnail.name,
          projectId: id,
          role: 'thumbnail',
          contentType: thumbnail.contentType,
          size: thumbnail.size,
        },
        { name: card.name, projectId: id, role: 'card', contentType: card.contentType, size: card.size },
      ])
      .run()
    // Last: if a move fails, the transaction rolls back and the moved files are removed.
    commitStagedFiles([thumbnail, card], store)
    return old.map((row) => row.name).filter((name) => !project.files.includes(name))
  })
  if (!replaced) return 'not-found'
  removeStoredFiles(replaced, store)
  return 'ok'
}

/**
 * DESIGN.md §3: the row, its scores and its file records go in one
 * transaction (the foreign keys cascade); the files on disk follow once the
 * deletion is committed, so a failure never leaves a project without its files.
 */
export function deleteProject(db: DB, store: FileStore, id: number): boolean {
  const names = db.transaction((tx) => {
    const files = tx
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(eq(storedFiles.projectId, id))
      .all()
    const deleted = tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id }).all()
    return deleted.length > 0 ? files.map((file) => file.name) : null
  })
  if (!names) return false
  removeStoredFiles(names, store)
  return true
}

// ---------------------------------------------------------------------------------------------------------------
// Judges
// ---------------------------------------------------------------------------------------------------------------

/** DESIGN.md §4: projectsReviewed is the real count, not SPEC.md's placeholder '0'. */
export type AdminJudge = JudgeAccount & { projectsReviewed: number }

const toAdminJudge = (row: AdminJudgeRow): AdminJudge => ({
  ...row,
  isActive: row.isActive === 1,
  isApproved: row.isApproved === 1,
  createdAt: new Date(row.createdAt),
})

export function listAdminJudges(db: DB): AdminJudge[] {
  return statements(db).adminJudges.all().map(toAdminJudge)
}

export function getAdminJudge(db: DB, id: number): AdminJudge | undefined {
  const row = statements(db).adminJudge.get({ id })
  return row && toAdminJudge(row)
}

// Now, or the judge's first approval if they have one.
const approvedFromNow = () => sql`coalesce(${judges.approvedAt}, ${Date.now()})`

/**
 * DESIGN.md §5: the organiser lets a self-registered judge in. From now on they see pending projects
 * and score. Approving a judge already approved keeps the time of the first approval.
 */
export function approveJudge(db: DB, id: number): boolean {
  const updated = db
    .update(judges)
    .set({ approvedAt: approvedFromNow() })
    .where(eq(judges.id, id))
    .returning({ id: judges.id })
    .all()
  return updated.length > 0
}

/**
 * The Edit Judge dialog and PATCH /api/judges/:id. An inactive judge keeps
 * their session: DESIGN.md §4 lets them sign in and look, not score.
 * `isApproved` (the JSON API only): true approves as approveJudge does, false
 * sends the judge back to waiting for approval.
 */
export function updateJudgeByAdmin(
  db: DB,
  id: number,
  changes: {
    name?: string
    email?: string
    expertise?: string | null
    isActive?: boolean
    isApproved?: boolean
  },
): AdminJudge | undefined {
  const set: {
    name?: string
    email?: string
    expertise?: string | null
    isActive?: boolean
    approvedAt?: SQL | null
  } = {}
  if (changes.name !== undefined) set.name = changes.name.trim()
  if (changes.email !== undefined) set.email = normaliseEmail(changes.email)
  if (changes.expertise !== undefined) set.expertise = changes.expertise?.trim() || null
  if (changes.isActive !== undefined) set.isActive = changes.isActive
  if (changes.isApproved !== undefined) set.approvedAt = changes.isApproved ? approvedFromNow() : null
  if (Object.keys(set).length === 0) return getAdminJudge(db, id)
  try {
    const updated = db.update(judges).set(set).where(eq(judges.id, id)).returning({ id: judges.id }).all()
    if (updated.length === 0) return undefined
  } catch (error) {
    // The only unique key a judge update can break is the e-mail (unique case-insensitively).
    if (String((error as Error & { cause?: Error }).cause ?? error).includes('UNIQUE constraint failed')) {
      throw new DuplicateEmailError()
    }
    throw error
  }
  return getAdminJudge(db, id)
}

/**
 * Signs the judge out everywhere and deletes them; their scores and reset
 * links go with them (foreign keys cascade), all in one transaction.
 */
export function deleteJudge(db: DB, id: number): boolean {
  return db.transaction((tx) => {
    revokeJudgeSessions(tx, id)
    return tx.delete(judges).where(eq(judges.id, id)).returning({ id: judges.id }).all().length > 0
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Grading
// ---------------------------------------------------------------------------------------------------------------

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
