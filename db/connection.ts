import path from 'node:path'
import type Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { backupsFolder } from './backup-folder.js'
import { applyMigrations } from './migrate'
import { openSqliteFile } from './sqlite-file'
import * as schema from './schema'
import { seed } from './seed'

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

type Options = {
  /** The idempotent seeds (default: yes). */
  seeds?: boolean
  /** The committed migrations not yet applied (default: yes); db/migrate.ts. */
  migrations?: boolean
  /** Default: db/migrations of the folder the process runs in (the project's: server, scripts, tests). */
  migrationsFolder?: string
  /** Where the copy taken before an upgrade goes (default: a `backups` folder next to the data folder). */
  backupDir?: string
}

/**
 * Opens (creating if needed) the database file, applies the committed migrations and the idempotent seeds.
 * Throws UpgradeRefused (db/migrate.ts), with the file closed and unchanged, when an upgrade would leave
 * rows pointing at nothing or the copy before it cannot be made.
 */
export function openDatabase(file: string, options: Options = {}): DB {
  const { seeds = true, migrations = true } = options
  // FULL: a score is on disk before the judge is told it was recorded.
  const sqlite = openSqliteFile(file, 'FULL')
  try {
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma('temp_store = MEMORY')
    if (migrations) {
      applyMigrations(sqlite, {
        migrationsFolder: options.migrationsFolder ?? path.resolve('db/migrations'),
        backupDir: options.backupDir ?? backupsFolder(path.dirname(path.resolve(file)), undefined),
      })
    }
  } catch (error) {
    sqlite.close()
    throw error
  }
  const db = drizzle(sqlite, { schema })
  if (seeds) seed(db)
  return db
}
