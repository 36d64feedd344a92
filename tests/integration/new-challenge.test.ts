import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import Database from 'better-sqlite3'
import yauzl from 'yauzl'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { assignments, judgingSettings, recusals, scoreBatches, storedFiles } from '../../db/schema'
import { ArchiveIncomplete, challengeArchive } from '../../app/features/event/challenge-archive.server'
import { createFileStore, type FileStore } from '../../app/infra/file-store.server'
import { setResultsVisibility, setScoringOpen } from '../../app/features/judging/judging-settings.server'
import {
  challengeName,
  datesToUpdate,
  datesUpdated,
  startNewChallenge,
} from '../../app/features/event/new-challenge.server'
import { saveSubmissionWindow } from '../../app/features/submissions/submission-window.server'
import { makeBallots } from '../../app/features/showcase/ballots.server'
import { eventTimeZone } from '../../app/features/event/event-details.server'
import { wallTime } from '~/utils/time'
import { setVotingOpen } from '../../app/features/showcase/voting-state.server'
import { addJudge, addProject, addScore, addSession, criteriaIds } from '../setup/fixtures'
import { runRestore } from '../setup/restore-run'
import { createTestDb } from '../setup/test-db'

/*
 * "Start a new challenge": the server's own copy of the season first, then the removal; the archive beside
 * it. A seeded event is archived, the new challenge started, and both the archive and the season's copy
 * restored by `npm run restore` into fresh data folders, as the organiser would.
 */

type Row = Record<string, unknown>
const t = createTestDb()
let store: FileStore
let archiveFile: string
let before: Map<string, Row[]>
let uploadsBefore: Map<string, Buffer>
let backupDir: string
let seasonFolder: string
const startedAt = new Date('2025-06-01T08:00:00Z')

/** Every table's rows, in rowid order. */
function dump(sqlite: Database.Database): Map<string, Row[]> {
  const names = sqlite
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all()
  return new Map(
    names.map((name) => [name, sqlite.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Row[]]),
  )
}

const filesIn = (dir: string) =>
  new Map(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name))]),
  )

/** The names of a zip's entries, in order. */
function zipEntries(file: string): Promise<string[]> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: false }, (error, zip) => {
      if (error || !zip) return reject(error)
      const names: string[] = []
      zip.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName))
      zip.on('end', () => resolve(names))
      zip.on('error', reject)
    }),
  )
}

function readEntry(file: string, name: string): Promise<string> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry()
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            zip.close()
            resolve(Buffer.concat(chunks).toString('utf8'))
          })
        })
      })
      zip.on('end', () => reject(new Error(`no ${name}`)))
      zip.readEntry()
    }),
  )
}

const restore = runRestore

beforeAll(() => {
  const { db } = t
  store = createFileStore(path.join(t.dir, 'data'))
  backupDir = path.join(t.dir, 'backups')
  const criteria = criteriaIds(db)
  const judgeIds = [addJudge(db).id, addJudge(db).id, addJudge(db).id]
  for (let n = 1; n <= 4; n++) {
    const id = addProject(db, {
      name: `Project ${n}`,
      status: n === 4 ? 'pending' : 'approved',
      authorEmail: n === 1 ? 'old-family1@example.org' : `family${n}@example.org`,
      consentAt: new Date(),
      editTokenHash: crypto.randomBytes(32).toString('hex'),
      tableNumber: n,
    }).id
    // A photo and its card on disk, registered as the app does.
    for (const [role, suffix] of [
      ['thumbnail', ''],
      ['card', '-card'],
    ] as const) {
      const name = `${crypto.randomBytes(16).toString('hex')}${suffix}.${role === 'card' ? 'webp' : 'png'}`
      const bytes = crypto.randomBytes(1000 * n)
      fs.writeFileSync(path.join(store.uploadsDir, name), bytes)
      db.insert(storedFiles)
        .values({ name, projectId: id, role, contentType: 'image/png', size: bytes.length })
        .run()
    }
    for (const judgeId of judgeIds) {
      db.insert(assignments).values({ projectId: id, judgeId }).run()
      for (const criteriaId of criteria)
        addScore(db, { projectId: id, judgeId, criteriaId, score: (id + judgeId) % 11, comments: 'Good' })
    }
    db.insert(recusals).values({ projectId: id, judgeId: judgeIds[0]! }).run()
  }
  db.insert(scoreBatches).values({ batchId: 'batch-1', judgeId: judgeIds[1]!, answer: '{}' }).run()
  db.update(judgingSettings).set({ judgesPerProject: 2, participantNames: 'initial' }).run()
  setResultsVisibility(db, 'published')
  setScoringOpen(db, false)
  // People's Choice: three ballots, one of them voted for the first project, and voting open.
  makeBallots(db, 3)
  setVotingOpen(db, true)
  db.$client
    .prepare(
      `UPDATE ballots SET voted_at = 1, project_id = (SELECT min(id) FROM projects)
       WHERE id = (SELECT min(id) FROM ballots)`,
    )
    .run()
  saveSubmissionWindow(db, { opensAt: '2025-05-01T09:00', closesAt: '2025-05-31T16:30' }, 'UTC')
  // Two families were e-mailed their feedback.
  db.$client
    .prepare(
      "INSERT INTO feedback_emails (email_key) VALUES ('family2@example.org'), ('family3@example.org')",
    )
    .run()
  // A project withdrawn during the season, with a long text (in pages of its own, freed then): gone already,
  // its words must not survive in the file either.
  const withdrawn = addProject(db, {
    name: 'Withdrawn kite',
    description: 'Write to withdrawn@example.org. '.repeat(300),
    authorEmail: 'withdrawn@example.org',
  }).id
  db.$client.prepare('DELETE FROM projects WHERE id = ?').run(withdrawn)
  // A family changed its address once: the old one must not survive in the file either.
  db.$client
    .prepare("UPDATE projects SET author_email = 'family1@example.org' WHERE name = 'Project 1'")
    .run()
  // Signed in: two judges and the organiser.
  addSession(db, { judgeId: judgeIds[0], lastSeen: Date.now() }, 'judge-a')
  addSession(db, { judgeId: judgeIds[2], lastSeen: Date.now() }, 'judge-b')
  addSession(db, { isAdmin: true, lastSeen: Date.now() }, 'organiser')
  before = dump(db.$client)
  uploadsBefore = filesIn(store.uploadsDir)
})

