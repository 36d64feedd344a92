import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { approve, judgeSession, projectForm, submitProject } from './helpers'

// The server is stopped without warning (kill -9, as a power cut would, but the disk keeps what it was told
// to keep) in the middle of a burst of judges' saves: every score it acknowledged is in the database.

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

describe('the server killed mid-burst', () => {
  let server: BuiltServer

  beforeAll(async () => {
    server = await startBuiltServer()
  }, 60_000)
  afterAll(() => server?.stop())

  it('keeps every acknowledged score (kill -9)', async () => {
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
    const pid = server.child.pid!
    killed = true
    process.kill(pid, 'SIGKILL')
    await Promise.allSettled(loops)
    await waitFor(() => !alive(pid), 5_000, 'the server to die')

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
