import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import {
  adminCookie,
  approve,
  gifWithHiddenLocation,
  hiddenLocation,
  judgeSession,
  projectForm,
  submitProject,
} from './helpers'

// Accounts and content: each attack sent from outside to the built server (`npm start`), from
// a source address of its own. `direct` runs as at a club; `proxied` behind an HTTPS proxy
// (TRUST_PROXY=1) with PUBLIC_URL set and a submission limit of 3, to see the limit hold.
let direct: BuiltServer
let proxied: BuiltServer

beforeAll(async () => {
  ;[direct, proxied] = await Promise.all([
    startBuiltServer(),
    startBuiltServer({
      env: {
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://challenge.example.org',
        RATE_LIMITS: '{"project-submission":{"max":3}}',
      },
    }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()])
})

const count = (server: BuiltServer, table: string) =>
  server.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]!.n

describe('M2: reset-link poisoning', () => {
  const resetLinks = (server: BuiltServer, email: string) =>
    [...server.log().matchAll(/\[password reset\] Link for (\S+) \(valid 1 hour\): (\S+)/g)]
      .filter((m) => m[1] === email)
      .map((m) => m[2]!)

  it('builds reset links from PUBLIC_URL or the listening address, never from Host or X-Forwarded-Host', async () => {
    for (const [server, origin] of [
      [direct, `http://localhost:${direct.port}`],
      [proxied, 'https://challenge.example.org'],
    ] as const) {
      const judge = await judgeSession(server, { approve: false, from: '127.0.10.1' })
      const forged = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      }
      const api = await send(server, '/api/judges/forgot-password', {
        body: { email: judge.email },
        headers: forged,
        from: '127.0.10.1',
      })
      expect(api.status).toBe(200)
      const page = await send(server, '/judge-login', {
        body: new URLSearchParams({ intent: 'forgot', email: judge.email }).toString(),
        headers: { ...forged, 'content-type': 'application/x-www-form-urlencoded' },
        from: '127.0.10.1',
      })
      expect(page.status).toBe(302)
      // Each link is made once its answer is sent.
      await expect.poll(() => resetLinks(server, judge.email), { timeout: 10_000 }).toHaveLength(2)
      const links = resetLinks(server, judge.email)
      for (const link of links)
        expect(link.startsWith(`${origin}/judge-reset-password?token=`), link).toBe(true)
    }
  }, 30_000)
})

