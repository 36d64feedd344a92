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
