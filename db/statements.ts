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