describe('L2: scores that are not numbers', () => {
  it('refuses null, "", true, [7] and "0x5" from JSON and from the form, storing nothing', async () => {
    const { project } = await submitProject(direct, await projectForm(), '127.0.12.1')
    await approve(direct, project!.id)
    const judge = await judgeSession(direct, { from: '127.0.12.1' })
    const criteria = direct.query<{ id: number }>(
      'SELECT id FROM scoring_criteria WHERE is_active = 1 ORDER BY id',
    )
    const scoresOf = () => direct.query('SELECT * FROM project_scores WHERE judge_id = ?', judge.id)
    for (const score of [null, '', true, [7], '0x5', '1e1']) {
      const answer = await send(direct, '/api/scoring/submit-batch', {
        body: { scores: [{ projectId: project!.id, criteriaId: criteria[0]!.id, score }] },
        headers: { cookie: judge.cookie },
      })
      expect(answer.status, JSON.stringify(score)).toBe(400)
    }
    for (const id of [true, '0x1']) {
      const answer = await send(direct, '/api/scoring/submit-batch', {
        body: { scores: [{ projectId: id, criteriaId: criteria[0]!.id, score: 5 }] },
        headers: { cookie: judge.cookie },
      })
      expect(answer.status, JSON.stringify(id)).toBe(400)
    }
    const formPost = (value: string) => {
      const form = new URLSearchParams({ projectId: String(project!.id) })
      for (const c of criteria) {
        form.append('criteriaId', String(c.id))
        form.set(`score-${c.id}`, c === criteria[0] ? value : '5')
      }
      return send(direct, `/judge-dashboard?project=${project!.id}`, {
        body: form.toString(),
        headers: { cookie: judge.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      })
    }
    for (const value of ['', '0x5', 'true', '7abc']) expect((await formPost(value)).status, value).toBe(400)
    expect(scoresOf()).toEqual([])
    // Digits are what a form sends: they are scores.
    expect((await formPost('7')).status).toBe(302)
    expect(scoresOf().map((s) => (s as { score: number }).score)).toContain(7)
  }, 30_000)
})

describe('L4: image metadata', () => {
  it('re-encodes a GIF so that no XMP location or comment survives, frames kept', async () => {
    const gif = await gifWithHiddenLocation()
    expect(gif.includes(Buffer.from(hiddenLocation.xmp))).toBe(true)
    const { answer, project } = await submitProject(
      direct,
      await projectForm({}, { bytes: gif, name: 'garden.gif', type: 'image/gif' }),
      '127.0.13.1',
    )
    expect(answer.status).toBe(201)
    expect(project!.thumbnail).toMatch(/\.gif$/)
    const served = await send(direct, `/api/files/${project!.thumbnail}`, {
      headers: { cookie: answer.cookies.join('; ') },
    })
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/gif')
    expect(served.body.includes(Buffer.from(hiddenLocation.xmp))).toBe(false)
    expect(served.body.includes(Buffer.from(hiddenLocation.comment))).toBe(false)
    expect(served.body.includes(Buffer.from('XMP DataXMP'))).toBe(false)
    const sharp = (await import('sharp')).default
    expect((await sharp(served.body, { animated: true }).metadata()).pages).toBe(2)
  })
})

describe('L8: guessing the current admin password', () => {
  it('limits guesses in change-password, page and API alike, and changes nothing', async () => {
    const cookie = await adminCookie(direct, '127.0.14.1')
    const guess = () =>
      send(direct, '/api/admin/change-password', {
        body: { currentPassword: 'guess', newPassword: 'new-password-1' },
        headers: { cookie },
        from: '127.0.14.1',
      })
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(400)
    const refused = await guess()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Even the right password, from this address, now waits.
    const right = await send(direct, '/api/admin/change-password', {
      body: { currentPassword: ADMIN_PASSWORD, newPassword: 'new-password-1' },
      headers: { cookie },
      from: '127.0.14.1',
    })
    expect(right.status).toBe(429)
    const dialog = await send(direct, '/admin', {
      body: new URLSearchParams({
        intent: 'change-password',
        currentPassword: 'guess',
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-1',
      }).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      from: '127.0.14.1',
    })
    expect(dialog.status).toBe(429)
    expect(Number(dialog.headers['retry-after'])).toBeGreaterThan(0)
    // The password is unchanged.
    expect(
      (await send(direct, '/api/admin/login', { body: { password: ADMIN_PASSWORD }, from: '127.0.14.2' }))
        .status,
    ).toBe(200)
  }, 60_000)
})

// Last: on code where invalid posts count, this closes submissions for the whole server.
describe('M4: closing submissions for everyone', () => {
  it('counts only valid submissions: 400 invalid posts, then 300 valid ones from one address all get through', async () => {
    // Tiny invalid posts, as the attack sent them (400 in 1.8 s).
    const invalid = await projectForm({ name: '', description: '' }, null)
    for (let i = 0; i < 400; i++) {
      const answer = await send(direct, '/api/projects', { body: invalid, from: '127.0.11.1' })
      expect(answer.status, `invalid post ${i + 1}`).toBe(400)
    }
    const before = count(direct, 'projects')
    const form = await projectForm()
    // A venue's families, four at a time.
    for (let i = 0; i < 300; i += 4) {
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() => send(direct, '/api/projects', { body: form, from: '127.0.11.1' })),
      )
      for (const answer of answers) expect(answer.status, `valid submissions ${i + 1}-${i + 4}`).toBe(201)
    }
    expect(count(direct, 'projects')).toBe(before + 300)
  }, 120_000)

  it('still limits valid submissions per address, with Retry-After, and stores nothing refused', async () => {
    const venue = { 'x-forwarded-for': '203.0.113.20' }
    for (let i = 0; i < 3; i++) {
      expect((await submitProject(proxied, await projectForm(), '127.0.11.2', venue)).answer.status).toBe(201)
    }
    const before = count(proxied, 'projects')
    const refused = await send(proxied, '/api/projects', { body: await projectForm(), headers: venue })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const page = await send(proxied, '/submission', { body: await projectForm(), headers: venue })
    expect(page.status).toBe(429)
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0)
    expect(page.text).toContain('Too many attempts')
    expect(count(proxied, 'projects')).toBe(before)
    const nextDoor = await submitProject(proxied, await projectForm(), '127.0.11.2', {
      'x-forwarded-for': '203.0.113.21',
    })
    expect(nextDoor.answer.status).toBe(201)
  })
})
