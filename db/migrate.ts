import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { finishBackup, newBackup, snapshotDatabase, stamp } from './backup-folder.js'
import { migrationLevel, newerDatabaseMessage } from './migration-level.js'

/** The server refused to upgrade the database; nothing in it was changed. */
export class UpgradeRefused extends Error {
  override name = 'UpgradeRefused'
}

type Violation = { table: string; rowid: number | null; parent: string; fkid: number }

/**
 * Applies the committed migrations not yet applied (docs/decisions/0020), as drizzle's migrator would
 * (same files, same `__drizzle_migrations` rows), with these differences:
 *
 * - Foreign keys are off while they run. SQLite ignores `PRAGMA foreign_keys` inside a transaction, and
 *   drizzle's migrator runs every migration inside one, so the pragma that drizzle-kit writes around a table
 *   rebuild does nothing there: dropping the old `projects` would delete every score, file and assignment
 *   by cascade. It is turned off on the connection, before the transaction.
 * - Before the commit, `PRAGMA foreign_key_check` must find no row pointing at nothing. If it finds one, the
 *   transaction is rolled back and the start refused: the database is exactly as it was.
 * - What is pending is read again inside the write lock: two processes starting at once (a service and a
 *   script, or two servers by mistake) apply each migration once; the second finds nothing left to do.
 * - A database with any row is first copied into the backups folder (`pre-upgrade-<date>`), under the same
 *   lock, so the copy is exactly what is upgraded.
 * - A database a newer version of the site upgraded is refused, untouched: this code cannot know its tables.
 */
export function applyMigrations(
  sqlite: Database.Database,
  { migrationsFolder, backupDir }: { migrationsFolder: string; backupDir: string },
) {
  const level = () => {
    const found = migrationLevel(sqlite, migrationsFolder)
    if (found.newer.length > 0) throw new UpgradeRefused(newerRefusal(found.newer))
    return found
  }
  // Read first without a lock, so that the usual start, with nothing to do, takes no write lock.
  if (level().pending.length === 0) return

  let backedUp: string | undefined
  let applied = 0
  const busyTimeout = sqlite.pragma('busy_timeout', { simple: true }) as number
  sqlite.pragma('foreign_keys = OFF')
  // Another process's upgrade (and its copy) may hold the lock longer than a write usually does.
  sqlite.pragma(`busy_timeout = ${UPGRADE_WAIT_MS}`)
  try {
    sqlite
      .transaction(() => {
        const { pending } = level()
        if (pending.length === 0) return
        if (hasRows(sqlite)) backedUp = backUp(sqlite, backupDir)
        sqlite.exec(`CREATE TABLE IF NOT EXISTS "__drizzle_migrations"
          (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`)
        const record = sqlite.prepare(
          'INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES (?, ?)',
        )
        for (const migration of pending) {
          for (const statement of migration.sql) sqlite.exec(statement)
          record.run(migration.hash, migration.folderMillis)
        }
        const broken = sqlite.pragma('foreign_key_check') as Violation[]
        if (broken.length > 0) throw new UpgradeRefused(refusal(broken))
        applied = pending.length
      })
      .immediate()
  } finally {
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma(`busy_timeout = ${busyTimeout}`)
  }
  if (backedUp)
    console.log(`[database] ${applied} upgrade(s) applied: the database was first backed up to ${backedUp}`)
}

/** How long a start waits for another process's upgrade to finish before it gives up. */
const UPGRADE_WAIT_MS = 120_000

/** Whether anything would be lost: any row, in any table (the judges and criteria count as much as projects). */
function hasRows(sqlite: Database.Database) {
  const tables = sqlite
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '__drizzle_migrations'",
    )
    .pluck()
    .all()
  return tables.some(
    (table) => sqlite.prepare(`SELECT 1 FROM "${table.replaceAll('"', '""')}" LIMIT 1`).get() !== undefined,
  )
}

/**
 * The database alone: a migration changes no upload. `npm run restore` puts it back (docs/backup.md).
 * No copy, no upgrade: the start is refused, with the database untouched.
 */
function backUp(sqlite: Database.Database, backupDir: string) {
  const createdAt = new Date()
  let backup: { partial: string; target: string } | undefined
  try {
    backup = newBackup(backupDir, `pre-upgrade-${stamp(createdAt)}`)
    const copy = snapshotDatabase(sqlite, path.join(backup.partial, 'app.db'))
    finishBackup(backup, {
      createdAt: createdAt.toISOString(),
      reason: 'taken by the server before upgrading the database',
      database: { file: 'app.db', bytes: copy.bytes, integrityCheck: copy.integrityCheck },
      tables: copy.tables,
    })
    return backup.target
  } catch (error) {
    if (backup) fs.rmSync(backup.partial, { recursive: true, force: true })
    throw new UpgradeRefused(
      [
        'The database was not upgraded, and the server did not start: the copy to take before the upgrade',
        `could not be made in ${backupDir} (${(error as Error).message}).`,
        'Nothing was changed. Set BACKUP_DIR to a folder the server can write to, then start again.',
      ].join('\n'),
    )
  }
}

/** A database a newer version of the site upgraded: what it is, and what to do. */
function newerRefusal(newer: number[]) {
  return [
    `The database was not opened, and the server did not start: ${newerDatabaseMessage(newer)}.`,
    'Nothing was changed. Run the newer version of the site again, or restore a backup made by this',
    'version (docs/backup.md).',
  ].join('\n')
}

/** Which table's rows point at nothing, and where: what an organiser (or whoever helps) needs to look. */
function refusal(broken: Violation[]) {
  const groups = new Map<string, Violation[]>()
  for (const row of broken) {
    const key = `${row.table}\0${row.parent}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const lines = [...groups.values()].map((rows) => {
    const { table, parent } = rows[0]!
    const rowids = rows.map((r) => r.rowid)
    const shown = rowids.slice(0, 5).join(', ') + (rowids.length > 5 ? ', …' : '')
    const count =
      rows.length === 1 ? '1 row (rowid ' + shown + ') refers' : `${rows.length} rows (rowid ${shown}) refer`
    return `  ${table}: ${count} to a row of ${parent} that does not exist`
  })
  return [
    'The database was not upgraded, and the server did not start: after the upgrade, these rows would refer',
    'to rows that do not exist (PRAGMA foreign_key_check):',
    ...lines,
    'Nothing was changed: the database is as it was before this start. Mend or remove those rows, or restore',
    'a backup (docs/backup.md), then start again.',
  ].join('\n')
}
