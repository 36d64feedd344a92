import path from 'node:path'
import type Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { openSqliteFile } from './sqlite-file'
import * as schema from './schema'
import { seed } from './seed'

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

// npm scripts, the server and the tests all run from the project folder.
const migrationsFolder = path.resolve('db/migrations')

/**
 * Opens (creating if needed) the database file, applies the committed
 * migrations and (unless `seeds: false`) the idempotent seeds.
 */
export function openDatabase(file: string, { seeds = true }: { seeds?: boolean } = {}): DB {
  // FULL: a score is on disk before the judge is told it was recorded.
  const sqlite = openSqliteFile(file, 'FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('temp_store = MEMORY')
  const db = drizzle(sqlite, { schema })
  migrate(db, { migrationsFolder })
  if (seeds) seed(db)
  return db
}
