import { asc } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import { projects, scoringCriteria, type NewProject } from '../../db/schema'

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
      ...rest,
      ...(submittedAt === undefined ? {} : { submittedAt: new Date(submittedAt) }),
    })
    .returning({ id: projects.id })
    .get().id
}
