import type Database from 'better-sqlite3'

/**
 * A pace: turns one `intervalMs` apart, handed out in the order they are asked for, to every worker process
 * that shares the counts file (app/utils/rate-limit.server.ts). Where a limit refuses once its count is
 * spent, a pace makes the caller wait for its turn instead: slower, never shut. The table keeps, per key,
 * when the next free turn starts; taking a turn moves it one interval on, in one statement, so two workers
 * never get the same turn. A turn further away than `maxWaitMs` is not taken: the caller is told when to
 * come back instead, so that nobody waits in a queue without end.
 */

export const paceTableSql = `CREATE TABLE IF NOT EXISTS rate_paces (
  key TEXT PRIMARY KEY,
  next_at INTEGER NOT NULL
)`

/** Turns already in the past are of no use to anyone: forgotten when the file is opened. */
export const forgetPastTurnsSql = 'DELETE FROM rate_paces WHERE next_at < ?'

export type PaceTurn = { ok: true; waitMs: number } | { ok: false; retryAfterSeconds: number }

type TakeParams = { key: string; now: number; interval: number; maxWait: number }

export function paceOn(store: Database.Database) {
  store.exec(paceTableSql)
  const take = store
    .prepare<TakeParams, number>(
      `INSERT INTO rate_paces (key, next_at) VALUES (@key, @now + @interval)
       ON CONFLICT (key) DO UPDATE SET next_at = max(next_at, @now) + @interval
         WHERE max(next_at, @now) - @now <= @maxWait
       RETURNING next_at - @interval`,
    )
    .pluck()
  const nextAt = store.prepare<[string], number>('SELECT next_at FROM rate_paces WHERE key = ?').pluck()

  /** Takes the next turn of `key`: how long to wait for it, or, when it is too far off, when to ask again. */
  return function takeTurn(key: string, intervalMs: number, maxWaitMs: number): PaceTurn {
    const now = Date.now()
    const turn = take.get({ key, now, interval: intervalMs, maxWait: maxWaitMs })
    if (turn !== undefined) return { ok: true, waitMs: Math.max(0, turn - now) }
    // The queue is full until its next turn is within maxWaitMs again.
    const free = (nextAt.get(key) ?? now) - maxWaitMs - now
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(free / 1000)) }
  }
}
