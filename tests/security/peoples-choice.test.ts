import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, projectForm, submitProject } from './helpers'

// People's Choice attacked from outside, on the built server (docs/decisions/0032): forged votes, someone
// else's ballot, ten parallel posts, the guessing limit, the organiser's pages, hidden counts, and the log.
// The limits are the defaults but for the slow pace, a turn a millisecond instead of every 3 s, so that a
// venue's thousand wrong codes take seconds here; every request is logged, so that the log's check sees
// every ballot's address.

let server: BuiltServer
let admin: string
let projects: number[]
let ballots: { code: string; token: string }[]

const form = (fields: Record<string, string>, extra: Record<string, string> = {}) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
})

async function adminForm(fields: Record<string, string>) {
  return send(server, '/admin/awards?step=0', { ...form(fields, { cookie: admin }) })
}

const votesOf = (ballot: number) =>
  server.query<{ projectId: number | null }>(
    'SELECT project_id AS projectId FROM ballots WHERE id = ?',
    ballot,
  )

beforeAll(async () => {
  server = await startBuiltServer({
    env: {
      RATE_LIMITS: JSON.stringify({ 'ballot-code-slow': { max: 1000, windowMs: 1000 } }),
      LOG_REQUESTS: '1',
    },
  })
  admin = await adminCookie(server)
  projects = []
  for (const name of ['Wind kite', 'Solar oven']) {
    const { project } = await submitProject(server, await projectForm({ name }), '127.0.40.1')
    await approve(server, project!.id)
    projects.push(project!.id)
  }
  expect((await adminForm({ intent: 'make-ballots', count: '5' })).status).toBe(303)
  const sheet = await send(server, '/admin/ballots?batch=1', { headers: { cookie: admin } })
  const codes = [...sheet.text.matchAll(/>([2-9A-HJKMNP-Z]{10})<\/strong>/g)].map((m) => m[1]!)
  expect(codes).toHaveLength(5)
  // Codes open ballots only while voting is open: opened for the tokens, then closed again.
  expect((await adminForm({ intent: 'voting', voting: 'open' })).status).toBe(302)
  ballots = []
  for (const code of codes) {
    const opened = await send(server, '/vote', { ...form({ code }), from: '127.0.40.2' })
    expect(opened.status).toBe(303)
    ballots.push({ code, token: opened.headers.location!.replace('/vote/', '') })
  }
  expect((await adminForm({ intent: 'voting', voting: 'closed' })).status).toBe(302)
}, 90_000)
afterAll(() => server?.stop())

const vote = (token: string, projectId: number, extra: Record<string, string> = {}) =>
  send(server, `/vote/${token}`, { ...form({ projectId: String(projectId) }, extra), from: '127.0.40.3' })

