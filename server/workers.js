/**
 * One server process per core (node:cluster): the first process starts the workers and watches them; the
 * workers share the port and each runs the whole app (server/index.js). What the workers must agree on is
 * in the data folder, not in their memory: the database, the rate limits' counts (rate-limits.db), the
 * session secret. Each keeps its own page cache, which the database's write counter already keeps current.
 *
 * WEB_CONCURRENCY sets how many workers (default: one per core); 1 runs the app in this process, with no
 * cluster at all.
 */
import cluster from 'node:cluster'
import os from 'node:os'

/** How long a shutdown may take before the workers still running are killed. */
const SHUTDOWN_MS = 10_000

export function workerCount(setting, cores = os.availableParallelism()) {
  const count = Number(setting)
  if (setting === undefined || setting === '' || !Number.isInteger(count) || count < 1) return cores
  return Math.min(count, 64)
}

/**
 * In the first process with more than one worker: starts them and returns 'primary' (this process then
 * only watches). In a worker, or when one process is enough: returns 'worker', and the caller serves.
 */
export async function runWorkers(setting) {
  if (cluster.isWorker) return 'worker'
  const count = workerCount(setting)
  if (count === 1) return 'worker'

  // Each worker accepts its own connections from the shared port (docs/decisions/0019). With Node's default
  // on Linux, this process accepts them and hands each to a worker, and hands that worker the next only
  // once it has answered: a busy worker took a new connection every other pass of its event loop. Accepting
  // for itself, a worker takes one every pass, and a busy worker fewer than one with time to spare.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  let stopping = false
  const listening = new WeakSet()
  const fork = () =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork()
      worker.once('listening', () => {
        listening.add(worker)
        resolve(worker)
      })
      worker.once('exit', (code) => reject(new Error(`a worker exited with ${code} while starting`)))
    })

  // Each worker stops taking requests, finishes the ones in progress and exits (server/index.js); then so
  // does this process, with `code`. Whatever is still running after SHUTDOWN_MS is killed.
  const stop = (code, signal = 'SIGTERM') => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    const exitWhenDone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code)
    }
    cluster.on('exit', exitWhenDone)
    exitWhenDone()
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(code)
    }, SHUTDOWN_MS).unref()
  }
  // A server that cannot run its app must not look alive: this process ends with an error, and the
  // service manager (systemd's Restart=always, see the README) starts the whole server again, with a line
  // in its log that a person can find.
  const fail = (reason) => {
    if (stopping) return
    console.error(`[server] ${reason}: stopping the server`)
    stop(1)
  }

  // A worker that dies once it served (a native crash, out of memory) is replaced; its requests in
  // progress are lost, the others' are not. One that fails again and again is not restarted in a tight
  // loop. A replacement that dies while starting means the app cannot start any more (the data folder or
  // the build went away, the disk is full): the server stops, as it does when no worker is left.
  let restarts = 0
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || worker.exitedAfterDisconnect || !listening.has(worker)) return
    const stopped = `worker ${worker.process.pid} stopped (${signal ?? code})`
    if (Object.keys(cluster.workers ?? {}).length === 0) return fail(`${stopped} and no worker is left`)
    console.error(`[server] ${stopped}; starting another`)
    restarts++
    setTimeout(
      () => {
        if (stopping) return
        fork().then(
          (started) => console.log(`[server] worker ${started.process.pid} started in its place`),
          (error) => fail(error.message),
        )
      },
      Math.min(30_000, 100 * 2 ** Math.min(restarts, 8)),
    )
  })
  setInterval(() => (restarts = 0), 60_000).unref()

  // The first worker alone brings the database up to date and creates the data folder's secrets; the
  // others start once it listens, so that no two processes migrate or generate a secret at once.
  try {
    await fork()
    await Promise.all(Array.from({ length: count - 1 }, fork))
  } catch (error) {
    fail(error.message)
    return 'primary'
  }
  console.log(`[server] ${count} workers`)

  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => stop(0, signal))
  return 'primary'
}
