import type Database from 'better-sqlite3'
import { statementCache } from './statements'

/**
 * Group commit (docs/decisions/0019): writes that arrive together share one transaction, so one commit
 * and one fsync, instead of each waiting for its own. A write joins the group being gathered in this turn
 * of the event loop; the group commits as soon as that turn's requests are read (setImmediate), so a write
 * that arrives alone commits at once, as before.
 *
 * Each write runs in its own savepoint inside the group's IMMEDIATE transaction: one that throws is rolled
 * back alone and its caller gets the error; the others still commit. Every caller learns the outcome only
 * after the COMMIT has returned, so what is acknowledged is on disk (synchronous=FULL): a failed commit
 * fails every write of the group, and none of them was acknowledged.
 */
type Job = { work: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** A group this large commits without waiting for more: one fsync for 100 batches is plenty. */
const MAX_GROUP = 100

const groups = new WeakMap<Database.Database, Job[]>()

export function commitTogether<T>(client: Database.Database, work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let group = groups.get(client)
    if (!group) {
      group = []
      groups.set(client, group)
      setImmediate(() => commit(client))
    }
    group.push({ work, resolve: resolve as (value: unknown) => void, reject })
    if (group.length >= MAX_GROUP) commit(client)
  })
}

/** The statements a group runs, prepared once per connection. */
const statements = statementCache((client) => ({
  begin: client.prepare('BEGIN IMMEDIATE'),
  commit: client.prepare('COMMIT'),
  rollback: client.prepare('ROLLBACK'),
}))

/** The group ends without a commit: every write in it fails with `error`, none was acknowledged. */
function failGroup(client: Database.Database, jobs: Job[], error: unknown) {
  groups.delete(client)
  for (const job of jobs) job.reject(error)
}

/**
 * Takes the write lock if it is free. When another worker holds it, SQLite's own wait (busy_timeout) would
 * sleep, and the whole process with it: every page this worker is rendering would wait too. So the group
 * tries without it and waits for its turn in the event loop instead, for as long as the connection's busy
 * timeout allows (`patienceMs`).
 */
function tryBegin(client: Database.Database, begin: Database.Statement, patienceMs: number): boolean {
  client.pragma('busy_timeout = 0')
  try {
    begin.run()
    return true
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return false
    throw error
  } finally {
    client.pragma(`busy_timeout = ${patienceMs}`)
  }
}

function commit(client: Database.Database, since = performance.now()) {
  const jobs = groups.get(client)
  if (!jobs || jobs.length === 0) return
  const { begin, commit: commitStatement, rollback } = statements({ $client: client })
  const patienceMs = client.pragma('busy_timeout', { simple: true }) as number
  let begun: boolean
  try {
    begun = tryBegin(client, begin, patienceMs)
  } catch (error) {
    return failGroup(client, jobs, error)
  }
  if (!begun) {
    const waited = performance.now() - since
    if (waited < patienceMs) {
      // Writes that arrive meanwhile join this group. A lock is usually held for well under a millisecond
      // (one commit): look again at the next turn, then every millisecond.
      if (waited < 2) setImmediate(() => commit(client, since))
      else setTimeout(() => commit(client, since), 1)
      return
    }
    return failGroup(client, jobs, Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))
  }
  groups.delete(client)
  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = []
  try {
    for (const job of jobs) {
      try {
        // A transaction function called inside a transaction is a savepoint (better-sqlite3).
        outcomes.push({ ok: true, value: client.transaction(job.work)() })
      } catch (error) {
        outcomes.push({ ok: false, error })
      }
    }
    commitStatement.run()
  } catch (error) {
    if (client.inTransaction) rollback.run()
    for (const job of jobs) job.reject(error)
    return
  }
  jobs.forEach((job, i) => {
    const outcome = outcomes[i]!
    if (outcome.ok) job.resolve(outcome.value)
    else job.reject(outcome.error)
  })
}
