import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventTabFormBytes } from '../../app/features/event/form-size'
import { send, startBuiltServer, type Answer, type BuiltServer } from '../setup/built-server'
import { fullAgendaForm } from '../setup/full-agenda'
import { adminCookie, judgeSession, projectForm, residentBytes, submitProject } from './helpers'

// No request makes the server build what its size does not allow (app/utils/form-fields.ts,
// app/infra/body.server.ts, server/body-limits.js), tried from outside on the built server. A 28-byte form,
// `x[100000000]=1`, once made Conform build a list of 100 million items: a worker grew to 4.3 GB and died.
// Now every form route and its `.data` twin refuses it with a small 400 in milliseconds, the JSON and
// upload API included, and the server's memory stays where it was.

let server: BuiltServer
let admin: string
let judge: string
let token: string
let projectId: number

beforeAll(async () => {
  server = await startBuiltServer()
  admin = await adminCookie(server)
  judge = (await judgeSession(server, { from: '127.0.50.1' })).cookie
  const { answer, project } = await submitProject(server, await projectForm(), '127.0.50.2')
  expect(answer.status).toBe(201)
  token = answer.json<{ privateLink: string }>().privateLink.split('/my-project/')[1]!
  projectId = project!.id
  // A typed ballot code is read only while voting is open: otherwise /vote refuses before reading.
  const voting = await send(server, '/admin/awards?step=0', {
    body: 'intent=voting&voting=open',
    headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(voting.status).toBe(302)
}, 120_000)
afterAll(() => server?.stop())

const HUGE_INDEX = 'x%5B100000000%5D=1'

/** Each form route, and who may send it: its action reads the body only for them. */
const formRoutes = () => [
  { path: '/admin-login', cookie: '' },
  { path: '/admin', cookie: '' },
  { path: '/admin', cookie: admin },
  { path: '/admin-simple', cookie: admin },
  { path: '/admin/event', cookie: admin },
  { path: '/admin/awards', cookie: admin },
  { path: '/judge-login', cookie: '' },
  { path: '/judge-reset-password?token=x', cookie: '' },
  { path: '/judge-dashboard', cookie: judge },
  { path: '/vote', cookie: '' },
  { path: `/my-project/${token}`, cookie: '' },
  // Takes only an upload: the form is refused unread.
  { path: '/submission', cookie: '' },
]

/** The path with `.data` before its query, as Remix's scripts send a form. */
const dataTwin = (path: string) => path.replace(/(\?|$)/, '.data$1')

async function timed(request: Promise<Answer>) {
  const started = performance.now()
  const answer = await request
  return { answer, ms: performance.now() - started }
}

describe('a form whose field names would build a huge list', () => {
  it('gets a small 400 from every form route and .data route, at once, with the memory flat', async () => {
    const pid = server.child.pid!
    const before = residentBytes(pid)
    for (const { path, cookie } of formRoutes()) {
      for (const target of [path, dataTwin(path)]) {
        const { answer, ms } = await timed(
          send(server, target, {
            body: HUGE_INDEX,
            headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
            from: '127.0.50.3',
          }),
        )
        expect(answer.status, target).toBe(400)
        expect(answer.body.length, target).toBeLessThan(32 * 1024)
        expect(ms, target).toBeLessThan(1000)
      }
    }
    // The API takes JSON or an upload: a form is refused unread, in JSON.
    for (const target of ['/api/admin/login', '/api/judges/login', '/api/judges/register', '/api/projects']) {
      const { answer, ms } = await timed(
        send(server, target, {
          body: HUGE_INDEX,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          from: '127.0.50.3',
        }),
      )
      expect(answer.status, target).toBe(415)
      expect(answer.json<{ message: string }>().message, target).toMatch(/^Send /)
      expect(ms, target).toBeLessThan(1000)
    }
    // Three tries at a 100-million list, let alone 24, would have taken gigabytes.
    expect(residentBytes(pid) - before).toBeLessThan(32 * 1024 * 1024)
  }, 60_000)

  it('says why on the page, and in JSON on the API', async () => {
    const page = await send(server, '/admin-login', {
      body: HUGE_INDEX,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(page.text).toContain('This form is not one this site sends, so it was not read.')
    const upload = new FormData()
    upload.append('x[100000000]', '1')
    upload.append('thumbnail', new File([new Uint8Array(8)], 'a.png', { type: 'image/png' }))
    const api = await send(server, `/api/projects/${projectId}/thumbnail`, {
      body: upload,
      headers: { cookie: admin },
    })
    expect(api.status).toBe(400)
    expect(api.json()).toEqual({
      message: 'This form is not one this site sends, so it was not read. Nothing was changed.',
    })
  })

  it('gets a 400 as an upload too, on every route that takes files, and nothing is stored', async () => {
    const projects = () => server.query('SELECT id FROM projects').length
    const before = projects()
    const routes = [
      { path: '/api/projects', cookie: '' },
      { path: '/submission', cookie: '' },
      { path: '/submission.data', cookie: '' },
      { path: `/my-project/${token}`, cookie: '' },
      { path: `/my-project/${token}.data`, cookie: '' },
      { path: '/admin', cookie: admin },
      { path: '/admin/event', cookie: admin },
      { path: `/api/projects/${projectId}/thumbnail`, cookie: admin },
    ]
    for (const { path, cookie } of routes) {
      const form = await projectForm({ 'x[100000000]': '1', intent: 'club' })
      const { answer, ms } = await timed(
        send(server, path, { body: form, headers: { cookie }, from: '127.0.50.4' }),
      )
      expect(answer.status, path).toBe(400)
      expect(ms, path).toBeLessThan(1000)
    }
    expect(projects()).toBe(before)
  }, 30_000)

  it('gets a 400 when a list button names a far item, and the JSON API never builds one', async () => {
    const agendaButton = new URLSearchParams({
      intent: 'agenda',
      __intent__: JSON.stringify({
        type: 'update',
        payload: { name: 'slots', index: 100_000_000, value: {} },
      }),
    })
    const answer = await send(server, '/admin/event.data', {
      body: agendaButton.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
    })
    expect(answer.status).toBe(400)
    // A list the agenda has, so the form's own check is all that stands before Zod reading every item.
    const farSlot = await send(server, '/admin/event.data', {
      body: 'intent=agenda&slots%5B100000000%5D.title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
    })
    expect(farSlot.status).toBe(400)
    expect(farSlot.body.length).toBeLessThan(1024)
    // JSON holds what it says, nothing more: the API reads it with Zod, not Conform.
    const json = await send(server, '/api/judges/login', { body: { 'x[100000000]': '1' } })
    expect(json.status).toBe(400)
    expect(json.body.length).toBeLessThan(1024)
  })
})

describe('a failed form', () => {
  it('echoes only the fields the form has, however many were sent', async () => {
    const padded = new URLSearchParams({ password: '' })
    for (let i = 0; i < 900; i++) padded.append(`padding${i}`, 'p'.repeat(40))
    for (const path of ['/admin-login', '/admin-login.data']) {
      const answer = await send(server, path, {
        body: padded.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        from: '127.0.50.5',
      })
      expect(answer.status, path).toBe(400)
      expect(answer.text, path).not.toContain('padding')
    }
  })
})

/**
 * Sends a chunked `Multipart/Form-Data` upload of up to `total` bytes (one file part, then zeros) as fast
 * as the server takes it, until it answers or closes. Samples the server's memory on the way.
 */
function chunkedUpload(target: string, total: number) {
  return new Promise<{ status: number | null; sent: number; peak: number }>((resolve, reject) => {
    const pid = server.child.pid!
    let peak = residentBytes(pid)
    const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress: '127.0.50.6' })
    const boundary = 'cut-at-the-cap'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    )
    const zeros = Buffer.alloc(1024 * 1024)
    const frame = (data: Buffer) =>
      Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
    let sent = 0
    let answer = ''
    let done = false
    const finish = () => {
      if (done) return
      done = true
      socket.destroy()
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || null, sent, peak })
    }
    const pump = () => {
      while (!done && sent < total) {
        sent += zeros.length
        if (sent % (32 * 1024 * 1024) === 0) peak = Math.max(peak, residentBytes(pid))
        if (!socket.write(frame(zeros))) return void socket.once('drain', pump)
      }
    }
    socket.on('connect', () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: localhost:${server.port}\r\n` +
          `Content-Type: Multipart/Form-Data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      )
      socket.write(frame(head))
      pump()
    })
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1')
      if (/^HTTP\/1\.1 \d{3}/.test(answer)) finish()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!done && !['EPIPE', 'ECONNRESET'].includes(error.code ?? '')) reject(error)
    })
    socket.on('close', finish)
  })
}

