// `npm run restore -- <backup folder or archive> [--force]`: puts back into the data folder (DATA_DIR,
// default ./data) a backup folder (made by `npm run backup`, by the server before an upgrade, or the
// `season-<date>` copy the server keeps before "Start a new challenge"), or the archive the Event tab
// downloads (a .zip). Stop the server first.
//
// Without --force it only restores into a data folder that has no database yet. With --force the
// current database, uploads and session secret are first moved aside to
// `<data folder>-before-restore-<time>/` (nothing is deleted), then the backup is copied in. Before that,
// the backup is checked (scripts/restore-checks.js), and what is written is its owner's only.
// See docs/backup.md.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { stamp } from '../db/backup-folder.js'
import { unpackArchive } from './restore-archive.js'
import { checkDatabase, describeDatabase } from './restore-checks.js'

const USAGE = 'Usage: npm run restore -- <backup folder or archive .zip> [--force]'
// A write-ahead log touched this recently means the server is probably still running.
const RECENT_WAL_MS = 10_000

function fail(message) {
  console.error(`\nRestore refused: ${message}\n`)
  process.exit(1)
}

function parseArgs(argv) {
  const options = { from: undefined, force: false }
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else if (arg === '--force') {
      options.force = true
    } else if (arg.startsWith('-')) {
      fail(`unknown option "${arg}".\n${USAGE}`)
    } else if (options.from) {
      fail(`only one backup folder, please.\n${USAGE}`)
    } else {
      options.from = arg
    }
  }
  if (!options.from) fail(`which backup? Give its folder, e.g. backups/2025-05-17_14-00-00.\n${USAGE}`)
  return options
}

const stopServer =
  'Stop the server first (Ctrl+C in the window where it runs, or stop its service), then run the restore again.'

/**
 * Whether another process (the server) has the database open. Leaving WAL mode needs the database to
 * itself, so SQLite answers "busy" while any other connection is open, even an idle one. Only called
 * when the database is about to be replaced anyway.
 */
function inUse(dbFile) {
  let db
  try {
    db = new Database(dbFile, { fileMustExist: true, timeout: 0 })
    db.pragma('journal_mode = DELETE')
    return false
  } catch (error) {
    if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') return true
    throw error
  } finally {
    db?.close()
  }
}

function copyDir(from, to) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (!entry.isFile()) continue
    const target = path.join(to, entry.name)
    fs.copyFileSync(path.join(from, entry.name), target)
    fs.chmodSync(target, 0o600)
    files++
    bytes += fs.statSync(target).size
  }
  return { files, bytes }
}

