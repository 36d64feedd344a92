import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, serverRoot, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, projectForm, submitProject } from '../security/helpers'

// The user named remix-serve: the app must run unchanged under it (docs/decisions/0008). Our own server
// is an optimisation; here nothing of it runs, only `remix-serve ./build/index.js`.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer({
    command: [
      process.execPath,
      path.join(serverRoot, 'node_modules/@remix-run/serve/dist/cli.js'),
      'build/index.js',
    ],
  })
}, 120_000)
afterAll(() => server?.stop())

const count = (table: string) => server.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]!.n

describe('plain remix-serve', () => {
  it('serves the pages, with the app’s own security headers and a nonce its scripts carry', async () => {
    expect(server.log()).toContain('[remix-serve]')
    for (const [target, text] of [
      ['/challenge-info', 'Science Innovation Challenge'],
      ['/agenda', 'Event Agenda'],
      ['/feed', 'Innovation Showcase'],
      ['/submission', 'Submit Your Innovation'],
      ['/judge-login', 'Judge Login'],
    ] as const) {
      const page = await send(server, target)
      expect(page.status, target).toBe(200)
      expect(page.text, target).toContain(text)
      const nonce = /'nonce-([^']+)'/.exec(page.headers['content-security-policy'] as string)?.[1]
      expect(nonce, target).toBeTruthy()
      expect(page.text, target).toContain(`nonce="${nonce}"`)
      expect(page.headers['x-frame-options'], target).toBe('DENY')
    }
    const { project } = await submitProject(server, await projectForm())
    await approve(server, project!.id)
    const detail = await send(server, `/project/${project!.id}`)
    expect(detail.status).toBe(200)
    expect(detail.text).toContain(project!.name)
    expect(
      (await send(server, '/admin', { headers: { cookie: await adminCookie(server) } })).headers[
        'cache-control'
      ],
    ).toBe('private, no-store')
  })

  it('refuses a cross-site post, page or API, and changes nothing', async () => {
    const judges = count('judges')
    const projects = count('projects')
    const evil = { origin: 'https://evil.example' }
    const page = await send(server, '/judge-login', {
      body: new URLSearchParams({
        intent: 'register',
        name: 'Mallory',
        email: 'mallory@example.org',
        expertise: 'Forgery',
        password: 'secret-1',
        confirmPassword: 'secret-1',
      }).toString(),
      headers: { ...evil, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(page.status).toBeGreaterThanOrEqual(400)
    const api = await send(server, '/api/judges/register', {
      body: { name: 'Mallory', email: 'mallory2@example.org', password: 'secret-1' },
      headers: evil,
    })
    expect(api.status).toBe(403)
    const { project } = await submitProject(server, await projectForm())
    const deleted = await send(server, '/admin', {
      body: new URLSearchParams({ intent: 'delete-project', id: String(project!.id) }).toString(),
      headers: {
        ...evil,
        cookie: await adminCookie(server),
        'content-type': 'application/x-www-form-urlencoded',
      },
    })
    expect(deleted.status).toBeGreaterThanOrEqual(400)
    expect(count('judges')).toBe(judges)
    expect(count('projects')).toBe(projects + 1)
  })

  it('caps bodies itself: a streamed 1 MB form is refused with 413 and read no further', async () => {
    const answer = await send(server, '/judge-login', {
      body: `intent=login&email=a%40example.org&password=${'p'.repeat(1024 * 1024)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
    })
    expect(answer.status).toBe(413)
  })

  it('checks a form’s field names itself: the 28-byte form that asks for a 100-million list gets a 400', async () => {
    for (const target of ['/admin-login', '/admin-login.data', '/judge-login.data', '/judge-login']) {
      const started = performance.now()
      const answer = await send(server, target, {
        body: 'x%5B100000000%5D=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(answer.status, target).toBe(400)
      expect(performance.now() - started, target).toBeLessThan(1000)
    }
  })
})
