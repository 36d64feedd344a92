// A backup folder (docs/backup.md): made by `npm run backup` (scripts/backup.js), by the server before it
// upgrades a database (db/migrate.ts) and before a new challenge removes a season
// (app/features/event/season-copy.server.ts). Plain JavaScript, so that the scripts run it with plain Node.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/** Local time as YYYY-MM-DD_HH-MM-SS, for backup folder names: sorts by date and is easy to read. */
export function stamp(date) {
  const pad = (n) => String(n).padStart(2, '0')
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_` +
    `${pad(date.getHours())}-${pad(date.getMinutes())}-${pad(date.getSeconds())}`
  )
}

/**
 * Where backups go: BACKUP_DIR when set, otherwise a `backups` folder next to the data folder.
 * @param {string} dataDir
 * @param {string | undefined} setting
 */
export function backupsFolder(dataDir, setting) {
  return path.resolve(setting || path.join(dataDir, '..', 'backups'))
}

/**
 * A new backup's folders in `dir`: it is built in `partial` and renamed to `target` once complete, so a
 * folder without the `.partial` suffix is always a complete backup. The name gets -2, -3… if two backups
 * share a second.
 * @param {string} dir
 * @param {string} base
 */
export function newBackup(dir, base) {
  // Owner only, as the data folder: a backup holds the families' names and addresses.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`
    const target = path.join(dir, name)
    if (fs.existsSync(target) || fs.existsSync(`${target}.partial`)) continue
    fs.mkdirSync(`${target}.partial`, { mode: 0o700 })
    return { partial: `${target}.partial`, target }
  }
}

/**
 * Copies the database `source` is connected to into `file`, checks the copy and counts what is in it.
 * VACUUM INTO writes the copy from one read transaction: one consistent snapshot while others keep writing
 * (WAL: readers never block writers), read-only on the source, and synchronous, so that the server can take
 * it while it starts. The copy is one self-contained file (no WAL); the server switches a restored copy back.
 * @param {import('better-sqlite3').Database} source
 * @param {string} file
 */
export function copyDatabase(source, file) {
  // Created empty first (VACUUM INTO takes an empty file), so that it is the owner's only from the start.
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  source.prepare('VACUUM INTO ?').run(file)
  const copy = new Database(file, { fileMustExist: true })
  try {
    const integrityCheck = copy
      .pragma('integrity_check')
      .map((row) => row.integrity_check)
      .join('; ')
    if (integrityCheck !== 'ok')
      throw new Error(`the copied database failed its integrity check: ${integrityCheck}`)
    /** @type {Record<string, number>} */
    const tables = {}
    const names = copy
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .pluck()
      .all()
    for (const table of names) {
      tables[table] = copy
        .prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get()
    }
    const storedFiles = storedFileNames(copy)
    return { bytes: fs.statSync(file).size, integrityCheck, tables, storedFiles }
  } finally {
    copy.close()
  }
}

/**
 * Every upload a database names: the projects' files (stored_files) and the club's logo (the Event tab),
 * which is named in its section rather than in stored_files.
 * @param {import('better-sqlite3').Database} sqlite
 * @returns {string[]}
 */
export function storedFileNames(sqlite) {
  const has = (table) =>
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined
  /** @type {string[]} */
  const names = has('stored_files') ? sqlite.prepare('SELECT name FROM stored_files').pluck().all() : []
  if (has('event_details')) {
    const logo = sqlite
      .prepare("SELECT json_extract(value, '$.logo') FROM event_details WHERE section = 'club'")
      .pluck()
      .get()
    if (typeof logo === 'string' && logo) names.push(logo)
  }
  return names
}

/**
 * copyDatabase from a connection of its own, for a caller that holds the write lock (BEGIN IMMEDIATE) on
 * `sqlite`: VACUUM cannot run inside a transaction, and a second connection reads exactly what was committed
 * when the lock was taken, since nobody else can commit while it is held.
 * @param {import('better-sqlite3').Database} sqlite
 * @param {string} file
 */
export function snapshotDatabase(sqlite, file) {
  const reader = new Database(sqlite.name, { readonly: true, fileMustExist: true })
  try {
    reader.pragma('busy_timeout = 5000')
    return copyDatabase(reader, file)
  } finally {
    reader.close()
  }
}

// Where a hard link cannot be made, though a copy can: another disk, or a file system without links.
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK', 'ENOSYS'])

/**
 * Keeps the stored file `name` of `fromDir` in `toDir`: hard-linked when `link` (instant and free, and as
 * safe as a copy, since a stored file never changes once stored, it is only ever deleted), copied otherwise
 * or where no link can be made. A copy is flushed to its disk before this returns, so that the original
 * may be deleted next. Returns its size, or null when `fromDir` has no such file (deleted meanwhile).
 * @param {string} fromDir
 * @param {string} toDir
 * @param {string} name
 * @param {{ link: boolean }} options
 */
export function keepFile(fromDir, toDir, name, { link }) {
  const from = path.join(fromDir, name)
  const to = path.join(toDir, name)
  try {
    if (!fs.lstatSync(from).isFile()) return null
    if (link) {
      try {
        fs.linkSync(from, to)
        return fs.statSync(to).size
      } catch (error) {
        if (!CANNOT_LINK.has(error.code)) throw error
      }
    }
    fs.copyFileSync(from, to)
  } catch (error) {
    if (error.code === 'ENOENT') return null
    throw error
  }
  syncPath(to)
  return fs.statSync(to).size
}

/** fsync of a file or a folder (a folder's entries: the names of the files linked or copied into it). */
export function syncPath(file) {
  const fd = fs.openSync(file, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * Writes the manifest, makes the folder's files durable and gives the folder its final name.
 * @param {{ partial: string, target: string }} backup
 * @param {object} manifest
 */
export function finishBackup({ partial, target }, manifest) {
  fs.writeFileSync(path.join(partial, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n', {
    mode: 0o600,
  })
  for (const name of ['app.db', 'manifest.json']) syncPath(path.join(partial, name))
  if (fs.existsSync(path.join(partial, 'uploads'))) syncPath(path.join(partial, 'uploads'))
  syncPath(partial)
  fs.renameSync(partial, target)
  syncPath(path.dirname(target))
}
