import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { ownerOnly } from './owner-only'

/**
 * Opens (creating if needed) one of the data folder's SQLite files: readable by its owner only, in WAL
 * mode, waiting up to 5 s for a lock another process holds. `synchronous` is the file's choice: FULL for the
 * app's database (a score is on disk before the judge is told), NORMAL for counts that may lose their last
 * few in a power cut.
 */
export function openSqliteFile(file: string, synchronous: 'FULL' | 'NORMAL'): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  ownerOnly(file)
  const sqlite = new Database(file)
  // First, so that workers opening the file at the same moment wait for each other rather than fail.
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma(`synchronous = ${synchronous}`)
  return sqlite
}
