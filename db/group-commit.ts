import type Database from 'better-sqlite3'

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

function commit(client: Database.Database) {
  const jobs = groups.get(client)
  if (!jobs || jobs.length === 0) return
  groups.delete(client)
  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = []
  try {
    client
      .transaction(() => {
        for (const job of jobs) {
          try {
            // A transaction function called inside a transaction is a savepoint (better-sqlite3).
            outcomes.push({ ok: true, value: client.transaction(job.work)() })
          } catch (error) {
            outcomes.push({ ok: false, error })
          }
        }
      })
      .immediate()
  } catch (error) {
    for (const job of jobs) job.reject(error)
    return
  }
  jobs.forEach((job, i) => {
    const outcome = outcomes[i]!
    if (outcome.ok) job.resolve(outcome.value)
    else job.reject(outcome.error)
  })
}
