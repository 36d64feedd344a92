import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession, projectForm, submitProject } from './helpers'

// A family's data, from outside against the built server: only the organiser may download a
// family's projects or erase them. A forged erasure without a session or with a judge's deletes nothing,
// and the download is served to nobody else.
let server: BuiltServer
let admin: string
let judge: Awaited<ReturnType<typeof judgeSession>>

beforeAll(async () => {
  server = await startBuiltServer()
  admin = await adminCookie(server)
  judge = await judgeSession(server)
}, 120_000)
afterAll(() => server?.stop())

const uploads = () => path.join(server.dataDir, 'uploads')

/** Two projects sent with a fresh address (typed in two ways), each with a thumbnail, a score and a token hash. */
async function family(from: string) {
  const email = `family-${crypto.randomBytes(4).toString('hex')}@example.org`
  const ids: number[] = []
  for (const typed of [email, email.toUpperCase()]) {
    const { project } = await submitProject(server, await projectForm({ authorEmail: typed }), from)
    ids.push(project!.id)
    server.query(
      'UPDATE projects SET edit_token_hash = ? WHERE id = ? RETURNING id',
      crypto.randomBytes(32).toString('hex'),
      project!.id,
    )
    server.query(
      'INSERT INTO project_scores (project_id, judge_id, criteria_id, score, comments) VALUES (?, ?, 1, 7, ?) RETURNING id',
      project!.id,
      judge.id,
      `Comment on ${project!.id}`,
    )
  }
  return { email, ids }
}

function stored(ids: number[]) {
  const marks = ids.map(() => '?').join(', ')
  const count = (table: string) =>
    server.query<{ n: number }>(
      `SELECT count(*) AS n FROM ${table} WHERE project_id IN (${marks})`,
      ...ids,
    )[0]!.n
  const files = server
    .query<{ name: string }>(`SELECT name FROM stored_files WHERE project_id IN (${marks})`, ...ids)
    .map((row) => row.name)
  return {
    projects: server.query(`SELECT id FROM projects WHERE id IN (${marks})`, ...ids).length,
    scores: count('project_scores'),
    files,
    onDisk: files.filter((name) => fs.existsSync(path.join(uploads(), name))).length,
  }
}

const erase = (path: string, email: string, count: number, cookie: string | null) =>
  send(server, path, {
    body: new URLSearchParams({ intent: 'erase-family', email, count: String(count) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  })

const exportFor = (email: string, cookie: string | null) =>
  send(server, `/admin/family-export.json?${new URLSearchParams({ email })}`, {
    headers: cookie ? { cookie } : {},
  })

describe('a family’s data', () => {
  it('a forged erasure without a session or with a judge’s erases nothing', async () => {
    const { email, ids } = await family('127.0.18.1')
    const before = stored(ids)
    expect(before).toMatchObject({ projects: 2, scores: 2, onDisk: before.files.length })
    expect(before.files.length).toBeGreaterThanOrEqual(4)

    for (const cookie of [null, judge.cookie]) {
      for (const target of ['/admin', '/admin-simple', `/admin?dialog=erase-family&email=${email}`]) {
        const answer = await erase(target, email, 2, cookie)
        const who = `${target} with ${cookie ? 'a judge’s' : 'no'} session`
        // Refused: the login form again (/admin), or sent to sign in; never back to the erased list.
        expect(answer.headers.location ?? '/admin-login', who).toBe('/admin-login')
        expect(stored(ids), who).toEqual(before)
      }
    }
    // /admin-simple sends anyone else to the login page, without reading the form.
    const simple = await erase('/admin-simple', email, 2, null)
    expect([simple.status, simple.headers.location]).toEqual([302, '/admin-login'])
    expect(stored(ids)).toEqual(before)
  })

  it('the download is served to the organiser only, never with a session of anyone else', async () => {
    const { email } = await family('127.0.18.2')
    for (const cookie of [null, judge.cookie]) {
      const answer = await exportFor(email, cookie)
      expect(answer.status).toBe(302)
      expect(answer.headers.location).toBe('/admin-login')
      expect(answer.text).not.toContain(email)
      expect(answer.headers['content-disposition']).toBeUndefined()
    }
  })

  it('the organiser downloads everything of that family and no token hash', async () => {
    const { email, ids } = await family('127.0.18.3')
    const other = await family('127.0.18.4')
    const answer = await exportFor(email.toUpperCase(), admin)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="family-data-[\d-]+\.json"$/)
    expect(answer.headers['cache-control']).toBe('no-store')
    const data = answer.json<{ email: string; projects: { id: number; files: { name: string }[] }[] }>()
    expect(data.email).toBe(email)
    expect(data.projects.map((p) => p.id)).toEqual(ids)
    expect(data.projects.flatMap((p) => p.files.map((f) => f.name)).sort()).toEqual(stored(ids).files.sort())
    for (const id of ids) expect(answer.text).toContain(`Comment on ${id}`)
    expect(answer.text).not.toContain(other.email)
    const hashes = server.query<{ h: string }>(
      'SELECT edit_token_hash AS h FROM projects WHERE id IN (?, ?)',
      ...ids,
    )
    for (const { h } of hashes) expect(answer.text).not.toContain(h)
    expect(answer.text.toLowerCase()).not.toContain('hash')

    expect((await exportFor('not an address', admin)).status).toBe(400)
  })

  it('the organiser’s erasure, confirmed with the right number, leaves no row and no file of that e-mail', async () => {
    const { email, ids } = await family('127.0.18.5')
    const other = await family('127.0.18.6')
    const otherBefore = stored(other.ids)
    const files = stored(ids).files

    // The number the organiser saw is out of date: nothing is erased, and the dialog shows the new one.
    const stale = await erase('/admin', email, 1, admin)
    expect(stale.status).toBe(302)
    expect(stale.headers.location).toBe(`/admin?${new URLSearchParams({ dialog: 'erase-family', email })}`)
    expect(stored(ids).projects).toBe(2)

    // A bad address is refused.
    expect((await erase('/admin', 'nobody', 2, admin)).status).toBe(400)

    const done = await erase('/admin', ` ${email.toUpperCase()} `, 2, admin)
    expect(done.status).toBe(302)
    expect(done.headers.location).toBe(`/admin?${new URLSearchParams({ dialog: 'family-data', email })}`)
    expect(stored(ids)).toEqual({ projects: 0, scores: 0, files: [], onDisk: 0 })
    expect(files.filter((name) => fs.existsSync(path.join(uploads(), name)))).toEqual([])
    expect(server.query('SELECT 1 FROM projects WHERE lower(author_email) = ?', email)).toEqual([])
    for (const table of ['assignments', 'recusals']) {
      expect(server.query(`SELECT 1 FROM ${table} WHERE project_id IN (?, ?)`, ...ids)).toEqual([])
    }
    expect(stored(other.ids)).toEqual(otherBefore)

    const page = await send(server, done.headers.location!, { headers: { cookie: admin } })
    expect(page.text).toContain('No projects')
  })
})
