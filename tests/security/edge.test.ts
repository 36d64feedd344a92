import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, send, startBuiltServer, type Answer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, judgeSession, projectForm, residentBytes, submitProject } from './helpers'

// The server edge: each attack is sent from outside to the built server (`npm start`), each
// source address of its own (any 127.x.y.z reaches the loopback) so that the limits of one test never
// meet another's. `direct` is the server as it runs at a club; `proxied` runs behind an HTTPS proxy
// (TRUST_PROXY=1) with PUBLIC_URL set.
let direct: BuiltServer
let proxied: BuiltServer

beforeAll(async () => {
  ;[direct, proxied] = await Promise.all([
    startBuiltServer(),
    startBuiltServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://challenge.example.org' } }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()])
})

const wrongJudgeLogin = (server: BuiltServer, from: string, headers: Record<string, string> = {}) =>
  send(server, '/api/judges/login', {
    body: { email: 'nobody@example.org', password: 'wrong-password' },
    from,
    headers,
  })

describe('the client address reaches the app', () => {
  it('limits key on the socket address: a forged X-Forwarded-For neither dodges a limit nor spends another’s', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await wrongJudgeLogin(direct, '127.0.3.1', { 'x-forwarded-for': `198.51.100.${i}` })
      expect(answer.status, `attempt ${i + 1}`).toBe(401)
    }
    const refused = await wrongJudgeLogin(direct, '127.0.3.1', { 'x-forwarded-for': '198.51.100.99' })
    expect(refused.status).toBe(429)
    // The same e-mail from another address is that address's own business.
    expect((await wrongJudgeLogin(direct, '127.0.3.2')).status).toBe(401)
  }, 30_000)

  it('behind a trusted proxy, the left-most X-Forwarded-For entry is the address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await wrongJudgeLogin(proxied, '127.0.3.3', { 'x-forwarded-for': '203.0.113.5' })).status).toBe(
        401,
      )
    }
    expect((await wrongJudgeLogin(proxied, '127.0.3.3', { 'x-forwarded-for': '203.0.113.5' })).status).toBe(
      429,
    )
    expect((await wrongJudgeLogin(proxied, '127.0.3.3', { 'x-forwarded-for': '203.0.113.6' })).status).toBe(
      401,
    )
  }, 30_000)
})

/**
 * Sends headers claiming `declared` bytes, then up to `declared` bytes as fast as the server takes them,
 * until the server answers. Returns the status line, how long it took and how much was sent.
 */
