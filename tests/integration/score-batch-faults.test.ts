import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { submitScoreBatch } from '../../app/features/judging/scores.server'
import { action as submitBatch } from '../../app/routes/api.scoring.submit-batch'
import { action as dashboardAction } from '../../app/routes/judge-dashboard'
import { db } from '../../app/infra/db.server'
import { startSession } from '../../app/infra/cookies/session.server'
import { criteriaIds, addJudge, addProject } from '../setup/fixtures'
import { createTestDb } from '../setup/test-db'

// A batch is answered "saved" if and only if it is on disk, also when SQLite itself ends its transaction
// halfway: a full disk, an I/O error, a trigger's RAISE(ROLLBACK). The routes and these tests call the same
// function (submitScoreBatch); the faults are injected on the connection the routes use.

/** Ends the transaction of any batch that carries the comment "fault", when its row is written. */
const FAULT = `CREATE TEMP TRIGGER IF NOT EXISTS injected_fault BEFORE INSERT ON main.project_scores
  WHEN NEW.comments = 'fault' BEGIN SELECT RAISE(ROLLBACK, 'injected fault'); END`

let C: number[]
let project: number
beforeAll(() => {
  C = criteriaIds(db)
  project = addProject(db, { name: 'Volcano', status: 'approved' }).id
})
afterAll(() => db.$client.close())

/** Every criterion at `score`; the third item carries `comment`, so two rows are written before it. */
const batch = (score: number, comment: string | null = null) =>
  C.map((criteriaId, i) => ({ projectId: project, criteriaId, score, comments: i === 2 ? comment : null }))
const stored = (judgeId: number) =>
  db.$client
    .prepare<[number, number], number>(
      'SELECT score FROM project_scores WHERE project_id = ? AND judge_id = ? ORDER BY criteria_id',
    )
    .pluck()
    .all(project, judgeId)
const ledger = (batchId: string) =>
  db.$client.prepare('SELECT count(*) FROM score_batches WHERE batch_id = ?').pluck().get(batchId)
const progress = (judgeId: number) =>
  db.$client
    .prepare('SELECT scored FROM judge_progress WHERE judge_id = ? AND project_id = ?')
    .pluck()
    .get(judgeId, project)
const id = (n: number) => `fault-batch-${String(n).padStart(8, '0')}`

function thrown(run: () => unknown) {
  try {
    run()
  } catch (error) {
    return error as Error & { code?: string }
  }
  throw new Error('the batch was answered as saved')
}

describe('a batch whose transaction SQLite ends', () => {
  it('by a trigger’s RAISE(ROLLBACK) halfway: answered as failed, nothing of it written', () => {
    const judge = addJudge(db)
    submitScoreBatch(db, judge, batch(4), { batchId: id(1) })
    db.$client.exec(FAULT)
    try {
      const error = thrown(() => submitScoreBatch(db, judge, batch(8, 'fault'), { batchId: id(2) }))
      expect(error.message).toBe('injected fault')
      expect(stored(judge.id)).toEqual(C.map(() => 4))
      expect(ledger(id(2))).toBe(0)
      expect(progress(judge.id)).toBe(C.length)
      // The connection is not left inside a transaction: the next batch is saved alone and answered so.
      expect(db.$client.inTransaction).toBe(false)
      expect(submitScoreBatch(db, judge, batch(9), { batchId: id(3) })).toEqual({
        saved: C.length,
        skipped: 0,
        skippedProjects: [],
      })
      expect(stored(judge.id)).toEqual(C.map(() => 9))
    } finally {
      db.$client.exec('DROP TRIGGER IF EXISTS temp.injected_fault')
    }
  })

  it('by a full disk: answered as failed, nothing of it written; saved once there is room', () => {
    const judge = addJudge(db)
    const long = 'x'.repeat(200_000)
    const pages = db.$client.pragma('page_count', { simple: true }) as number
    db.$client.pragma(`max_page_count = ${pages}`)
    try {
      const error = thrown(() => submitScoreBatch(db, judge, batch(6, long), { batchId: id(4) }))
      expect(error.code).toBe('SQLITE_FULL')
      expect(stored(judge.id)).toEqual([])
      expect(ledger(id(4))).toBe(0)
      expect(progress(judge.id)).toBeUndefined()
    } finally {
      db.$client.pragma('max_page_count = 4294967294')
    }
    expect(submitScoreBatch(db, judge, batch(6, long), { batchId: id(4) })).toEqual({
      saved: C.length,
      skipped: 0,
      skippedProjects: [],
    })
    expect(ledger(id(4))).toBe(1)
  })

  it('is answered as failed by both routes that save scores, and leaves nothing', async () => {
    const judge = addJudge(db)
    const setCookie = await startSession(new Request('http://localhost/judge-login'), {
      judgeId: judge.id,
      lastSeen: Date.now(),
    })
    const cookie = setCookie.split(';')[0]!
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    db.$client.exec(FAULT)
    try {
      const api = new Request('http://localhost/api/scoring/submit-batch', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ scores: batch(7, 'fault'), batchId: id(5) }),
      })
      await expect(submitBatch({ request: api, params: {}, context: {} })).rejects.toThrow('injected fault')

      // The evaluate form as the page posts it, without JavaScript.
      const form = new URLSearchParams({ intent: 'score', projectId: String(project), batchId: id(6) })
      for (const item of batch(7, 'fault')) {
        form.append('criteriaId', String(item.criteriaId))
        form.set(`score-${item.criteriaId}`, String(item.score))
        form.set(`comments-${item.criteriaId}`, item.comments ?? '')
      }
      const page = new Request('http://localhost/judge-dashboard', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: form,
      })
      const answer = (await dashboardAction({ request: page, params: {}, context: {} })) as unknown as {
        data: { message: string }
        init: { status: number }
      }
      expect(answer.init.status).toBe(500)
      expect(answer.data.message).toBe('Failed to submit scores. Please try again.')
      expect(logged).toHaveBeenCalledWith(
        'Scores could not be saved',
        expect.objectContaining({ message: 'injected fault' }),
      )
      expect(stored(judge.id)).toEqual([])
      expect([ledger(id(5)), ledger(id(6))]).toEqual([0, 0])
    } finally {
      db.$client.exec('DROP TRIGGER IF EXISTS temp.injected_fault')
      logged.mockRestore()
    }
  })
})

