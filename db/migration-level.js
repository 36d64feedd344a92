// Where a database stands against this code's migrations (docs/decisions/0020): what is still to apply,
// and whether a newer version of the site has already upgraded it. Read by the server's start
// (db/migrate.ts) and by `npm run restore` (scripts/restore.js). Plain JavaScript, for the scripts.
import { readMigrationFiles } from 'drizzle-orm/migrator'

/**
 * Drizzle's rule for what is pending: every migration of the folder later than the last one applied. An
 * applied migration later than this code's last one was written by a newer version of the site: this code
 * does not know what it changed, so it must not run on that database.
 * @param {import('better-sqlite3').Database} sqlite
 * @param {string} migrationsFolder
 */
export function migrationLevel(sqlite, migrationsFolder) {
  const known = readMigrationFiles({ migrationsFolder })
  const recorded =
    sqlite
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
      .get() !== undefined
  /** @type {number[]} */
  const applied = recorded
    ? sqlite
        .prepare('SELECT created_at FROM __drizzle_migrations')
        .pluck()
        .all()
        .map((at) => Number(at))
    : []
  const last = applied.length > 0 ? Math.max(...applied) : undefined
  const newest = known.at(-1)?.folderMillis ?? 0
  return {
    known,
    pending: known.filter((migration) => last === undefined || last < migration.folderMillis),
    /** When the newer version's upgrades were written, oldest first: empty for a database this code knows. */
    newer: applied.filter((at) => at > newest).sort((a, b) => a - b),
  }
}

/**
 * What to say of a database a newer version of the site upgraded.
 * @param {number[]} newer
 */
export function newerDatabaseMessage(newer) {
  const count = newer.length === 1 ? 'an upgrade' : `${newer.length} upgrades`
  const last = new Date(newer.at(-1) ?? 0).toISOString().slice(0, 10)
  return (
    `it was upgraded by a newer version of the site (${count} this version does not know, the last one ` +
    `written on ${last})`
  )
}
