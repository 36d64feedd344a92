import { describe, expect, it } from 'vitest'
import { rebalanceOffer, syncAssignments } from '../../app/features/judging/assignment.server'
import {
  approveJudge,
  deleteJudge,
  updateJudgeByAdmin,
} from '../../app/features/accounts/judge-roster.server'
import { createJudge } from '../../app/features/accounts/judges.server'
import { getJudgingSettings, updateJudgingSettings } from '../../app/features/judging/judging-settings.server'
import { changeProjectStatus, deleteProject } from '../../app/features/submissions/moderation.server'
import { submitProject } from '../../app/features/submissions/project-submission.server'
import { listStepAsides, stepAside } from '../../app/features/judging/recusals.server'
import { getProjectScoreSummary } from '../../app/features/results/weighted-scores.server'
import { ScoringError, submitScoreBatch } from '../../app/features/judging/scores.server'
import { testDbPerTest } from '../setup/test-db'
import { stagedSubmission, videoProjectFields } from '../setup/uploads'
import { criteriaIds, addProject } from '../setup/fixtures'

// Every change that can leave a project short of judges re-plans the assignment (assignment.server.ts),
// and stepping aside takes a judge off a project for good.

const t = testDbPerTest()

const assignmentsOf = (projectId: number) =>
  t.db.$client
    .prepare<[number], number>('SELECT judge_id FROM assignments WHERE project_id = ? ORDER BY judge_id')
    .pluck()
    .all(projectId)
/** Every judge who can take work, with how many projects each has (none counts too). */
const loads = () =>
  t.db.$client
    .prepare<[], number>(
      `SELECT count(a.project_id) FROM judges j LEFT JOIN assignments a ON a.judge_id = j.id
       WHERE j.is_active = 1 AND j.approved_at IS NOT NULL GROUP BY j.id ORDER BY j.id`,
    )
    .pluck()
    .all()
const allAssignments = () =>
  t.db.$client
    .prepare<[], string>("SELECT project_id || ':' || judge_id FROM assignments ORDER BY 1")
    .pluck()
    .all()

let judgeNumber = 0
const addJudge = (options: { isApproved?: boolean } = {}) =>
  createJudge(t.db, {
    name: `Judge ${++judgeNumber}`,
    email: `judge${judgeNumber}@example.org`,
    password: 'a-long-password',
    isApproved: options.isApproved ?? true,
  })

/** Projects written straight into the table (no hook runs): the judges added next take them on. */
function event(projectCount: number) {
  const projectIds = Array.from(
    { length: projectCount },
    (_, i) => addProject(t.db, { name: `Project ${i + 1}`, status: 'approved', submittedAt: 1_000 + i }).id,
  )
  return { projectIds }
}