function floodBody(server: BuiltServer, target: string, declared: number, contentType: string) {
  return new Promise<{ status: number; ms: number; sent: number }>((resolve, reject) => {
    const started = performance.now()
    const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress: '127.0.4.1' })
    const chunk = Buffer.alloc(1024 * 1024, 0x61)
    let sent = 0
    let answer = ''
    let done = false
    const finish = () => {
      if (done) return
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])
      if (!status) return
      done = true
      socket.destroy()
      resolve({ status, ms: performance.now() - started, sent })
    }
    const pump = () => {
      while (!done && sent < declared) {
        sent += chunk.length
        if (!socket.write(chunk)) return socket.once('drain', pump)
      }
    }
    socket.on('connect', () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Type: ${contentType}\r\n` +
          `Content-Length: ${declared}\r\n\r\n`,
      )
      pump()
    })
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1')
      finish()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while we are still writing: its answer has usually arrived by then.
      if (!done && !['EPIPE', 'ECONNRESET'].includes(error.code ?? '')) reject(error)
    })
    socket.on('close', () => {
      finish()
      if (!done) reject(new Error(`closed without an answer after ${sent} bytes`))
    })
  })
}

describe('M1: bodies without limits', () => {
  it('refuses a 100 MB form with 413 before reading it, and keeps answering everyone else', async () => {
    const before = residentBytes(direct.child.pid!)
    const flood = await floodBody(
      direct,
      '/judge-login',
      100 * 1024 * 1024,
      'application/x-www-form-urlencoded',
    )
    expect(flood.status).toBe(413)
    expect(flood.ms).toBeLessThan(2000)
    expect(flood.sent).toBeLessThan(100 * 1024 * 1024)
    expect(residentBytes(direct.child.pid!) - before).toBeLessThan(32 * 1024 * 1024)
    const page = await send(direct, '/challenge-info')
    expect(page.status).toBe(200)
  }, 60_000)

  it('refuses an upload longer than ten 20 MB files, a 5 MB thumbnail and 1 MB of fields, before reading it', async () => {
    const MB = 1024 * 1024
    const flood = await floodBody(
      direct,
      '/api/projects',
      10 * 20 * MB + 5 * MB + 1 * MB + 1,
      'multipart/form-data; boundary=x',
    )
    expect(flood.status).toBe(413)
    expect(flood.sent).toBeLessThan(100 * MB)
  }, 60_000)

  it('refuses JSON over 64 KB, and a form or JSON body that does not say how long it is', async () => {
    const big = await send(direct, '/api/judges/login', {
      body: JSON.stringify({ email: 'a@example.org', password: 'x', padding: 'p'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(big.status).toBe(413)
    expect(big.json()).toEqual({ message: 'The request body is too large' })
    const chunked = await send(direct, '/api/judges/login', {
      body: JSON.stringify({ email: 'a@example.org', password: 'x' }),
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    expect(chunked.status).toBe(411)
  })

  it('refuses passwords over 200 characters before any hashing, on every form and endpoint', async () => {
    const long = 'p'.repeat(201)
    const message = 'Password must be at most 200 characters'
    for (const [target, body] of [
      ['/api/judges/login', { email: 'a@example.org', password: long }],
      ['/api/admin/login', { password: long }],
      ['/api/judges/register', { name: 'A', email: 'long@example.org', password: long }],
    ] as const) {
      const answer = await send(direct, target, { body, from: '127.0.4.2' })
      expect(answer.status, target).toBe(400)
      expect(answer.json().message, target).toBe(message)
    }
    const page = await send(direct, '/judge-login', {
      body: new URLSearchParams({ intent: 'login', email: 'a@example.org', password: long }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      from: '127.0.4.2',
    })
    expect(page.status).toBe(400)
    expect(page.text).toContain(message)
    expect(direct.query('SELECT id FROM judges WHERE email = ?', 'long@example.org')).toEqual([])
  })

  it('checks the session before reading a protected form', async () => {
    // Each post promises 1,000 bytes and sends none: only an answer that never waits for them arrives.
    for (const [target, method] of [
      ['/admin-simple', 'POST'],
      ['/judge-dashboard', 'POST'],
      ['/api/scoring/submit-batch', 'POST'],
      ['/api/projects/1', 'PATCH'],
    ] as const) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect({ host: '127.0.0.1', port: direct.port })
        socket.on('connect', () =>
          socket.write(
            `${method} ${target} HTTP/1.1\r\nHost: localhost:${direct.port}\r\n` +
              'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
          ),
        )
        let text = ''
        socket.on('data', (data: Buffer) => {
          text += data.toString()
          socket.destroy()
          resolve(text)
        })
        socket.on('error', reject)
        setTimeout(() => {
          socket.destroy()
          reject(new Error(`${target} waited for a body it had no reason to read`))
        }, 3000)
      })
      expect(answer, target).toMatch(/^HTTP\/1\.1 (302|401)/)
    }
  })
})

describe('M3: page-cache poisoning', () => {
  it('never caches, and never serves to others, a page rendered for a cookie spelt with a space', async () => {
    const { answer, project } = await submitProject(direct, await projectForm(), '127.0.5.1')
    expect(answer.status).toBe(201)
    const cookie = answer.cookies.find((c) => c.startsWith('sc_submissions='))!
    const spelt = cookie.replace('sc_submissions=', 'sc_submissions =')
    const owner = await send(direct, `/project/${project!.id}`, { headers: { cookie: spelt } })
    // The app reads the cookie (its parser trims names): the family sees their own pending project.
    expect(owner.status).toBe(200)
    expect(owner.headers['cache-control']).toBe('private, no-store')
    const feed = await send(direct, '/feed', { headers: { cookie: spelt } })
    expect(feed.text).toContain(project!.name)
    // Everybody else, at once: the pending project does not exist, and the feed does not mention it.
    expect((await send(direct, `/project/${project!.id}`)).status).toBe(404)
    expect((await send(direct, '/feed')).text).not.toContain(project!.name)
    expect((await send(direct, `/project/${project!.id}.data`)).status).toBe(404)
  })
})

describe('L1: the host in the page cache', () => {
  it('never serves a forged Host’s og:image to another visitor', async () => {
    const { project } = await submitProject(direct, await projectForm(), '127.0.5.2')
    await approve(direct, project!.id)
    const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    const forged = await send(direct, `/project/${project!.id}`, { headers: { host: 'evil.example' } })
    expect(forged.status).toBe(200)
    const honest = await send(direct, `/project/${project!.id}`)
    expect(ogImage(honest.text)).toMatch(new RegExp(`^http://localhost:${direct.port}/api/files/`))

    // With PUBLIC_URL the page names itself by it, whatever the request says.
    const { project: other } = await submitProject(proxied, await projectForm(), '127.0.5.2', {
      'x-forwarded-for': '203.0.113.30',
    })
    await approve(proxied, other!.id)
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }, {}] as Record<
      string,
      string
    >[]) {
      const page = await send(proxied, `/project/${other!.id}`, { headers })
      expect(ogImage(page.text), JSON.stringify(headers)).toMatch(
        /^https:\/\/challenge\.example\.org\/api\/files\//,
      )
    }
  })
})

