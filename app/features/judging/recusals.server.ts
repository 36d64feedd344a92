import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { syncAssignments } from './assignment.server'
import { visibleStatusSql } from '~/features/showcase/visibility.server'

// Stepping aside (a conflict of interest): a judge who knows a participant says so on the project. From
// then on the server refuses their scores for it (judging.server.ts), the scores they gave it stop counting
// in every total (weightedScoreCtes and the feedback leave them out), and the assignment gives the project
// another judge. A step-aside covers every version of the project's story, later ones included. The organiser sees every step-aside on the Grading Status tab and in the results file.

export type StepAside = {
  projectId: number
  projectName: string
  judgeId: number
  judgeName: string
  createdAt: Date
}

const statements = statementCache((client: Database.Database) => ({
  judge: client.prepare<[number], { isApproved: number; isActive: number }>(
    'SELECT approved_at IS NOT NULL AS isApproved, is_active AS isActive FROM judges WHERE id = ?',
  ),
  project: client
    .prepare<[number], number>(`SELECT id FROM projects WHERE id = ? AND ${visibleStatusSql('judge')}`)
    .pluck(),
  scoringOpen: client.prepare<[], number>('SELECT scoring_open FROM judging_settings WHERE id = 1').pluck(),
  // Every version of the project's story: a conflict of interest is with the family, not one version.
  insert: client.prepare<{ project: number; judge: number }>(
    `INSERT OR IGNORE INTO recusals (project_id, judge_id)
     SELECT v.id, @judge FROM projects p JOIN projects v ON coalesce(v.story_id, v.id) = coalesce(p.story_id, p.id)
     WHERE p.id = @project`,
  ),
  carry: client.prepare<{ version: number; story: number }>(
    `INSERT OR IGNORE INTO recusals (project_id, judge_id)
     SELECT DISTINCT @version, r.judge_id FROM recusals r JOIN projects p ON p.id = r.project_id
     WHERE coalesce(p.story_id, p.id) = @story`,
  ),
  isRecused: client
    .prepare<[number, number], number>('SELECT 1 FROM recusals WHERE project_id = ? AND judge_id = ?')
    .pluck(),
  list: client.prepare<[], Omit<StepAside, 'createdAt'> & { createdAt: number }>(`
SELECT r.project_id AS projectId,
       p.name       AS projectName,
       r.judge_id   AS judgeId,
       j.name       AS judgeName,
       r.created_at AS createdAt
FROM recusals r
JOIN projects p ON p.id = r.project_id
JOIN judges j ON j.id = r.judge_id
ORDER BY r.created_at DESC, r.project_id, r.judge_id`),
}))

/**
 * Records that the judge stepped aside from the project and re-plans the assignment, together. Only a
 * judge who is judging (one waiting for approval sees no work; an inactive one sees none
 * either), only while scoring is open, and only from a project judges see; doing it twice changes nothing.
 */
export function stepAside(
  db: DB,
  judgeId: number,
  projectId: number,
): 'ok' | 'not-approved' | 'inactive' | 'unknown-project' | 'closed' {
  const s = statements(db)
  const run = db.$client.transaction(() => {
    const judge = s.judge.get(judgeId)
    if (!judge || judge.isApproved !== 1) return 'not-approved' as const
    if (judge.isActive !== 1) return 'inactive' as const
    // Stepping aside changes which scores count, so it closes with scoring.
    if (s.scoringOpen.get() === 0) return 'closed' as const
    if (s.project.get(projectId) === undefined) return 'unknown-project' as const
    s.insert.run({ project: projectId, judge: judgeId })
    syncAssignments(db)
    return 'ok' as const
  })
  return run.immediate()
}

/**
 * A new version of a story inherits every step-aside from its earlier versions, inside the caller's
 * transaction (story.server.ts), before the assignment gives it judges.
 */
export function carryStepAsides(db: DB, versionId: number, storyId: number) {
  statements(db).carry.run({ version: versionId, story: storyId })
}

export function hasSteppedAside(db: DB, judgeId: number, projectId: number): boolean {
  return statements(db).isRecused.get(projectId, judgeId) === 1
}

/** Every step-aside, newest first, with the names the organiser knows them by. */
export function listStepAsides(db: DB): StepAside[] {
  return statements(db)
    .list.all()
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt) }))
}

/**
 * SQL: true when the score row `alias` is one that counts, i.e. its judge has not stepped aside from its
 * project. Every total, average and feedback query uses it.
 */
export const countsSql = (alias: string) =>
  `NOT EXISTS (SELECT 1 FROM recusals r WHERE r.project_id = ${alias}.project_id AND r.judge_id = ${alias}.judge_id)`
