import type Database from 'better-sqlite3'
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { syncAssignments } from '~/features/judging/assignment.server'
import type { DB } from '../../../db/connection'
import { containsPattern } from '~/utils/text'
import { statementCache, writeFirst } from '../../../db/statements'
import { projects, storedFiles } from '../../../db/schema'
import { projectStatuses, type ProjectStatus } from '~/features/submissions/project-fields'
import {
  commitStagedFiles,
  removeStoredFiles,
  type FileStore,
  type StagedFile,
} from '~/infra/file-store.server'
import { adminColumns, type AdminProject } from './projects.server'
import { handLinkBack } from './story.server'

// The organiser's work on projects: the dashboard's counts, the list, approval, edits and deletion.
// Judges are managed in judge-roster.server.ts, the results in results.server.ts.

// Small look-ups in one round trip rather than five statements. A judge awaiting the organiser's
// approval is not an active judge (docs/rules.md#accounts-and-sessions): they cannot score.
const dashboardCountsSql = `
SELECT (SELECT count(*) FROM projects)                        AS totalProjects,
       (SELECT count(*) FROM projects WHERE status = 'approved') AS approved,
       (SELECT count(*) FROM projects WHERE status = 'pending')  AS pending,
       (SELECT count(*) FROM judges
        WHERE is_active = 1 AND approved_at IS NOT NULL)        AS activeJudges,
       (SELECT count(*) FROM judges WHERE approved_at IS NULL)  AS awaitingApproval`

const statements = statementCache((client: Database.Database) => ({
  dashboardCounts: client.prepare<[], DashboardCounts>(dashboardCountsSql),
}))

// ---------------------------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------------------------

type DashboardCounts = {
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

export type { AdminProject, ProjectStatus }

/** The organiser's list: which status (all by default), and a search of the project's or the author's name. */
export type AdminProjectFilter = { q?: string; status?: ProjectStatus | null }

/**
 * The dashboard's search: a case-insensitive substring of the project's or the author's name (SQLite's LIKE
 * folds ASCII letters only, so 'É' and 'é' still differ), with `%`, `_` and `\` taken literally.
 */
function searchWhere(q: string) {
  if (!q) return undefined
  const pattern = containsPattern(q)
  return or(
    sql`${projects.name} LIKE ${pattern} ESCAPE '\\'`,
    sql`${projects.authorName} LIKE ${pattern} ESCAPE '\\'`,
  )
}

function listWhere(db: DB, where: SQL | undefined, limit: number): AdminProject[] {
  if (limit === 0) return []
  return db
    .select(adminColumns)
    .from(projects)
    .where(where)
    .orderBy(desc(projects.submittedAt), desc(projects.id))
    .limit(limit)
    .all()
}

/**
 * Newest first within a status; without one, the projects waiting for a decision come first (the
 * organiser's to-do list), then the rest. `limit` caps the rows (default: all). Two index-ordered
 * queries rather than one ORDER BY on the status, which would sort the whole table for every page.
 */
export function listAdminProjects(
  db: DB,
  options: AdminProjectFilter & { limit?: number } = {},
): AdminProject[] {
  const search = searchWhere(options.q?.trim() ?? '')
  const limit = options.limit ?? -1
  if (options.status) return listWhere(db, and(eq(projects.status, options.status), search), limit)
  const pending = listWhere(db, and(eq(projects.status, 'pending'), search), limit)
  const rest = limit < 0 ? -1 : limit - pending.length
  return [...pending, ...listWhere(db, and(ne(projects.status, 'pending'), search), rest)]
}

/** How many projects each status filter shows, for the same search. */
export function countAdminProjects(
  db: DB,
  options: { q?: string } = {},
): Record<ProjectStatus | 'all', number> {
  const rows = db
    .select({ status: projects.status, n: count() })
    .from(projects)
    .where(searchWhere(options.q?.trim() ?? ''))
    .groupBy(projects.status)
    .all()
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0 }
  for (const row of rows) {
    counts[row.status] += row.n
    counts.all += row.n
  }
  return counts
}

export function getAdminProject(db: DB, id: number): AdminProject | undefined {
  return db.select(adminColumns).from(projects).where(eq(projects.id, id)).get()
}

/** Why a status change was refused, for the page's notice and the API's 409 alike. */
export const notPendingMessage = 'This project is no longer pending review.'

/**
 * The only status changes there are: a pending project approved or rejected. Nothing leads
 * back to pending, and a decision is not made twice.
 */
const transitions = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
} as const satisfies Record<ProjectStatus, readonly ProjectStatus[]>

export const statusesThatMayBecome = (status: ProjectStatus) =>
  projectStatuses.filter((from) => (transitions[from] as readonly ProjectStatus[]).includes(status))

export type StatusChange = 'ok' | 'not-found' | 'not-pending' | 'no-consent'

