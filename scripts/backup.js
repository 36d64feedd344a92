// `npm run backup`: a consistent copy of the data folder, safe while the server is running.
//
//   npm run backup                    into BACKUP_DIR (default: a `backups` folder next to the data folder)
//   npm run backup -- --to /mnt/usb   into another folder
//
// Makes <backups>/<YYYY-MM-DD_HH-MM-SS>/ with:
//   app.db          the database, copied in one consistent snapshot (even while judges are scoring)
//   uploads/        the stored files the database names (they never change once stored: each is copied
//                   once, before the snapshot, and those that arrived meanwhile after it)
//   session-secret  the cookie secret, if the data folder has one
//   manifest.json   when it was made, rows per table, files and bytes, and the integrity check
//
// The folder is built under a `.partial` name and renamed at the end, so a folder without that
// suffix is always a complete backup. See docs/backup.md.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { copyDatabase, backupsFolder, finishBackup, keepFile, newBackup, stamp } from '../db/backup-folder.js'

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

/** Copies every file of `from` into `to` (a file deleted meanwhile is skipped): name -> bytes. */
function copyUploads(from, to) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  const copied = new Map()
  let names = []
  try {
    names = fs.readdirSync(from)
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
  for (const name of names.sort()) {
    const bytes = keepFile(from, to, name, { link: false })
    if (bytes !== null) copied.set(name, bytes)
  }
  return copied
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
    // 1. The uploads as they are now: the long part, done before the snapshot so that every file the
    //    snapshot names was either copied here or is copied just after it.
    const uploadsFrom = path.join(dataDir, 'uploads')
    const uploadsTo = path.join(partial, 'uploads')
    const copied = copyUploads(uploadsFrom, uploadsTo)

    // 2. The database, checked and counted (db/backup-folder.js). Read-only: the backup never writes to
    //    the live database.
    const source = new Database(dbFile, { readonly: true, fileMustExist: true, timeout: 10_000 })
    let copy
    try {
      copy = copyDatabase(source, path.join(partial, 'app.db'))
    } finally {
      source.close()
    }
    const { integrityCheck: integrity, tables, storedFiles: referenced } = copy
    const named = new Set(referenced)
    // The files that arrived while step 1 ran. One deleted since the snapshot (its project withdrawn in
    // those seconds) would leave a row without its file, which the restore refuses: no backup then.
    const missing = []
    for (const name of named) {
      if (copied.has(name)) continue
      const bytes = keepFile(uploadsFrom, uploadsTo, name, { link: false })
      if (bytes === null) missing.push(name)
      else copied.set(name, bytes)
    }
    if (missing.length > 0) {
      throw new Error(
        `${missing.length} file(s) were deleted while the backup ran (a project withdrawn or deleted just ` +
          'then), so it would not be complete. Run `npm run backup` again.',
      )
    }
    // Files nothing in the snapshot names (deleted since step 1, or never part of a project) stay out.
    if ('stored_files' in tables) {
      for (const name of copied.keys()) {
        if (named.has(name)) continue
        fs.rmSync(path.join(uploadsTo, name))
        copied.delete(name)
      }
    }
    const uploads = { names: [...copied.keys()], bytes: [...copied.values()].reduce((a, b) => a + b, 0) }

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
      uploads: { files: uploads.names.length, bytes: uploads.bytes, missing },
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
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    fail(error instanceof Error ? error.message : String(error))
  }
}

main()
