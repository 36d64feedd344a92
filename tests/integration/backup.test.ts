import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DB } from '../../db/connection'
import { eventDetails, projectScores, scoringCriteria, storedFiles } from '../../db/schema'
import { addJudge, addProject, addScore } from '../setup/fixtures'
import { runScript } from '../setup/restore-run'

/*
 * `npm run backup` and `npm run restore` (scripts/backup.js, scripts/restore.js) run as the volunteer
 * runs them: child processes with DATA_DIR in their environment, on a real data folder made by the
 * app's own openDatabase. While the backup runs, another process keeps committing rows, as judges
 * scoring during the event would.
 */

const projectRoot = process.cwd()
let root: string
let dataDir: string
let db: DB
let scoreCount: number

type Row = Record<string, unknown>

/** Runs a script of this project; BACKUP_DIR empty, so a developer's .env cannot move the backups elsewhere. */
const run = (args: string[], env: Record<string, string>) => runScript(args, { BACKUP_DIR: '', ...env })

const backup = (data: string, to: string) => run(['scripts/backup.js', '--to', to], { DATA_DIR: data })
const restore = (from: string, data: string, ...flags: string[]) =>
  run(['scripts/restore.js', from, ...flags], { DATA_DIR: data })

/** Every user table and its rows, in rowid order, read with a plain connection. */
function dump(file: string): Map<string, Row[]> {
  const conn = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const names = conn
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .pluck()
      .all() as string[]
    return new Map(
      names.map((name) => [name, conn.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Row[]]),
    )
  } finally {
    conn.close()
  }
}

function schemaOf(file: string): Row[] {
  const conn = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return conn
      .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name')
      .all() as Row[]
  } finally {
    conn.close()
  }
}

/** Name -> bytes of every file in a folder. */
function filesIn(dir: string): Map<string, Buffer> {
  return new Map(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name))]),
  )
}

const sessionRows = () => db.$client.prepare('SELECT count(*) FROM sessions').pluck().get() as number

/**
 * Another connection, in another process, committing three `sessions` rows per transaction as fast as
 * it can (WAL, synchronous FULL) until it is stopped or 20 s have passed.
 */
const writerScript = `
import Database from 'better-sqlite3'
const db = new Database(process.env.DB_FILE, { timeout: 5000 })
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
const insert = db.prepare('INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)')
const batch = db.transaction((n) => {
  for (let i = 0; i < 3; i++) insert.run('w-' + n + '-' + i, JSON.stringify({ batch: n, i }), Date.now() + 3600000)
})
const deadline = Date.now() + 20000
console.log('ready')
for (let n = 1; Date.now() < deadline; n++) batch(n)
`

let writer: ChildProcess | null = null

beforeAll(() => {
  // The system's temp folder, not tests/.tmp: another Vitest run starting meanwhile empties that one.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'science-challenge-backup-'))
  dataDir = path.join(root, 'data')
  db = openDatabase(path.join(dataDir, 'app.db'))

  // A small event: 4 projects, 3 judges, every judge scoring every project on every criterion.
  const criteria = db.select().from(scoringCriteria).all()
  scoreCount = 4 * 3 * criteria.length
  const projectIds = [1, 2, 3, 4].map(
    (n) =>
      addProject(db, {
        name: `Project ${n}`,
        description: `What project ${n} does, with an apostrophe's and émojis 🌋.`,
        submissionType: n % 2 ? 'photo' : 'video',
        submissionMethod: n % 2 ? 'upload' : 'youtube',
        url: n % 2 ? null : 'https://youtu.be/dQw4w9WgXcQ',
        authorName: `Inventor ${n}`,
        authorEmail: `family${n}@example.org`,
        status: n === 4 ? 'pending' : 'approved',
      }).id,
  )
  const judgeIds = [1, 2, 3].map((n) => addJudge(db, { password: `$2b$10$hash${n}` }).id)
  for (const projectId of projectIds)
    for (const judgeId of judgeIds)
      for (const [i, criterion] of criteria.entries())
        addScore(db, {
          projectId,
          judgeId,
          criteriaId: criterion.id,
          score: (projectId + judgeId + i) % 11,
          comments: 'Nice',
        })

  // Three stored files (random bytes: the content does not matter to a backup), registered like the app does.
  const uploads = path.join(dataDir, 'uploads')
  fs.mkdirSync(uploads, { recursive: true })
  for (const [i, size] of [200_000, 35_000, 1].entries()) {
    const name = `${crypto.randomBytes(16).toString('hex')}.png`
    const bytes = crypto.randomBytes(size)
    fs.writeFileSync(path.join(uploads, name), bytes)
    db.insert(storedFiles)
      .values({ name, projectId: projectIds[i]!, role: 'file', contentType: 'image/png', size })
      .run()
  }
  // The club's logo, set on the Event tab: an upload named in its section's row, not in stored_files.
  const logo = `${crypto.randomBytes(16).toString('hex')}.webp`
  fs.writeFileSync(path.join(uploads, logo), crypto.randomBytes(5_000))
  db.insert(eventDetails)
    .values({ section: 'club', value: JSON.stringify({ clubName: 'Backup Club', logo }) })
    .run()
  fs.mkdirSync(path.join(dataDir, 'tmp'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'tmp', 'abc.part'), 'half an upload')
  fs.writeFileSync(path.join(dataDir, 'session-secret'), crypto.randomBytes(32).toString('hex') + '\n')
})

