import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession } from './helpers'

// Only the organiser changes the judging settings and rebalances the assignments. The Grading
// Status tab's forms, posted by anyone else to either dashboard, change nothing; a bad value from the
// organiser is refused with the schema's message; the same posts with the admin's session work.
let server: BuiltServer
let judgeCookie: string

beforeAll(async () => {
  server = await startBuiltServer()
  // First, while the hooks still plan: a judge signed in through the API.
  judgeCookie = (await judgeSession(server)).cookie
  // Then rows written by hand, which skip the hooks: four projects all assigned to one new judge, so a
  // rebalance would move some of them.
  const db = new Database(path.join(server.dataDir, 'app.db'))
  try {
    db.transaction(() => {
      const judge = db
        .prepare(
          "INSERT INTO judges (name, email, password, approved_at) VALUES ('Busy', 'busy@example.org', 'x', ?) RETURNING id",
        )
        .get(Date.now()) as { id: number }
      const project = db.prepare(
        "INSERT INTO projects (name, description, submission_type, author_name, status) VALUES (?, 'A project', 'photo', 'Sam', 'approved') RETURNING id",
      )
      const assign = db.prepare('INSERT INTO assignments (project_id, judge_id) VALUES (?, ?)')
      for (const name of ['One', 'Two', 'Three', 'Four']) {
        const { id } = project.get(name) as { id: number }
        assign.run(id, judge.id)
      }
    })()
  } finally {
    db.close()
  }
}, 120_000)
afterAll(() => server?.stop())

const settings = () =>
  server.query<Record<string, unknown>>(
    'SELECT judges_per_project, leaderboard_ranking, updated_at FROM judging_settings',
  )
const assignments = () =>
  server.query<{ project_id: number; judge_id: number }>(
    'SELECT project_id, judge_id FROM assignments ORDER BY project_id, judge_id',
  )

const forms: Record<string, string>[] = [
  { intent: 'judging-settings', judgesPerProject: '1', leaderboardRanking: 'adjusted', minJudgesToRank: '1' },
  { intent: 'rebalance-assignments' },
]

const post = (pathname: string, form: Record<string, string>, cookie?: string) =>
  send(server, pathname, {
    body: new URLSearchParams({ ...form, tab: 'grading' }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
  })

describe('the judging settings and rebalance forms', () => {
  it('change nothing when posted without a session or with a judge’s', async () => {
    const before = { settings: settings(), assignments: assignments() }
    expect(before.settings).toMatchObject([{ judges_per_project: 3, leaderboard_ranking: 'raw' }])
    expect(before.assignments.length).toBeGreaterThanOrEqual(4)
    for (const cookie of [undefined, judgeCookie]) {
      for (const pathname of ['/admin', '/admin-simple', '/admin?tab=grading']) {
        for (const form of forms) {
          const answer = await post(pathname, form, cookie)
          expect(answer.status, `${form.intent} to ${pathname}`).not.toBe(200)
          expect(answer.headers.location ?? '').not.toContain('tab=grading')
        }
      }
    }
    expect(settings()).toEqual(before.settings)
    expect(assignments()).toEqual(before.assignments)
    // The public leaderboard still ranks by raw scores: nothing to see, but it answers as before.
    expect((await send(server, '/api/leaderboard')).status).toBe(200)
  }, 60_000)

  it('refuse a bad value from the organiser with the schema’s message, changing nothing', async () => {
    const admin = await adminCookie(server)
    const before = { settings: settings(), assignments: assignments() }
    for (const judgesPerProject of ['0', '21', '2.5', 'x']) {
      const answer = await post(
        '/admin?tab=grading',
        { intent: 'judging-settings', judgesPerProject, leaderboardRanking: 'raw' },
        admin,
      )
      expect(answer.status, judgesPerProject).toBe(400)
      expect(answer.text).toContain('Judges per project must be a whole number from 1 to 20')
    }
    const ranking = await post(
      '/admin?tab=grading',
      { intent: 'judging-settings', judgesPerProject: '2', leaderboardRanking: 'median' },
      admin,
    )
    expect(ranking.status).toBe(400)
    expect(settings()).toEqual(before.settings)
    expect(assignments()).toEqual(before.assignments)
  }, 30_000)

  it('work for the organiser', async () => {
    const admin = await adminCookie(server)
    const before = assignments()
    // The judge who signed up before the projects arrived has nothing: the tab offers the rebalance.
    const grading = async () =>
      (await send(server, '/admin?tab=grading', { headers: { cookie: admin } })).text
    expect(await grading()).toMatch(
      /Jo Judge has nothing left to review<\/strong> while other judges have projects they have not started\. Rebalancing moves \d+ assignments? to even out the work\./,
    )
    const rebalanced = await post('/admin', { intent: 'rebalance-assignments', sort: 'coverage' }, admin)
    expect(rebalanced.status).toBe(302)
    expect(rebalanced.headers.location).toBe('/admin?tab=grading&sort=coverage')
    expect(assignments()).not.toEqual(before)
    expect(await grading()).not.toContain('nothing left to review')

    const saved = await post('/admin', forms[0]!, admin)
    expect(saved.status).toBe(302)
    expect(saved.headers.location).toBe('/admin?tab=grading')
    expect(settings()).toMatchObject([{ judges_per_project: 1, leaderboard_ranking: 'adjusted' }])
    // One judge a project now.
    const perProject = new Map<number, number>()
    for (const { project_id } of assignments())
      perProject.set(project_id, (perProject.get(project_id) ?? 0) + 1)
    expect([...perProject.values()].every((n) => n === 1)).toBe(true)
  }, 30_000)
})
