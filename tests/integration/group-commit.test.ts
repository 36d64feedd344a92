import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScoringError, submitScoreBatchTogether } from '../../app/models/judging.server'
import { commitTogether } from '../../db/group-commit'
import { judges } from '../../db/schema'
import { criteriaIds, insertProject } from '../setup/fixtures'
import { createTestDb } from '../setup/test-db'

// Issue 18: batches that arrive together share one commit (db/group-commit.ts, docs/decisions/0019), each
// still all or nothing, and none is answered before the commit that holds it has returned.

let t: ReturnType<typeof createTestDb>
let C: number[]
let projects: number[]
let judgeIds: number[]

beforeEach(() => {
  t = createTestDb()
  C = criteriaIds(t.db)
  projects = ['Volcano', 'Kite', 'Robot'].map((name) => insertProject(t.db, { name, status: 'approved' }))
  judgeIds = ['a', 'b', 'c'].map(
    (name) =>
      t.db
        .insert(judges)
        .values({ name, email: `${name}@example.org`, password: 'x', approvedAt: new Date() })
        .returning()
        .get().id,
  )
})
afterEach(() => t.close())

const judge = (id: number) => ({ id, isActive: true, isApproved: true })
const batch = (projectId: number, score: number) => C.map((criteriaId) => ({ projectId, criteriaId, score }))
const scoresOf = (judgeId: number) =>
  t.db.$client
    .prepare('SELECT score FROM project_scores WHERE judge_id = ? ORDER BY project_id, criteria_id')
    .pluck()
    .all(judgeId)

describe('commitTogether', () => {
  it('commits the writes of one turn together and answers each only after that commit', async () => {
    const other = new Database(t.file, { readonly: true })
    const count = other.prepare('SELECT count(*) FROM project_scores').pluck()
    const insert = t.db.$client.prepare(
      'INSERT INTO project_scores (project_id, judge_id, criteria_id, score) VALUES (?, ?, ?, 1)',
    )
    const seenByOthers: number[] = []
    let answeredFirst = false
    const first = commitTogether(t.db.$client, () => insert.run(projects[0], judgeIds[0], C[0]))
    void first.then(() => (answeredFirst = true))
    const second = commitTogether(t.db.$client, () => {
      insert.run(projects[1], judgeIds[0], C[0])
      // Inside the group's transaction: the first write is made, not yet committed, not yet answered.
      seenByOthers.push(count.get() as number)
      expect(answeredFirst).toBe(false)
    })
    await Promise.all([first, second])
    expect(seenByOthers).toEqual([0])
    expect(count.get()).toBe(2)
    other.close()
  })

  it('rolls back a write that throws, alone: the others of its group commit', async () => {
    const insert = t.db.$client.prepare(
      'INSERT INTO project_scores (project_id, judge_id, criteria_id, score) VALUES (?, ?, ?, ?)',
    )
    const results = await Promise.allSettled([
      commitTogether(t.db.$client, () => insert.run(projects[0], judgeIds[0], C[0], 3)),
      commitTogether(t.db.$client, () => {
        insert.run(projects[1], judgeIds[0], C[0], 4)
        throw new Error('refused halfway')
      }),
      commitTogether(t.db.$client, () => insert.run(projects[2], judgeIds[0], C[0], 5)),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(scoresOf(judgeIds[0]!)).toEqual([3, 5])
  })

  it('waits for another process’s write without stopping this one, then commits', async () => {
    // Another worker holds the write lock for 60 ms. SQLite's own wait would sleep and stop this
    // process's event loop; the group waits in the event loop instead, so other work goes on meanwhile.
    const blocker = new Database(t.file)
    blocker.exec('BEGIN IMMEDIATE')
    blocker
      .prepare('INSERT INTO project_scores (project_id, judge_id, criteria_id, score) VALUES (?, ?, ?, 7)')
      .run(projects[2], judgeIds[1], C[0])
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        blocker.exec('COMMIT')
        resolve()
      }, 60),
    )
    let ticks = 0
    const ticking = setInterval(() => ticks++, 5)
    const insert = t.db.$client.prepare(
      'INSERT INTO project_scores (project_id, judge_id, criteria_id, score) VALUES (?, ?, ?, 1)',
    )
    const started = performance.now()
    await Promise.all([
      commitTogether(t.db.$client, () => insert.run(projects[0], judgeIds[0], C[0])),
      commitTogether(t.db.$client, () => insert.run(projects[1], judgeIds[0], C[0])),
      released,
    ])
    clearInterval(ticking)
    blocker.close()
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
    // The timer kept firing while the group waited: the event loop was never held.
    expect(ticks).toBeGreaterThanOrEqual(5)
    expect(scoresOf(judgeIds[0]!)).toEqual([1, 1])
    expect(scoresOf(judgeIds[1]!)).toEqual([7])
    // The connection's own busy timeout is as it was.
    expect(t.db.$client.pragma('busy_timeout', { simple: true })).toBe(5000)
  })

  it('fails every write of a group whose commit fails, and leaves nothing', async () => {
    // Another connection holds the write lock for longer than the busy timeout allows.
    t.db.$client.pragma('busy_timeout = 50')
    const blocker = new Database(t.file)
    blocker.exec('BEGIN IMMEDIATE')
    const insert = t.db.$client.prepare(
      'INSERT INTO project_scores (project_id, judge_id, criteria_id, score) VALUES (?, ?, ?, 1)',
    )
    const results = await Promise.allSettled([
      commitTogether(t.db.$client, () => insert.run(projects[0], judgeIds[0], C[0])),
      commitTogether(t.db.$client, () => insert.run(projects[1], judgeIds[0], C[0])),
    ])
    blocker.exec('ROLLBACK')
    blocker.close()
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(scoresOf(judgeIds[0]!)).toEqual([])
  })
})

describe('submitScoreBatchTogether', () => {
  it('saves the judges’ batches sent together, and refuses an out-of-range one alone', async () => {
    const maxPoints = t.db.$client.prepare('SELECT max_points FROM scoring_criteria WHERE id = ?').pluck()
    const tooHigh = batch(projects[2]!, 1).map((item, i) =>
      i === 0 ? { ...item, score: (maxPoints.get(C[0]) as number) + 1 } : item,
    )
    const results = await Promise.allSettled([
      submitScoreBatchTogether(t.db, judge(judgeIds[0]!), batch(projects[0]!, 2)),
      submitScoreBatchTogether(t.db, judge(judgeIds[1]!), tooHigh),
      submitScoreBatchTogether(t.db, judge(judgeIds[2]!), batch(projects[1]!, 1)),
    ])
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { saved: C.length } })
    expect(results[1]).toMatchObject({ status: 'rejected' })
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ScoringError)
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { saved: C.length } })
    expect(scoresOf(judgeIds[0]!)).toEqual(C.map(() => 2))
    expect(scoresOf(judgeIds[1]!)).toEqual([])
    expect(scoresOf(judgeIds[2]!)).toEqual(C.map(() => 1))
  })

  it('applies a batch sent twice in one group once, answering both the same', async () => {
    const send = () =>
      submitScoreBatchTogether(t.db, judge(judgeIds[0]!), batch(projects[0]!, 2), {
        batchId: 'batch-000000000001',
      })
    const [a, b] = await Promise.all([send(), send()])
    expect(b).toEqual(a)
    expect(t.db.$client.prepare('SELECT count(*) FROM score_batches').pluck().get()).toBe(1)
    expect(scoresOf(judgeIds[0]!)).toEqual(C.map(() => 2))
  })
})