describe('assignments follow the event', () => {
  it('gives every project 3 judges as judges are added; the organiser’s rebalance shares the work evenly', async () => {
    const { projectIds } = event(10)
    for (let i = 0; i < 4; i++) await addJudge()
    for (const id of projectIds) expect(assignmentsOf(id)).toHaveLength(3)
    // The fourth judge takes nobody's work on their own: the queues of the first three stay put.
    expect(loads()).toEqual([10, 10, 10, 0])
    syncAssignments(t.db, 'rebalance')
    for (const id of projectIds) expect(assignmentsOf(id)).toHaveLength(3)
    expect(Math.max(...loads()) - Math.min(...loads())).toBeLessThanOrEqual(1)
    expect(loads().reduce((a, b) => a + b)).toBe(30)
  })

  it('offers the rebalance, with what it would move, when a judge joining mid-event has nothing to review', async () => {
    const { projectIds } = event(10)
    for (let i = 0; i < 3; i++) await addJudge()
    // Everyone busy with unstarted work: nothing to offer.
    expect(rebalanceOffer(t.db)).toBeNull()
    await addJudge()
    const before = allAssignments()
    const offer = rebalanceOffer(t.db)
    expect(offer).not.toBeNull()
    expect(offer!.idleJudges).toEqual([`Judge ${judgeNumber}`])
    // Asking writes nothing.
    expect(allAssignments()).toEqual(before)
    syncAssignments(t.db, 'rebalance')
    const moved = allAssignments().filter((pair) => !before.includes(pair))
    expect(moved).toHaveLength(offer!.moves)
    expect(loads()[3]).toBeGreaterThan(0)
    expect(rebalanceOffer(t.db)).toBeNull()
    expect(projectIds).toHaveLength(10)
  })

  it('gives a new submission its judges at once', async () => {
    for (let i = 0; i < 3; i++) await addJudge()
    const outcome = await submitProject(
      t.db,
      t.store,
      await stagedSubmission(t.store, videoProjectFields, `${'c'.repeat(32)}.png`),
      'optional',
      Date.now(),
    )
    expect(outcome.ok).toBe(true)
    if (outcome.ok) expect(assignmentsOf(outcome.project.id)).toHaveLength(3)
  })

  it('takes a rejected or deleted project out of the queues; approving keeps the judges', async () => {
    const ids = Array.from(
      { length: 6 },
      (_, i) => addProject(t.db, { name: `Pending ${i}`, status: 'pending' }).id,
    )
    for (let i = 0; i < 3; i++) await addJudge()
    const [first, second, third] = ids as [number, number, number]
    // Judges see pending work too: it is assigned from the start.
    expect(assignmentsOf(first)).toHaveLength(3)
    expect(changeProjectStatus(t.db, first, 'rejected')).toBe('ok')
    expect(assignmentsOf(first)).toEqual([])
    expect(changeProjectStatus(t.db, third, 'approved')).toBe('ok')
    expect(assignmentsOf(third)).toHaveLength(3)
    expect(deleteProject(t.db, t.store, second)).toBe(true)
    expect(loads()).toEqual([4, 4, 4])
  })

  it('lets a judge waiting for approval take no work until approved, and shares out a switched-off or deleted judge’s', async () => {
    const { projectIds } = event(6)
    const a = await addJudge()
    const b = await addJudge()
    const waiting = await addJudge({ isApproved: false })
    expect(loads()).toEqual([6, 6])
    approveJudge(t.db, waiting.id)
    expect(loads()).toEqual([6, 6, 6])

    const d = await addJudge()
    syncAssignments(t.db, 'rebalance')
    expect(Math.max(...loads()) - Math.min(...loads())).toBeLessThanOrEqual(1)
    updateJudgeByAdmin(t.db, d.id, { isActive: false })
    expect(loads()).toEqual([6, 6, 6])
    for (const id of projectIds) expect(assignmentsOf(id)).not.toContain(d.id)

    deleteJudge(t.db, a.id)
    // Two judges left for 3 per project: each project gets both.
    for (const id of projectIds) expect(assignmentsOf(id)).toEqual([b.id, waiting.id])
  })

  it('follows the number of judges per project, and refuses nothing else', async () => {
    const { projectIds } = event(5)
    for (let i = 0; i < 4; i++) await addJudge()
    expect(getJudgingSettings(t.db)).toMatchObject({
      judgesPerProject: 3,
      leaderboardRanking: 'raw',
      resultsVisibility: 'live',
      scoringOpen: true,
    })
    updateJudgingSettings(t.db, { judgesPerProject: 2, leaderboardRanking: 'adjusted', minJudgesToRank: 1 })
    expect(getJudgingSettings(t.db)).toMatchObject({ judgesPerProject: 2, leaderboardRanking: 'adjusted' })
    for (const id of projectIds) expect(assignmentsOf(id)).toHaveLength(2)
    updateJudgingSettings(t.db, { judgesPerProject: 4, leaderboardRanking: 'raw', minJudgesToRank: 1 })
    for (const id of projectIds) expect(assignmentsOf(id)).toHaveLength(4)
    // The database refuses a value outside 1..20 even from a caller that skipped the schema.
    expect(() =>
      updateJudgingSettings(t.db, { judgesPerProject: 0, leaderboardRanking: 'raw', minJudgesToRank: 1 }),
    ).toThrow()
    expect(getJudgingSettings(t.db).judgesPerProject).toBe(4)
  })

  it('does nothing when run again, and plans a database from before assignments', async () => {
    event(4)
    for (let i = 0; i < 3; i++) await addJudge()
    expect(syncAssignments(t.db)).toEqual({ added: 0, removed: 0 })
    t.db.$client.exec('DELETE FROM assignments')
    expect(syncAssignments(t.db)).toEqual({ added: 12, removed: 0 })
  })
})

