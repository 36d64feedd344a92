import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, projectForm, submitProject } from './helpers'

// Writes that read first, under load, on the built server (docs/decisions/0033): "Number
// the tables" and families withdrawing their projects, at once, while another connection keeps taking the
// database's write lock, as a judges' burst of scores does. A transaction that reads and then writes
// without having taken the lock first fails at once with SQLITE_BUSY when another write lands in between;
// none of these may answer 500.

const WITHDRAWALS = 40

let server: BuiltServer
let admin: string
let tokens: string[]
let load: ChildProcess | undefined

/**
 * Another writer: holds the write lock 2 ms, lets go 2 ms, and so on, committing a change each time (the
 * project it changes is none of the test's).
 */
const writerScript = `
  const Database = require('better-sqlite3')
  const db = new Database(process.env.DB_FILE)
  db.pragma('busy_timeout = 5000')
  const write = db.prepare('UPDATE projects SET description = ? WHERE id = ?')
  const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
  for (let i = 0; ; i++) {
    db.exec('BEGIN IMMEDIATE')
    write.run('Load ' + i, Number(process.env.PROJECT))
    pause(2)
    db.exec('COMMIT')
    pause(2)
  }
`

beforeAll(async () => {
  server = await startBuiltServer()
  admin = await adminCookie(server)
  const { project } = await submitProject(server, await projectForm({ name: 'Kept' }), '127.0.44.1')
  await approve(server, project!.id)
  // The families' projects, copied from the first in SQL, each with its own private link.
  const db = new Database(path.join(server.dataDir, 'app.db'))
  try {
    const columns = (db.prepare('PRAGMA table_info(projects)').all() as { name: string }[])
      .map((c) => c.name)
      .filter((name) => !['id', 'edit_token_hash', 'name', 'table_number'].includes(name))
    const copy = db.prepare(
      `INSERT INTO projects (${columns.join(', ')}, name, edit_token_hash)
       SELECT ${columns.join(', ')}, ?, ? FROM projects WHERE id = ?`,
    )
    tokens = Array.from({ length: WITHDRAWALS }, () => crypto.randomBytes(32).toString('base64url'))
    tokens.forEach((token, i) =>
      copy.run(`Family ${i}`, crypto.createHash('sha256').update(token).digest('hex'), project!.id),
    )
  } finally {
    db.close()
  }
  load = spawn(process.execPath, ['-e', writerScript], {
    env: { ...process.env, DB_FILE: path.join(server.dataDir, 'app.db'), PROJECT: String(project!.id) },
    stdio: 'ignore',
  })
}, 60_000)
afterAll(async () => {
  load?.kill()
  await server?.stop()
})

const form = (fields: Record<string, string>, cookie?: string) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
})

describe('under another writer’s load', () => {
  it('"Number the tables" and 40 withdrawals at once never answer 500', async () => {
    const withdrawals = tokens.map((token, i) =>
      send(server, `/my-project/${token}`, { ...form({ intent: 'withdraw' }), from: `127.0.45.${i + 1}` }),
    )
    const numberings = ['submission', 'name', 'type', 'submission'].map((order, i) =>
      send(server, '/admin?tab=projects', {
        ...form({ intent: 'number-tables', order, scope: i % 2 ? 'waiting' : 'all' }, admin),
      }),
    )
    const answers = await Promise.all([...withdrawals, ...numberings])
    expect(answers.map((answer) => answer.status).filter((status) => status >= 400)).toEqual([])

    const left = server.query<{ name: string }>('SELECT name FROM projects WHERE name LIKE ?', 'Family %')
    expect(left).toEqual([])
    // What is left has a table. Which one depends on the numbering that ran last: by name, the families
    // still there at that moment came before it.
    const kept = server.query<{ name: string; n: number | null }>(
      'SELECT name, table_number AS n FROM projects',
    )
    expect(kept).toEqual([{ name: 'Kept', n: expect.any(Number) }])
  }, 60_000)
})
