import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, judgeSession, projectForm, submitProject } from './helpers'

// Participants' names, from outside against the built server (its page cache on): once the organiser shows
// participants as "first name and initial", no page, .data twin or public JSON carries a surname, for a
// visitor, the family or a judge, from the very next request; the admin still reads the name as entered.
// Only the admin can switch it.
let server: BuiltServer
let admin: string
let judge: { id: number; cookie: string }
let family: string
let projectId: number
const SURNAME = 'Quixotebottom'

const setting = () =>
  server.query<{ participant_names: string }>('SELECT participant_names FROM judging_settings')[0]!
    .participant_names

// `null` is a stranger: a default parameter would turn `undefined` into someone.
const setNames = (participantNames: string, cookie: string | null, pathname = '/admin?tab=grading') =>
  send(server, pathname, {
    body: new URLSearchParams({ intent: 'participant-names', participantNames, tab: 'grading' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  })

beforeAll(async () => {
  server = await startBuiltServer()
  admin = await adminCookie(server)
  const form = await projectForm({ name: 'Marble Run', authorName: `  Ada  ${SURNAME} ` })
  const submitted = await submitProject(server, form, '127.0.17.1')
  projectId = submitted.project!.id
  family = submitted.answer.cookies.join('; ')
  await approve(server, projectId)
  judge = await judgeSession(server, { from: '127.0.17.2' })
  const criteria = server.query<{ id: number }>('SELECT id FROM scoring_criteria WHERE is_active = 1')
  const scored = await send(server, '/api/scoring/submit-batch', {
    body: {
      scores: criteria.map((c) => ({ projectId, criteriaId: c.id, score: 7, comments: 'Rolls well' })),
    },
    headers: { cookie: judge.cookie },
  })
  expect(scored.status).toBe(200)
}, 120_000)
afterAll(() => server?.stop())

/** Every public page with its .data twin, and the public JSON. */
const publicPaths = () => [
  '/feed',
  '/feed.data',
  '/feed?tab=leaderboard',
  '/feed.data?tab=leaderboard',
  `/project/${projectId}`,
  `/project/${projectId}.data`,
  '/api/projects',
  `/api/projects/${projectId}`,
  '/api/leaderboard',
]
// The API's leaderboard entries carry no author: the one path without a name to find.
const namedPaths = () => publicPaths().filter((pathname) => pathname !== '/api/leaderboard')

/** The paths whose answer carries the surname, in any case. */
async function scan(cookie: string | null) {
  const found: string[] = []
  for (const pathname of publicPaths()) {
    const answer = await send(server, pathname, cookie ? { headers: { cookie } } : {})
    expect(answer.status, pathname).toBe(200)
    if (answer.text.toLowerCase().includes(SURNAME.toLowerCase())) found.push(pathname)
  }
  return found
}

const viewers = () => ({ visitor: null, family, judge: judge.cookie })

describe("Show participants' names as", () => {
  it('is "As entered" by default: the scan finds the surname everywhere a name is (so it can find a leak)', async () => {
    expect(setting()).toBe('full')
    for (const [who, cookie] of Object.entries(viewers()))
      expect(await scan(cookie), who).toEqual(namedPaths())
  })

  it('only the admin switches it: forged posts change nothing', async () => {
    for (const cookie of [null, judge.cookie, family]) {
      for (const pathname of ['/admin', '/admin?tab=grading', '/admin-simple']) {
        expect((await setNames('initial', cookie, pathname)).status).not.toBe(200)
      }
    }
    expect(setting()).toBe('full')
    expect((await setNames('surname', admin)).status).toBe(400)
    expect((await setNames('', admin)).status).toBe(400)
    expect(setting()).toBe('full')
    expect((await send(server, '/feed')).text).toContain(SURNAME)
  })

  it('first name and initial: from the very next request no surname reaches a visitor, the family or a judge', async () => {
    // A cached copy of the feed with the full name must not outlive the switch.
    expect((await send(server, '/feed')).text).toContain(SURNAME)
    const switched = await setNames('initial', admin)
    expect(switched.status).toBe(302)
    expect(setting()).toBe('initial')
    for (const [who, cookie] of Object.entries(viewers())) expect(await scan(cookie), who).toEqual([])

    expect((await send(server, '/feed')).text).toContain('Ada Q.')
    expect((await send(server, '/feed?tab=leaderboard')).text).toContain('Ada Q.')
    expect((await send(server, `/project/${projectId}`)).text).toContain('Ada Q.')
    expect((await send(server, `/api/projects/${projectId}`)).json()).toMatchObject({ authorName: 'Ada Q.' })
    expect((await send(server, '/api/projects')).json<{ authorName: string }[]>()[0]!.authorName).toBe(
      'Ada Q.',
    )
  })

  it('the admin still reads the name as entered: dashboard, JSON, results file and public pages', async () => {
    const headers = { cookie: admin }
    expect((await send(server, '/admin', { headers })).text).toContain(`Ada  ${SURNAME}`)
    expect((await send(server, '/admin/results.csv', { headers })).text).toContain(SURNAME)
    expect((await send(server, `/api/projects/${projectId}`, { headers })).json()).toMatchObject({
      authorName: `Ada  ${SURNAME}`,
    })
    expect(await scan(admin)).toEqual(namedPaths())
    // The judges' own dashboard is not public: they read the name as entered.
    const dashboard = await send(server, `/judge-dashboard?project=${projectId}`, {
      headers: { cookie: judge.cookie },
    })
    expect(dashboard.text).toContain(SURNAME)
  })

  it('as entered again: the full name is back at once', async () => {
    expect((await setNames('full', admin)).status).toBe(302)
    expect(await scan(null)).toEqual(namedPaths())
  })
})