afterAll(() => t.close())

describe('Start a new challenge', () => {
  it('downloads the archive: the database, every upload, the results and a README', async () => {
    archiveFile = path.resolve(t.dir, 'archive.zip')
    const archive = challengeArchive(t.db, store, { now: new Date('2025-05-31T18:00:00Z') })
    expect(archive.fileName).toBe('science-innovation-challenge-archive-2025-05-31.zip')
    await pipeline(archive.stream, fs.createWriteStream(archiveFile))
    const entries = await zipEntries(archiveFile)
    expect(entries.sort()).toEqual(
      [
        'README.txt',
        'app.db',
        'results.csv',
        ...[...uploadsBefore.keys()].map((name) => `uploads/${name}`),
      ].sort(),
    )
    const readme = await readEntry(archiveFile, 'README.txt')
    expect(readme).toContain('4 projects, 3 judges')
    expect(readme).toContain('8 uploaded files')
    expect(readme).toContain('npm run restore')
    const csv = await readEntry(archiveFile, 'results.csv')
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(5)
    // The snapshot's temp file is gone once the zip is done.
    expect(fs.readdirSync(store.tmpDir)).toEqual([])
  })

  it('changes nothing when the typed name is not the challenge’s', async () => {
    for (const typed of ['', 'Science Challenge', 'science innovation challenge', `${challengeName()}!`]) {
      expect(await startNewChallenge(t.db, store, typed, { backupDir })).toEqual({ outcome: 'wrong-name' })
    }
    expect(dump(t.db.$client)).toEqual(before)
    expect(filesIn(store.uploadsDir)).toEqual(uploadsBefore)
    expect(datesToUpdate(t.db)).toBe(false)
    expect(fs.existsSync(backupDir)).toBe(false)
  })

  it('removes nothing when its copy of the season cannot be written, and says why', async () => {
    // A file where the backups folder should be: as a folder the server may not write to.
    const blocked = path.join(t.dir, 'blocked')
    fs.writeFileSync(blocked, 'not a folder')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const refused = await startNewChallenge(t.db, store, challengeName(), { backupDir: blocked })
    expect(refused).toMatchObject({ outcome: 'copy-failed' })
    const reason = refused.outcome === 'copy-failed' ? refused.reason : ''
    expect(reason).toContain(`The copy of this season could not be written in ${blocked}`)
    expect(reason).toContain('BACKUP_DIR')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('nothing was removed'))
    error.mockRestore()
    // A copy that fails in the middle (a full disk): its unfinished folder goes too.
    const full = vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await startNewChallenge(t.db, store, challengeName(), { backupDir })).toMatchObject({
        outcome: 'copy-failed',
        reason: expect.stringContaining('ENOSPC'),
      })
    } finally {
      full.mockRestore()
      vi.restoreAllMocks()
    }
    expect(fs.readdirSync(backupDir)).toEqual([])
    fs.rmSync(backupDir, { recursive: true })
    expect(dump(t.db.$client)).toEqual(before)
    expect(filesIn(store.uploadsDir)).toEqual(uploadsBefore)
  })

  it('keeps a copy of the whole season first, in season-<date>/ of the backups folder', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const started = await startNewChallenge(t.db, store, `  ${challengeName()} `, {
      backupDir,
      now: startedAt,
    })
    expect(started).toMatchObject({ outcome: 'started', projects: 4, files: 8, judges: 3 })
    seasonFolder = started.outcome === 'started' ? started.copy : ''
    expect(path.dirname(seasonFolder)).toBe(backupDir)
    expect(path.basename(seasonFolder)).toMatch(/^season-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/)
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`copied to ${seasonFolder}`))
    log.mockRestore()
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(seasonFolder)])
    expect(fs.readdirSync(seasonFolder).sort()).toEqual(['app.db', 'manifest.json', 'uploads'])
    expect(fs.statSync(seasonFolder).mode & 0o777).toBe(0o700)
    const copy = new Database(path.join(seasonFolder, 'app.db'), { readonly: true })
    try {
      expect(dump(copy)).toEqual(before)
    } finally {
      copy.close()
    }
    expect(filesIn(path.join(seasonFolder, 'uploads'))).toEqual(uploadsBefore)
    const manifest = JSON.parse(fs.readFileSync(path.join(seasonFolder, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({
      database: { integrityCheck: 'ok' },
      tables: { projects: 4, stored_files: 8 },
      uploads: { files: 8, missing: [] },
    })
  })

  it('removes every project, score and file; judges inactive; criteria, settings and the rest kept', () => {
    const after = dump(t.db.$client)
    const emptied = [
      'projects',
      'stored_files',
      'project_scores',
      'assignments',
      'recusals',
      'judge_progress',
      'score_batches',
      'removed_files',
      'ballots',
      'feedback_emails',
    ]
    for (const table of emptied) expect(after.get(table), table).toEqual([])
    expect(fs.readdirSync(store.uploadsDir)).toEqual([])
    expect(after.get('judges')).toEqual(before.get('judges')!.map((judge) => ({ ...judge, is_active: 0 })))
    expect(after.get('judging_settings')).toMatchObject([
      {
        results_visibility: 'live',
        scoring_open: 1,
        judges_per_project: 2,
        participant_names: 'initial',
      },
    ])
    expect(after.get('new_challenges')).toHaveLength(1)
    // Closed from the start of the new challenge until the organiser sets its dates.
    // Kept as the wall time of that moment in the event's zone, as the organiser's own times are.
    const zone = eventTimeZone()
    expect(after.get('submission_window')).toMatchObject([
      { opens_at: null, closes_at: wallTime(startedAt.getTime(), zone), time_zone: zone },
    ])
    // Every judge signed out; the organiser still in.
    expect(after.get('sessions')!.map((row) => row.sid)).toEqual(['organiser'])
    expect(after.get('voting_settings')).toMatchObject([{ voting_open: 0 }])
    // Every other table (the criteria, the admin's password, the event's details…) exactly as it was.
    const changed = new Set([
      ...emptied,
      'sessions',
      'judges',
      'judging_settings',
      'new_challenges',
      'submission_window',
      'voting_settings',
    ])
    for (const [table, rows] of before) if (!changed.has(table)) expect(after.get(table), table).toEqual(rows)
    expect(after.get('scoring_criteria')!.length).toBeGreaterThan(0)
  })

  it('leaves no old family’s address in the database file or its log', () => {
    t.db.$client.pragma('wal_checkpoint(TRUNCATE)')
    const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0))
    const bytes = Buffer.concat([read(t.file), read(`${t.file}-wal`)])
    for (const address of ['withdrawn', 'old-family1', 'family1', 'family2', 'family3', 'family4'])
      expect(bytes.includes(`${address}@example.org`), address).toBe(false)
    expect(bytes.includes('Project 3')).toBe(false)
  })

  it('asks for the new dates until the event details are saved', () => {
    expect(datesToUpdate(t.db)).toBe(true)
    datesUpdated(t.db)
    expect(datesToUpdate(t.db)).toBe(false)
  })

  it('restores the archive with `npm run restore` into a fresh data folder, every project, score and file', async () => {
    const fresh = path.join(t.dir, 'fresh-data')
    const result = await restore(archiveFile, fresh)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Restored ${archiveFile}`)
    expect(result.stdout).toContain('4 projects, 3 judges')
    expect(result.stdout).toContain('8 files')
    const restored = new Database(path.join(fresh, 'app.db'), { readonly: true })
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok')
      expect(dump(restored)).toEqual(before)
    } finally {
      restored.close()
    }
    expect(filesIn(path.join(fresh, 'uploads'))).toEqual(uploadsBefore)
    // The unpacked archive does not stay beside the data folder.
    expect(fs.readdirSync(t.dir).filter((name) => name.includes('unpacking'))).toEqual([])
  })

  it('restores the season’s copy with `npm run restore` into a fresh data folder, every row and file', async () => {
    const fresh = path.join(t.dir, 'season-data')
    const result = await restore(seasonFolder, fresh)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('4 projects, 3 judges')
    expect(result.stdout).toContain('1 vote')
    expect(result.stdout).toContain('every one of the 8 uploads it names is there')
    const restored = new Database(path.join(fresh, 'app.db'), { readonly: true })
    try {
      expect(dump(restored)).toEqual(before)
    } finally {
      restored.close()
    }
    expect(filesIn(path.join(fresh, 'uploads'))).toEqual(uploadsBefore)
  })

  it('refuses a zip that is not an archive of this site, writing nothing', async () => {
    const strange = path.join(t.dir, 'strange.zip')
    const { ZipArchive } = await import('archiver')
    const zip = new ZipArchive()
    zip.append('x', { name: '../outside.txt' })
    void zip.finalize()
    await pipeline(zip, fs.createWriteStream(strange))
    const target = path.join(t.dir, 'strange-data')
    const result = await restore(strange, target)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('is not an archive of this site')
    expect(fs.existsSync(path.join(target, 'app.db'))).toBe(false)
    expect(fs.existsSync(path.join(t.dir, 'outside.txt'))).toBe(false)
  })
})

/** A project with one photo on disk, in the new challenge: what the archive tests below take. */
function projectWithPhoto() {
  const id = addProject(t.db, { name: 'Rain gauge', status: 'approved' }).id
  const name = `${crypto.randomBytes(16).toString('hex')}.png`
  fs.writeFileSync(path.join(store.uploadsDir, name), crypto.randomBytes(2000))
  t.db
    .insert(storedFiles)
    .values({ name, projectId: id, role: 'thumbnail', contentType: 'image/png', size: 2000 })
    .run()
  return path.join(store.uploadsDir, name)
}

describe('an archive that cannot be complete', () => {
  it('is not made when a file its database names is missing, and leaves nothing behind', () => {
    const photo = projectWithPhoto()
    fs.rmSync(photo)
    expect(() => challengeArchive(t.db, store)).toThrow(ArchiveIncomplete)
    expect(() => challengeArchive(t.db, store)).toThrow(`the file ${path.basename(photo)}`)
    expect(fs.readdirSync(store.tmpDir)).toEqual([])
    t.db.delete(storedFiles).run()
  })

  it('ends its stream with an error when a file cannot be read once the zip has begun', async () => {
    projectWithPhoto()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const archive = challengeArchive(t.db, store)
    // The archive's own link to the photo goes before the archiver reaches it.
    const [folder] = fs.readdirSync(store.tmpDir)
    const uploads = path.join(store.tmpDir, folder!, 'uploads')
    for (const file of fs.readdirSync(uploads)) fs.rmSync(path.join(uploads, file))
    // Read as the server's answer reads it: errors are the stream's own to handle, a reader is not told.
    archive.stream.on('data', () => {})
    await new Promise((resolve) => archive.stream.once('close', resolve))
    expect(archive.stream.errored?.message).toMatch(/ENOENT/)
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('the archive is incomplete'),
      expect.anything(),
    )
    // Every later error is handled too: none can end the worker.
    expect(() => archive.stream.emit('error', new Error('a second error'))).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fs.readdirSync(store.tmpDir)).toEqual([])
    error.mockRestore()
  })

  it('keeps a file that is deleted while it downloads (its own link)', async () => {
    const photo = projectWithPhoto()
    const archive = challengeArchive(t.db, store)
    fs.rmSync(photo)
    const written = path.join(t.dir, 'kept.zip')
    await pipeline(archive.stream, fs.createWriteStream(written))
    expect(await zipEntries(written)).toContain(`uploads/${path.basename(photo)}`)
    t.db.delete(storedFiles).run()
  })
})

describe('the archive’s download, stopped by the browser', () => {
  it('ends the stream and removes the snapshot', async () => {
    const { db } = t
    const controller = new AbortController()
    const archive = challengeArchive(db, store, { signal: controller.signal })
    expect(fs.readdirSync(store.tmpDir)).toHaveLength(1)
    const closed = new Promise((resolve) => archive.stream.once('close', resolve))
    // The browser takes the first bytes and goes: nobody reads the rest.
    archive.stream.once('readable', () => {
      archive.stream.read()
      controller.abort()
    })
    await closed
    expect(fs.readdirSync(store.tmpDir)).toEqual([])
  }, 5_000)
})
