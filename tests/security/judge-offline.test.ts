import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, serverRoot, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { judgeSession } from './helpers'

// What the server does for the judges' offline copy (docs/decisions/0014). The worker itself is proven in a
// browser (tests/e2e/offline-shell.spec.ts); here, its address under our server and under plain remix-serve,
// the headers that keep it from storing what it must not, and the logout's Clear-Site-Data.
let direct: BuiltServer
let remixServe: BuiltServer

beforeAll(async () => {
  ;[direct, remixServe] = await Promise.all([
    startBuiltServer(),
    startBuiltServer({
      command: [
        process.execPath,
        path.join(serverRoot, 'node_modules/@remix-run/serve/dist/cli.js'),
        'build/index.js',
      ],
    }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([direct?.stop(), remixServe?.stop()])
})

/** A form post, as a page without JavaScript sends it. */
const postForm = (
  server: BuiltServer,
  target: string,
  fields: Record<string, string>,
  options: { cookie?: string; from?: string } = {},
) =>
  send(server, target, {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    from: options.from,
  })

describe('the judges’ service worker, /sw.js', () => {
  it.each([
    ['our server', () => direct],
    ['remix-serve', () => remixServe],
  ])('is served fresh at every update check under %s, a 304 when unchanged', async (_name, server) => {
    const answer = await send(server(), '/sw.js')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-cache')
    // Workbox's production builds, then the worker, which reads them.
    expect(answer.text.indexOf('workbox.core')).toBeGreaterThanOrEqual(0)
    expect(answer.text.indexOf('keep-judge-dashboard')).toBeGreaterThan(answer.text.indexOf('workbox.core'))
    expect(answer.text).not.toContain('sourceMappingURL')
    const etag = answer.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await send(server(), '/sw.js', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('may be registered by the pages: their policy allows workers from the site only', async () => {
    for (const server of [direct, remixServe]) {
      const page = await send(server, '/judge-login')
      expect(page.headers['content-security-policy']).toContain("worker-src 'self'")
    }
  })
})

describe('what the worker must never keep', () => {
  it('an answer that sets a cookie says so; a page fetched ahead leaves the notice for the visit', async () => {
    const judge = await judgeSession(direct, { from: '127.0.15.1' })
    // The login form signs in with a notice ("Login Successful") for the dashboard.
    const login = await postForm(
      direct,
      '/judge-login',
      { intent: 'login', email: judge.email, password: judge.password },
      { from: '127.0.15.1' },
    )
    expect(login.status).toBe(302)
    const cookie = login.cookies.join('; ')
    expect(cookie).toContain('sc_toast=')

    // Fetched ahead (the worker's `Purpose: prefetch`): the page without the notice, no cookie touched.
    for (const target of ['/judge-dashboard?show=queue', '/judge-dashboard.data?show=queue']) {
      const ahead = await send(direct, target, { headers: { cookie, purpose: 'prefetch' } })
      expect(ahead.status, target).toBe(200)
      expect(ahead.headers['set-cookie'], target).toBeUndefined()
      expect(ahead.headers['x-sets-cookie'], target).toBeUndefined()
      expect(ahead.text, target).not.toContain('Login Successful')
    }
    // The visit shows the notice and clears it: the answer carries the mark the worker reads.
    const visit = await send(direct, '/judge-dashboard', { headers: { cookie } })
    expect(visit.status).toBe(200)
    expect(visit.text).toContain('Login Successful')
    expect(visit.headers['set-cookie']?.join(';')).toContain('sc_toast=;')
    expect(visit.headers['x-sets-cookie']).toBe('1')
    // Remix's `.data` request for the same page is marked the same way.
    const data = await send(direct, '/judge-dashboard.data', { headers: { cookie } })
    expect(data.status).toBe(200)
    expect(data.headers['set-cookie']?.join(';')).toContain('sc_toast=;')
    expect(data.headers['x-sets-cookie']).toBe('1')
    // Nothing pending any more: an ordinary answer, unmarked.
    const plain = await send(direct, '/judge-dashboard', { headers: { cookie: judge.cookie } })
    expect(plain.headers['set-cookie']).toBeUndefined()
    expect(plain.headers['x-sets-cookie']).toBeUndefined()
  }, 30_000)
})

describe('logging out', () => {
  it.each([
    ['our server', () => direct, '127.0.15.3'],
    ['remix-serve', () => remixServe, '127.0.15.4'],
  ])(
    'tells the browser to drop its cached copies, never the storage that holds unsent evaluations (%s)',
    async (_name, server, from) => {
      for (const logout of [
        // The dashboard's Logout without JS, and with JS.
        (cookie: string) => postForm(server(), '/judge-logout', {}, { cookie }),
        (cookie: string) => send(server(), '/api/judges/logout', { method: 'POST', headers: { cookie } }),
      ]) {
        const judge = await judgeSession(server(), { from })
        const answer = await logout(judge.cookie)
        expect([200, 302]).toContain(answer.status)
        expect(answer.headers['clear-site-data']).toBe('"cache"')
        expect(answer.headers['set-cookie']?.join(';')).toContain('sc_session=;')
        // Signed out for real.
        const after = await send(server(), '/judge-dashboard', { headers: { cookie: judge.cookie } })
        expect(after.status).toBe(302)
      }
    },
    30_000,
  )
})