describe('the automatic top-up', () => {
  /**
   * Whether an assignment could still be judged: its judge can take work, judges see its project, and the
   * judge has not stepped aside from it. Only such an assignment taken away is moved work.
   */
  const couldStay = (pair: string) => {
    const [projectId, judgeId] = pair.split(':').map(Number)
    return (
      t.db.$client
        .prepare(
          `SELECT 1 FROM judges j, projects p
           WHERE j.id = @judgeId AND j.is_active = 1 AND j.approved_at IS NOT NULL
             AND p.id = @projectId AND p.status IN ('pending', 'approved')
             AND NOT EXISTS (SELECT 1 FROM recusals r WHERE r.project_id = p.id AND r.judge_id = j.id)`,
        )
        .get({ projectId, judgeId }) !== undefined
    )
  }

  it('never moves an existing assignment: every change of the event only adds', async () => {
    const { projectIds } = event(12)
    const [a, b, c] = [await addJudge(), await addJudge(), await addJudge()]
    const waiting = await addJudge({ isApproved: false })
    const events: [string, () => unknown][] = [
      ['a judge added', () => addJudge()],
      ['a judge approved', () => approveJudge(t.db, waiting.id)],
      ['a judge switched off', () => updateJudgeByAdmin(t.db, c.id, { isActive: false })],
      ['a project added', () => addProject(t.db, { name: 'Late', status: 'approved' }).id],
      ['a project rejected', () => changeProjectStatus(t.db, projectIds[0]!, 'rejected')],
      ['a step-aside', () => stepAside(t.db, a.id, projectIds[3]!)],
      ['a judge switched on again', () => updateJudgeByAdmin(t.db, c.id, { isActive: true })],
      [
        'more judges per project',
        () =>
          updateJudgingSettings(t.db, { judgesPerProject: 4, leaderboardRanking: 'raw', minJudgesToRank: 1 }),
      ],
      ['a judge deleted', () => deleteJudge(t.db, b.id)],
      ['two judges added', async () => [await addJudge(), await addJudge()]],
      ['the server starting', () => syncAssignments(t.db)],
    ]
    for (const [what, change] of events) {
      const before = allAssignments()
      await change()
      const after = new Set(allAssignments())
      expect(
        before.filter((pair) => !after.has(pair) && couldStay(pair)),
        `${what} moved work`,
      ).toEqual([])
    }

    // Fewer judges per project (the organiser's own change) lets go of surplus, and gives it to nobody.
    const before = allAssignments()
    updateJudgingSettings(t.db, { judgesPerProject: 2, leaderboardRanking: 'raw', minJudgesToRank: 1 })
    expect(allAssignments().filter((pair) => !before.includes(pair))).toEqual([])
    expect(allAssignments().length).toBeLessThan(before.length)

    // The organiser's button does move unstarted work: the judges added last get their share.
    const unbalanced = allAssignments()
    expect(Math.max(...loads()) - Math.min(...loads())).toBeGreaterThan(1)
    syncAssignments(t.db, 'rebalance')
    expect(unbalanced.filter((pair) => !allAssignments().includes(pair)).length).toBeGreaterThan(0)
    expect(Math.max(...loads()) - Math.min(...loads())).toBeLessThanOrEqual(1)
  })
})

describe('stepping aside', () => {
  it('replaces the judge, refuses their scores with 403, and their earlier scores stop counting', async () => {
    const { projectIds } = event(4)
    for (let i = 0; i < 4; i++) await addJudge()
    const project = projectIds[0]!
    const [judgeId, ...others] = assignmentsOf(project) as [number, ...number[]]
    const judge = { id: judgeId, isActive: true, isApproved: true }
    const C = criteriaIds(t.db)
    const batch = (score: number) => C.map((criteriaId) => ({ projectId: project, criteriaId, score }))
    submitScoreBatch(t.db, judge, batch(10))
    submitScoreBatch(t.db, { id: others[0]!, isActive: true, isApproved: true }, batch(4))
    expect(getProjectScoreSummary(t.db, project)).toMatchObject({ totalJudges: 2, totalAverageScore: 35 })

    expect(stepAside(t.db, judgeId, project)).toBe('ok')
    expect(stepAside(t.db, judgeId, project)).toBe('ok')
    expect(assignmentsOf(project)).not.toContain(judgeId)
    expect(assignmentsOf(project)).toHaveLength(3)
    expect(getProjectScoreSummary(t.db, project)).toMatchObject({ totalJudges: 1, totalAverageScore: 20 })
    expect(listStepAsides(t.db)).toMatchObject([{ projectId: project, judgeId, projectName: 'Project 1' }])

    let refusal: unknown
    try {
      submitScoreBatch(t.db, judge, batch(1))
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(ScoringError)
    expect(refusal).toMatchObject({
      status: 403,
      message: 'You stepped aside from this project, so you cannot score it.',
    })
    // Nothing was written: the earlier 10s are still there, uncounted.
    const stored = t.db.$client
      .prepare<[number, number], number>(
        'SELECT score FROM project_scores WHERE project_id = ? AND judge_id = ?',
      )
      .pluck()
      .all(project, judgeId)
    expect(stored).toEqual(C.map(() => 10))
  })

  it('is refused for a project judges do not see, and to a judge not yet approved', async () => {
    const judge = await addJudge()
    const rejected = addProject(t.db, { name: 'Rejected', status: 'rejected' }).id
    expect(stepAside(t.db, judge.id, rejected)).toBe('unknown-project')
    expect(stepAside(t.db, judge.id, 99_999)).toBe('unknown-project')
    // A judge waiting for approval sees no work, so has none to step aside from.
    const waiting = await addJudge({ isApproved: false })
    const shown = addProject(t.db, { name: 'Shown', status: 'approved' }).id
    expect(stepAside(t.db, waiting.id, shown)).toBe('not-approved')
    expect(listStepAsides(t.db)).toEqual([])
  })
})
