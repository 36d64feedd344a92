import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/connection'
import { expectCurrentBuild } from '../setup/build'
import { freePort } from '../setup/built-server'
import { scratchForKills, startServerOn, stopWith, waitFor } from '../setup/killed-server'

/*
 * "Start a new challenge" cut by SIGKILL (the power cord pulled): the built server is killed in the middle of
 * the removal, then started again on the same data folder. Each time there is one whole challenge: the
 * old one (every project, score, file and active judge) or the new one (none of them, no file left on
 * disk once the start has swept what the crash left).
 */

const projectRoot = process.cwd()
const { root, track } = scratchForKills('science-challenge-new-')
const ADMIN_PASSWORD = 'new-challenge-crash-pass'
// Enough that the removal and the files' deletion take a while on any machine.
const PROJECTS = 2500
const JUDGES = 3

beforeAll(() => expectCurrentBuild(projectRoot))

/** A data folder with a whole challenge: projects, each with a file on disk, scores, judges. */
function seedEvent(dataDir: string) {
  const db = openDatabase(path.join(dataDir, 'app.db'))
  const sqlite = db.$client
  const uploads = path.join(dataDir, 'uploads')
  fs.mkdirSync(uploads, { recursive: true })
  const criteria = sqlite.prepare('SELECT id FROM scoring_criteria').pluck().all() as number[]
  sqlite.transaction(() => {
    const judge = sqlite.prepare(
      'INSERT INTO judges (name, email, email_key, password, approved_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    )
    const judgeIds = Array.from({ length: JUDGES }, (_, i) => {
      const email = `judge${i}@example.org`
      return (judge.get(`Judge ${i}`, email, email, 'x', Date.now()) as { id: number }).id
    })
    const project = sqlite.prepare(
      "INSERT INTO projects (name, description, submission_type, author_name, status, consent_at, edit_token_hash, table_number) VALUES (?, 'A project', 'photo', 'Sam', 'approved', ?, ?, ?) RETURNING id",
    )
    const file = sqlite.prepare(
      "INSERT INTO stored_files (name, project_id, role, content_type, size) VALUES (?, ?, 'thumbnail', 'image/png', 3)",
    )
    const score = sqlite.prepare(
      'INSERT INTO project_scores (project_id, judge_id, criteria_id, score) VALUES (?, ?, ?, 5)',
    )
    for (let n = 1; n <= PROJECTS; n++) {
      const { id } = project.get(`Project ${n}`, Date.now(), crypto.randomBytes(32).toString('hex'), n) as {
        id: number
      }
      const name = `${crypto.randomBytes(16).toString('hex')}.png`
      fs.writeFileSync(path.join(uploads, name), 'png')
      file.run(name, id)
      for (const judgeId of judgeIds) for (const criterion of criteria) score.run(id, judgeId, criterion)
    }
  })()
  sqlite.close()
  return { scores: PROJECTS * JUDGES * criteria.length }
}

const startServer = (dataDir: string, port: number) =>
  startServerOn(track, { dataDir, port, env: { ADMIN_PASSWORD }, startMs: 30_000 })

/** One request; resolves with its answer's status and cookies, or the error that cut it. */
function request(port: number, target: string, body: string, cookie = '') {
  return new Promise<{ status?: number; cookies: string[]; error?: string }>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': target.startsWith('/api/')
            ? 'application/json'
            : 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          cookie,
        },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
          }),
        )
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ cookies: [], error: error.code ?? error.message }),
    )
    req.end(body)
  })
}

/** The challenge in the data folder, as counted with a connection of the test's own. */
function challenge(dataDir: string) {
  const db = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true })
  try {
    const count = (sql: string) => db.prepare(sql).pluck().get() as number
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      projects: count('SELECT count(*) FROM projects'),
      scores: count('SELECT count(*) FROM project_scores'),
      fileRows: count('SELECT count(*) FROM stored_files'),
      progress: count('SELECT count(*) FROM judge_progress'),
      activeJudges: count('SELECT count(*) FROM judges WHERE is_active = 1'),
      newChallenges: count('SELECT count(*) FROM new_challenges'),
      removedFiles: count('SELECT count(*) FROM removed_files'),
      onDisk: fs.readdirSync(path.join(dataDir, 'uploads')).length,
    }
  } finally {
    db.close()
  }
}

