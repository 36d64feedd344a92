import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, judgeSession, projectForm, submitProject } from './helpers'

// Results kept for the awards, from outside against the built server: while the organiser
// hides the results, no rank, score or judge's comment reaches a visitor, a family or a judge, in any page,
// its .data twin or the JSON API, from the very next request; the admin keeps seeing them. Closing scoring
// refuses every judge's write (form, API, step-aside) with 403 "Scoring is closed", and only the admin can
// switch either. The family's private link follows the same switch: its judges' feedback only while the
// results show.
let server: BuiltServer
let admin: string
let judge: { id: number; cookie: string }
let family: string
let privateLink: string
let projectId: number
const COMMENT = 'Brilliant wind tunnel, zqxw'

const criteria = () => server.query<{ id: number }>('SELECT id FROM scoring_criteria WHERE is_active = 1')
const settings = () =>
  server.query<{ results_visibility: string; scoring_open: number }>(
    'SELECT results_visibility, scoring_open FROM judging_settings',
  )[0]!
const scoreRows = () =>
  server.query<{ score: number }>(`SELECT score FROM project_scores WHERE judge_id = ${judge.id} ORDER BY id`)

const submitScores = (score: number, cookie = judge.cookie, batchId?: string) =>
  send(server, '/api/scoring/submit-batch', {
    body: {
      scores: criteria().map((c) => ({ projectId, criteriaId: c.id, score, comments: COMMENT })),
      ...(batchId ? { batchId } : {}),
    },
    headers: { cookie },
  })

const postForm = (pathname: string, form: Record<string, string>, cookie?: string) =>
  send(server, pathname, {
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  })

// The cookie is explicit: `undefined` is a stranger, not the admin.
const setVisibility = (resultsVisibility: string, cookie: string | undefined) =>
  postForm('/admin?tab=grading', { intent: 'results-visibility', resultsVisibility, tab: 'grading' }, cookie)
const setScoring = (scoring: 'open' | 'closed', cookie: string | undefined) =>
  postForm('/admin?tab=grading', { intent: 'scoring', scoring, tab: 'grading' }, cookie)

beforeAll(async () => {
  server = await startBuiltServer()
  admin = await adminCookie(server)
  const submitted = await submitProject(server, await projectForm({ name: 'Wind Tunnel' }), '127.0.16.1')
  projectId = submitted.project!.id
  family = submitted.answer.cookies.join('; ')
  privateLink = new URL(submitted.answer.json<{ privateLink: string }>().privateLink).pathname
  await approve(server, projectId)
  judge = await judgeSession(server, { from: '127.0.16.2' })
  expect((await submitScores(7)).status).toBe(200)
}, 120_000)
afterAll(() => server?.stop())

/** Every public page and JSON that carries results, with its .data twin. */
const resultPaths = () => [
  '/feed?tab=leaderboard',
  '/feed.data?tab=leaderboard',
  `/project/${projectId}`,
  `/project/${projectId}.data`,
  '/api/leaderboard',
  `/api/projects/${projectId}/scores`,
  `/api/projects/${projectId}/feedback`,
]

// What a result looks like in any of them: the comment, the leaderboard's fields, the page's averages.
const traces = [COMMENT, 'percentage', '"averageScore"', 'judgesFeedback', '70%', '7.0']

const found = (text: string) => traces.filter((trace) => text.includes(trace))

async function scan(cookie?: string) {
  const leaks: Record<string, string[]> = {}
  const answers = await Promise.all(
    resultPaths().map((pathname) => send(server, pathname, cookie ? { headers: { cookie } } : {})),
  )
  resultPaths().forEach((pathname, index) => {
    expect(answers[index]!.status, pathname).toBe(200)
    const hits = found(answers[index]!.text)
    if (hits.length > 0) leaks[pathname] = hits
  })
  return leaks
}

/** The family's private link, page and data: its judges' feedback follows the same switch (decision 0049). */
async function privateLinkTraces() {
  const hits: string[] = []
  for (const pathname of [privateLink, `${privateLink}.data`]) {
    const answer = await send(server, pathname)
    expect(answer.status, pathname).toBe(200)
    hits.push(...found(answer.text))
  }
  return hits
}

