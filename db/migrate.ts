import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { copyDatabase, finishBackup, newBackup, stamp } from './backup-folder.js'

/** The server refused to upgrade the database; nothing in it was changed. */
export class UpgradeRefused extends Error {
  override name = 'UpgradeRefused'
}

type Violation = { table: string; rowid: number | null; parent: string; fkid: number }

/**
 * Applies the committed migrations not yet applied (docs/decisions/0020), as drizzle's migrator would
 * (same files, same `__drizzle_migrations` rows), with two differences:
 *
 * - Foreign keys are off while they run. SQLite ignores `PRAGMA foreign_keys` inside a transaction, and
 *   drizzle's migrator runs every migration inside one, so the pragma that drizzle-kit writes around a table
 *   rebuild does nothing there: dropping the old `projects` would delete every score, file and assignment
 *   by cascade. It is turned off on the connection, before the transaction.
 * - Before the commit, `PRAGMA foreign_key_check` must find no row pointing at nothing. If it finds one, the
 *   transaction is rolled back and the start refused: the database is exactly as it was.
 *
 * A database with projects is first copied into the backups folder (`pre-upgrade-<date>`).
 */
export function applyMigrations(
  sqlite: Database.Database,
  { migrationsFolder, backupDir }: { migrationsFolder: string; backupDir: string },
) {
  const migrations = readMigrationFiles({ migrationsFolder })
  const last = hasTable(sqlite, '__drizzle_migrations')
    ? sqlite
        .prepare<[], number>('SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1')
        .pluck()
        .get()
    : undefined
  const pending = migrations.filter((m) => last === undefined || Number(last) < m.folderMillis)
  if (pending.length === 0) return

  if (hasTable(sqlite, 'projects') && sqlite.prepare('SELECT 1 FROM projects LIMIT 1').get()) {
    const folder = backUp(sqlite, backupDir)
    console.log(
      `[database] ${pending.length} upgrade(s) to apply: the database was first backed up to ${folder}`,
    )
  }

  sqlite.pragma('foreign_keys = OFF')
  try {
    sqlite
      .transaction(() => {
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
      })
      .immediate()
  } finally {
    sqlite.pragma('foreign_keys = ON')
  }
}

function hasTable(sqlite: Database.Database, name: string) {
  return (
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined
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
    const copy = copyDatabase(sqlite, path.join(backup.partial, 'app.db'))
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