/** Starts a seeded server, sends "Start a new challenge", kills it when `when` says; returns what is left. */
async function killDuringNewChallenge(round: string, when: (dataDir: string) => Promise<void>) {
  const dataDir = path.join(root, round)
  const { scores } = seedEvent(dataDir)
  const port = await freePort()
  const server = await startServer(dataDir, port)
  const login = await request(port, '/api/admin/login', JSON.stringify({ password: ADMIN_PASSWORD }))
  expect(login.status).toBe(200)
  const answer = request(
    port,
    '/admin/event',
    new URLSearchParams({ intent: 'new-challenge', confirmName: 'Science Innovation Challenge' }).toString(),
    login.cookies.join('; '),
  )
  await when(dataDir)
  await stopWith(server, 'SIGKILL')
  const cut = await answer
  const atKill = challenge(dataDir)
  const restarted = await startServer(dataDir, port)
  await stopWith(restarted, 'SIGTERM')
  return { dataDir, scores, cut, atKill, after: challenge(dataDir) }
}

function expectOneWholeChallenge(after: ReturnType<typeof challenge>, scores: number) {
  expect(after.integrity).toBe('ok')
  const old = {
    projects: PROJECTS,
    scores,
    fileRows: PROJECTS,
    progress: PROJECTS * JUDGES,
    activeJudges: JUDGES,
    newChallenges: 0,
    removedFiles: 0,
    onDisk: PROJECTS,
  }
  const fresh = {
    projects: 0,
    scores: 0,
    fileRows: 0,
    progress: 0,
    activeJudges: 0,
    newChallenges: 1,
    removedFiles: 0,
    onDisk: 0,
  }
  const { integrity: _, ...counts } = after
  expect([old, fresh]).toContainEqual(counts)
  return counts.projects === 0 ? 'new' : 'old'
}

describe('Start a new challenge killed with SIGKILL', () => {
  it('leaves the old challenge whole when killed before the removal commits', async () => {
    // Killed as soon as the request is sent: the removal cannot have started.
    const early = await killDuringNewChallenge('early', async () => {})
    expect(expectOneWholeChallenge(early.after, early.scores)).toBe('old')
    // Killed in the middle of the transaction: its pages spill into the write-ahead log while no other
    // connection sees any project gone yet.
    let walAtKill = 0
    const middle = await killDuringNewChallenge('middle', async (dataDir) => {
      const wal = () => fs.statSync(path.join(dataDir, 'app.db-wal'), { throwIfNoEntry: false })?.size ?? 0
      const base = wal()
      const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true })
      try {
        const projects = db.prepare('SELECT count(*) FROM projects').pluck()
        await waitFor(() => wal() > base + 1024 * 1024, 30_000, 'the removal to write', 1)
        expect(projects.get()).toBe(PROJECTS)
        walAtKill = wal()
      } finally {
        db.close()
      }
    })
    expect(walAtKill).toBeGreaterThan(0)
    expect(middle.cut.status).toBeUndefined()
    expect(expectOneWholeChallenge(middle.after, middle.scores)).toBe('old')
  }, 120_000)

  it('leaves the new challenge whole when killed after the commit, its files swept at the next start', async () => {
    const { scores, cut, atKill, after } = await killDuringNewChallenge('after-commit', async (dataDir) => {
      // The moment the removal is visible to another connection, it has committed.
      const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true })
      try {
        const projects = db.prepare('SELECT count(*) FROM projects').pluck()
        await waitFor(() => projects.get() === 0, 30_000, 'the removal to commit', 1)
      } finally {
        db.close()
      }
    })
    // Killed before it could answer, with the files still on disk and named in removed_files.
    expect(cut.status).toBeUndefined()
    expect(atKill.projects).toBe(0)
    expect(atKill.onDisk).toBeGreaterThan(0)
    expect(atKill.removedFiles).toBeGreaterThan(0)
    expect(expectOneWholeChallenge(after, scores)).toBe('new')
  }, 60_000)
})
