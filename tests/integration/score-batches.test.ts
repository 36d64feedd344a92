import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScoringError, submitScoreBatch } from '../../app/features/judging/scores.server'
import { scoreBatchSchema } from '../../app/features/judging/scoring'
import { createTestDb } from '../setup/test-db'
import { addJudge, addProject, criteriaIds } from '../setup/fixtures'

// A batch sent again (a retry after a lost answer, a tablet's offline queue) is applied once, and an older
// evaluation never overwrites a newer one: older by the server's clock, minus the age the tablet measured.

let t: ReturnType<typeof createTestDb>
let C: number[]
let project: number
const judge = (id: number) => ({ id, isActive: true, isApproved: true })
let me: ReturnType<typeof judge>
let other: ReturnType<typeof judge>

beforeEach(() => {
  t = createTestDb()
  C = criteriaIds(t.db)
  project = addProject(t.db, { name: 'Volcano', status: 'approved' }).id
  me = judge(addJudge(t.db).id)
  other = judge(addJudge(t.db).id)
})
afterEach(() => t.close())

const batch = (score: number) => C.map((criteriaId) => ({ projectId: project, criteriaId, score }))
const stored = (judgeId = me.id) =>
  t.db.$client
    .prepare<[number, number], { score: number; evaluatedAt: number | null }>(
      'SELECT score, evaluated_at AS evaluatedAt FROM project_scores WHERE project_id = ? AND judge_id = ? ORDER BY criteria_id',
    )
    .all(project, judgeId)
const ledgerRows = () => t.db.$client.prepare('SELECT count(*) FROM score_batches').pluck().get()
const id = (n: number) => `batch-${String(n).padStart(12, '0')}`

/** The model's refusal (a ScoringError), or null when it accepted; any other error is thrown again. */
function refusal(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof ScoringError) return error
    throw error
  }
  return null
}

describe('a batch with an id', () => {
  it('is applied once: sent again it answers the first answer and writes nothing', () => {
    const first = submitScoreBatch(t.db, me, batch(7), { batchId: id(1), ageMs: 5_000 })
    expect(first).toEqual({ saved: 5, skipped: 0, skippedProjects: [] })
    // The replay carries other numbers (a bug, a tampered copy): they are not applied either.
    expect(submitScoreBatch(t.db, me, batch(2), { batchId: id(1), ageMs: 0 })).toEqual(first)
    expect(stored().map((row) => row.score)).toEqual([7, 7, 7, 7, 7])
    expect(ledgerRows()).toBe(1)
  })

  it('answers the first answer even after the judge was switched off', () => {
    const first = submitScoreBatch(t.db, me, batch(7), { batchId: id(2) })
    t.db.$client.prepare('UPDATE judges SET is_active = 0 WHERE id = ?').run(me.id)
    expect(submitScoreBatch(t.db, { ...me, isActive: false }, batch(7), { batchId: id(2) })).toEqual(first)
    // A new batch from the switched-off judge is still refused.
    expect(
      refusal(() => submitScoreBatch(t.db, { ...me, isActive: false }, batch(7), { batchId: id(3) })),
    ).toMatchObject({
      status: 403,
    })
  })

  it('is refused (409) when another judge already used the id, and nothing is written', () => {
    submitScoreBatch(t.db, me, batch(7), { batchId: id(4) })
    const error = refusal(() => submitScoreBatch(t.db, other, batch(3), { batchId: id(4) }))
    expect(error).toBeInstanceOf(ScoringError)
    expect(error).toMatchObject({ status: 409 })
    expect(stored(other.id)).toEqual([])
  })

  it('is not recorded when refused, so a corrected retry with the same id can still apply', () => {
    const tooHigh = C.map((criteriaId) => ({ projectId: project, criteriaId, score: 11 }))
    expect(refusal(() => submitScoreBatch(t.db, me, tooHigh, { batchId: id(5) }))).toMatchObject({
      status: 400,
    })
    expect(ledgerRows()).toBe(0)
    expect(submitScoreBatch(t.db, me, batch(6), { batchId: id(5) })).toEqual({
      saved: 5,
      skipped: 0,
      skippedProjects: [],
    })
  })

  it('answers a replay recorded before skipped projects were named with none', () => {
    t.db.$client
      .prepare('INSERT INTO score_batches (batch_id, judge_id, answer) VALUES (?, ?, ?)')
      .run(id(8), me.id, JSON.stringify({ saved: 5, skipped: 0 }))
    expect(submitScoreBatch(t.db, me, batch(1), { batchId: id(8) })).toEqual({
      saved: 5,
      skipped: 0,
      skippedProjects: [],
    })
  })
})

