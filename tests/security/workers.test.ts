import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { approve, judgeSession, projectForm, submitProject } from './helpers'

// The production server runs one worker per core (server/workers.js). What must hold across
// workers is attacked from outside: every request below comes on a new connection, which the cluster hands
// to the workers in turn.

const workerPids = (server: BuiltServer) =>
  fs
    .readdirSync(`/proc/${server.child.pid}/task`)
    .flatMap((task) =>
      fs.readFileSync(`/proc/${server.child.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    )
    .map(Number)

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitFor(check: () => boolean, ms: number, what: string) {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('two workers', () => {
  let server: BuiltServer

  beforeAll(async () => {
    server = await startBuiltServer({ env: { WEB_CONCURRENCY: '2' } })
  }, 60_000)
  afterAll(() => server?.stop())

  it('start as WEB_CONCURRENCY says, behind one port', async () => {
    await waitFor(() => server.log().includes('[server] 2 workers'), 20_000, 'the second worker')
    expect(workerPids(server)).toHaveLength(2)
  }, 30_000)

  it('share the rate limits: ten wrong admin passwords from one address, then 429 from either worker', async () => {
    const tries = []
    for (let i = 0; i < 14; i++) {
      const answer = await send(server, '/api/admin/login', {
        body: { password: `wrong-${i}` },
        from: '127.0.18.1',
      })
      tries.push(answer.status)
    }
    // Counted per process, each of two workers would have let ten through.
    expect(tries.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(tries.slice(10)).toEqual([429, 429, 429, 429])
  }, 30_000)

  it('keep every acknowledged score when all of them are killed mid-burst (kill -9)', async () => {
    const judges = await Promise.all(
      ['127.0.18.2', '127.0.18.3', '127.0.18.4', '127.0.18.5'].map((from) => judgeSession(server, { from })),
    )
    const { project } = await submitProject(server, await projectForm(), '127.0.18.6')
    await approve(server, project!.id)
    // 120 more approved projects, copied in SQL: every batch below writes keys no other batch writes.
    const db = new Database(path.join(server.dataDir, 'app.db'))
    const columns = (db.prepare('PRAGMA table_info(projects)').all() as { name: string }[])
      .map((c) => c.name)
      .filter((name) => name !== 'id')
    const copy = db.prepare(
      `INSERT INTO projects (${columns.join(', ')}) SELECT ${columns
        .map((name) => (name === 'edit_token_hash' ? 'NULL' : name))
        .join(', ')} FROM projects WHERE id = ?`,
    )
    for (let i = 0; i < 120; i++) copy.run(project!.id)
    const projectIds = db.prepare('SELECT id FROM projects ORDER BY id').pluck().all() as number[]
    const criteria = db
      .prepare('SELECT id, max_points AS maxPoints FROM scoring_criteria WHERE is_active = 1')
      .all() as { id: number; maxPoints: number }[]
    db.close()

    const acknowledged: { judgeId: number; projectId: number; scores: number[] }[] = []
    let killed = false
    const judgeLoop = async (judge: (typeof judges)[number], offset: number) => {
      for (let k = offset; k < projectIds.length && !killed; k += judges.length) {
        const scores = criteria.map((c, i) => (k + i) % (c.maxPoints + 1))
        const answer = await send(server, '/api/scoring/submit-batch', {
          body: {
            scores: criteria.map((c, i) => ({
              projectId: projectIds[k],
              criteriaId: c.id,
              score: scores[i],
            })),
          },
          headers: { cookie: judge.cookie },
        }).catch(() => null)
        if (answer?.status === 200)
          acknowledged.push({ judgeId: judge.id, projectId: projectIds[k]!, scores })
        else if (!killed) throw new Error(`batch refused: ${answer?.status} ${answer?.text}`)
      }
    }
    const loops = judges.map(judgeLoop)
    await waitFor(() => acknowledged.length >= 40, 20_000, '40 acknowledged batches')
    // Every process at once, as a power cut would (but the disk keeps what it was told to keep).
    const pids = [server.child.pid!, ...workerPids(server)]
    killed = true
    for (const pid of pids) process.kill(pid, 'SIGKILL')
    await Promise.allSettled(loops)
    await waitFor(() => pids.every((pid) => !alive(pid)), 5_000, 'every process to die')

    const after = new Database(path.join(server.dataDir, 'app.db'), { readonly: true })
    const stored = after.prepare(
      'SELECT score FROM project_scores WHERE judge_id = ? AND project_id = ? AND criteria_id = ?',
    )
    const missing = acknowledged.filter(({ judgeId, projectId, scores }) =>
      criteria.some(
        (c, i) => (stored.pluck().get(judgeId, projectId, c.id) as number | undefined) !== scores[i],
      ),
    )
    expect(after.pragma('integrity_check', { simple: true })).toBe('ok')
    after.close()
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)
    expect(missing).toEqual([])
  }, 60_000)
})

describe('the cluster', () => {
  it('replaces a worker that dies, without redoing the start-up work, and stops every worker on SIGTERM', async () => {
    const server = await startBuiltServer({ env: { WEB_CONCURRENCY: '2' } })
    try {
      await waitFor(() => server.log().includes('[server] 2 workers'), 20_000, 'two workers')
      // A prompt card the organiser removed: a worker started later must not seed it back.
      const db = new Database(path.join(server.dataDir, 'app.db'))
      db.prepare('DELETE FROM ai_playbook WHERE id = (SELECT min(id) FROM ai_playbook)').run()
      const cards = db.prepare('SELECT count(*) FROM ai_playbook').pluck().get()
      db.close()
      const [first] = workerPids(server)
      process.kill(first!, 'SIGKILL')
      await waitFor(() => server.log().includes('started in its place'), 20_000, 'a new worker')
      expect(workerPids(server)).toHaveLength(2)
      expect(workerPids(server)).not.toContain(first)
      expect((await send(server, '/challenge-info')).status).toBe(200)
      expect(server.query<{ n: number }>('SELECT count(*) AS n FROM ai_playbook')).toEqual([{ n: cards }])

      const workers = workerPids(server)
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))
      server.child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(workers.filter(alive)).toEqual([])
    } finally {
      await server.stop()
    }
  }, 60_000)

  // A server whose every worker is gone, or that cannot start the app any more, must not look alive: the
  // first process ends with an error, for the service manager to start the server again (README).
  const exitOf = (server: BuiltServer) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server still runs:\n${server.log()}`)), 20_000)
      server.child.once('exit', (code, signal) => {
        clearTimeout(timer)
        resolve({ code, signal })
      })
    })

  it('stops with an error when a replacement dies while starting', async () => {
    const server = await startBuiltServer({ env: { WEB_CONCURRENCY: '2' } })
    try {
      await waitFor(() => server.log().includes('[server] 2 workers'), 20_000, 'two workers')
      // The data folder goes away under the running server (a disk unmounted, a folder moved): the running
      // workers keep their open database, a new one cannot open it.
      fs.rmSync(server.dataDir, { recursive: true, force: true })
      fs.writeFileSync(server.dataDir, '')
      const exited = exitOf(server)
      const workers = workerPids(server)
      process.kill(workers[0]!, 'SIGKILL')
      expect(await exited).toEqual({ code: 1, signal: null })
      expect(server.log()).toMatch(/a worker exited with \d+ while starting: stopping the server/)
      await waitFor(() => workers.every((pid) => !alive(pid)), 5_000, 'every worker to stop')
    } finally {
      await server.stop()
      fs.rmSync(server.dataDir, { force: true })
    }
  }, 60_000)

  it('stops with an error when no worker is left', async () => {
    const server = await startBuiltServer({ env: { WEB_CONCURRENCY: '2' } })
    try {
      await waitFor(() => server.log().includes('[server] 2 workers'), 20_000, 'two workers')
      const exited = exitOf(server)
      for (const pid of workerPids(server)) process.kill(pid, 'SIGKILL')
      expect(await exited).toEqual({ code: 1, signal: null })
      expect(server.log()).toMatch(/no worker is left: stopping the server/)
    } finally {
      await server.stop()
    }
  }, 60_000)
})
