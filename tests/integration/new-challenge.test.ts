import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import Database from 'better-sqlite3'
import yauzl from 'yauzl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  assignments,
  judgingSettings,
  projectScores,
  recusals,
  scoreBatches,
  storedFiles,
} from '../../db/schema'
import { challengeArchive } from '~/models/challenge-archive.server'
import { createFileStore, type FileStore } from '~/models/file-store.server'
import { setResultsVisibility, setScoringOpen } from '~/models/judging-settings.server'
import { challengeName, datesToUpdate, datesUpdated, startNewChallenge } from '~/models/new-challenge.server'
import { saveSubmissionWindow } from '~/models/submission-window.server'
import { makeBallots } from '~/models/ballots.server'
import { setVotingOpen } from '~/models/voting-state.server'
import { criteriaIds, insertJudge, insertProject } from '../setup/fixtures'
import { createTestDb } from '../setup/test-db'

/*
 * "Start a new challenge": the archive first, then the removal. A seeded event is archived, the new
 * challenge started, and the archive restored by `npm run restore` into a fresh data folder, as the
 * organiser would.
 */

type Row = Record<string, unknown>
const t = createTestDb()
let store: FileStore
let archiveFile: string
let before: Map<string, Row[]>
let uploadsBefore: Map<string, Buffer>

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

function restore(from: string, dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/restore.js', from], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

beforeAll(() => {
  const { db } = t
  store = createFileStore(path.join(t.dir, 'data'))
  const criteria = criteriaIds(db)
  const judgeIds = [insertJudge(db).id, insertJudge(db).id, insertJudge(db).id]
  for (let n = 1; n <= 4; n++) {
    const id = insertProject(db, {
      name: `Project ${n}`,
      status: n === 4 ? 'pending' : 'approved',
      authorEmail: `family${n}@example.org`,
      consentAt: new Date(),
      editTokenHash: crypto.randomBytes(32).toString('hex'),
      tableNumber: n,
    })
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
        db.insert(projectScores)
          .values({ projectId: id, judgeId, criteriaId, score: (id + judgeId) % 11, comments: 'Good' })
          .run()
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

  it('changes nothing when the typed name is not the challenge’s', () => {
    for (const typed of ['', 'Science Challenge', 'science innovation challenge', `${challengeName()}!`]) {
      expect(startNewChallenge(t.db, store, typed)).toEqual({ outcome: 'wrong-name' })
    }
    expect(dump(t.db.$client)).toEqual(before)
    expect(filesIn(store.uploadsDir)).toEqual(uploadsBefore)
    expect(datesToUpdate(t.db)).toBe(false)
  })

  it('removes every project, score and file; judges inactive; criteria, settings and the rest kept', () => {
    const started = startNewChallenge(t.db, store, `  ${challengeName()} `)
    expect(started).toEqual({ outcome: 'started', projects: 4, files: 8, judges: 3 })
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
    // Open again, with no opening or closing time.
    expect(after.get('submission_window')).toMatchObject([{ opens_at: null, closes_at: null }])
    expect(after.get('voting_settings')).toMatchObject([{ voting_open: 0 }])
    // Every other table (the criteria, the admin's password, the event's details…) exactly as it was.
    const changed = new Set([
      ...emptied,
      'judges',
      'judging_settings',
      'new_challenges',
      'submission_window',
      'voting_settings',
    ])
    for (const [table, rows] of before) if (!changed.has(table)) expect(after.get(table), table).toEqual(rows)
    expect(after.get('scoring_criteria')!.length).toBeGreaterThan(0)
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