// About forty requests a test: on a loaded two-core machine they can take longer than the default.
describe('results visibility', { timeout: 60_000 }, () => {
  it('is live by default: the scan finds the results everywhere (so it can find a leak)', async () => {
    expect(settings().results_visibility).toBe('live')
    const leaks = await scan()
    expect(Object.keys(leaks).sort()).toEqual(resultPaths().sort())
    expect(await privateLinkTraces()).toContain(COMMENT)
  })

  it('only the admin switches it: forged posts change nothing', async () => {
    for (const cookie of [undefined, judge.cookie, family]) {
      for (const pathname of ['/admin', '/admin?tab=grading', '/admin-simple']) {
        const answer = await postForm(
          pathname,
          { intent: 'results-visibility', resultsVisibility: 'hidden', tab: 'grading' },
          cookie,
        )
        expect(answer.status).not.toBe(200)
      }
    }
    expect((await setVisibility('secret', admin)).status).toBe(400)
    expect(settings().results_visibility).toBe('live')
  })

  it('hidden: from the very next request nothing reaches a visitor, a family or a judge; the admin sees all', async () => {
    // The cached copy of the live leaderboard must not outlive the switch.
    expect((await send(server, '/feed?tab=leaderboard')).text).toContain('Wind Tunnel')
    expect((await setVisibility('hidden', admin)).status).toBe(302)
    expect(settings().results_visibility).toBe('hidden')
    for (const cookie of [undefined, family, judge.cookie]) expect(await scan(cookie)).toEqual({})
    expect(await privateLinkTraces()).toEqual([])

    const page = await send(server, '/feed?tab=leaderboard')
    expect(page.text).toContain('The results will be announced at the awards ceremony.')
    expect((await send(server, `/project/${projectId}`)).text).toContain(
      'The results will be announced at the awards ceremony.',
    )
    expect((await send(server, '/api/leaderboard')).json()).toEqual([])
    expect((await send(server, `/api/projects/${projectId}/feedback`)).json()).toMatchObject({ feedback: [] })
    // The feed itself (names, pictures) stays public.
    expect((await send(server, '/feed')).text).toContain('Wind Tunnel')
    // The judge still has their own scores.
    const own = await send(server, '/api/judges/me/scores', { headers: { cookie: judge.cookie } })
    expect(own.text).toContain(COMMENT)

    const adminLeaks = await scan(admin)
    expect(Object.keys(adminLeaks).sort()).toEqual(resultPaths().sort())
  })

  it('published: everything is public again, at once', async () => {
    expect((await setVisibility('published', admin)).status).toBe(302)
    expect(Object.keys(await scan()).sort()).toEqual(resultPaths().sort())
    expect((await send(server, '/feed?tab=leaderboard')).text).not.toContain('awards ceremony')
    expect(await privateLinkTraces()).toContain(COMMENT)
  })
})

describe('closing scoring', () => {
  it('only the admin closes it', async () => {
    for (const cookie of [undefined, judge.cookie]) {
      expect((await setScoring('closed', cookie)).status).not.toBe(200)
    }
    expect(settings().scoring_open).toBe(1)
  })

  it('refuses the API, the form and stepping aside with 403, changing nothing; a replay answers as before', async () => {
    const accepted = await submitScores(8, judge.cookie, 'batch-before-closing')
    expect(accepted.status).toBe(200)
    expect((await setScoring('closed', admin)).status).toBe(302)
    expect(settings().scoring_open).toBe(0)
    const before = scoreRows()

    const api = await submitScores(3)
    expect(api.status).toBe(403)
    expect(api.json()).toEqual({ message: 'Scoring is closed', final: true })

    const form: Record<string, string> = { intent: 'score', projectId: String(projectId) }
    const body = new URLSearchParams(form)
    for (const c of criteria()) {
      body.append('criteriaId', String(c.id))
      body.set(`score-${c.id}`, '2')
    }
    const page = await send(server, '/judge-dashboard', {
      body: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: judge.cookie },
    })
    expect(page.status).toBe(403)
    expect(page.text).toContain('Scoring is closed')

    const aside = await postForm(
      '/judge-dashboard',
      { intent: 'step-aside', projectId: String(projectId) },
      judge.cookie,
    )
    expect(aside.status).toBe(403)
    expect(server.query('SELECT * FROM recusals')).toEqual([])

    // An evaluation the server took before closing, sent again by a tablet, gets its first answer.
    const replay = await submitScores(8, judge.cookie, 'batch-before-closing')
    expect(replay.status).toBe(200)
    expect(scoreRows()).toEqual(before)

    // The dashboard says so and offers no way to submit.
    const dashboard = await send(server, `/judge-dashboard?project=${projectId}`, {
      headers: { cookie: judge.cookie },
    })
    expect(dashboard.text).toContain('Scoring is closed')
    expect(dashboard.text).not.toContain('I know this participant')
  })

  it('reopened, judges score again', async () => {
    expect((await setScoring('open', admin)).status).toBe(302)
    expect((await submitScores(9)).status).toBe(200)
    expect(scoreRows().every((row) => row.score === 9)).toBe(true)
  })
})
