import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { emailKey } from '../app/utils/email-key.server'
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
  // The app's e-mail rule as SQL, for the migration that filled the normalised e-mail columns: one rule,
  // where SQLite's lower() would fold A-Z only. Nothing stored (no index, trigger or default) calls it, so
  // the file stays readable and writable by any SQLite tool.
  sqlite.function('email_key', { deterministic: true }, (address: unknown) =>
    typeof address === 'string' ? emailKey(address) : null,
  )
  return sqlite
}
