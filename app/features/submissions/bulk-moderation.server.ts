import { and, inArray } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { writeFirst } from '../../../db/statements'
import { projects } from '../../../db/schema'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import { syncAssignments } from '~/features/judging/assignment.server'
import { statusesThatMayBecome } from './moderation.server'

// The organiser approves or rejects several projects in one step, by the same rule as one at a time
// (moderation.server.ts): only a pending project is decided, and a project no parent or guardian agreed to
// show is approved only once the organiser has confirmed it.

/** A selected project as the confirmation names it. */
export type ReviewProject = {
  id: number
  name: string
  authorName: string
  status: ProjectStatus
  consentAt: Date | null
}

/** The selected projects that exist, in the list's order (newest first), for the confirmation to name. */
export function listProjectsForReview(db: DB, ids: readonly number[]): ReviewProject[] {
  if (ids.length === 0) return []
  return db
    .select({
      id: projects.id,
      name: projects.name,
      authorName: projects.authorName,
      status: projects.status,
      consentAt: projects.consentAt,
    })
    .from(projects)
    .where(inArray(projects.id, [...ids]))
    .all()
    .sort((a, b) => b.id - a.id)
}

export type BulkStatusChange =
  | { outcome: 'ok'; changed: number }
  /** Nothing changed: these selected projects are gone, or were already decided. */
  | { outcome: 'not-found' | 'not-pending'; projects: { id: number; name?: string }[] }
  /** Nothing changed: these have no recorded consent and the organiser has not confirmed them. */
  | { outcome: 'no-consent'; projects: ReviewProject[] }

/**
 * All or nothing, in one transaction: every selected project must still be pending, or none changes; a
 * half-done batch would leave the organiser guessing which ones went through. The UPDATE itself carries the
 * status rule, so two tabs deciding at once cannot both succeed.
 */
export function changeProjectStatuses(
  db: DB,
  ids: readonly number[],
  status: ProjectStatus,
  options: { askConsent?: boolean } = {},
): BulkStatusChange {
  const wanted = [...new Set(ids)]
  return db.transaction((tx) => {
    const found = listProjectsForReview(db, wanted)
    const missing = wanted.filter((id) => !found.some((project) => project.id === id))
    if (missing.length > 0) return { outcome: 'not-found', projects: missing.map((id) => ({ id })) }
    const from = statusesThatMayBecome(status)
    const decided = found.filter((project) => !from.includes(project.status))
    if (decided.length > 0 || from.length === 0) {
      return { outcome: 'not-pending', projects: decided.map(({ id, name }) => ({ id, name })) }
    }
    if (options.askConsent && status === 'approved') {
      const withoutConsent = found.filter((project) => project.consentAt === null)
      if (withoutConsent.length > 0) return { outcome: 'no-consent', projects: withoutConsent }
    }
    const updated = tx
      .update(projects)
      .set({ status })
      .where(and(inArray(projects.id, wanted), inArray(projects.status, from)))
      .returning({ id: projects.id })
      .all()
    // Read and written in one transaction, so every row matched; a change elsewhere would roll it back.
    if (updated.length !== wanted.length) throw new Error('A selected project changed during the batch')
    // A rejected project leaves the judges' queues, an approved one joins them: one pass for the batch.
    syncAssignments(db)
    return { outcome: 'ok', changed: updated.length }
  }, writeFirst)
}