describe('the upload cap, whatever the type’s case and the transfer encoding', () => {
  it('cuts an 800 MB chunked Multipart/Form-Data post to a private link at the cap, with the memory flat', async () => {
    const MB = 1024 * 1024
    const before = residentBytes(server.child.pid!)
    const upload = await chunkedUpload(`/my-project/${token}`, 800 * MB)
    expect(upload.status).toBe(413)
    // The cap is the largest submission, 206 MB; what was still in flight when it answered is dropped.
    expect(upload.sent).toBeLessThan(240 * MB)
    expect(upload.peak - before).toBeLessThan(64 * MB)
    const page = await send(server, '/challenge-info')
    expect(page.status).toBe(200)
  }, 120_000)

  it('reads a capitalised Multipart/Form-Data edit as any other: it is saved', async () => {
    const form = new FormData()
    form.append('name', 'Spelt in capitals')
    form.append('authorName', 'Sam')
    form.append('description', 'Sent as Multipart/Form-Data.')
    form.append('url', 'https://youtu.be/dQw4w9WgXcQ')
    const encoded = new Response(form)
    const type = encoded.headers.get('content-type')!.replace('multipart/form-data', 'Multipart/Form-Data')
    const answer = await send(server, `/my-project/${token}`, {
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': type },
      from: '127.0.50.7',
    })
    expect(answer.status).toBe(302)
    expect(server.query('SELECT name FROM projects WHERE id = ?', projectId)).toEqual([
      { name: 'Spelt in capitals' },
    ])
  })
})

