import { describe, expect, it } from 'vitest'
import { planAssignments, type AssignmentInput, type Pair } from '../../app/features/judging/assignment'

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

/** Every invariant of the assignment, for the judges and projects of `input` (loads within `loadSpread`). */
function expectInvariants(input: AssignmentInput, assignments: Pair[], loadSpread = 1) {
  const recused = new Set(input.recusals.map((r) => `${r.projectId}:${r.judgeId}`))
  const judgesOf = new Map(input.projectIds.map((id) => [id, [] as number[]]))
  const load = new Map(input.judgeIds.map((id) => [id, 0]))
  for (const { projectId, judgeId } of assignments) {
    expect(judgesOf.has(projectId), `project ${projectId} is not one judges see`).toBe(true)
    expect(load.has(judgeId), `judge ${judgeId} is not active`).toBe(true)
    expect(recused.has(`${projectId}:${judgeId}`), `judge ${judgeId} stepped aside from ${projectId}`).toBe(
      false,
    )
    judgesOf.get(projectId)!.push(judgeId)
    load.set(judgeId, load.get(judgeId)! + 1)
  }
  for (const [projectId, judges] of judgesOf) {
    // N distinct judges (fewer only when not enough judges could take it).
    const eligible = input.judgeIds.filter((j) => !recused.has(`${projectId}:${j}`)).length
    expect(new Set(judges).size, `project ${projectId}`).toBe(judges.length)
    expect(judges.length, `project ${projectId}`).toBe(Math.min(input.judgesPerProject, eligible))
  }
  const loads = [...load.values()]
  expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(loadSpread)
  for (const a of input.judgeIds) {
    for (const b of input.judgeIds) {
      if (a >= b) continue
      const together = [...judgesOf.values()].filter((js) => js.includes(a) && js.includes(b)).length
      expect(together, `judges ${a} and ${b} share no project`).toBeGreaterThan(0)
    }
  }
}

/** What the database would hold after the plan: the next call's `current`. */
const asCurrent = (pairs: Pair[], started: Set<string> = new Set()) =>
  pairs.map((p) => ({ ...p, started: started.has(`${p.projectId}:${p.judgeId}`) }))

