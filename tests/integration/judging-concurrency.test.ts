import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { expect, it } from 'vitest'
import { projectScores } from '../../db/schema'
import { listJudgeRecords } from '../../app/features/judging/scores.server'
import type { ScoreItem } from '../../app/features/judging/scoring'
import { testDbPerTest } from '../setup/test-db'
import { addJudge, addProject, criteriaIds } from '../setup/fixtures'

/*
 * Several judges press "Submit" on the same projects at the same moment.
 * Each judge is a worker thread with its own better-sqlite3 connection to the
 * one database file (opened by the real openDatabase: WAL, busy_timeout 5000)
 * calling the real submitScoreBatch, loaded by tests/setup/score-worker.mjs
 * through Vite's module runner. Threads, not Vitest's test pool, because the
 * writers must overlap in time: SQLite's file locks are what is under test,
 * and only separate connections taking them concurrently exercise them.
 */

const JUDGES = 3
const ROUNDS = 30

type Done = { type: 'done'; saved: number; startedAt: number; commits: number[] }
type Failed = { type: 'error'; message: string; code: string | null }
type WorkerMessage = { type: 'ready' } | Done | Failed

const t = testDbPerTest()

/** Distinct per judge, round and criterion, so the last round is recognisable. */
function scoreFor(judgeId: number, round: number, criterionIndex: number) {
  return (judgeId * 7 + round * 3 + criterionIndex) % 11
}

function batchesFor(judgeId: number, projectIds: number[], criteriaIds: number[]): ScoreItem[][] {
  const batches: ScoreItem[][] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const projectId of projectIds) {
      batches.push(
        criteriaIds.map((criteriaId, index) => ({
          projectId,
          criteriaId,
          score: scoreFor(judgeId, round, index),
          comments: `judge ${judgeId} round ${round}`,
        })),
      )
    }
  }
  return batches
}

function runJudge(worker: Worker, ready: () => void): Promise<Done> {
  return new Promise((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') ready()
      else if (message.type === 'done') resolve(message)
      else reject(new Error(`judge worker failed: ${message.code ?? ''} ${message.message}`))
    })
    worker.on('error', reject)
    worker.on('exit', (code) => reject(new Error(`judge worker exited early with code ${code}`)))
  })
}

it('keeps every score when judges submit the same projects at the same moment', async () => {
  const projectIds = ['Volcano', 'Robot'].map(
    (name, i) =>
      addProject(t.db, { name, submissionType: 'video', status: i === 0 ? 'approved' : 'pending' }).id,
  )
  const judgeIds = Array.from({ length: JUDGES }, () => addJudge(t.db).id)
  const criteria = criteriaIds(t.db)

  // Every worker waits on this flag after loading, so no judge gets a head
  // start from loading the modules faster than the others.
  const start = new SharedArrayBuffer(4)
  let readyCount = 0
  const workers: Worker[] = []
  const results = judgeIds.map((judgeId) => {
    const worker = new Worker(path.resolve('tests/setup/score-worker.mjs'), {
      workerData: { file: t.file, judgeId, batches: batchesFor(judgeId, projectIds, criteria), start },
    })
    workers.push(worker)
    return runJudge(worker, () => {
      readyCount += 1
      if (readyCount === JUDGES) {
        const flag = new Int32Array(start)
        Atomics.store(flag, 0, 1)
        Atomics.notify(flag, 0)
      }
    })
  })

  let done: Done[]
  try {
    done = await Promise.all(results)
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }

  // Nothing refused, nothing lost.
  for (const result of done) {
    expect(result.saved).toBe(ROUNDS * projectIds.length * criteria.length)
  }

  // The judges really competed: each one started submitting while another was
  // still writing. (SQLite does not queue waiting writers fairly, so one judge
  // may wait out another's whole loop; the busy timeout covers that wait.)
  const lastCommit = (d: Done) => d.commits.at(-1) ?? Number.NEGATIVE_INFINITY
  for (const a of done) {
    const overlapping = done.filter(
      (b) => b !== a && a.startedAt < lastCommit(b) && b.startedAt < lastCommit(a),
    )
    expect(overlapping.length).toBeGreaterThan(0)
  }

  // One row per project × judge × criterion: upserts, never duplicates.
  const rows = t.db.select().from(projectScores).all()
  expect(rows).toHaveLength(projectIds.length * JUDGES * criteria.length)

  // Each judge's final scores are their own last round, untouched by the others.
  const lastRound = ROUNDS - 1
  for (const judgeId of judgeIds) {
    const records = listJudgeRecords(t.db, judgeId)
    expect(records.map((r) => r.projectId)).toEqual([...projectIds].sort((a, b) => a - b))
    for (const record of records) {
      expect(record.isComplete).toBe(true)
      expect(record.scores).toEqual(
        criteria.map((criteriaId, index) => ({
          criteriaId,
          score: scoreFor(judgeId, lastRound, index),
          comments: `judge ${judgeId} round ${lastRound}`,
        })),
      )
    }
  }
}, 20_000)
