import { asc, eq, getTableColumns, inArray } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { writeFirst } from '../../../db/statements'
import { feedbackEmails, projects, projectScores, scoringCriteria, storedFiles } from '../../../db/schema'
import { emailKey } from '../../../db/email-key'
import { removeStoredFiles, type FileStore } from '~/infra/file-store.server'
import { deleteProjectRows } from '~/features/submissions/moderation.server'

// A family asks the organiser to see or erase their data. Their projects are the ones sent with
// their e-mail address; the organiser finds them, downloads a copy, or erases them all in one step.

/**
 * The family's projects: the address as submitted, matched by its key (db/email-key.ts:
 * the same address whatever its case, spaces, Unicode form or IDN spelling). A full scan: an event has
 * hundreds of projects, and this runs when a family writes in.
 */
function familyWhere(email: string) {
  return eq(projects.authorEmailKey, emailKey(email))
}

export type FamilyProject = {
  id: number
  name: string
  authorName: string
  status: 'pending' | 'approved' | 'rejected'
  submittedAt: Date
}

export function findFamilyProjects(db: DB, email: string): FamilyProject[] {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      authorName: projects.authorName,
      status: projects.status,
      submittedAt: projects.submittedAt,
    })
    .from(projects)
    .where(familyWhere(email))
    .orderBy(asc(projects.submittedAt), asc(projects.id))
    .all()
}

// Every stored column of a project but the internal ones: a hash (the private link's token hash) is a
// key, not the family's data, and must never leave the server. A column added later is exported unless
// it is a hash.
const exportedColumns = Object.fromEntries(
  Object.entries(getTableColumns(projects)).filter(([key]) => !/hash$/i.test(key)),
) as Omit<ReturnType<typeof getTableColumns<typeof projects>>, 'editTokenHash'>

/**
 * A copy of everything stored about the family's projects, for the family: each project's fields, its
 * stored files and the scores and comments judges gave it. Judges appear by number, never by name: they
 * are not the family's data.
 */
export function exportFamilyData(db: DB, email: string, now = new Date()) {
  const rows = db
    .select(exportedColumns)
    .from(projects)
    .where(familyWhere(email))
    .orderBy(asc(projects.submittedAt), asc(projects.id))
    .all()
  const ids = rows.map((row) => row.id)
  const files =
    ids.length === 0
      ? []
      : db
          .select({
            projectId: storedFiles.projectId,
            name: storedFiles.name,
            role: storedFiles.role,
            position: storedFiles.position,
            contentType: storedFiles.contentType,
            size: storedFiles.size,
            createdAt: storedFiles.createdAt,
          })
          .from(storedFiles)
          .where(inArray(storedFiles.projectId, ids))
          .orderBy(asc(storedFiles.projectId), asc(storedFiles.role), asc(storedFiles.position))
          .all()
  const scores =
    ids.length === 0
      ? []
      : db
          .select({
            projectId: projectScores.projectId,
            judgeId: projectScores.judgeId,
            criterion: scoringCriteria.name,
            maxPoints: scoringCriteria.maxPoints,
            score: projectScores.score,
            comments: projectScores.comments,
            submittedAt: projectScores.submittedAt,
          })
          .from(projectScores)
          .innerJoin(scoringCriteria, eq(scoringCriteria.id, projectScores.criteriaId))
          .where(inArray(projectScores.projectId, ids))
          .orderBy(asc(projectScores.projectId), asc(projectScores.judgeId), asc(scoringCriteria.position))
          .all()
  const emailed = db
    .select({ at: feedbackEmails.sentAt })
    .from(feedbackEmails)
    .where(eq(feedbackEmails.emailKey, emailKey(email)))
    .get()
  return {
    email: emailKey(email),
    exportedAt: now.toISOString(),
    /** When the family was e-mailed their feedback, if they were (docs/decisions/0049). */
    feedbackEmailedAt: emailed?.at ?? null,
    projects: rows.map((row) => {
      const own = scores.filter((score) => score.projectId === row.id)
      const judgeNumbers = [...new Set(own.map((score) => score.judgeId))]
      return {
        ...row,
        files: files.filter((file) => file.projectId === row.id).map(({ projectId: _, ...file }) => file),
        scores: own.map(({ projectId: _, judgeId, ...score }) => ({
          judge: judgeNumbers.indexOf(judgeId) + 1,
          ...score,
        })),
      }
    }),
  }
}

export type FamilyExport = ReturnType<typeof exportFamilyData>

export type Erasure =
  | { outcome: 'erased'; count: number }
  /** The family's projects changed since the organiser counted them: nothing was erased. */
  | { outcome: 'count-changed'; count: number }

/**
 * Erases every project of the family in one transaction (rows, scores, file records, assignments and
 * step-asides, through the foreign keys, and the record that they were e-mailed their feedback), then
 * their files from disk once it has committed, as a single project's deletion does. `expectedCount` is
 * the number the organiser confirmed: if the family now has a different number of projects, nothing is
 * erased.
 */
export function eraseFamily(db: DB, store: FileStore, email: string, expectedCount?: number): Erasure {
  const result = db.transaction((): Erasure & { files: string[] } => {
    const ids = db.select({ id: projects.id }).from(projects).where(familyWhere(email)).all()
    const count = ids.length
    if (expectedCount !== undefined && count !== expectedCount) {
      return { outcome: 'count-changed', count, files: [] }
    }
    const files = deleteProjectRows(
      db,
      ids.map((row) => row.id),
    )
    // The record that they were e-mailed their feedback holds their address too.
    db.delete(feedbackEmails)
      .where(eq(feedbackEmails.emailKey, emailKey(email)))
      .run()
    return { outcome: 'erased', count, files: files ?? [] }
  }, writeFirst)
  removeStoredFiles(result.files, store)
  return { outcome: result.outcome, count: result.count }
}
