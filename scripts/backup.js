// `npm run backup`: a consistent copy of the data folder, safe while the server is running.
//
//   npm run backup                    into BACKUP_DIR (default: a `backups` folder next to the data folder)
//   npm run backup -- --to /mnt/usb   into another folder
//
// Makes <backups>/<YYYY-MM-DD_HH-MM-SS>/ with:
//   app.db          the database, copied in one consistent snapshot (even while judges are scoring)
//   uploads/        the stored files (they never change once stored, so copying them after the
//                   snapshot is safe)
//   session-secret  the cookie secret, if the data folder has one
//   manifest.json   when it was made, rows per table, files and bytes, and the integrity check
//
// The folder is built under a `.partial` name and renamed at the end, so a folder without that
// suffix is always a complete backup. See docs/backup.md.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { copyDatabase, backupsFolder, finishBackup, newBackup, stamp } from '../db/backup-folder.js'

function fail(message) {
  console.error(`\nBackup failed: ${message}\n`)
  process.exit(1)
}

function parseArgs(argv) {
  const options = { to: undefined }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--help' || arg === '-h') {
      console.log(
        'Usage: npm run backup [-- --to <folder>]   (DATA_DIR and BACKUP_DIR are read from the environment)',
      )
      process.exit(0)
    } else if (arg === '--to') {
      options.to = argv[++i]
      if (!options.to) fail('--to needs a folder, e.g. --to /mnt/usb/backups')
    } else if (arg.startsWith('--to=')) {
      options.to = arg.slice('--to='.length)
    } else {
      fail(`unknown argument "${arg}". Usage: npm run backup [-- --to <folder>]`)
    }
  }
  return options
}

function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * Copies every file in `from` to `to`, by the names present now. A file that disappears before it is
 * copied (a project deleted meanwhile) is skipped; anything that is not a plain file is ignored.
 */
function copyUploads(from, to) {
  fs.mkdirSync(to, { recursive: true })
  const copied = []
  let bytes = 0
  let names = []
  try {
    names = fs.readdirSync(from)
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
  for (const name of names.sort()) {
    const source = path.join(from, name)
    try {
      if (!fs.statSync(source).isFile()) continue
      fs.copyFileSync(source, path.join(to, name))
      bytes += fs.statSync(path.join(to, name)).size
      copied.push(name)
    } catch (error) {
      if (error.code === 'ENOENT') continue
      throw error
    }
  }
  return { names: copied, bytes }
}

function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const options = parseArgs(process.argv.slice(2))
  const dataDir = path.resolve(process.env.DATA_DIR || './data')
  const backupDir = backupsFolder(dataDir, options.to || process.env.BACKUP_DIR)
  const dbFile = path.join(dataDir, 'app.db')

  if (!fs.existsSync(dbFile)) {
    fail(
      `there is no database at ${dbFile}.\n` +
        'Check DATA_DIR (it should be the folder the server uses, e.g. DATA_DIR=./data), ' +
        'or start the server once so it creates the database.',
    )
  }
  if (backupDir === dataDir || backupDir.startsWith(dataDir + path.sep)) {
    fail(`the backup folder (${backupDir}) must not be inside the data folder (${dataDir}).`)
  }

  const createdAt = new Date()
  const backup = newBackup(backupDir, stamp(createdAt))
  const { partial, target } = backup

  try {
    // 1. The database, checked and counted (db/backup-folder.js). Read-only: the backup never writes to
    //    the live database.
    const source = new Database(dbFile, { readonly: true, fileMustExist: true, timeout: 10_000 })
    let copy
    try {
      copy = copyDatabase(source, path.join(partial, 'app.db'))
    } finally {
      source.close()
    }
    const { integrityCheck: integrity, tables, storedFiles: referenced } = copy

    // 2. The uploads, after the snapshot: every file the snapshot refers to was already in place.
    const uploads = copyUploads(path.join(dataDir, 'uploads'), path.join(partial, 'uploads'))
    const present = new Set(uploads.names)
    const known = new Set(referenced)
    // Deleted between the snapshot and the copy (rare; the project's row is in the backup, its file not).
    const missing = referenced.filter((file) => !present.has(file))
    // Arrived after the snapshot: harmless extra files nothing in this backup refers to.
    const unreferenced =
      'stored_files' in tables ? uploads.names.filter((file) => !known.has(file)).length : 0

    // 3. The cookie secret, so signed-in judges and families stay signed in after a restore.
    let sessionSecret = false
    try {
      fs.copyFileSync(path.join(dataDir, 'session-secret'), path.join(partial, 'session-secret'))
      fs.chmodSync(path.join(partial, 'session-secret'), 0o600)
      sessionSecret = true
    } catch (error) {
      if (error.code !== 'ENOENT') throw error
    }

    const manifest = {
      createdAt: createdAt.toISOString(),
      dataDir,
      database: { file: 'app.db', bytes: copy.bytes, integrityCheck: integrity },
      tables,
      uploads: { files: uploads.names.length, bytes: uploads.bytes, missing, unreferenced },
      sessionSecret,
    }
    finishBackup(backup, manifest)

    const count = (table) => tables[table] ?? 0
    console.log(`Backup saved to ${target}`)
    console.log(
      `  database: ${count('projects')} projects, ${count('judges')} judges, ${count('project_scores')} scores ` +
        `(${formatBytes(manifest.database.bytes)}, integrity check: ${integrity})`,
    )
    console.log(
      `  uploads:  ${uploads.names.length} file${uploads.names.length === 1 ? '' : 's'}, ${formatBytes(uploads.bytes)}`,
    )
    console.log(
      `  session-secret: ${sessionSecret ? 'copied' : 'none in the data folder (SESSION_SECRET is set?)'}`,
    )
    if (missing.length > 0) {
      console.log(`  note: ${missing.length} file(s) were deleted while the backup ran and are not in it`)
    }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    fail(error instanceof Error ? error.message : String(error))
  }
}

main()
