import type Database from 'better-sqlite3'
import { eq, sql, type SQL } from 'drizzle-orm'
import { syncAssignments } from '~/features/judging/assignment.server'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { judges } from '../../../db/schema'
import {
  DuplicateEmailError,
  judgeEmailColumns,
  revokeJudgeSessions,
  type JudgeAccount,
} from './judges.server'

// The organiser's list of judges: who they are, approval, edits and deletion (a judge's own account,
// sign-in and password are in judges.server.ts).

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

type AdminJudgeRow = Omit<AdminJudge, 'isActive' | 'isApproved' | 'createdAt'> & {
  isActive: number
  isApproved: number
  createdAt: number
}
const statements = statementCache((client: Database.Database) => ({
  adminJudges: client.prepare<[], AdminJudgeRow>(adminJudgesSql),
  adminJudge: client.prepare<{ id: number }, AdminJudgeRow>(adminJudgeSql),
}))

/** projectsReviewed is the real count of projects the judge scored, where the dashboard once said '0'. */
type AdminJudge = JudgeAccount & { projectsReviewed: number }

const toAdminJudge = (row: AdminJudgeRow): AdminJudge => ({
  ...row,
  isActive: row.isActive === 1,
  isApproved: row.isApproved === 1,
  createdAt: new Date(row.createdAt),
})

export function listAdminJudges(db: DB): AdminJudge[] {
  return statements(db).adminJudges.all().map(toAdminJudge)
}

function getAdminJudge(db: DB, id: number): AdminJudge | undefined {
  const row = statements(db).adminJudge.get({ id })
  return row && toAdminJudge(row)
}

// Now, or the judge's first approval if they have one.
const approvedFromNow = () => sql`coalesce(${judges.approvedAt}, ${Date.now()})`

/**
 * The organiser lets a self-registered judge in (docs/rules.md#accounts-and-sessions). From now on they see
 * pending projects and score. Approving a judge already approved keeps the time of the first approval.
 */
export function approveJudge(db: DB, id: number): boolean {
  return db.transaction((tx) => {
    const updated = tx
      .update(judges)
      .set({ approvedAt: approvedFromNow() })
      .where(eq(judges.id, id))
      .returning({ id: judges.id })
      .all()
    // An approved, active judge takes their share of the projects.
    if (updated.length > 0) syncAssignments(db)
    return updated.length > 0
  })
}

/**
 * The Edit Judge dialog and PATCH /api/judges/:id. Switching an active judge
 * off signs them out everywhere, in the same transaction: whatever their
 * tablet holds of the queue ends with their next request. They may sign in
 * again, to read their own earlier scores and nothing else.
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
    emailKey?: string
    expertise?: string | null
    isActive?: boolean
    approvedAt?: SQL | null
  } = {}
  if (changes.name !== undefined) set.name = changes.name.trim()
  if (changes.email !== undefined) Object.assign(set, judgeEmailColumns(changes.email))
  if (changes.expertise !== undefined) set.expertise = changes.expertise?.trim() || null
  if (changes.isActive !== undefined) set.isActive = changes.isActive
  if (changes.isApproved !== undefined) set.approvedAt = changes.isApproved ? approvedFromNow() : null
  if (Object.keys(set).length === 0) return getAdminJudge(db, id)
  try {
    // IMMEDIATE: it reads whether the judge was active, then writes; a deferred transaction doing that
    // answers SQLITE_BUSY at once when another write lands between the two.
    const found = db.transaction(
      (tx) => {
        const before = tx.select({ isActive: judges.isActive }).from(judges).where(eq(judges.id, id)).get()
        const updated = tx.update(judges).set(set).where(eq(judges.id, id)).returning({ id: judges.id }).all()
        if (before?.isActive && set.isActive === false) revokeJudgeSessions(tx, id)
        // Switched on or off, approved or sent back: their share of the projects follows.
        if (updated.length > 0 && (set.isActive !== undefined || set.approvedAt !== undefined)) {
          syncAssignments(db)
        }
        return updated.length > 0
      },
      { behavior: 'immediate' },
    )
    if (!found) return undefined
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
    const deleted = tx.delete(judges).where(eq(judges.id, id)).returning({ id: judges.id }).all().length > 0
    // Their projects go to the other judges.
    if (deleted) syncAssignments(db)
    return deleted
  })
}
