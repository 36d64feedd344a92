import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScoringError, submitScoreBatch } from '../../app/models/judging.server'
import { scoreBatchSchema } from '../../app/schemas/scoring'
import { judges } from '../../db/schema'
import { createTestDb } from '../setup/test-db'
import { criteriaIds, insertProject } from '../setup/fixtures'

// Issue 15: a batch sent again (a retry after a lost answer, a tablet's offline queue) is applied once, and
// an older evaluation never overwrites a newer one.

let t: ReturnType<typeof createTestDb>
let C: number[]
let project: number
const judge = (id: number) => ({ id, isActive: true, isApproved: true })
let me: ReturnType<typeof judge>
let other: ReturnType<typeof judge>

beforeEach(() => {
  t = createTestDb()
  C = criteriaIds(t.db)
  project = insertProject(t.db, { name: 'Volcano', status: 'approved' })
  const add = (email: string) =>
    t.db.insert(judges).values({ name: 'J', email, password: 'x', approvedAt: new Date() }).returning().get()
      .id
  me = judge(add('me@example.org'))
  other = judge(add('other@example.org'))
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
    const first = submitScoreBatch(t.db, me, batch(7), { batchId: id(1), evaluatedAt: 1_000 })
    expect(first).toEqual({ saved: 5, skipped: 0 })
    // The replay carries other numbers (a bug, a tampered copy): they are not applied either.
    expect(submitScoreBatch(t.db, me, batch(2), { batchId: id(1), evaluatedAt: 5_000 })).toEqual(first)
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
    expect(submitScoreBatch(t.db, me, batch(6), { batchId: id(5) })).toEqual({ saved: 5, skipped: 0 })
  })
})

describe('an evaluation’s time', () => {
  it('keeps a newer evaluation when an older one arrives late', () => {
    submitScoreBatch(t.db, me, batch(9), { batchId: id(6), evaluatedAt: 2_000 })
    const late = submitScoreBatch(t.db, me, batch(2), { batchId: id(7), evaluatedAt: 1_000 })
    expect(late).toEqual({ saved: 0, skipped: 5 })
    expect(stored().map((row) => row.score)).toEqual([9, 9, 9, 9, 9])
    // A newer one still overwrites, criterion by criterion.
    submitScoreBatch(t.db, me, [{ projectId: project, criteriaId: C[0]!, score: 4 }], { evaluatedAt: 3_000 })
    expect(stored().map((row) => row.score)).toEqual([4, 9, 9, 9, 9])
  })

  it('is never later than the server’s clock, so a tablet set in the future cannot pin its scores', () => {
    const now = Date.now()
    submitScoreBatch(t.db, me, batch(9), { evaluatedAt: now + 86_400_000, now })
    expect(stored()[0]!.evaluatedAt).toBe(now)
    submitScoreBatch(t.db, me, batch(3), { now: now + 1 })
    expect(stored().map((row) => row.score)).toEqual([3, 3, 3, 3, 3])
  })

  it('compares with the time of rows saved before it existed', () => {
    submitScoreBatch(t.db, me, batch(9))
    t.db.$client.prepare('UPDATE project_scores SET evaluated_at = NULL, submitted_at = 5000').run()
    expect(submitScoreBatch(t.db, me, batch(1), { evaluatedAt: 4_000 })).toEqual({ saved: 0, skipped: 5 })
    expect(submitScoreBatch(t.db, me, batch(1), { evaluatedAt: 6_000 })).toEqual({ saved: 5, skipped: 0 })
  })
})

describe('the batch schema', () => {
  const scores = [{ projectId: 1, criteriaId: 1, score: 5 }]

  it('keeps the fields optional, and reads a form’s strings', () => {
    for (const body of [{ scores }, { scores, batchId: '', evaluatedAt: '' }]) {
      const parsed = scoreBatchSchema.parse(body)
      expect(parsed.batchId).toBeUndefined()
      expect(parsed.evaluatedAt).toBeUndefined()
    }
    expect(
      scoreBatchSchema.parse({ scores, batchId: crypto.randomUUID(), evaluatedAt: '1700000000000' })
        .evaluatedAt,
    ).toBe(1_700_000_000_000)
  })

  it('refuses a malformed id or time with a message', () => {
    for (const batchId of ['short', 'x'.repeat(101), 'has space in it here', 7]) {
      expect(scoreBatchSchema.safeParse({ scores, batchId }).error?.issues[0]?.message).toMatch(
        /evaluation id/,
      )
    }
    for (const evaluatedAt of [-5, 1.5, 'soon', '1e12']) {
      expect(scoreBatchSchema.safeParse({ scores, evaluatedAt }).success).toBe(false)
    }
  })
})
