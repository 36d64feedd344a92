import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { emailKey } from './email-key'
import { canonicalTimeZone, machineTimeZone, wallTime } from '../app/utils/time'
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
  registerAppFunctions(sqlite)
  return sqlite
}

/**
 * The app's own rules as SQL functions, for migrations that fill columns by them. Nothing stored (no index,
 * trigger or default) calls them, so the file stays readable and writable by any SQLite tool.
 */
export function registerAppFunctions(sqlite: Database.Database) {
  // The e-mail rule, for the migration that filled the normalised e-mail columns (0013): one rule, where
  // SQLite's lower() would fold A-Z only.
  sqlite.function('email_key', { deterministic: true }, (address: unknown) =>
    typeof address === 'string' ? emailKey(address) : null,
  )
  // For the migration that turned the submission window's moments into the wall-clock times the organiser
  // typed (0022): a zone's rules are the runtime's, which SQLite does not have; and the zone that applied,
  // the Event tab's (when it names a zone the runtime knows), else envTimeZone().
  sqlite.function('wall_time', { deterministic: true }, (at: unknown, timeZone: unknown) =>
    typeof at === 'number' && typeof timeZone === 'string' ? wallTime(at, timeZone) : null,
  )
  sqlite.function('event_time_zone', (stored: unknown) =>
    typeof stored === 'string' ? (canonicalTimeZone(stored) ?? envTimeZone()) : envTimeZone(),
  )
}

/**
 * The zone the site uses when the Event tab names none: EVENT_TIME_ZONE, else the machine's. The rule of
 * app/infra/env.server.ts, which has already refused a misspelt EVENT_TIME_ZONE by the time a server opens
 * its database; read here from the environment itself, so that opening a file loads no app configuration.
 */
export function envTimeZone(source: Record<string, string | undefined> = process.env): string {
  return canonicalTimeZone(source.EVENT_TIME_ZONE ?? '') ?? machineTimeZone()
}
