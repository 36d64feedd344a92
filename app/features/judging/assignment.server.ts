import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { planAssignments, type Pair } from './assignment'
import { listedSql } from '~/features/showcase/visibility.server'

// The assignment's database side (the rule itself is assignment.ts): read who and what there is, plan,
// write the difference, all in one transaction. Every change that can leave a project short of judges calls
// syncAssignments: a project submitted, approved, rejected or deleted; a judge added, approved, switched on
// or off, or deleted; a judge stepping aside; the number of judges per project changed.

const statements = statementCache((client: Database.Database) => {
  const settings = client
    .prepare<[], number>('SELECT judges_per_project FROM judging_settings WHERE id = 1')
    .pluck()
  const projectIds = client
    .prepare<[], number>(`SELECT id FROM projects WHERE ${listedSql('judge')} ORDER BY submitted_at, id`)
    .pluck()
  const judgeIds = client
    .prepare<[], number>('SELECT id FROM judges WHERE is_active = 1 AND approved_at IS NOT NULL ORDER BY id')
    .pluck()
  // Started: the judge has scored the project on some criterion, so it is theirs to finish.
  const current = client.prepare<[], Pair & { started: number }>(`
SELECT a.project_id AS projectId,
       a.judge_id   AS judgeId,
       EXISTS (SELECT 1 FROM project_scores ps
               WHERE ps.project_id = a.project_id AND ps.judge_id = a.judge_id) AS started
FROM assignments a`)
  const recusals = client.prepare<[], Pair>(
    'SELECT project_id AS projectId, judge_id AS judgeId FROM recusals',
  )
  const insert = client.prepare<Pair>(
    'INSERT OR IGNORE INTO assignments (project_id, judge_id) VALUES (@projectId, @judgeId)',
  )
  const remove = client.prepare<Pair>(
    'DELETE FROM assignments WHERE project_id = @projectId AND judge_id = @judgeId',
  )

  const planFor = (mode: 'top-up' | 'rebalance') =>
    planAssignments(
      {
        projectIds: projectIds.all(),
        judgeIds: judgeIds.all(),
        judgesPerProject: settings.get() ?? 3,
        current: current.all().map((row) => ({ ...row, started: row.started === 1 })),
        recusals: recusals.all(),
      },
      mode,
    )
  const sync = client.transaction((mode: 'top-up' | 'rebalance') => {
    const plan = planFor(mode)
    for (const pair of plan.remove) remove.run(pair)
    for (const pair of plan.add) insert.run(pair)
    return { added: plan.add.length, removed: plan.remove.length }
  })
  // Judges who can take work and have no assigned project left that they have not started.
  // The judges who had an earlier version of the story and can still judge: the new version goes to them.
  const earlierJudges = client.prepare<{ version: number; story: number }>(`
INSERT OR IGNORE INTO assignments (project_id, judge_id)
SELECT DISTINCT @version, j.id FROM judges j
WHERE j.is_active = 1 AND j.approved_at IS NOT NULL
  AND EXISTS (SELECT 1 FROM projects p
              WHERE coalesce(p.story_id, p.id) = @story AND p.id <> @version
                AND (EXISTS (SELECT 1 FROM assignments a WHERE a.project_id = p.id AND a.judge_id = j.id)
                     OR EXISTS (SELECT 1 FROM project_scores ps WHERE ps.project_id = p.id AND ps.judge_id = j.id)))
  AND NOT EXISTS (SELECT 1 FROM recusals r WHERE r.project_id = @version AND r.judge_id = j.id)`)
  const idleJudges = client.prepare<[], { name: string }>(`
SELECT j.name FROM judges j
WHERE j.is_active = 1 AND j.approved_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM assignments a
                  WHERE a.judge_id = j.id
                    AND NOT EXISTS (SELECT 1 FROM project_scores ps
                                    WHERE ps.project_id = a.project_id AND ps.judge_id = j.id))
ORDER BY j.name, j.id`)
  const preview = client.transaction(() => ({ plan: planFor('rebalance'), idle: idleJudges.all() }))
  return { sync, preview, earlierJudges }
})

/**
 * A new version of a story goes first to the judges who had its earlier versions, where they still judge
 * and have not stepped aside; the top-up that follows (syncAssignments) completes it. Inside the caller's
 * transaction, after the version's step-asides are carried over.
 */
export function assignEarlierJudges(db: DB, versionId: number, storyId: number) {
  statements(db).earlierJudges.run({ version: versionId, story: storyId })
}

/**
 * Tops the assignments up (or, for the organiser's "Rebalance", plans every unstarted one afresh). Inside
 * a caller's transaction it joins it; alone it takes the write lock first, so two processes never plan
 * from the same stale picture.
 */
export function syncAssignments(db: DB, mode: 'top-up' | 'rebalance' = 'top-up') {
  const { sync } = statements(db)
  return db.$client.inTransaction ? sync(mode) : sync.immediate(mode)
}

export type RebalanceOffer = {
  /** Judges with nothing left to review (no assigned project they have not started). */
  idleJudges: string[]
  /** How many assignments "Rebalance assignments" would hand to another judge. */
  moves: number
}

/**
 * Whether "Rebalance assignments" would give work to a judge who has none left: the automatic top-up only
 * adds, so a judge who joins mid-event receives only new projects until the organiser rebalances. The
 * plan is made exactly as the button would make it, and nothing is written.
 */
export function rebalanceOffer(db: DB): RebalanceOffer | null {
  const { plan, idle } = statements(db).preview.deferred()
  if (idle.length === 0 || plan.add.length === 0) return null
  return { idleJudges: idle.map((row) => row.name), moves: plan.add.length }
}