type Done = { type: 'done'; outcomes: string[] }

describe('judges saving at the same moment, with faults among their batches', () => {
  it('every batch answered saved is on disk, every batch answered failed is not', async () => {
    const t = createTestDb()
    try {
      const criteria = criteriaIds(t.db)
      const projects = ['Kite', 'Robot'].map((name) => addProject(t.db, { name, status: 'approved' }).id)
      const judges = [addJudge(t.db), addJudge(t.db), addJudge(t.db)]
      const ROUNDS = 10
      // Every third batch of a judge fails halfway (its third row); a judge writes only their own rows, each
      // batch over the last one for the same project.
      const plans = judges.map((judge) => {
        const batches: { projectId: number; criteriaId: number; score: number; comments: string }[][] = []
        const batchIds: string[] = []
        for (let round = 0; round < ROUNDS; round++) {
          for (const projectId of projects) {
            const n = batches.length
            batches.push(
              criteria.map((criteriaId, i) => ({
                projectId,
                criteriaId,
                score: (judge.id + round + i) % 11,
                comments: i === 2 && n % 3 === 1 ? 'fault' : `round ${round}`,
              })),
            )
            batchIds.push(`judge-${judge.id}-batch-${String(n).padStart(4, '0')}`)
          }
        }
        return { judge, batches, batchIds }
      })

      const start = new SharedArrayBuffer(4)
      let ready = 0
      const workers = plans.map(
        ({ judge, batches, batchIds }) =>
          new Worker(path.resolve('tests/setup/score-worker.mjs'), {
            workerData: { file: t.file, judgeId: judge.id, batches, batchIds, start, fault: FAULT },
          }),
      )
      const done = workers.map(
        (worker) =>
          new Promise<Done>((resolve, reject) => {
            worker.on('message', (message: { type: string; outcomes?: string[]; message?: string }) => {
              if (message.type === 'ready' && ++ready === workers.length) {
                Atomics.store(new Int32Array(start), 0, 1)
                Atomics.notify(new Int32Array(start), 0)
              } else if (message.type === 'done') resolve(message as Done)
              else if (message.type === 'error') reject(new Error(message.message))
            })
            worker.on('error', reject)
          }),
      )
      let results: Done[]
      try {
        results = await Promise.all(done)
      } finally {
        await Promise.all(workers.map((w) => w.terminate()))
      }

      const inLedger = t.db.$client.prepare('SELECT count(*) FROM score_batches WHERE batch_id = ?').pluck()
      const score = t.db.$client.prepare(
        'SELECT score, comments FROM project_scores WHERE project_id = ? AND judge_id = ? AND criteria_id = ?',
      )
      for (const [j, { judge, batches, batchIds }] of plans.entries()) {
        const outcomes = results[j]!.outcomes
        const faulty = (n: number) => n % 3 === 1
        expect(outcomes).toEqual(batches.map((_, n) => (faulty(n) ? 'injected fault' : 'saved')))
        for (const [n, batchId] of batchIds.entries()) {
          expect({ batchId, onDisk: inLedger.get(batchId) === 1 }).toEqual({
            batchId,
            onDisk: outcomes[n] === 'saved',
          })
        }
        // Each project holds exactly the last batch answered saved for it, whole.
        for (const projectId of projects) {
          const last = batches.filter((items, n) => items[0]!.projectId === projectId && !faulty(n)).at(-1)!
          for (const item of last) {
            expect(score.get(projectId, judge.id, item.criteriaId)).toEqual({
              score: item.score,
              comments: item.comments,
            })
          }
        }
      }
      const progress = t.db.$client
        .prepare(
          `SELECT count(*) FROM judge_progress p WHERE p.scored <> (SELECT count(*) FROM project_scores s
             WHERE s.judge_id = p.judge_id AND s.project_id = p.project_id)`,
        )
        .pluck()
      expect(progress.get()).toBe(0)
    } finally {
      t.close()
    }
  }, 60_000)
})