describe('votes', () => {
  it('are refused with 403 "Voting is closed" until the organiser opens voting', async () => {
    const closed = await vote(ballots[0]!.token, projects[0]!)
    expect(closed.status).toBe(403)
    expect(closed.text).toContain('Voting is closed')
    expect(votesOf(1)[0]!.projectId).toBeNull()
    expect((await adminForm({ intent: 'voting', voting: 'open' })).status).toBe(302)
  })

  it('cannot be forged without a ballot, nor cast on another ballot from a foreign site', async () => {
    // A real ballot's address with its last character changed (to another one: a token may end in "x").
    const token = ballots[0]!.token
    const altered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`
    for (const target of ['/vote/not-a-ballot', `/vote/${altered}`, '/vote/1']) {
      const forged = await send(server, target, { ...form({ projectId: String(projects[0]) }) })
      expect(forged.status).toBe(404)
    }
    // A form on another site posting to a visitor's ballot.
    const crossSite = await vote(ballots[0]!.token, projects[1]!, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(server.query('SELECT id FROM ballots WHERE project_id IS NOT NULL')).toEqual([])
  })

  it('ten parallel posts with one ballot leave one vote', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => vote(ballots[1]!.token, projects[i % 2]!)),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(303))
    expect(server.query('SELECT count(*) AS n FROM ballots WHERE project_id IS NOT NULL')).toEqual([{ n: 1 }])
  })

  it('a voided ballot is refused', async () => {
    expect((await adminForm({ intent: 'void-ballot', code: ballots[3]!.code })).status).toBe(302)
    const refused = await vote(ballots[3]!.token, projects[0]!)
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('no longer valid')
  })
})

describe('typed codes', () => {
  it('are refused while voting is closed, whatever was typed', async () => {
    const from = '127.0.41.1'
    expect((await adminForm({ intent: 'voting', voting: 'closed' })).status).toBe(302)
    for (const code of [ballots[4]!.code, 'WRONG22222']) {
      const closed = await send(server, '/vote', { ...form({ code }), from })
      expect(closed.status).toBe(403)
      expect(closed.text).toContain('Voting is closed')
    }
    expect((await adminForm({ intent: 'voting', voting: 'open' })).status).toBe(302)
  })

  it('at the venue: after 1,000 wrong codes from one address without cookies, a new family’s right code opens its ballot', async () => {
    const venue = '127.0.42.1'
    expect((await adminForm({ intent: 'voting', voting: 'open' })).status).toBe(302)
    const statuses = new Map<number, number>()
    const bodies = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const code = i.toString(31).padStart(10, '2').toUpperCase()
      const wrong = await send(server, '/vote', { ...form({ code }), from: venue })
      statuses.set(wrong.status, (statuses.get(wrong.status) ?? 0) + 1)
      if (i % 100 === 0) bodies.add(wrong.text.replace(/nonce="[^"]*"/g, ''))
    }
    // Every one answered alike, none shut out: the first 500 at once (the address's count), the rest on
    // the site's slow pace, which they did not count against (its count is for codes answered at once).
    expect(Object.fromEntries(statuses)).toEqual({ 400: 1000 })
    expect(bodies.size).toBe(1)

    const family = await send(server, '/vote', { ...form({ code: ballots[4]!.code }), from: venue })
    expect(family.status).toBe(303)
    expect(family.headers.location).toBe(`/vote/${ballots[4]!.token}`)
  }, 60_000)

  it('keep a browser’s cookie on its wrong codes, posted with JavaScript (/vote.data) as without', async () => {
    const from = '127.0.43.1'
    const page = await send(server, '/vote', { from })
    const cookie = page.cookies.join('; ')
    expect(cookie).toMatch(/^sc_voter=/)
    expect(page.headers['set-cookie']![0]).toMatch(/; Path=\/;/)
    // What the limit then counts them on (the browser, not the address): tests/integration/ballot-codes.test.ts.
    for (const target of ['/vote.data?index', '/vote?index', '/vote.data?index']) {
      const wrong = await send(server, target, { ...form({ code: 'WRONG22222' }, { cookie }), from })
      expect(wrong.status, target).toBe(400)
      // The same browser: its cookie comes back as it went.
      expect(wrong.cookies, target).toEqual([cookie])
    }
  })
})

describe('the organiser’s pages and the counts', () => {
  it('refuses the ballots sheet, the panel and its forms to anyone else', async () => {
    for (const target of ['/admin/ballots', '/admin/ballots.data', '/admin/awards', '/admin/awards.data']) {
      const answer = await send(server, target)
      expect(answer.status, target).not.toBe(200)
      for (const { code } of ballots) expect(answer.text).not.toContain(code)
    }
    const switched = await send(server, '/admin/awards', { ...form({ intent: 'voting', voting: 'closed' }) })
    expect(switched.status).not.toBe(200)
    expect(server.query('SELECT voting_open AS open FROM voting_settings')).toEqual([{ open: 1 }])
  })

  it('shows no count to anyone but the admin while results are hidden', async () => {
    await send(server, '/admin?tab=grading', {
      ...form({ intent: 'results-visibility', resultsVisibility: 'hidden' }, { cookie: admin }),
    })
    expect(server.query('SELECT results_visibility AS v FROM judging_settings')).toEqual([{ v: 'hidden' }])
    const targets = [
      '/feed',
      '/feed.data',
      `/project/${projects[0]}`,
      `/project/${projects[0]}.data`,
      '/api/projects',
      '/api/leaderboard',
      `/vote/${ballots[1]!.token}`,
      `/vote/${ballots[1]!.token}.data`,
    ]
    for (const target of targets) {
      const answer = await send(server, target)
      expect(answer.status, target).toBeLessThan(400)
      expect(answer.text, target).not.toMatch(/"votes"|ballots used|\bvotes?\b:?\s*\d/i)
    }
    const panel = await send(server, '/admin/awards?step=0', { headers: { cookie: admin } })
    expect(panel.text.replaceAll('<!-- -->', '')).toContain('1 of 4 ballots used')
  })

  it('writes no ballot token or code to the log', () => {
    const log = server.log()
    expect(log).toContain('/vote/<redacted>')
    for (const { code, token } of ballots) {
      expect(log).not.toContain(token)
      expect(log).not.toContain(code)
    }
  })
})

describe('a ballot among 1,000 projects', () => {
  // The headers of a page whose address is a secret (app/utils/secret-address.ts). The site-wide
  // Referrer-Policy comes first; a browser applies the last one it knows.
  const secretAddress = (answer: { headers: Record<string, unknown> }) => ({
    'cache-control': answer.headers['cache-control'],
    'referrer-policy': String(answer.headers['referrer-policy']).split(',').pop()!.trim(),
    'x-robots-tag': answer.headers['x-robots-tag'],
  })
  const secret = {
    'cache-control': 'private, no-store',
    'referrer-policy': 'same-origin',
    'x-robots-tag': 'noindex',
  }

  it('is one page of the list, under 100 KB of HTML, and every page of it is a secret address', async () => {
    const db = new Database(path.join(server.dataDir, 'app.db'))
    try {
      db.pragma('busy_timeout = 5000')
      const insert = db.prepare(
        `INSERT INTO projects (name, description, submission_type, author_name, author_email, status, table_number, thumbnail)
         VALUES (?, 'A project.', 'photo', ?, ?, 'approved', ?, ?)`,
      )
      db.transaction(() => {
        for (let i = 1; i <= 1000; i++) {
          insert.run(
            `Solar-powered water purifier for the school garden ${i}`,
            `Alexandra Montgomery-Wilson ${i}`,
            `family${i}@example.org`,
            i,
            `${i.toString(16).padStart(32, '0')}.jpg`,
          )
        }
      })()
    } finally {
      db.close()
    }
    expect((await adminForm({ intent: 'voting', voting: 'open' })).status).toBe(302)
    const ballot = `/vote/${ballots[0]!.token}`
    // Reached from another page of the site, the stylesheet linked: the page's own HTML, uncompressed.
    const top = await send(server, ballot, { headers: { 'sec-fetch-site': 'same-origin' } })
    expect(top.status).toBe(200)
    expect(secretAddress(top)).toEqual(secret)
    expect(top.body.length).toBeLessThan(100 * 1024)
    // Scanned from the QR code: the site's stylesheet written into the page (docs/decisions/0034), and
    // compressed as a phone asks for it.
    const scanned = await send(server, ballot, {
      headers: { 'sec-fetch-site': 'none', 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(scanned.headers['content-encoding']).toMatch(/^(br|gzip)$/)
    expect(scanned.body.length).toBeLessThan(100 * 1024)
    expect(top.text.match(/aria-label="Choose /g)).toHaveLength(24)
    expect(top.text).toContain('All 1002 projects, by table number')

    const chosen = server.query<{ id: number }>('SELECT id FROM projects WHERE table_number = 30')[0]!.id
    const voted = await send(server, `${ballot}?q=purifier&page=2`, {
      ...form({ projectId: String(chosen) }),
      from: '127.0.44.1',
    })
    expect(voted.status).toBe(303)
    expect(voted.headers.location).toBe(`${ballot}?q=purifier&page=2`)
    expect(secretAddress(voted)).toEqual(secret)
    const marked = await send(server, voted.headers.location!)
    expect(marked.text).toMatch(
      /aria-current="true" aria-label="Solar-powered water purifier for the school garden 30, table 30: your vote"/,
    )

    for (const target of [
      `${ballot}?q=purifier`,
      `${ballot}?page=20`,
      `${ballot}?project=${chosen}`,
      `${ballot}.data?page=2`,
      `${ballot}.data?q=garden&page=3`,
    ]) {
      const answer = await send(server, target)
      expect(answer.status, target).toBe(200)
      expect(secretAddress(answer), target).toEqual(secret)
    }
  })
})
