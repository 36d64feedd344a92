import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import yauzl from 'yauzl'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runRestore } from '../setup/restore-run'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession, projectForm, submitProject } from '../security/helpers'

/*
 * "Start a new challenge" on a busy server: the archive downloading, four families
 * submitting, three judges scoring and three voters voting, all through the start. Whatever was
 * acknowledged (a 2xx or a redirect received) is in the season's copy or in the new season, and the copy,
 * restored into a fresh data folder, gives it all back. A copy that cannot be written first removes nothing.
 */

const PROJECTS = 24
let server: BuiltServer
let admin: string
let backups: string
let judges: { id: number; cookie: string }[]
let tokens: string[]
let criteria: number[]
let seeded: number[]

const form = (fields: Record<string, string>, cookie = admin) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
})

beforeAll(async () => {
  fs.mkdirSync('tests/.tmp', { recursive: true })
  backups = path.resolve(fs.mkdtempSync('tests/.tmp/under-load-'), 'backups')
  server = await startBuiltServer({ env: { BACKUP_DIR: backups } })
  admin = await adminCookie(server)
  // Approved projects, each with a photo on disk: enough for the archive to be still downloading.
  seeded = []
  for (let n = 1; n <= PROJECTS; n++) {
    const [{ id }] = server.query<{ id: number }>(
      `INSERT INTO projects (name, description, submission_type, author_name, author_email, status)
       VALUES (?, 'A project', 'photo', 'Sam', ?, 'approved') RETURNING id`,
      `Seeded ${n}`,
      `seeded${n}@example.org`,
    ) as [{ id: number }]
    const name = `${crypto.randomBytes(16).toString('hex')}.png`
    fs.writeFileSync(path.join(server.dataDir, 'uploads', name), crypto.randomBytes(256 * 1024))
    server.query(
      "INSERT INTO stored_files (name, project_id, role, content_type, size) VALUES (?, ?, 'thumbnail', 'image/png', ?) RETURNING name",
      name,
      id,
      256 * 1024,
    )
    seeded.push(id)
  }
  criteria = server
    .query<{ id: number }>('SELECT id FROM scoring_criteria WHERE is_active = 1')
    .map((c) => c.id)
  judges = []
  for (let n = 0; n < 3; n++) judges.push(await judgeSession(server, { from: `127.0.60.${n + 1}` }))
  // People's Choice: three ballots, voting open, and the ballots opened by their codes.
  expect(
    (await send(server, '/admin/awards?step=0', form({ intent: 'make-ballots', count: '3' }))).status,
  ).toBe(303)
  const sheet = await send(server, '/admin/ballots?batch=1', { headers: { cookie: admin } })
  const codes = [...sheet.text.matchAll(/>([2-9A-HJKMNP-Z]{10})<\/strong>/g)].map((m) => m[1]!)
  // Codes open ballots only while voting is open.
  expect(
    (await send(server, '/admin/awards?step=0', form({ intent: 'voting', voting: 'open' }))).status,
  ).toBe(302)
  tokens = []
  for (const code of codes) {
    const opened = await send(server, '/vote', { ...form({ code }, ''), from: '127.0.61.1' })
    tokens.push(opened.headers.location!.replace('/vote/', ''))
  }
  expect(tokens).toHaveLength(3)
}, 120_000)
afterAll(() => server?.stop())

type Acknowledged = {
  projects: Map<number, string>
  /** judge:project:criterion -> the last score acknowledged. */
  scores: Map<string, number>
  /** ballot token -> the last project its vote was acknowledged for. */
  votes: Map<string, number>
}

/** Ten clients at once until `stop()`, each recording what the server acknowledged. */
function clients(acknowledged: Acknowledged) {
  let stopped = false
  const pick = () => seeded[crypto.randomInt(seeded.length)]!
  const family = async (n: number) => {
    while (!stopped) {
      const { answer, project } = await submitProject(
        server,
        await projectForm({ name: `Late ${n}-${crypto.randomBytes(3).toString('hex')}` }),
        `127.0.62.${n + 1}`,
      )
      if (answer.status === 201) acknowledged.projects.set(project!.id, project!.name)
      else await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const judge = async ({ id, cookie }: { id: number; cookie: string }) => {
    for (let round = 1; !stopped; round++) {
      const projectId = pick()
      const score = round % 11
      const answer = await send(server, '/api/scoring/submit-batch', {
        body: { scores: criteria.map((criteriaId) => ({ projectId, criteriaId, score })) },
        headers: { cookie },
      })
      if (answer.status === 200 && answer.json<{ skippedProjects: number[] }>().skippedProjects.length === 0)
        for (const criteriaId of criteria) acknowledged.scores.set(`${id}:${projectId}:${criteriaId}`, score)
      else if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const voter = async (token: string) => {
    while (!stopped) {
      const projectId = pick()
      const answer = await send(server, `/vote/${token}`, form({ projectId: String(projectId) }, ''))
      if (answer.status === 303) acknowledged.votes.set(token, projectId)
      else await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const running = Promise.all([...[0, 1, 2, 3].map(family), ...judges.map(judge), ...tokens.map(voter)])
  return async () => {
    stopped = true
    await running
  }
}

/** The archive, read a little and then held: a slow browser, still downloading. */
function slowDownload() {
  let resume!: () => void
  const done = new Promise<Buffer>((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port: server.port, path: '/admin/event/archive', headers: { cookie: admin } },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.once('data', () => response.pause())
          resume = () => response.resume()
          response.on('end', () => resolve(Buffer.concat(chunks)))
          response.on('error', reject)
        },
      )
      .on('error', reject)
  })
  return { done, resume: () => resume() }
}

function zipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const entries = new Map<string, Buffer>()
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
        }),
      )
      zip.on('end', () => resolve(entries))
      zip.on('error', reject)
      zip.readEntry()
    }),
  )
}