describe('L3: caching headers', () => {
  it('keeps personal answers out of every cache and makes public ones vary on Cookie', async () => {
    const admin = await adminCookie(direct)
    const judge = await judgeSession(direct)
    const personal: Array<[string, string]> = [
      ['/admin', admin],
      ['/admin?tab=judges', admin],
      ['/admin.data', admin],
      ['/admin-simple', admin],
      ['/api/admin/grading-stats', admin],
      ['/api/judges', admin],
      ['/api/projects', admin],
      ['/judge-dashboard', judge.cookie],
      ['/judge-dashboard.data', judge.cookie],
      ['/api/judges/me', judge.cookie],
      ['/api/judges/me/scores', judge.cookie],
    ]
    for (const [target, cookie] of personal) {
      const answer = await send(direct, target, { headers: { cookie } })
      expect(answer.status, target).toBe(200)
      expect(answer.headers['cache-control'], target).toBe('private, no-store')
    }
    for (const target of [
      '/feed',
      '/feed.data',
      '/feed?tab=leaderboard',
      '/api/leaderboard',
      '/api/projects',
    ]) {
      const answer = await send(direct, target)
      expect(answer.status, target).toBe(200)
      expect(answer.headers.vary ?? '', target).toMatch(/\bcookie\b/i)
      expect(answer.headers['cache-control'] ?? '', target).not.toMatch(/public/)
    }
  }, 30_000)
})