/**
 * Every status change, from the dashboard's buttons and the JSON API alike. The allowed starting statuses
 * are part of the UPDATE, so two organiser tabs clicking at once cannot both succeed.
 */
export function changeProjectStatus(
  db: DB,
  id: number,
  status: ProjectStatus,
  /**
   * The dashboard's Approve: a project no parent or guardian agreed to show is approved only once the
   * organiser has confirmed; until then nothing changes and the answer is 'no-consent'. The PATCH API keeps
   * approving as before, so the clients written for it work unchanged.
   */
  options: { askConsent?: boolean } = {},
): StatusChange {
  return db.transaction(() => {
    if (options.askConsent && status === 'approved') {
      const row = db
        .select({ consentAt: projects.consentAt, status: projects.status })
        .from(projects)
        .where(eq(projects.id, id))
        .get()
      if (row?.status === 'pending' && row.consentAt === null) return 'no-consent'
    }
    const outcome = updateStatus(db, id, status)
    // A rejected project leaves the judges' queues; one approved again comes back to them.
    if (outcome === 'ok') syncAssignments(db)
    return outcome
  }, writeFirst)
}

function updateStatus(db: DB, id: number, status: ProjectStatus): StatusChange {
  const from = statusesThatMayBecome(status)
  const updated =
    from.length === 0
      ? []
      : db
          .update(projects)
          .set({ status })
          .where(and(eq(projects.id, id), inArray(projects.status, from)))
          .returning({ id: projects.id })
          .all()
  if (updated.length > 0) return 'ok'
  // Only to say why nothing changed; the decision was made by the UPDATE above.
  return db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).get()
    ? 'not-pending'
    : 'not-found'
}

/**
 * Editing never changes the status unless a status is asked for (the JSON API may), and then
 * only as changeProjectStatus allows. All or nothing: a refused status change leaves the fields as they were.
 */
export function updateProjectDetails(
  db: DB,
  id: number,
  changes: { name?: string; authorName?: string; description?: string; status?: ProjectStatus },
): AdminProject | Exclude<StatusChange, 'ok'> {
  return db.transaction((tx) => {
    if (changes.status !== undefined) {
      const outcome = changeProjectStatus(db, id, changes.status)
      if (outcome !== 'ok') return outcome
    }
    const set: Partial<Pick<AdminProject, 'name' | 'authorName' | 'description'>> = {}
    if (changes.name !== undefined) set.name = changes.name.trim()
    if (changes.authorName !== undefined) set.authorName = changes.authorName.trim()
    if (changes.description !== undefined) set.description = changes.description.trim()
    // Drizzle refuses an UPDATE with nothing to set.
    const project =
      Object.keys(set).length === 0
        ? tx.select(adminColumns).from(projects).where(eq(projects.id, id)).get()
        : tx.update(projects).set(set).where(eq(projects.id, id)).returning(adminColumns).get()
    return project ?? 'not-found'
  }, writeFirst)
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
    const project = tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).get()
    if (!project) return null
    // A photo project's thumbnail may be one of its photos: that row has the role 'file', so it and
    // the photo stay.
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
    return old.map((row) => row.name)
  }, writeFirst)
  if (!replaced) return 'not-found'
  removeStoredFiles(replaced, store)
  return 'ok'
}

/**
 * The row, its scores and its file records go in one
 * transaction (the foreign keys cascade); the files on disk follow once the
 * deletion is committed, so a failure never leaves a project without its files.
 */
export function deleteProject(db: DB, store: FileStore, id: number | number[]): boolean {
  const names = db.transaction(() => deleteProjectRows(db, Array.isArray(id) ? id : [id]), writeFirst)
  if (!names) return false
  removeStoredFiles(names, store)
  return true
}

/**
 * The rows of these projects, inside the caller's transaction: the projects, and through their foreign
 * keys their scores, file records, assignments and step-asides. Returns the stored file names for the
 * caller to remove from disk once the transaction commits (removeStoredFiles), or null if none existed.
 * Also used to erase a family's projects (family-data.server.ts).
 */
export function deleteProjectRows(db: DB, ids: number[]): string[] | null {
  if (ids.length === 0) return null
  const files = db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(inArray(storedFiles.projectId, ids))
    .all()
  const deleted = db
    .delete(projects)
    .where(inArray(projects.id, ids))
    .returning({ id: projects.id, storyId: projects.storyId, editTokenHash: projects.editTokenHash })
    .all()
  if (deleted.length === 0) return null
  // The newest version held the family's private link: the version before it holds it now.
  for (const version of deleted) {
    if (version.storyId !== null && version.editTokenHash !== null)
      handLinkBack(db, version.storyId, version.editTokenHash)
  }
  // Their judges' loads went down: the assignment evens them out again.
  syncAssignments(db)
  return files.map((file) => file.name)
}
