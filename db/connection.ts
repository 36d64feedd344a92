import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { ownerOnly } from './owner-only'
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
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  ownerOnly(file)
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // FULL: a score is on disk before the judge is told it was recorded.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('temp_store = MEMORY')
  const db = drizzle(sqlite, { schema })
  migrate(db, { migrationsFolder })
  if (seeds) seed(db)
  return db
}