describe('assigning 40 projects to 7 judges, 3 each', () => {
  const base: AssignmentInput = {
    projectIds: range(1, 40),
    judgeIds: range(101, 7),
    judgesPerProject: 3,
    current: [],
    recusals: [],
  }

  it('gives every project 3 judges, balanced loads, and every two judges a shared project', () => {
    const plan = planAssignments(base)
    expect(plan.assignments).toHaveLength(120)
    expect(plan.add).toHaveLength(120)
    expect(plan.remove).toEqual([])
    expectInvariants(base, plan.assignments)
  })

  it('changes nothing when run again on its own result', () => {
    const first = planAssignments(base).assignments
    const again = planAssignments({ ...base, current: asCurrent(first) })
    expect(again.add).toEqual([])
    expect(again.remove).toEqual([])
  })

  it('rebalancing a balanced plan changes nothing: no judge’s queue is shuffled for nothing', () => {
    const first = planAssignments(base).assignments
    const again = planAssignments({ ...base, current: asCurrent(first) }, 'rebalance')
    expect(again.add).toEqual([])
    expect(again.remove).toEqual([])
  })

  it('replaces a judge who steps aside and never assigns them that project again', () => {
    const first = planAssignments(base).assignments
    const leaving = first.find((p) => p.judgeId === 103)!
    const input = { ...base, current: asCurrent(first), recusals: [leaving] }
    const plan = planAssignments(input)
    // Only the step-aside goes, and one judge takes its place: the queues judges are working through stay
    // as they were (loads may then differ by 2, until the organiser rebalances).
    expect(plan.remove).toEqual([leaving])
    expect(plan.add).toHaveLength(1)
    expect(plan.add[0]!.projectId).toBe(leaving.projectId)
    expectInvariants(input, plan.assignments, 2)
    expectInvariants(input, planAssignments(input, 'rebalance').assignments)
  })

  it('shares out the projects of a judge who is deactivated', () => {
    const first = planAssignments(base).assignments
    const input = { ...base, judgeIds: base.judgeIds.filter((id) => id !== 105), current: asCurrent(first) }
    const plan = planAssignments(input)
    expect(plan.remove.every((p) => p.judgeId === 105)).toBe(true)
    expect(plan.remove.length).toBe(first.filter((p) => p.judgeId === 105).length)
    expectInvariants(input, plan.assignments)
  })

  it('keeps the invariants after a step-aside and a deactivation together, and a judge returning', () => {
    const first = planAssignments(base).assignments
    const recusals = [
      { projectId: 7, judgeId: first.find((p) => p.projectId === 7)!.judgeId },
      { projectId: 8, judgeId: 101 },
    ]
    const without = { ...base, judgeIds: range(101, 6), current: asCurrent(first), recusals }
    const second = planAssignments(without).assignments
    expectInvariants(without, second)
    // The judge who returns takes nobody's work until the organiser rebalances.
    const back = { ...base, current: asCurrent(second), recusals }
    const toppedUp = planAssignments(back)
    expect([toppedUp.add, toppedUp.remove]).toEqual([[], []])
    expectInvariants(back, planAssignments(back, 'rebalance').assignments)
  })

  it('serves a new project without moving anything else', () => {
    const first = planAssignments(base).assignments
    const input = { ...base, projectIds: range(1, 41), current: asCurrent(first) }
    const plan = planAssignments(input)
    expect(plan.remove).toEqual([])
    expect(plan.add.map((p) => p.projectId)).toEqual([41, 41, 41])
    expectInvariants(input, plan.assignments)
  })

  it('never moves an assignment a judge has started, and rebalance plans the rest afresh', () => {
    const first = planAssignments(base).assignments
    const started = new Set(first.filter((p) => p.judgeId === 101).map((p) => `${p.projectId}:${p.judgeId}`))
    const input = {
      ...base,
      judgeIds: range(101, 7).filter((id) => id !== 102),
      current: asCurrent(first, started),
    }
    const plan = planAssignments(input, 'rebalance')
    for (const kept of started) {
      const [projectId, judgeId] = kept.split(':').map(Number)
      expect(plan.assignments).toContainEqual({ projectId, judgeId })
    }
    expectInvariants(input, plan.assignments)
  })

  it('fills projects as far as it can when there are too few judges, and drops extras when N goes down', () => {
    const few = { ...base, judgeIds: [101, 102] }
    const plan = planAssignments(few)
    expect(plan.assignments).toHaveLength(80)
    const fewer = { ...base, judgesPerProject: 2, current: asCurrent(planAssignments(base).assignments) }
    const lowered = planAssignments(fewer)
    expect(lowered.assignments).toHaveLength(80)
    // Dropped, not moved: the top-up gives the surplus to nobody; the organiser's rebalance evens it out.
    expect(lowered.add).toEqual([])
    expectInvariants(fewer, planAssignments(fewer, 'rebalance').assignments)
  })

  it('tops up without ever moving an assignment: a new judge takes new work only', () => {
    const first = planAssignments(base).assignments
    const input = { ...base, projectIds: range(1, 43), judgeIds: range(101, 8), current: asCurrent(first) }
    const plan = planAssignments(input)
    expect(plan.remove).toEqual([])
    // The three new projects go to the newcomer first (the least loaded), and to no one's detriment.
    expect(plan.add.filter((p) => p.judgeId === 108).map((p) => p.projectId)).toEqual([41, 42, 43])
    const rebalanced = planAssignments(input, 'rebalance')
    expect(rebalanced.remove.length).toBeGreaterThan(0)
    expectInvariants(input, rebalanced.assignments)
  })
})

describe('assignment at the demo event’s size', () => {
  it('plans 985 projects for 30 judges quickly and within the invariants', () => {
    const input: AssignmentInput = {
      projectIds: range(1, 985),
      judgeIds: range(1001, 30),
      judgesPerProject: 3,
      current: [],
      recusals: [],
    }
    const started = performance.now()
    const plan = planAssignments(input)
    expect(performance.now() - started).toBeLessThan(2000)
    expectInvariants(input, plan.assignments)
  })
})
