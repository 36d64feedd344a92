import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { machineTimeZone, wallTime } from '../../app/utils/time'
import { send, serverRoot, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession, projectForm, submitProject } from './helpers'

// The submission window from outside, against the built server (docs/decisions/0030). The organiser sets a
// closing time in the past on the Event tab; then the page's form (as a browser without JS posts it, and as
// the page's script sends it to /submission.data), the JSON API and a private-link edit are refused with
// "Submissions are closed", and no row and no file appear. A request that arrived before the close is
// accepted though its body is still coming in when the close passes.

const ZONE = 'America/New_York'
let server: BuiltServer
let admin: string

beforeAll(async () => {
  server = await startBuiltServer({ env: { EVENT_TIME_ZONE: ZONE } })
  admin = await adminCookie(server)
}, 120_000)
afterAll(() => server?.stop())

const eventTab = (fields: Record<string, string>, cookie: string | null = admin) =>
  send(server, '/admin/event', {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  })

/** What a submission could leave behind: rows, stored files, and files staged in the temp folder. */
const leftBehind = () => ({
  projects: server.query('SELECT id FROM projects').length,
  files: server.query('SELECT name FROM stored_files').length,
  uploads: fs.readdirSync(path.join(server.dataDir, 'uploads')).sort(),
  tmp: fs.readdirSync(path.join(server.dataDir, 'tmp')),
})

const windowRow = () =>
  server.query<{ opens_at: string | null; closes_at: string | null }>(
    'SELECT opens_at, closes_at FROM submission_window',
  )

describe('the Event tab’s submission window form', () => {
  const closeInThePast = { intent: 'submission-window', opensAt: '', closesAt: '2020-01-01T10:00' }

  // A judge's registration and sign-in hash passwords: slow on a busy machine.
  it(
    'changes nothing for anyone but the organiser: anonymous, a family, a judge',
    { timeout: 20_000 },
    async () => {
      const judge = await judgeSession(server, { from: '127.0.34.20' })
      const family = (await submitProject(server, await projectForm(), '127.0.34.21')).answer.cookies.join(
        '; ',
      )
      for (const cookie of [null, family, judge.cookie]) {
        for (const intent of ['submission-window', 'submission-window-reset']) {
          const answer = await eventTab({ ...closeInThePast, intent }, cookie)
          expect(answer.status).toBe(302)
          expect(answer.headers.location).toBe('/admin-login')
        }
      }
      expect(windowRow()).toEqual([{ opens_at: null, closes_at: null }])
    },
  )

  it('refuses a close before the opening and a time that does not exist, storing nothing', async () => {
    for (const [fields, message] of [
      [
        { opensAt: '2030-05-31T16:30', closesAt: '2030-05-31T13:00' },
        'The closing time must be after the opening time',
      ],
      [{ opensAt: '2030-02-30T10:00', closesAt: '' }, 'Enter the opening date and time, or leave it empty'],
      [{ opensAt: '', closesAt: 'tomorrow' }, 'Enter the closing date and time, or leave it empty'],
    ] as const) {
      const answer = await eventTab({ intent: 'submission-window', ...fields })
      expect(answer.status).toBe(400)
      expect(answer.text).toContain(message)
    }
    expect(windowRow()).toEqual([{ opens_at: null, closes_at: null }])
  })
})

describe('a closing time in the past', () => {
  let token: string

  beforeAll(async () => {
    const { answer } = await submitProject(server, await projectForm(), '127.0.34.1')
    expect(answer.status).toBe(201)
    token = answer.json<{ privateLink: string }>().privateLink.split('/my-project/')[1]!
    // The organiser's form, in the event's zone: an hour ago.
    const anHourAgo = Date.now() - 60 * 60_000
    const saved = await eventTab({
      intent: 'submission-window',
      opensAt: '',
      closesAt: wallTime(anHourAgo, ZONE),
    })
    expect(saved.status).toBe(302)
    // Kept as typed, to the minute, with the zone it was typed in (docs/decisions/0037).
    expect(windowRow()).toEqual([{ opens_at: null, closes_at: wallTime(anHourAgo, ZONE).slice(0, 16) }])
    expect(server.query('SELECT time_zone FROM submission_window')).toEqual([{ time_zone: ZONE }])
  })

  it('the page form without JS: 403, the page says so, nothing stored', async () => {
    const before = leftBehind()
    const answer = await send(server, '/submission', { body: await projectForm(), from: '127.0.34.2' })
    expect(answer.status).toBe(403)
    expect(answer.text).toContain('Submissions are closed.')
    expect(answer.text).not.toContain('name="authorEmail"')
    expect(leftBehind()).toEqual(before)
  })

  it('the page form with JS (its script posts to /submission.data): 403 with the sentence, nothing stored', async () => {
    const before = leftBehind()
    const answer = await send(server, '/submission.data', { body: await projectForm(), from: '127.0.34.3' })
    expect(answer.status).toBe(403)
    expect(answer.text).toContain('Submissions are closed')
    expect(leftBehind()).toEqual(before)
  })

  it('POST /api/projects: 403 {"message": "Submissions are closed"}, nothing stored', async () => {
    const before = leftBehind()
    const { answer } = await submitProject(server, await projectForm(), '127.0.34.4')
    expect(answer.status).toBe(403)
    expect(answer.json()).toEqual({ message: 'Submissions are closed' })
    expect(leftBehind()).toEqual(before)
  })

  it('the submission and challenge pages show the sentence instead of the form and the button', async () => {
    const page = await send(server, '/submission')
    expect(page.text).toContain('Submissions are closed.')
    expect(page.text).not.toContain('name="authorEmail"')
    const challenge = await send(server, '/challenge-info')
    expect(challenge.text).toContain('Submissions are closed.')
    expect(challenge.text).not.toMatch(/>Submit Your Project<\/a>/)
  })

  it('a private-link edit is refused with the sentence and changes nothing; the withdraw still works', async () => {
    const before = leftBehind()
    const names = () => server.query<{ name: string }>('SELECT name FROM projects').map((p) => p.name)
    const edit = await projectForm({ name: 'Changed after the close', description: 'Changed.' })
    const answer = await send(server, `/my-project/${token}`, { body: edit, from: '127.0.34.5' })
    expect(answer.status).toBe(403)
    expect(answer.text).toContain('Submissions are closed')
    expect(names()).not.toContain('Changed after the close')
    expect(leftBehind()).toEqual(before)

    // Nor can a new version be sent, of an approved project: after the close it stays as it was judged.
    server.query("UPDATE projects SET status = 'approved' RETURNING id")
    const version = await projectForm({ name: 'A version after the close', description: 'Later.' })
    version.set('whatChanged', 'Sent too late.')
    const refused = await send(server, `/my-project/${token}/new-version`, {
      body: version,
      from: '127.0.34.6',
    })
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('New versions can be sent only while submissions are open.')
    expect(names()).not.toContain('A version after the close')
    expect(leftBehind()).toEqual(before)

    const withdrawn = await send(server, `/my-project/${token}`, {
      body: 'intent=withdraw',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      from: '127.0.34.5',
    })
    expect(withdrawn.status).toBe(302)
    expect(leftBehind().projects).toBe(before.projects - 1)
  })
})