describe('the Event tab’s form cap', () => {
  const urlencoded = () => ({ 'content-type': 'application/x-www-form-urlencoded', cookie: admin })
  const agendaRow = () => server.query("SELECT value, updated_at FROM event_details WHERE section = 'agenda'")

  it('saves the longest agenda there is, every text at its limit in a non-Latin script', async () => {
    const answer = await send(server, '/admin/event', {
      body: fullAgendaForm().toString(),
      headers: urlencoded(),
    })
    expect(answer.status).toBe(302)
    expect((await send(server, '/agenda')).text).toContain('漢'.repeat(100))
  })

  it('answers a longer save with the Event tab and a message, with and without JavaScript, and changes nothing', async () => {
    const before = agendaRow()
    const form = fullAgendaForm()
    // The page answers without reading it, and the server reads and drops up to 1 MB after an answer:
    // a little past the cap, as a real save would be, the whole body is sent and the answer read.
    form.append('padding', 'x'.repeat(eventTabFormBytes - form.toString().length + 50 * 1024))
    const body = form.toString()
    expect(body.length).toBeGreaterThan(eventTabFormBytes)
    expect(body.length).toBeLessThan(900 * 1024)
    const message = 'Nothing was saved: the texts were longer than the Event tab can take in one save.'
    // Kept alive, as a browser's connection is: one that asks to close is closed as soon as the answer is
    // out, and the rest of the body, still arriving, would reset it before the answer is read.
    const keptAlive = { ...urlencoded(), connection: 'keep-alive' }
    const page = await send(server, '/admin/event', { body, headers: keptAlive })
    expect(page.status).toBe(413)
    expect(page.text).toContain(message)
    expect(page.text).toContain('name="keynoteSpeaker"')
    const data = await send(server, '/admin/event.data', { body, headers: keptAlive })
    expect(data.status).toBe(413)
    expect(data.text).toContain(message)
    expect(agendaRow()).toEqual(before)
  })
})
