// A backup folder (docs/backup.md): made by `npm run backup` (scripts/backup.js) and by the server before it
// upgrades a database (db/migrate.ts). Plain JavaScript, so that the scripts run it with plain Node.
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
  fs.mkdirSync(dir, { recursive: true })
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`
    const target = path.join(dir, name)
    if (fs.existsSync(target) || fs.existsSync(`${target}.partial`)) continue
    fs.mkdirSync(`${target}.partial`)
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
    /** @type {string[]} */
    const storedFiles =
      'stored_files' in tables ? copy.prepare('SELECT name FROM stored_files').pluck().all() : []
    // The club's logo (the Event tab) is an upload too, named in its section rather than in stored_files.
    if ('event_details' in tables) {
      const logo = copy
        .prepare("SELECT json_extract(value, '$.logo') FROM event_details WHERE section = 'club'")
        .pluck()
        .get()
      if (typeof logo === 'string' && logo) storedFiles.push(logo)
    }
    return { bytes: fs.statSync(file).size, integrityCheck, tables, storedFiles }
  } finally {
    copy.close()
  }
}

/**
 * Writes the manifest, makes the folder's files durable and gives the folder its final name.
 * @param {{ partial: string, target: string }} backup
 * @param {object} manifest
 */
export function finishBackup({ partial, target }, manifest) {
  fs.writeFileSync(path.join(partial, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
  for (const name of ['app.db', 'manifest.json']) {
    const fd = fs.openSync(path.join(partial, name), 'r')
    try {
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
  }
  fs.renameSync(partial, target)
  const dir = fs.openSync(path.dirname(target), 'r')
  try {
    fs.fsyncSync(dir)
  } finally {
    fs.closeSync(dir)
  }
}