afterAll(() => {
  writer?.kill('SIGKILL')
  db?.$client.close()
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', () => {
  let backupFolder: string
  let sourceAtBackup: Map<string, Row[]>
  let before: number
  let after: number

  it('backs up a consistent copy while another process keeps writing', async () => {
    writer = spawn(process.execPath, ['--input-type=module', '-e', writerScript], {
      cwd: projectRoot,
      env: { ...process.env, DB_FILE: path.join(dataDir, 'app.db') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let writerErr = ''
    writer.stderr?.on('data', (chunk: Buffer) => (writerErr += chunk.toString()))
    await new Promise<void>((resolve, reject) => {
      writer?.stdout?.once('data', () => resolve())
      writer?.once('exit', () => reject(new Error(`writer stopped: ${writerErr}`)))
    })
    // Let it get going, so the backup starts in the middle of a stream of commits.
    while (sessionRows() < 60) await new Promise((r) => setTimeout(r, 5))

    before = sessionRows()
    const result = await backup(dataDir, path.join(root, 'backups'))
    after = sessionRows()
    writer.kill('SIGTERM')
    await new Promise((resolve) => writer?.once('close', resolve))
    writer = null

    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    // The writer really was writing all through the backup.
    expect(after).toBeGreaterThan(before)

    const made = fs.readdirSync(path.join(root, 'backups'))
    expect(made).toHaveLength(1)
    expect(made[0]).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/)
    backupFolder = path.join(root, 'backups', made[0]!)
    expect(result.stdout).toContain(backupFolder)
    expect(result.stdout).toMatch(/4 projects, 3 judges, \d+ scores/)
    // Three project files and the club's logo.
    expect(result.stdout).toContain('4 files')
    expect(fs.readdirSync(backupFolder).sort()).toEqual([
      'app.db',
      'manifest.json',
      'session-secret',
      'uploads',
    ])

    const copy = dump(path.join(backupFolder, 'app.db'))
    // A snapshot: only whole transactions of the writer, and a moment between the start and the end.
    const sessions = copy.get('sessions') ?? []
    expect(sessions.length % 3).toBe(0)
    expect(sessions.length).toBeGreaterThanOrEqual(before)
    expect(sessions.length).toBeLessThanOrEqual(after)

    const manifest = JSON.parse(fs.readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8')) as {
      createdAt: string
      database: { integrityCheck: string }
      tables: Record<string, number>
      uploads: { files: number; bytes: number; missing: string[] }
      sessionSecret: boolean
    }
    expect(manifest.database.integrityCheck).toBe('ok')
    expect(Number.isNaN(Date.parse(manifest.createdAt))).toBe(false)
    expect(manifest.tables).toEqual(Object.fromEntries([...copy].map(([name, rows]) => [name, rows.length])))
    expect(manifest.tables).toMatchObject({
      projects: 4,
      judges: 3,
      project_scores: scoreCount,
      stored_files: 3,
    })
    expect(manifest.uploads).toEqual({ files: 4, bytes: 240_001, missing: [] })
    expect(manifest.sessionSecret).toBe(true)
    // In-progress uploads are not part of a backup.
    expect(fs.existsSync(path.join(backupFolder, 'tmp'))).toBe(false)

    const check = new Database(path.join(backupFolder, 'app.db'), { readonly: true })
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok')
    check.close()

    // The source as it was when the backup was taken: nothing but `sessions` changed since.
    sourceAtBackup = dump(path.join(dataDir, 'app.db'))
  }, 20_000)

  it('restores into a fresh data folder exactly what the source held at backup time', async () => {
    const target = path.join(root, 'restored')
    const result = await restore(backupFolder, target)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Restored ${backupFolder}`)
    expect(result.stdout).toContain(`4 projects, 3 judges, ${scoreCount} scores`)
    expect(result.stdout).toContain('integrity check: ok, no row pointing at nothing')
    expect(result.stdout).toContain('every one of the 4 uploads it names is there')
    // What it wrote is its owner's only, as the data folder the server makes.
    const mode = (file: string) => fs.statSync(path.join(target, file)).mode & 0o777
    expect([mode('.'), mode('app.db'), mode('uploads'), mode('session-secret')]).toEqual([
      0o700, 0o600, 0o700, 0o600,
    ])
    for (const name of fs.readdirSync(path.join(target, 'uploads')))
      expect(mode(`uploads/${name}`), name).toBe(0o600)

    const file = path.join(target, 'app.db')
    expect(fs.existsSync(`${file}-wal`)).toBe(false)
    expect(schemaOf(file)).toEqual(schemaOf(path.join(dataDir, 'app.db')))

    const restored = dump(file)
    expect([...restored.keys()]).toEqual([...sourceAtBackup.keys()])
    for (const [table, rows] of sourceAtBackup) {
      const copy = restored.get(table) ?? []
      if (table === 'sessions') {
        // Written during the backup: the copy holds the first N rows, exactly as written.
        expect(copy.length).toBeGreaterThanOrEqual(before)
        expect(copy).toEqual(rows.slice(0, copy.length))
      } else {
        expect(copy, table).toEqual(rows)
      }
    }

    const sourceFiles = filesIn(path.join(dataDir, 'uploads'))
    const restoredFiles = filesIn(path.join(target, 'uploads'))
    expect([...restoredFiles.keys()]).toEqual([...sourceFiles.keys()])
    for (const [name, bytes] of sourceFiles) expect(restoredFiles.get(name)?.equals(bytes), name).toBe(true)
    expect(fs.readFileSync(path.join(target, 'session-secret'), 'utf8')).toBe(
      fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8'),
    )

    // The app opens it as it would at start: WAL again, migrations and seeds are no-ops.
    const reopened = openDatabase(file)
    try {
      expect(reopened.$client.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(reopened.$client.pragma('integrity_check', { simple: true })).toBe('ok')
      expect(reopened.select().from(projectScores).all()).toHaveLength(scoreCount)
      expect(reopened.select().from(scoringCriteria).all()).toEqual(db.select().from(scoringCriteria).all())
    } finally {
      reopened.$client.close()
    }
    expect(dump(file).get('projects')).toEqual(sourceAtBackup.get('projects'))
  })

  it('refuses to overwrite an existing database without --force', async () => {
    const target = path.join(root, 'restored')
    const file = path.join(target, 'app.db')
    const conn = new Database(file)
    conn.prepare("UPDATE projects SET name = 'Changed after restore' WHERE id = 1").run()
    conn.close()

    const result = await restore(backupFolder, target)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('already has a database')
    expect(result.stderr).toContain('--force')
    expect(result.stdout).toBe('')
    const check = new Database(file, { readonly: true })
    expect(check.prepare('SELECT name FROM projects WHERE id = 1').pluck().get()).toBe(
      'Changed after restore',
    )
    check.close()
  })

  it('refuses while the server has the database open, even with --force', async () => {
    const target = path.join(root, 'restored')
    const file = path.join(target, 'app.db')
    const server = new Database(file)
    try {
      server.pragma('journal_mode = WAL')
      server.prepare("UPDATE projects SET name = 'Written by the running server' WHERE id = 2").run()

      // A freshly written WAL: the quick hint.
      const fresh = await restore(backupFolder, target, '--force')
      expect(fresh.code).toBe(1)
      expect(fresh.stderr).toMatch(/server seems to be running/)
      expect(fresh.stderr).toMatch(/Stop the server first/)

      // An idle server (its WAL untouched for a minute) is still noticed: it holds the database open.
      const aMinuteAgo = new Date(Date.now() - 60_000)
      fs.utimesSync(`${file}-wal`, aMinuteAgo, aMinuteAgo)
      const idle = await restore(backupFolder, target, '--force')
      expect(idle.code).toBe(1)
      expect(idle.stderr).toMatch(/open in another program/)
      expect(idle.stderr).toMatch(/Stop the server first/)
      expect(fs.existsSync(path.join(target, 'app.db.restoring'))).toBe(false)
      expect(server.prepare('SELECT name FROM projects WHERE id = 2').pluck().get()).toBe(
        'Written by the running server',
      )
    } finally {
      server.close()
    }
  })

  it('with --force and the server stopped, moves the current data aside and restores', async () => {
    const target = path.join(root, 'restored')
    const result = await restore(backupFolder, target, '--force')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const aside = /moved to (.+?) \(delete it/.exec(result.stdout)?.[1]
    expect(aside).toBeDefined()
    expect(path.basename(aside!)).toMatch(/^restored-before-restore-/)

    const previous = new Database(path.join(aside!, 'app.db'), { readonly: true })
    expect(previous.prepare('SELECT name FROM projects WHERE id = 2').pluck().get()).toBe(
      'Written by the running server',
    )
    previous.close()
    expect(dump(path.join(target, 'app.db')).get('projects')).toEqual(sourceAtBackup.get('projects'))
    expect([...filesIn(path.join(target, 'uploads')).keys()]).toEqual([
      ...filesIn(path.join(dataDir, 'uploads')).keys(),
    ])
  })

  it('restores a backup of the database alone (the copy before an upgrade), keeping the uploads', async () => {
    const target = path.join(root, 'restored')
    const databaseOnly = path.join(root, 'pre-upgrade-2025-05-17_09-00-00')
    fs.mkdirSync(databaseOnly)
    fs.copyFileSync(path.join(backupFolder, 'app.db'), path.join(databaseOnly, 'app.db'))
    const uploads = filesIn(path.join(target, 'uploads'))
    expect(uploads.size).toBe(4)

    const result = await restore(databaseOnly, target, '--force')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('uploads:  not in the backup (kept as they were)')
    expect(filesIn(path.join(target, 'uploads'))).toEqual(uploads)
    const aside = /moved to (.+?) \(delete it/.exec(result.stdout)![1]!
    expect(fs.readdirSync(aside)).toEqual(['app.db'])
  }, 20_000)

  it('puts backups in a `backups` folder next to the data folder by default', async () => {
    const result = await run(['scripts/backup.js'], { DATA_DIR: dataDir })
    expect(result.code).toBe(0)
    const made = fs.readdirSync(path.join(root, 'backups'))
    // The first backup and this one; a second backup in the same second gets a -2 suffix.
    expect(made).toHaveLength(2)
    expect(made.every((name) => /^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}(-\d+)?$/.test(name))).toBe(true)
  })

  it('fails clearly when there is no database, and writes nothing', async () => {
    const empty = path.join(root, 'empty')
    fs.mkdirSync(empty)
    const to = path.join(root, 'nowhere')
    const result = await backup(empty, to)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`there is no database at ${path.join(empty, 'app.db')}`)
    expect(result.stderr).toContain('DATA_DIR')
    expect(fs.existsSync(to)).toBe(false)
  })

  it('refuses a folder that is not a backup', async () => {
    const result = await restore(path.join(root, 'empty'), path.join(root, 'elsewhere'))
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('is not a backup folder')
    expect(fs.existsSync(path.join(root, 'elsewhere', 'app.db'))).toBe(false)
  })
})