describe('an evaluation’s time', () => {
  const T = 1_750_000_000_000
  const at = (now: number, ageMs?: number) => ({ now, ageMs })

  it('is the server’s clock minus the age the tablet measured: an older one arriving late is skipped', () => {
    submitScoreBatch(t.db, me, batch(9), at(T))
    // Pressed 10 s before the 9s were saved, arriving 20 s after: older, so it changes nothing.
    const late = submitScoreBatch(t.db, me, batch(2), at(T + 20_000, 30_000))
    expect(late).toEqual({ saved: 0, skipped: 5, skippedProjects: [project] })
    expect(stored().map((row) => row.score)).toEqual([9, 9, 9, 9, 9])
    expect(stored()[0]!.evaluatedAt).toBe(T)
    // Pressed after the 9s were saved, arriving later still: newer, criterion by criterion.
    const later = submitScoreBatch(
      t.db,
      me,
      [{ projectId: project, criteriaId: C[0]!, score: 4 }],
      at(T + 40_000, 30_000),
    )
    expect(later).toEqual({ saved: 1, skipped: 0, skippedProjects: [] })
    expect(stored().map((row) => row.score)).toEqual([4, 9, 9, 9, 9])
    expect(stored()[0]!.evaluatedAt).toBe(T + 10_000)
  })

  it('names each project left alone, once, and writes the others', () => {
    const second = addProject(t.db, { name: 'Kite', status: 'approved' }).id
    submitScoreBatch(t.db, me, batch(9), at(T))
    const both = [...batch(3), ...C.map((criteriaId) => ({ projectId: second, criteriaId, score: 3 }))]
    expect(submitScoreBatch(t.db, me, both, at(T + 1_000, 5_000))).toEqual({
      saved: 5,
      skipped: 5,
      skippedProjects: [project],
    })
  })

  it('is never in the future and never before 0: a negative or huge age is clamped, not refused', () => {
    submitScoreBatch(t.db, me, batch(9), at(T, -86_400_000))
    expect(stored()[0]!.evaluatedAt).toBe(T)
    submitScoreBatch(t.db, me, batch(3), at(T + 1))
    expect(stored().map((row) => row.score)).toEqual([3, 3, 3, 3, 3])
    expect(submitScoreBatch(t.db, me, batch(1), at(T + 2, 10 * T))).toMatchObject({ saved: 0 })
    expect(submitScoreBatch(t.db, other, batch(1), at(T + 2, 10 * T))).toMatchObject({ saved: 5 })
    expect(stored(other.id)[0]!.evaluatedAt).toBe(0)
  })

  it('compares with the time of rows saved before it existed', () => {
    submitScoreBatch(t.db, me, batch(9))
    t.db.$client.prepare('UPDATE project_scores SET evaluated_at = NULL, submitted_at = 5000').run()
    expect(submitScoreBatch(t.db, me, batch(1), at(6_000, 2_000))).toMatchObject({ saved: 0, skipped: 5 })
    expect(submitScoreBatch(t.db, me, batch(1), at(6_000, 0))).toMatchObject({ saved: 5, skipped: 0 })
  })
})

describe('the batch schema', () => {
  const scores = [{ projectId: 1, criteriaId: 1, score: 5 }]

  it('keeps the fields optional, and reads a form’s strings', () => {
    for (const body of [{ scores }, { scores, batchId: '', ageMs: '', judgeId: '' }]) {
      const parsed = scoreBatchSchema.parse(body)
      expect([parsed.batchId, parsed.ageMs, parsed.judgeId]).toEqual([undefined, undefined, undefined])
    }
    expect(scoreBatchSchema.parse({ scores, ageMs: '1500', judgeId: '7' })).toMatchObject({
      ageMs: 1_500,
      judgeId: 7,
    })
  })

  it('takes any age, even a negative or fractional one (the model clamps it), and drops a wall-clock time', () => {
    for (const ageMs of [-5, 1.5, 0, 86_400_000]) {
      expect(scoreBatchSchema.parse({ scores, ageMs }).ageMs).toBe(ageMs)
    }
    // Pages from before sent the tablet's clock: accepted, and never read.
    expect(scoreBatchSchema.parse({ scores, evaluatedAt: 1_700_000_000_000 })).not.toHaveProperty(
      'evaluatedAt',
    )
  })

  it('refuses a malformed id, age or judge with a message', () => {
    for (const batchId of ['short', 'x'.repeat(101), 'has space in it here', 7]) {
      expect(scoreBatchSchema.safeParse({ scores, batchId }).error?.issues[0]?.message).toMatch(
        /evaluation id/,
      )
    }
    for (const ageMs of ['soon', '1e12', true]) {
      expect(scoreBatchSchema.safeParse({ scores, ageMs }).error?.issues[0]?.message).toMatch(/age/)
    }
    for (const judgeId of [0, -1, 'me', 1.5]) {
      expect(scoreBatchSchema.safeParse({ scores, judgeId }).success).toBe(false)
    }
  })
})
