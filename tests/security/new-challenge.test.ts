import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession, projectForm, submitProject } from './helpers'

// "Start a new challenge" from outside, against the built server: only the organiser downloads the archive
// or starts a new challenge. Anyone else, a post from another site, or a wrongly typed name changes nothing;
// so does a new challenge whose copy of the season cannot be written, and the organiser reads why.
let server: BuiltServer
let judgeCookie: string
let familyCookie: string
const NAME = 'Science Innovation Challenge'
fs.mkdirSync('tests/.tmp', { recursive: true })
const backups = path.resolve(fs.mkdtempSync('tests/.tmp/new-challenge-backups-'), 'backups')

beforeAll(async () => {
  server = await startBuiltServer({ env: { BACKUP_DIR: backups } })
  judgeCookie = (await judgeSession(server)).cookie
  for (const from of ['127.0.34.1', '127.0.34.2']) {
    const { answer } = await submitProject(server, await projectForm(), from)
    expect(answer.status).toBe(201)
    // The family's browser remembers its submission (and its private link) in a cookie.
    familyCookie = answer.cookies.join('; ')
  }
  expect(familyCookie).not.toBe('')
}, 120_000)
afterAll(() => server?.stop())

/** What a new challenge would change: projects, files (rows and on disk), active judges, the settings. */
function state() {
  const count = (table: string) => server.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]!.n
  return {
    projects: count('projects'),
    files: count('stored_files'),
    onDisk: fs.readdirSync(path.join(server.dataDir, 'uploads')).length,
    activeJudges: server.query<{ n: number }>('SELECT count(*) AS n FROM judges WHERE is_active = 1')[0]!.n,
    newChallenges: count('new_challenges'),
  }
}

const startNew = (cookie: string | null, confirmName = NAME, headers: Record<string, string> = {}) =>
  send(server, '/admin/event', {
    body: new URLSearchParams({ intent: 'new-challenge', confirmName }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  })

const download = (cookie: string | null) =>
  send(server, '/admin/event/archive', { headers: cookie ? { cookie } : {}, timeoutMs: 60_000 })

const isZip = (body: Buffer) => body.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))

describe('Start a new challenge, from outside', () => {
  it('gives the archive to nobody but the organiser', async () => {
    for (const [who, cookie] of [
      ['anonymous', null],
      ['a family', familyCookie],
      ['a judge', judgeCookie],
    ] as const) {
      const answer = await download(cookie)
      expect(answer.status, who).toBe(302)
      expect(answer.headers.location, who).toBe('/admin-login')
      expect(isZip(answer.body), who).toBe(false)
    }
    // Nothing left behind by the refused ones: no snapshot was taken.
    expect(fs.readdirSync(path.join(server.dataDir, 'tmp'))).toEqual([])
  }, 30_000)

  it('changes nothing when posted by anonymous, a family or a judge', async () => {
    const before = state()
    expect(before.projects).toBe(2)
    expect(before.files).toBeGreaterThan(0)
    for (const [who, cookie] of [
      ['anonymous', null],
      ['a family', familyCookie],
      ['a judge', judgeCookie],
    ] as const) {
      const answer = await startNew(cookie)
      expect(answer.status, who).toBe(302)
      expect(answer.headers.location, who).toBe('/admin-login')
    }
    expect(state()).toEqual(before)
  }, 30_000)

  it('refuses a post from another site, even with the organiser’s session', async () => {
    const before = state()
    const admin = await adminCookie(server)
    const crossSite = await startNew(admin, NAME, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const otherOrigin = await startNew(admin, NAME, { origin: 'https://evil.example' })
    expect(otherOrigin.status).toBe(403)
    expect(state()).toEqual(before)
  })

  it('changes nothing when the organiser types another name', async () => {
    const before = state()
    const admin = await adminCookie(server)
    for (const typed of ['', 'Science Challenge', 'yes']) {
      const answer = await startNew(admin, typed)
      expect(answer.status, typed).toBe(400)
      expect(answer.text).toContain(
        'Type the challenge’s name exactly as shown: Science Innovation Challenge',
      )
    }
    expect(state()).toEqual(before)
  })

  it('does not send an archive that would miss a file, and says why', async () => {
    const admin = await adminCookie(server)
    const [name] = server.query<{ name: string }>('SELECT name FROM stored_files LIMIT 1')
    const file = path.join(server.dataDir, 'uploads', name!.name)
    const bytes = fs.readFileSync(file)
    fs.rmSync(file)
    try {
      const archive = await download(admin)
      expect(archive.status).toBe(500)
      expect(isZip(archive.body)).toBe(false)
      expect(archive.text).toContain('The archive could not be made')
      expect(archive.text).toContain(name!.name)
    } finally {
      fs.writeFileSync(file, bytes)
    }
    expect(fs.readdirSync(path.join(server.dataDir, 'tmp'))).toEqual([])
  })

  it('removes nothing when the copy of the season cannot be written, and the Event tab says why', async () => {
    const before = state()
    const admin = await adminCookie(server)
    // A file where the backups folder should be: the server cannot write its copy there.
    fs.writeFileSync(backups, 'not a folder')
    try {
      const answer = await startNew(admin)
      expect(answer.status).toBe(500)
      expect(answer.text).toContain('Nothing was removed, and the new challenge did not start.')
      expect(answer.text).toContain('The copy of this season could not be written in')
      expect(answer.text).toContain('BACKUP_DIR')
    } finally {
      fs.rmSync(backups)
    }
    expect(state()).toEqual(before)
    expect(server.log()).toContain('[new challenge] nothing was removed')
  })

  it('works for the organiser: the archive, then the new challenge', async () => {
    const admin = await adminCookie(server)
    const archive = await download(admin)
    expect(archive.status).toBe(200)
    expect(archive.headers['content-type']).toBe('application/zip')
    expect(archive.headers['content-disposition']).toMatch(
      /^attachment; filename="science-innovation-challenge-archive-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    expect(archive.headers['cache-control']).toBe('no-store')
    expect(isZip(archive.body)).toBe(true)

    const season = state()
    const started = await startNew(admin)
    expect(started.status).toBe(302)
    expect(started.headers.location).toBe('/admin/event')
    expect(state()).toMatchObject({ projects: 0, files: 0, onDisk: 0, activeJudges: 0, newChallenges: 1 })
    // The season's copy, named in the notice the organiser reads and in the log.
    const [folder] = fs.readdirSync(backups)
    expect(folder).toMatch(/^season-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/)
    const copy = path.join(backups, folder!)
    expect(fs.readdirSync(path.join(copy, 'uploads'))).toHaveLength(season.files)
    const page = await send(server, '/admin/event', {
      headers: { cookie: [admin, ...started.cookies].join('; ') },
    })
    expect(page.status).toBe(200)
    expect(page.text).toContain('Update the dates for the new challenge')
    expect(page.text).toContain(`A copy of the whole season was kept first, in ${copy}`)
    expect(server.log()).toContain(`this season was copied to ${copy}`)
    // Last year's judges are signed out, and submissions are closed until the new dates are set.
    const me = await send(server, '/api/judges/me', { headers: { cookie: judgeCookie } })
    expect(me.status).toBe(401)
    const { answer } = await submitProject(server, await projectForm(), '127.0.34.3')
    expect(answer.status).toBe(403)
    expect(answer.text).toContain('Submissions are closed')
  }, 60_000)
})