/** What a database file holds of the acknowledged writes. */
function holds(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return {
      projects: new Map(db.prepare('SELECT id, name FROM projects').raw().all() as [number, string][]),
      scores: new Map(
        (
          db
            .prepare('SELECT judge_id, project_id, criteria_id, score FROM project_scores')
            .raw()
            .all() as number[][]
        ).map(([judge, project, criterion, score]) => [`${judge}:${project}:${criterion}`, score!]),
      ),
      votes: (
        db.prepare('SELECT project_id FROM ballots WHERE project_id IS NOT NULL').pluck().all() as number[]
      ).sort(),
      files: db.prepare('SELECT name FROM stored_files').pluck().all() as string[],
    }
  } finally {
    db.close()
  }
}

it('keeps every acknowledged write, in the season’s copy or in the new season; restored, the copy gives them back', async () => {
  const acknowledged: Acknowledged = { projects: new Map(), scores: new Map(), votes: new Map() }
  const download = slowDownload()
  const stop = clients(acknowledged)
  await new Promise((resolve) => setTimeout(resolve, 400))

  // A copy that cannot be written (a file where the backups folder should be): nothing is removed.
  fs.writeFileSync(backups, 'not a folder')
  const refused = await send(
    server,
    '/admin/event',
    form({ intent: 'new-challenge', confirmName: 'Science Innovation Challenge' }),
  )
  fs.rmSync(backups)
  expect(refused.status).toBe(500)
  expect(refused.text).toContain('Nothing was removed')
  expect(
    server.query<{ n: number }>('SELECT count(*) AS n FROM projects WHERE id <= ?', seeded.at(-1))[0]!.n,
  ).toBe(PROJECTS)
  await new Promise((resolve) => setTimeout(resolve, 200))

  const started = await send(
    server,
    '/admin/event',
    form({ intent: 'new-challenge', confirmName: 'Science Innovation Challenge' }),
  )
  expect(started.status).toBe(302)
  await new Promise((resolve) => setTimeout(resolve, 300))
  await stop()
  download.resume()
  const archive = await zipEntries(await download.done)

  const [folder] = fs.readdirSync(backups)
  const season = path.join(backups, folder!)
  const copy = holds(path.join(season, 'app.db'))
  const now = holds(path.join(server.dataDir, 'app.db'))
  // The clients really wrote through the start, and some of it was refused after it.
  expect(acknowledged.projects.size).toBeGreaterThan(0)
  expect(acknowledged.scores.size).toBeGreaterThan(0)
  expect(acknowledged.votes.size).toBeGreaterThan(0)
  expect(copy.projects.size).toBeGreaterThanOrEqual(PROJECTS)

  for (const [id, name] of acknowledged.projects)
    expect(copy.projects.get(id) ?? now.projects.get(id), `project ${name}`).toBe(name)
  for (const [key, score] of acknowledged.scores) expect(copy.scores.get(key), `score ${key}`).toBe(score)
  // One ballot per voter: the copy holds each one's last acknowledged vote.
  expect(copy.votes).toEqual([...acknowledged.votes.values()].sort())
  // Every file a row names is beside it: in the copy for the season's rows, in the data folder for the new.
  const inCopy = new Set(fs.readdirSync(path.join(season, 'uploads')))
  for (const name of copy.files) expect(inCopy.has(name), name).toBe(true)
  for (const name of now.files)
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', name)), name).toBe(true)
  // The archive that was downloading meanwhile finished whole: every file its database names.
  const archived = path.join(path.dirname(backups), 'archive.db')
  fs.writeFileSync(archived, archive.get('app.db')!)
  for (const name of holds(archived).files) expect(archive.has(`uploads/${name}`), name).toBe(true)

  // Restored into a fresh data folder, the copy gives every project, score, vote and file back.
  const fresh = path.join(path.dirname(backups), 'restored')
  const restored = await runRestore(season, fresh)
  expect(restored.stderr).toBe('')
  expect(restored.code).toBe(0)
  const back = holds(path.join(fresh, 'app.db'))
  expect(back).toEqual(copy)
  for (const name of back.files) expect(fs.existsSync(path.join(fresh, 'uploads', name)), name).toBe(true)
}, 60_000)