function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const options = parseArgs(process.argv.slice(2))
  const given = path.resolve(options.from)
  const dataDir = path.resolve(process.env.DATA_DIR || './data')
  const dbFile = path.join(dataDir, 'app.db')

  // The target.
  const walFile = `${dbFile}-wal`
  const wal = fs.statSync(walFile, { throwIfNoEntry: false })
  if (wal && Date.now() - wal.mtimeMs < RECENT_WAL_MS) {
    const seconds = Math.round((Date.now() - wal.mtimeMs) / 1000)
    fail(
      `the server seems to be running: ${walFile} was written ${seconds} s ago.\n${stopServer}\n` +
        '(If you have just stopped it, wait 10 seconds and try again.)',
    )
  }
  const exists = fs.existsSync(dbFile)
  if (exists && !options.force) {
    fail(
      `${dataDir} already has a database (app.db).\n` +
        'Restoring replaces it with the backup. If that is what you want, stop the server and run:\n' +
        `  npm run restore -- ${options.from} --force\n` +
        '(the current data is moved aside, not deleted).',
    )
  }

  // The backup. An archive is unpacked (once the target is known to take it), then restored as a folder.
  let from = given
  if (fs.statSync(given, { throwIfNoEntry: false })?.isFile()) {
    try {
      from = await unpackArchive(given, dataDir)
    } catch (error) {
      fail(
        error.code === 'NO_ROOM'
          ? `${given} cannot be unpacked here: ${error.message}.`
          : `${given} is not an archive of this site: ${error.message}. Give the .zip the Event tab downloaded.`,
      )
    }
  }
  const backupDb = path.join(from, 'app.db')

  if (!fs.existsSync(backupDb)) {
    fail(
      `${given} is not a backup folder: it has no app.db.\n` +
        'Give the folder made by `npm run backup`, e.g. backups/2025-05-17_14-00-00, a `season-<date>` ' +
        'folder, or an archive (.zip).',
    )
  }
  if (from.endsWith('.partial'))
    fail(`${from} is an unfinished backup (the backup was interrupted). Choose another one.`)
  const hasSecret = fs.existsSync(path.join(from, 'session-secret'))
  const hasUploads = fs.existsSync(path.join(from, 'uploads'))

  // Check the backup on a copy inside the data folder, so the final step is a rename.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const staged = path.join(dataDir, 'app.db.restoring')
  const removeStaged = () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(staged + suffix, { force: true })
  }
  removeStaged()
  fs.copyFileSync(backupDb, staged)
  fs.chmodSync(staged, 0o600)
  let found
  try {
    // A database-only backup (the copy before an upgrade) goes with the data folder's uploads.
    found = checkDatabase(staged, {
      uploadsDir: path.join(hasUploads ? from : dataDir, 'uploads'),
      filesTravel: hasUploads,
    })
  } catch (error) {
    removeStaged()
    fail(error.message)
  }

  // Last check, right before replacing: is anything still using the current database?
  if (exists && inUse(dbFile)) {
    fs.rmSync(staged, { force: true })
    fail(`the database in ${dataDir} is open in another program (the server?).\n${stopServer}`)
  }

  // Move the current data aside (never deleted by this script). A backup of the database alone (the one the
  // server takes before an upgrade) leaves the uploads where they are: they are the ones its rows refer to.
  let aside = null
  const toMove = ['app.db', 'app.db-wal', 'app.db-shm', 'app.db-journal']
  if (hasUploads) toMove.push('uploads')
  if (hasSecret) toMove.push('session-secret')
  const present = toMove.filter((name) => fs.existsSync(path.join(dataDir, name)))
  if (exists && present.length > 0) {
    aside = `${dataDir}-before-restore-${stamp(new Date())}`
    for (let n = 2; fs.existsSync(aside); n++) aside = `${dataDir}-before-restore-${stamp(new Date())}-${n}`
    fs.mkdirSync(aside, { recursive: true, mode: 0o700 })
    for (const name of present) fs.renameSync(path.join(dataDir, name), path.join(aside, name))
  } else {
    // No database here: stale journal files of some earlier database must not be applied to the backup.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true })
  }

  fs.renameSync(staged, dbFile)
  const uploads = hasUploads
    ? copyDir(path.join(from, 'uploads'), path.join(dataDir, 'uploads'))
    : { files: 0, bytes: 0 }
  if (hasSecret) {
    fs.copyFileSync(path.join(from, 'session-secret'), path.join(dataDir, 'session-secret'))
    fs.chmodSync(path.join(dataDir, 'session-secret'), 0o600)
  }
  // Half-finished uploads of the old data are meaningless now (the server also clears them at start).
  fs.rmSync(path.join(dataDir, 'tmp'), { recursive: true, force: true })

  console.log(`Restored ${given}`)
  console.log(`  into ${dataDir}`)
  for (const line of describeDatabase(found)) console.log(line)
  console.log(
    hasUploads
      ? `  uploads:  ${uploads.files} file${uploads.files === 1 ? '' : 's'}, ${formatBytes(uploads.bytes)}`
      : '  uploads:  not in the backup (kept as they were)',
  )
  console.log(`  session-secret: ${hasSecret ? 'restored' : 'not in the backup (kept as it was)'}`)
  if (aside) console.log(`  the previous data was moved to ${aside} (delete it once all is well)`)
  console.log('Start the server again to use the restored data.')
}

await main()
