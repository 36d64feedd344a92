// The rendered pages `npm run bench` and `npm run profile` load: a signed-in judge's dashboard, a random
// project page, and the feed of a family whose browser remembers its submissions. Each is
// what a real person sends: the judges sign in through the API; the family's cookie is the one the
// submission page gives (signed with the event's secret, three of the demo's projects with their links).
import fs from 'node:fs'
import path from 'node:path'
import { createCookie } from '@remix-run/node'
import Database from 'better-sqlite3'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const benchWork = path.join(root, '.cache', 'bench')

export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

/** How many judges sign in for the dashboard and the scoring bursts. */
export const BENCH_JUDGES = 20

function readEvent(dataDir) {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true })
  const approved = db.prepare("SELECT id FROM projects WHERE status = 'approved' ORDER BY id").pluck().all()
  const pending = db.prepare("SELECT id FROM projects WHERE status = 'pending' ORDER BY id").pluck().all()
  const judges = db.prepare('SELECT id, email FROM judges ORDER BY id').all()
  db.close()
  return { approved, pending, judges }
}

async function signIn(base, email) {
  const response = await fetch(`${base}/api/judges/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-judge-password' }),
  })
  if (response.status !== 200) throw new Error(`${email} could not sign in: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** The judges' session cookies, the family's submissions cookie, and the event's project ids. */
export async function benchCookies(base, dataDir) {
  const event = readEvent(dataDir)
  const judges = await Promise.all(
    event.judges.slice(0, BENCH_JUDGES).map((judge) => signIn(base, judge.email)),
  )
  const secret = fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()
  const own = [event.pending[0], event.approved[0], event.approved[1]].filter(Boolean)
  const entries = own.map((id, i) => ({ id, token: `bench-family-link-token-${i}`.padEnd(43, 'x') }))
  const family = (await createCookie('sc_submissions', { secrets: [secret] }).serialize(entries)).split(
    ';',
  )[0]
  return { ...event, judges, family }
}

/** autocannon request lists for the three rendered pages, given benchCookies' answer. */
export const pagesToLoad = [
  {
    label: `GET /judge-dashboard (signed in, ${BENCH_JUDGES} judges)`,
    requests: ({ judges }) => {
      let n = 0
      return [
        {
          setupRequest: (request) => ({
            ...request,
            path: '/judge-dashboard',
            headers: { ...browserHeaders, cookie: judges[n++ % judges.length] },
          }),
        },
      ]
    },
  },
  {
    label: 'GET /project/:id (random project)',
    requests: ({ approved }) => [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/project/${approved[Math.floor(Math.random() * approved.length)]}`,
          headers: browserHeaders,
        }),
      },
    ],
  },
  {
    label: 'GET /feed, a family with "Your submissions" (rendered every time)',
    requests: ({ family }) => [
      { method: 'GET', path: '/feed', headers: { ...browserHeaders, cookie: family } },
    ],
  },
]