describe('L5: Retry-After', () => {
  it('comes with every 429: the page, its .data twin and the JSON API', async () => {
    const form = new URLSearchParams({
      intent: 'login',
      email: 'l5@example.org',
      password: 'wrong',
    }).toString()
    const pagePost = (target: string) =>
      send(direct, target, {
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        from: '127.0.6.1',
      })
    for (let i = 0; i < 10; i++) expect((await pagePost('/judge-login')).status).toBe(401)
    for (const answer of [
      await pagePost('/judge-login'),
      await pagePost('/judge-login.data'),
      await wrongJudgeLogin(direct, '127.0.6.1'),
    ]) {
      expect(answer.status).toBe(429)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    const adminPost = (target: string) =>
      send(direct, target, {
        body: 'password=wrong',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        from: '127.0.6.2',
      })
    for (let i = 0; i < 10; i++) expect((await adminPost('/admin-login')).status).toBe(401)
    for (const target of ['/admin-login', '/admin', '/admin.data']) {
      const answer = await adminPost(target)
      expect(answer.status, target).toBe(429)
      expect(Number(answer.headers['retry-after']), target).toBeGreaterThan(0)
    }
  }, 30_000)
})

describe('L6: the admin lock-out', () => {
  it('locks out only the address that sent the wrong passwords, never the organiser on another', async () => {
    const wrong = () => send(direct, '/api/admin/login', { body: { password: 'guess' }, from: '127.0.7.1' })
    for (let i = 0; i < 10; i++) expect((await wrong()).status).toBe(401)
    expect((await wrong()).status).toBe(429)
    const organiser = await send(direct, '/api/admin/login', {
      body: { password: ADMIN_PASSWORD },
      from: '127.0.7.2',
    })
    expect(organiser.status).toBe(200)
    const page = await send(direct, '/admin-login', {
      body: `password=${ADMIN_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      from: '127.0.7.2',
    })
    expect(page.status).toBe(302)
  }, 30_000)
})

describe('old tablets behind a proxy', () => {
  // Safari before 16.4 sends Origin but no Sec-Fetch-Site; nginx passes its upstream's name as Host unless
  // told otherwise. `proxied` knows its address (PUBLIC_URL): Origin is compared with that, not with Host.
  const upstream = { host: '127.0.0.1:3000' }
  const refusal = 'This form was sent from another website'
  const pageLogin = (origin: string, from: string, headers: Record<string, string> = {}) =>
    send(proxied, '/judge-login', {
      body: new URLSearchParams({
        intent: 'login',
        email: 'nobody@example.org',
        password: 'wrong-1',
      }).toString(),
      headers: { ...upstream, origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      from,
    })

  it('accepts a post whose Origin is PUBLIC_URL, whatever Host the proxy sends', async () => {
    const origin = 'https://challenge.example.org'
    const api = await wrongJudgeLogin(proxied, '127.0.10.1', { ...upstream, origin })
    expect(api.status).toBe(401)
    const page = await pageLogin(origin, '127.0.10.1')
    expect(page.status).not.toBe(403)
    expect(page.text).not.toContain(refusal)
  })

  it('refuses any other Origin: another site, another scheme, the upstream’s own name, a forwarded host', async () => {
    for (const [origin, headers] of [
      ['https://evil.example', {}],
      ['http://challenge.example.org', {}],
      ['http://127.0.0.1:3000', {}],
      ['https://evil.example', { 'x-forwarded-host': 'evil.example' }],
    ] as const) {
      const api = await wrongJudgeLogin(proxied, '127.0.10.2', { ...upstream, ...headers, origin })
      expect(api.status, origin).toBe(403)
      const page = await pageLogin(origin, '127.0.10.2', headers)
      expect(page.status, origin).toBe(403)
      expect(page.text, origin).toContain(refusal)
    }
  })
})

describe('transport and files', () => {
  it('sends HSTS only over HTTPS, and only believes a trusted proxy about it', async () => {
    const https = { 'x-forwarded-proto': 'https' }
    expect(
      (await send(proxied, '/challenge-info', { headers: https })).headers['strict-transport-security'],
    ).toBe('max-age=31536000; includeSubDomains')
    expect((await send(proxied, '/challenge-info')).headers['strict-transport-security']).toBeUndefined()
    expect(
      (await send(direct, '/challenge-info', { headers: https })).headers['strict-transport-security'],
    ).toBeUndefined()
  })

  it('keeps idle connections 65 s, longer than a proxy keeps its own (nginx 60 s)', async () => {
    // Shorter than the proxy's, a connection the proxy is reusing can be closed under it: a 502.
    const answer = await send(direct, '/challenge-info', { headers: { connection: 'keep-alive' } })
    expect(answer.headers['keep-alive']).toBe('timeout=65')
  })

  it('sets every cookie HttpOnly, SameSite=Lax, for the whole site, and Secure exactly when over HTTPS', async () => {
    // Each Set-Cookie of an answer as { name: attributes }, the attributes' names in lower case.
    const cookiesOf = (answer: Answer) =>
      Object.fromEntries(
        (answer.headers['set-cookie'] ?? []).map((header) => {
          const [pair, ...attributes] = header.split(';').map((part) => part.trim())
          const flags = attributes.map((attribute) => {
            const [name, value] = attribute.split('=')
            return [name!.toLowerCase(), value ?? true]
          })
          return [pair!.split('=')[0], Object.fromEntries(flags)]
        }),
      )
    // A judge's sign-in through the page: the session, the notice that says welcome, and the device cookie
    // that keeps this browser signing in whatever others at its address do (0026). (A judge's password
    // is quicker to check than the organiser's.)
    const judge = { email: 'cookie.judge@example.org', password: 'cookie-judge-password' }
    for (const server of [direct, proxied]) {
      const registered = await send(server, '/api/judges/register', {
        body: { name: 'Cookie Judge', ...judge },
        from: '127.0.8.1',
      })
      expect(registered.status).toBe(201)
    }
    const signIn = (server: BuiltServer, headers: Record<string, string> = {}) =>
      send(server, '/judge-login', {
        body: new URLSearchParams({ intent: 'login', ...judge }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        from: '127.0.8.1',
      })
    const https = { 'x-forwarded-proto': 'https' }
    const session = { path: '/', httponly: true, samesite: 'Lax', 'max-age': '604800' }
    const notice = { path: '/', httponly: true, samesite: 'Lax' }
    // 180 days: a season, from preparing the event to the awards.
    const device = { path: '/', httponly: true, samesite: 'Lax', 'max-age': '15552000' }

    const [plain, forged, proxiedPlain, proxiedHttps] = await Promise.all([
      signIn(direct),
      signIn(direct, https),
      signIn(proxied),
      signIn(proxied, https),
    ])
    expect(plain.status).toBe(302)
    const cookies = cookiesOf(plain)
    expect(Object.keys(cookies).sort()).toEqual(['sc_device_judge', 'sc_session', 'sc_toast'])
    // Seven days, the session's longest life.
    expect(cookies.sc_session).toEqual(session)
    expect(cookies.sc_toast).toEqual(notice)
    expect(cookies.sc_device_judge).toEqual(device)
    // Only a trusted proxy is believed about HTTPS.
    expect(cookiesOf(forged).sc_session).toEqual(session)
    expect(cookiesOf(proxiedPlain).sc_session).toEqual(session)
    const secure = cookiesOf(proxiedHttps)
    expect(secure.sc_session).toEqual({ ...session, secure: true })
    expect(secure.sc_toast).toEqual({ ...notice, secure: true })
    expect(secure.sc_device_judge).toEqual({ ...device, secure: true })

    // The family's own list of what this browser submitted.
    const submitted = (server: BuiltServer, headers = {}) =>
      projectForm().then((form) => submitProject(server, form, '127.0.8.2', headers))
    const list = { path: '/', httponly: true, samesite: 'Lax', 'max-age': '31536000' }
    expect(cookiesOf((await submitted(direct)).answer).sc_submissions).toEqual(list)
    expect(cookiesOf((await submitted(proxied, https)).answer).sc_submissions).toEqual({
      ...list,
      secure: true,
    })
  }, 30_000)

  it('marks every JSON answer nosniff', async () => {
    for (const [target, status] of [
      ['/api/leaderboard', 200],
      ['/api/projects', 200],
      ['/api/scoring/criteria', 200],
      ['/api/no-such-thing', 404],
      ['/api/judges/me', 401],
    ] as const) {
      const answer = await send(direct, target)
      expect(answer.status, target).toBe(status)
      expect(answer.headers['content-type'], target).toMatch(/application\/json/)
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff')
    }
  })

  it('creates app.db and the session secret readable by their owner only', () => {
    for (const name of ['app.db', 'app.db-wal', 'session-secret']) {
      const mode = fs.statSync(path.join(direct.dataDir, name)).mode & 0o777
      expect(mode.toString(8), name).toBe('600')
    }
  })
})

describe('the page as the browser gets it', () => {
  it('carries its loader data in nonced scripts, to the end of the stream, before the page is answered', async () => {
    // app/entry.server.tsx reads Remix's data stream before rendering the document as one string: if a
    // Remix update changed where that stream is read, the page would go out without its data.
    const { project } = await submitProject(
      direct,
      await projectForm({ name: 'Data Hand-Over Kite' }),
      '127.0.9.1',
    )
    await approve(direct, project!.id)
    for (const target of [`/project/${project!.id}`, '/feed']) {
      const page = await send(direct, target, { from: '127.0.9.1', headers: { accept: 'text/html' } })
      expect(page.status, target).toBe(200)
      expect(page.text.startsWith('<!DOCTYPE html><html'), target).toBe(true)
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1]
      const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      expect(
        scripts.every(([, attributes]) => attributes!.includes(`nonce="${nonce}"`)),
        target,
      ).toBe(true)
      const enqueued = scripts.filter(([, , body]) =>
        body!.startsWith('window.__remixContext.streamController.enqueue('),
      )
      expect(enqueued.length, target).toBeGreaterThan(0)
      expect(enqueued.map(([, , body]) => body).join(''), target).toContain('Data Hand-Over Kite')
      expect(scripts.at(-1)![2], target).toBe('window.__remixContext.streamController.close();')
    }
  })
})
