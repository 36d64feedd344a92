import type Database from 'better-sqlite3'

/**
 * Prepares a module's statements once per connection. Keyed by the
 * connection because a statement belongs to it; a closed, dropped
 * connection takes its statements with it.
 */
export function statementCache<T>(prepare: (client: Database.Database) => T) {
  const cache = new WeakMap<Database.Database, T>()
  return (db: { $client: Database.Database }): T => {
    let cached = cache.get(db.$client)
    if (!cached) {
      cached = prepare(db.$client)
      cache.set(db.$client, cached)
    }
    return cached
  }
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
 * A Drizzle query built and prepared once per database handle (issue 18): building the SQL and preparing
 * the statement cost more than running it on the pages every visitor loads. Keyed by the handle, so a
 * transaction's handle gets its own.
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
