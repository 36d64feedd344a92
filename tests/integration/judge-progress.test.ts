import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { judges, projects, scoringCriteria } from '../../db/schema'
import { addCriterion, listAllCriteria, updateCriterion } from '../../app/features/judging/criteria.server'
import { judgeDashboardList } from '../../app/features/judging/judge-queue.server'
import { submitScoreBatch } from '../../app/features/judging/scores.server'
import { createTestDb } from '../setup/test-db'
import { criteriaIds, addJudge, addProject } from '../setup/fixtures'

// judge_progress (migration 0012) holds, for each judge and project, how many active criteria
// the judge scored; triggers keep it. After every kind of change it must equal what the scores say.

let t: ReturnType<typeof createTestDb>
let C: number[]

beforeEach(() => {
  t = createTestDb()
  C = criteriaIds(t.db)
})
afterEach(() => t.close())

/** The table, and the same counted from the scores themselves: [judge, project, scored] rows. */
function progress() {
  const rows = (sql: string) => t.db.$client.prepare(sql).raw().all()
  return {
    kept: rows('SELECT judge_id, project_id, scored FROM judge_progress ORDER BY 1, 2'),
    counted: rows(
      `SELECT s.judge_id, s.project_id, count(*) FROM project_scores s
       JOIN scoring_criteria c ON c.id = s.criteria_id AND c.is_active = 1
       GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
  }
}

function expectInStep() {
  const { kept, counted } = progress()
  expect(kept).toEqual(counted)
  return kept
}

const score = (
  judge: { id: number; isActive: boolean; isApproved: boolean },
  projectId: number,
  criteria: number[],
  value = 5,
) =>
  submitScoreBatch(
    t.db,
    judge,
    criteria.map((criteriaId) => ({ projectId, criteriaId, score: value, comments: null })),
  )

function criterionInput(id: number, isActive: boolean) {
  const c = listAllCriteria(t.db).find((row) => row.id === id)!
  return { name: c.name, description: c.description, maxPoints: c.maxPoints, weight: c.weight, isActive }
}

describe('judge_progress, kept by triggers', () => {
  it('follows scores given, changed, and removed with their project or judge', () => {
    const [a, b] = [
      addProject(t.db, { name: 'Project', status: 'approved' }).id,
      addProject(t.db, { name: 'Project', status: 'approved' }).id,
    ]
    const one = addJudge(t.db)
    const two = addJudge(t.db)
    expect(score(one, a, C.slice(0, 2)).saved).toBe(2)
    expect(score(one, b, C)).toMatchObject({ saved: 5 })
    score(two, a, C.slice(0, 3))
    expect(expectInStep()).toEqual([
      [one.id, a, 2],
      [one.id, b, 5],
      [two.id, a, 3],
    ])
    // Changing a score (the upsert) counts nothing twice.
    score(one, a, C.slice(0, 3), 9)
    expect(expectInStep()).toContainEqual([one.id, a, 3])

    t.db.delete(projects).where(eq(projects.id, b)).run()
    expect(expectInStep()).toEqual([
      [one.id, a, 3],
      [two.id, a, 3],
    ])
    t.db.delete(judges).where(eq(judges.id, two.id)).run()
    expect(expectInStep()).toEqual([[one.id, a, 3]])
  })

  it('counts again when a criterion is switched off or on, added or deleted', () => {
    const a = addProject(t.db, { name: 'Project', status: 'approved' }).id
    const judge = addJudge(t.db)
    score(judge, a, C)
    expect(expectInStep()).toEqual([[judge.id, a, 5]])

    expect(updateCriterion(t.db, C[0]!, criterionInput(C[0]!, false)).ok).toBe(true)
    expect(expectInStep()).toEqual([[judge.id, a, 4]])
    // Saving a criterion without switching it recounts nothing, and changes nothing.
    expect(updateCriterion(t.db, C[1]!, criterionInput(C[1]!, true)).ok).toBe(true)
    expect(expectInStep()).toEqual([[judge.id, a, 4]])

    const added = addCriterion(t.db, {
      name: 'Teamwork',
      description: 'How they worked together',
      maxPoints: 10,
      weight: 1,
      isActive: true,
    })
    expect(added.ok).toBe(true)
    expect(expectInStep()).toEqual([[judge.id, a, 4]])

    expect(updateCriterion(t.db, C[0]!, criterionInput(C[0]!, true)).ok).toBe(true)
    expect(expectInStep()).toEqual([[judge.id, a, 5]])

    // The app never deletes a criterion; the database's cascade still leaves the table right.
    t.db.delete(scoringCriteria).where(eq(scoringCriteria.id, C[2]!)).run()
    expect(expectInStep()).toEqual([[judge.id, a, 4]])
  })

  it('gives the dashboard the same lists whether counted from the table or from the scores', () => {
    const judge = addJudge(t.db)
    const ids = Array.from(
      { length: 6 },
      (_, i) =>
        addProject(t.db, { name: `P${i}`, status: 'approved', submittedAt: 1_000_000 + i * 1_000 }).id,
    )
    ids.forEach((id, i) => score(judge, id, C.slice(0, i % 3 === 0 ? 5 : i % 3)))
    const reviewed = () => judgeDashboardList(t.db, judge.id, { view: 'reviewed', page: 1 })
    expect(reviewed().projects.map((p) => p.id)).toEqual([ids[0], ids[3]])
    // Switched off, the criteria nobody scored no longer hold a project back.
    for (const id of C.slice(2)) updateCriterion(t.db, id, criterionInput(id, false))
    expect(reviewed().projects.map((p) => p.id)).toEqual([ids[0], ids[2], ids[3], ids[5]])
    expect(reviewed().counts.reviewed).toBe(4)
    expectInStep()
  })
})
