import crypto from 'node:crypto'
import { asc } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import { judges, projects, projectScores, scoringCriteria, sessions, type NewProject } from '../../db/schema'
import { judgeEmailColumns } from '../../app/features/accounts/judges.server'
import { emailKey } from '../../db/email-key'

// The rows tests need, written straight into the test's database with plain defaults for whatever the
// test does not care about. Each takes the database and the fields that matter to the test, and returns
// the row it wrote. No hook of the app runs (assignments, stored files): a test that proves one goes
// through the model instead.

/** Numbers the names and e-mails a test leaves to the factories, so that two rows never clash. */
let serial = 0

/** The seeded scoring criteria's ids, in id order (five, all active, maxPoints 10, weight 1). */
export function criteriaIds(db: DB): number[] {
  return db
    .select({ id: scoringCriteria.id })
    .from(scoringCriteria)
    .orderBy(asc(scoringCriteria.id))
    .all()
    .map((r) => r.id)
}

/** `submittedAt` in milliseconds, as tests count time. */
export type ProjectFields = Partial<Omit<NewProject, 'submittedAt'>> & { submittedAt?: number }

/** A project (pending unless `status` says otherwise), found by its family as createProject stores it. */
export function addProject(db: DB, fields: ProjectFields = {}) {
  serial += 1
  const { submittedAt, ...rest } = fields
  return db
    .insert(projects)
    .values({
      name: `Project ${serial}`,
      description: 'A project',
      submissionType: 'photo',
      authorName: 'Sam',
      // As createProject stores it: the family is found by this key.
      authorEmailKey: fields.authorEmail ? emailKey(fields.authorEmail) : null,
      ...rest,
      ...(submittedAt === undefined ? {} : { submittedAt: new Date(submittedAt) }),
    })
    .returning()
    .get()
}

export type JudgeFields = Partial<Omit<typeof judges.$inferInsert, 'approvedAt' | 'emailKey'>> & {
  /** The organiser approved them (the default); false leaves them waiting. */
  isApproved?: boolean
}

/**
 * A judge, approved and active unless told otherwise. The row carries `isApproved` too: with `id` and
 * `isActive` it is the judge the judging models take.
 */
export function addJudge(db: DB, fields: JudgeFields = {}) {
  serial += 1
  const { isApproved = true, email = `judge${serial}@example.org`, ...rest } = fields
  const row = db
    .insert(judges)
    .values({
      name: `Judge ${serial}`,
      ...judgeEmailColumns(email),
      password: 'hash',
      approvedAt: isApproved ? new Date() : null,
      ...rest,
    })
    .returning()
    .get()
  return { ...row, isApproved: row.approvedAt !== null }
}

/** One judge's score on one criterion. */
export function addScore(db: DB, fields: typeof projectScores.$inferInsert) {
  return db.insert(projectScores).values(fields).returning().get()
}

/** The judge gives `score` on each of `criteria` (every seeded criterion unless named). */
export function scoreProject(
  db: DB,
  fields: {
    projectId: number
    judgeId: number
    score: number
    criteria?: number[]
    comments?: string | null
  },
) {
  const { criteria = criteriaIds(db), ...score } = fields
  return criteria.map((criteriaId) => addScore(db, { ...score, criteriaId }))
}

/** A stored session, live for an hour; returns its id. */
export function addSession(
  db: DB,
  sess: Record<string, unknown>,
  sid = crypto.randomBytes(12).toString('hex'),
) {
  db.insert(sessions)
    .values({ sid, sess, expire: new Date(Date.now() + 3_600_000) })
    .run()
  return sid
}