describe('the moment that counts', () => {
  beforeAll(async () => {
    expect((await eventTab({ intent: 'submission-window-reset' })).status).toBe(302)
    expect(windowRow()).toEqual([{ opens_at: null, closes_at: null }])
  })

  it(
    'a request that arrived before the close is accepted though its upload ends after the close',
    { timeout: 20_000 },
    () => slowUploadAcrossTheClose(server, ZONE),
  )
})

describe('the moment that counts, under plain remix-serve', () => {
  let plain: BuiltServer
  beforeAll(async () => {
    plain = await startBuiltServer({
      command: [
        process.execPath,
        path.join(serverRoot, 'node_modules/@remix-run/serve/dist/cli.js'),
        'build/index.js',
      ],
    })
  }, 120_000)
  afterAll(() => plain?.stop())

  it('is the same: nothing of our own server is needed to take the arrival time', { timeout: 20_000 }, () =>
    slowUploadAcrossTheClose(plain, machineTimeZone()),
  )
})

/**
 * A submission whose multipart body is streamed in slowly: the request arrives while open, the close is
 * set (to the second, in the database) once the server is visibly receiving it, and the rest of the
 * body follows after the close. It must be accepted, and one arriving next refused.
 */
async function slowUploadAcrossTheClose(server: BuiltServer, eventZone: string) {
  // A photo of some size, as from a phone: its bytes come in over several chunks.
  const photo = await sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#888888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer()
  const encoded = new Response(
    await projectForm({ name: 'Slow Wi-Fi' }, { bytes: photo, name: 'kite.png', type: 'image/png' }),
  )
  const type = encoded.headers.get('content-type')!
  const bytes = Buffer.from(await encoded.arrayBuffer())
  // Up to a little way into the thumbnail's bytes: the server has begun writing it when they are in.
  const cut = bytes.indexOf(Buffer.from([0x89, 0x50, 0x4e, 0x47])) + 16_384
  const tmp = path.join(server.dataDir, 'tmp')

  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/projects',
        method: 'POST',
        headers: {
          host: `localhost:${server.port}`,
          'content-type': type,
          'transfer-encoding': 'chunked',
        },
        localAddress: '127.0.34.6',
        agent: false,
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    request.on('error', reject)
    request.write(bytes.subarray(0, cut))
    void (async () => {
      // The thumbnail's temp file shows the request is being handled: it arrived, and its time was taken.
      await until(() => fs.readdirSync(tmp).length > 0)
      // The close: the next whole second (a stored time has no milliseconds), as a wall-clock time in the
      // event's zone; the rest of the body waits until it has passed.
      const closeMs = Math.floor(Date.now() / 1000) * 1000 + 1000
      const db = new Database(path.join(server.dataDir, 'app.db'))
      db.prepare('UPDATE submission_window SET closes_at = ?, time_zone = ? WHERE id = 1').run(
        wallTime(closeMs, eventZone),
        eventZone,
      )
      db.close()
      await until(() => Date.now() >= closeMs)
      // The rest, slowly, after the close.
      const rest = bytes.subarray(cut)
      const step = Math.ceil(rest.length / 4)
      for (let at = 0; at < rest.length; at += step) {
        await until(() => Date.now() > closeMs + at / step)
        request.write(rest.subarray(at, at + step))
      }
      request.end()
    })().catch(reject)
  })

  const { status, text } = await answer
  expect({ status, text }).toMatchObject({ status: 201 })
  expect(server.query('SELECT id FROM projects WHERE name = ?', 'Slow Wi-Fi')).toHaveLength(1)
  // One that arrives now is refused.
  expect((await submitProject(server, await projectForm(), '127.0.34.7')).answer.status).toBe(403)
}

/** Waits for a condition, checking every few milliseconds. */
async function until(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('the condition did not come true in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
