import type Database from 'better-sqlite3'

/**
 * Prepares a module's statements once per connection. Keyed by the
 * connection because a statement belongs to it; a closed, dropped
 * connection takes its statements with it.
 */
export function statementCache<T>(prepare: (client: Database.Database) => T) {
  const once = preparedQuery(prepare)
  return (db: { $client: Database.Database }): T => once(db.$client)
}

const versionStatements = statementCache((client) => ({
  own: client.prepare<[], number>('SELECT total_changes()').pluck(),
  others: client.prepare<[], number>('PRAGMA data_version').pluck(),
}))

/**
 * Changes whenever anything is written to the database: by this connection (total_changes) or by another
 * (data_version). Caches compare it to know their copy is still current.
 */
export function dataVersion(db: { $client: Database.Database }): string {
  const { own, others } = versionStatements(db)
  return `${others.get()}:${own.get()}`
}

/**
 * Something built once per object it is built for, and dropped with it. For a Drizzle query
 * (docs/decisions/0019-every-core-and-one-commit.md):
 * building the SQL and preparing the statement cost more than running it on the pages every visitor loads,
 * so it is built with placeholders and prepared once per database handle (a transaction's handle gets its
 * own).
 */
export function preparedQuery<D extends object, Q>(build: (db: D) => Q) {
  const cache = new WeakMap<D, Q>()
  return (db: D): Q => {
    let prepared = cache.get(db)
    if (!prepared) {
      prepared = build(db)
      cache.set(db, prepared)
    }
    return prepared
  }
}

/**
 * For a Drizzle transaction that reads before it writes: `db.transaction(work, writeFirst)` takes the write
 * lock at its BEGIN (IMMEDIATE), waiting for another writer like any write does. A deferred transaction
 * that has read cannot wait: when another connection's write lands between its read and its first write,
 * SQLite answers SQLITE_BUSY at once, whatever the busy timeout, and the request would answer 500.
 * (better-sqlite3's own transactions: `.immediate()`.)
 */
export const writeFirst = { behavior: 'immediate' } as const
