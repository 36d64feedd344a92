import { asc } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import { judges, projects, scoringCriteria, type NewProject } from '../../db/schema'
import { judgeEmailColumns } from '../../app/models/judges.server'
import { emailKey } from '../../app/utils/email-key.server'

/** The seeded scoring criteria's ids, in id order (five, all active, maxPoints 10, weight 1). */
export function criteriaIds(db: DB): number[] {
  return db
    .select({ id: scoringCriteria.id })
    .from(scoringCriteria)
    .orderBy(asc(scoringCriteria.id))
    .all()
    .map((r) => r.id)
}

/** A project row written directly, with plain defaults for whatever the test does not care about. */
export function insertProject(
  db: DB,
  fields: Partial<Omit<NewProject, 'submittedAt'>> & { name: string; submittedAt?: number },
): number {
  const { submittedAt, ...rest } = fields
  return db
    .insert(projects)
    .values({
      description: 'A project',
      submissionType: 'photo',
      authorName: 'Sam',
      // As createProject stores it: the family is found by this key.
      authorEmailKey: fields.authorEmail ? emailKey(fields.authorEmail) : null,
      ...rest,
      ...(submittedAt === undefined ? {} : { submittedAt: new Date(submittedAt) }),
    })
    .returning({ id: projects.id })
    .get().id
}

let judgeCounter = 0

/** An approved, active judge written directly, in the shape the judging models take as the judge. */
export function insertJudge(db: DB) {
  judgeCounter += 1
  const row = db
    .insert(judges)
    .values({
      name: `Judge ${judgeCounter}`,
      ...judgeEmailColumns(`judge${judgeCounter}@example.org`),
      password: 'hash',
      approvedAt: new Date(),
    })
    .returning()
    .get()
  return { id: row.id, isActive: row.isActive, isApproved: true }
}
