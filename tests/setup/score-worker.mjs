// A judge's tablet, in its own thread: its own SQLite connection to the shared
// file, submitting batches through the real app/features/judging/scores.server.ts.
//
// Plain JavaScript because Vitest does not transform worker threads. The app's
// TypeScript modules are loaded with Vite's module runner (`runnerImport`,
// the same transform Vitest uses; vite is already a dev dependency), so the
// worker runs the real openDatabase and submitScoreBatch rather than a copy of
// their SQL.
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { runnerImport } from 'vite'

/**
 * @typedef {{
 *   file: string
 *   judgeId: number
 *   batches: { projectId: number; criteriaId: number; score: number; comments: string | null }[][]
 *   start: SharedArrayBuffer
 *   batchIds?: string[]
 *   fault?: string
 * }} Task
 *
 * `fault`: SQL run on this thread's connection first (a TEMP trigger that ends some batches' transactions).
 * With it, a batch that fails is answered as failed and the next one is sent, as the server would answer
 * one judge and go on with the next; `outcomes` says which were saved.
 */

/** Milliseconds on the process-wide monotonic clock, so times from different threads compare. */
function now() {
  return Number(process.hrtime.bigint()) / 1e6
}

async function main() {
  /** @type {Task} */
  const task = workerData
  const root = process.cwd()
  const inline = {
    root,
    logLevel: /** @type {const} */ ('silent'),
    resolve: { alias: { '~': path.join(root, 'app') } },
  }
  const { module: connection } = await runnerImport(path.join(root, 'db/connection.ts'), inline)
  const { module: judging } = await runnerImport(
    path.join(root, 'app/features/judging/scores.server.ts'),
    inline,
  )

  const db = connection.openDatabase(task.file)
  if (task.fault) db.$client.exec(task.fault)
  const judge = { id: task.judgeId, isActive: true, isApproved: true }
  const flag = new Int32Array(task.start)

  parentPort?.postMessage({ type: 'ready' })
  // Every worker blocks here until the test releases them all at once.
  Atomics.wait(flag, 0, 0)

  const startedAt = now()
  let saved = 0
  // When each batch committed, on a clock all threads share: the test reads
  // from them whether the judges' writes really interleaved.
  const commits = []
  /** @type {('saved' | string)[]} */
  const outcomes = []
  try {
    for (const [i, items] of task.batches.entries()) {
      try {
        saved += judging.submitScoreBatch(db, judge, items, { batchId: task.batchIds?.[i] }).saved
        outcomes.push('saved')
      } catch (error) {
        if (!task.fault) throw error
        outcomes.push(String(/** @type {Error} */ (error).message))
      }
      commits.push(now())
    }
    parentPort?.postMessage({ type: 'done', saved, startedAt, commits, outcomes })
  } catch (error) {
    const e = /** @type {Error & { code?: string }} */ (error)
    parentPort?.postMessage({ type: 'error', message: e.message, code: e.code ?? null })
  } finally {
    db.$client.close()
  }
}

main().catch((error) => {
  parentPort?.postMessage({ type: 'error', message: String(error?.stack ?? error), code: null })
})
