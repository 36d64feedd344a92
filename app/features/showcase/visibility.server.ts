import { inArray, sql, type SQL } from 'drizzle-orm'
import { projects } from '../../../db/schema'
import type { ResultsVisibility } from '~/features/results/awards'
import type { ParticipantNames } from '~/features/families/participant-names'
import type { ProjectStatus } from '~/features/submissions/project-fields'

// Who may see which project, its files and its scores, and the author's e-mail
// (docs/rules.md#who-may-see-what).
// This module is the only place the rule is written. Queries take it as a SQL fragment, pages and API
// routes as a predicate, so a change to who sees what is made here once.

export type ViewerRole = 'public' | 'judge' | 'admin'

/** Who is asking, as far as visibility goes. */
export type Viewer = {
  role: ViewerRole
  /** The projects this browser submitted (its signed cookie): a family always sees its own work. */
  ownedProjectIds: readonly number[]
}

/** An anonymous visitor with no submissions: what the public pages and the page cache are rendered for. */
export const publicViewer: Viewer = { role: 'public', ownedProjectIds: [] }

/**
 * Where a judge's account stands. Approval and activity are separate switches: a self-registered judge
 * waits for the organiser's approval; an approved judge the organiser switched off (or a new challenge
 * left off) is inactive. Only a judge who is both approved and active is judging, and sees what judges see.
 */
export type JudgeStanding = 'awaiting-approval' | 'inactive' | 'judging'

export function judgeStanding(judge: { isApproved: boolean; isActive: boolean }): JudgeStanding {
  if (!judge.isApproved) return 'awaiting-approval'
  return judge.isActive ? 'judging' : 'inactive'
}

/**
 * The role of a signed-in account. A judge awaiting the organiser's approval sees what the public sees; so
 * does an inactive judge (they read their own earlier scores on their dashboard, and no project, queue or
 * author), and a session whose judge was deleted.
 */
export function roleOf(account: {
  isAdmin: boolean
  judge?: { isApproved: boolean; isActive: boolean } | null
}): ViewerRole {
  if (account.isAdmin) return 'admin'
  return account.judge && judgeStanding(account.judge) === 'judging' ? 'judge' : 'public'
}

const listedStatuses = {
  public: ['approved'],
  judge: ['pending', 'approved'],
  admin: ['pending', 'approved', 'rejected'],
} as const satisfies Record<ViewerRole, readonly ProjectStatus[]>

/**
 * The statuses a role sees in every list, count and total: the public approved projects, judges approved
 * and pending ones (never rejected), the admin all.
 */
export function visibleStatuses<R extends ViewerRole>(role: R): (typeof listedStatuses)[R] {
  return listedStatuses[role]
}

/** Whether a project of this status is public: listed, indexed and cached for everyone. */
export function isPublicStatus(status: ProjectStatus): boolean {
  return (listedStatuses.public as readonly ProjectStatus[]).includes(status)
}

/** The rule as a condition on a raw statement's status column, e.g. `p.status IN ('pending', 'approved')`. */
export function visibleStatusSql(role: ViewerRole, column = 'status'): string {
  return `${column} IN (${listedStatuses[role].map((status) => `'${status}'`).join(', ')})`
}

/** The rule as a Drizzle condition on `projects.status`. */
export function visibleStatusWhere(role: ViewerRole): SQL {
  return inArray(projects.status, [...listedStatuses[role]])
}

/**
 * A story counts once (docs/rules.md#a-projects-versions): the condition, on a raw statement's project row
 * (`row`: its alias, or `projects`), that no newer version of the same story is listed for this role. An
 * earlier version stays open by its own address; lists, rankings, votes and the judges' work take the newest.
 */
export function newestVersionSql(role: ViewerRole, row = 'projects'): string {
  return `NOT EXISTS (SELECT 1 FROM projects newer
    WHERE newer.story_id = coalesce(${row}.story_id, ${row}.id) AND newer.id > ${row}.id
      AND ${visibleStatusSql(role, 'newer.status')})`
}

/** What a role lists, a story once: its statuses, and the newest such version of each story. */
export function listedSql(role: ViewerRole, row = 'projects'): string {
  return `${visibleStatusSql(role, `${row}.status`)} AND ${newestVersionSql(role, row)}`
}

/** listedSql as a Drizzle condition on the `projects` table. */
export function listedWhere(role: ViewerRole): SQL {
  return sql.raw(listedSql(role, '"projects"'))
}

/**
 * Whether this viewer may open a project, its page, its files and its scores: what their role lists, and
 * the browser's own submissions whatever their status.
 */
export function canOpenProject(project: { id: number; status: ProjectStatus }, viewer: Viewer): boolean {
  return (
    (listedStatuses[viewer.role] as readonly ProjectStatus[]).includes(project.status) ||
    viewer.ownedProjectIds.includes(project.id)
  )
}

/** The author's e-mail reaches the organiser only: never a public page, a judge or a family's browser. */
export function seesAuthorEmail(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'admin'
}

/**
 * Ranks, scores and judges' comments: the admin always sees them; everyone else (families,
 * visitors and judges, who keep their own scores on their dashboard) only while they are not hidden until
 * the awards.
 */
export function seesResults(viewer: Pick<Viewer, 'role'>, visibility: ResultsVisibility): boolean {
  return viewer.role === 'admin' || visibility !== 'hidden'
}

/**
 * How a participant's name reads: as the organiser chose for every public page and the public
 * JSON, whoever asks there (visitors, families, judges); as entered for the admin. The judges' own
 * dashboard, the admin's pages, the results file and the certificates read the name as entered.
 */
export function nameStyleFor(viewer: Pick<Viewer, 'role'>, setting: ParticipantNames): ParticipantNames {
  return viewer.role === 'admin' ? 'full' : setting
}
