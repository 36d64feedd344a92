import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { assignments, judgingSettings, projectScores } from '../../db/schema'
import { syncAssignments } from '../../app/features/judging/assignment.server'
import { createJudge } from '../../app/features/accounts/judges.server'
import { judgeDashboardList, nextInQueue } from '../../app/features/judging/judge-queue.server'
import { ScoringError, scoringErrors, submitScoreBatch } from '../../app/features/judging/scores.server'
import { hasSteppedAside, stepAside } from '../../app/features/judging/recusals.server'
import { setTableNumber } from '../../app/features/showcase/table-numbers.server'
import type { JudgeView } from '../../app/features/judging/judge-queue'
import { db } from '../../app/infra/db.server'
import { getToast } from '../../app/infra/cookies/toast.server'
import { action as login } from '../../app/routes/api.judges.login'
import { action as submitBatch } from '../../app/routes/api.scoring.submit-batch'
import { loader as dashboard, action as dashboardAction } from '../../app/routes/judge-dashboard'
import { createTestDb } from '../setup/test-db'
import { criteriaIds, addJudge, addProject } from '../setup/fixtures'
import { isDataWithInit, routeAnswer } from '../setup/route-answer'

// On the models: the judge's queue, what they reviewed and everything, with the
// counts and the progress the dashboard shows; "Save and next"; stepping aside.

let t: ReturnType<typeof createTestDb>
let C: number[]

beforeEach(() => {
  t = createTestDb()
  C = criteriaIds(t.db)
  expect(C).toHaveLength(5)
})
afterEach(() => t.close())

/** Projects submitted one second apart, oldest first, in the order named. */
function addProjects(...names: string[]) {
  return names.map(
    (name, index) =>
      addProject(t.db, { name, status: 'approved', submittedAt: 1_000_000 + index * 1_000 }).id,
  )
}

const assign = (judgeId: number, ...projectIds: number[]) =>
  t.db
    .insert(assignments)
    .values(projectIds.map((projectId) => ({ projectId, judgeId })))
    .run()

/** Scores the first `criteria` criteria (all five by default) of the project. */
function score(judge: ReturnType<typeof addJudge>, projectId: number, criteria = 5, value = 7) {
  submitScoreBatch(
    t.db,
    judge,
    C.slice(0, criteria).map((criteriaId) => ({ projectId, criteriaId, score: value, comments: null })),
  )
}

const list = (judgeId: number, view: JudgeView, search?: string) =>
  judgeDashboardList(t.db, judgeId, { view, search, page: 1 })
const names = (judgeId: number, view: JudgeView, search?: string) =>
  list(judgeId, view, search).projects.map((p) => p.name)

describe('the judge’s queue, Reviewed and All', () => {
  it('counts each view and the progress through the assignments', () => {
    const judge = addJudge(t.db)
    const [a, b, c, d, e] = addProjects('Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo')
    assign(judge.id, a!, b!, c!, d!)
    score(judge, a!) // assigned, reviewed
    score(judge, b!, 2) // assigned, partial
    score(judge, e!) // not assigned, reviewed all the same

    const all = list(judge.id, 'all')
    expect(all.counts).toEqual({ queue: 3, reviewed: 2, all: 5 })
    expect(all.progress).toEqual({ assigned: 4, reviewed: 1 })
    expect(names(judge.id, 'queue')).toEqual(['Charlie', 'Delta', 'Bravo'])
    expect(names(judge.id, 'reviewed')).toEqual(['Alpha', 'Echo'])
    expect(names(judge.id, 'all')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])
    expect(list(judge.id, 'queue')).toMatchObject({ matching: 3, page: 1, pageCount: 1, first: 1 })
    expect(list(judge.id, 'queue').projects.map((p) => p.review)).toEqual([
      'not-reviewed',
      'not-reviewed',
      'partial',
    ])
  })

  it('puts the projects not started before the ones half done, each group oldest first', () => {
    const judge = addJudge(t.db)
    const ids = addProjects('One', 'Two', 'Three', 'Four')
    assign(judge.id, ...ids)
    score(judge, ids[0]!, 1)
    score(judge, ids[2]!, 3)
    expect(names(judge.id, 'queue')).toEqual(['Two', 'Four', 'One', 'Three'])
  })

  it('counts and lists under the search; the progress stays the whole assignment', () => {
    const judge = addJudge(t.db)
    const ids = addProjects('Solar Oven', 'Solar Kite', 'Wind Mill', 'Solar Boat')
    assign(judge.id, ...ids.slice(0, 3))
    score(judge, ids[0]!)
    const found = list(judge.id, 'queue', '  solar ')
    expect(found.projects.map((p) => p.name)).toEqual(['Solar Kite'])
    expect(found.counts).toEqual({ queue: 1, reviewed: 1, all: 3 })
    expect(found.progress).toEqual({ assigned: 3, reviewed: 1 })
    expect(found.total).toBe(4)
    expect(list(judge.id, 'reviewed', 'wind')).toMatchObject({ matching: 0, projects: [], first: 0 })
  })

  it('is empty with nothing assigned, while All still shows every project', () => {
    const judge = addJudge(t.db)
    addProjects('Lonely')
    expect(list(judge.id, 'queue')).toMatchObject({
      projects: [],
      counts: { queue: 0, reviewed: 0, all: 1 },
      progress: { assigned: 0, reviewed: 0 },
    })
  })

  it('gives every project to the only judge through the real assignment', () => {
    const judge = addJudge(t.db)
    addProjects('P1', 'P2', 'P3')
    syncAssignments(t.db)
    expect(list(judge.id, 'queue').progress).toEqual({ assigned: 3, reviewed: 0 })
    expect(names(judge.id, 'queue')).toEqual(['P1', 'P2', 'P3'])
  })
})

describe('Save and next', () => {
  it('names the queue’s first project other than the one just saved, under the same search, then none', () => {
    const judge = addJudge(t.db)
    const [a, b, c] = addProjects('Rocket A', 'Rocket B', 'Glider C')
    assign(judge.id, a!, b!, c!)
    expect(nextInQueue(t.db, judge.id, { afterId: a! })).toBe(b)
    score(judge, a!)
    expect(nextInQueue(t.db, judge.id, { afterId: a! })).toBe(b)
    expect(nextInQueue(t.db, judge.id, { afterId: b! })).toBe(c)
    expect(nextInQueue(t.db, judge.id, { search: 'rocket', afterId: b! })).toBeNull()
    score(judge, b!)
    score(judge, c!)
    expect(nextInQueue(t.db, judge.id, { afterId: c! })).toBeNull()
    expect(list(judge.id, 'queue').progress).toEqual({ assigned: 3, reviewed: 3 })
  })

  it('comes back to a half-done project only after the ones not started', () => {
    const judge = addJudge(t.db)
    const [a, b, c] = addProjects('A', 'B', 'C')
    assign(judge.id, a!, b!, c!)
    score(judge, a!, 2)
    expect(nextInQueue(t.db, judge.id, { afterId: b! })).toBe(c)
    expect(nextInQueue(t.db, judge.id, { afterId: c! })).toBe(b)
  })
})

describe('in table order', () => {
  /** Tables given by hand: the room's order is not the order the projects came in. */
  const setTables = (tables: Array<[id: number, table: number]>) => {
    for (const [id, tableNumber] of tables) setTableNumber(t.db, id, tableNumber)
  }

  it('lists the queue, Reviewed and All by table, the projects without a table last', () => {
    const judge = addJudge(t.db)
    const [a, b, c, d] = addProjects('A', 'B', 'C', 'No table')
    assign(judge.id, a!, b!, c!, d!)
    setTables([
      [a!, 9],
      [b!, 2],
      [c!, 5],
    ])
    score(judge, c!, 2)
    const byTable = (view: JudgeView) =>
      judgeDashboardList(t.db, judge.id, { view, order: 'table', page: 1 }).projects.map((p) => [
        p.name,
        p.tableNumber,
      ])
    // A half-done project keeps its place in the room.
    expect(byTable('queue')).toEqual([
      ['B', 2],
      ['C', 5],
      ['A', 9],
      ['No table', null],
    ])
    expect(byTable('all').map(([name]) => name)).toEqual(['B', 'C', 'A', 'No table'])
    score(judge, a!)
    score(judge, b!)
    expect(byTable('reviewed').map(([name]) => name)).toEqual(['B', 'A'])
    // Oldest first is still the default.
    expect(names(judge.id, 'all')).toEqual(['A', 'B', 'C', 'No table'])
  })

  it('Save and next goes to the next table still in the queue, then back to the first', () => {
    const judge = addJudge(t.db)
    const [a, b, c, d] = addProjects('A', 'B', 'C', 'No table')
    assign(judge.id, a!, b!, c!, d!)
    setTables([
      [a!, 3],
      [b!, 1],
      [c!, 2],
    ])
    const next = (afterId: number) => nextInQueue(t.db, judge.id, { order: 'table', afterId })
    expect(next(b!)).toBe(c)
    score(judge, c!)
    expect(next(c!)).toBe(a)
    expect(next(a!)).toBe(d)
    // From the last, round to the first table still waiting.
    expect(next(d!)).toBe(b)
    score(judge, b!)
    expect(next(d!)).toBe(a)
  })
})

describe('stepping aside', () => {
  it('takes the project out of the queue and Reviewed, marks it in All, and refuses its scores with 403', () => {
    t.db.update(judgingSettings).set({ judgesPerProject: 1 }).run()
    const judge = addJudge(t.db)
    const other = addJudge(t.db)
    const [a, b] = addProjects('Known Family', 'Stranger')
    assign(judge.id, a!, b!)
    score(judge, a!)
    expect(names(judge.id, 'reviewed')).toEqual(['Known Family'])

    expect(stepAside(t.db, judge.id, a!)).toBe('ok')
    expect(hasSteppedAside(t.db, judge.id, a!)).toBe(true)
    expect(stepAside(t.db, judge.id, a!)).toBe('ok') // twice changes nothing
    expect(names(judge.id, 'queue')).toEqual(['Stranger'])
    expect(names(judge.id, 'reviewed')).toEqual([])
    const all = list(judge.id, 'all')
    expect(all.projects.map((p) => [p.name, p.steppedAside])).toEqual([
      ['Known Family', true],
      ['Stranger', false],
    ])
    expect(all.counts).toEqual({ queue: 1, reviewed: 0, all: 2 })
    expect(all.progress).toEqual({ assigned: 1, reviewed: 0 })
    expect(nextInQueue(t.db, judge.id, { afterId: a! })).toBe(b)
    // The project went to the other judge.
    expect(names(other.id, 'queue')).toContain('Known Family')

    const before = t.db.select().from(projectScores).all()
    let refusal: unknown
    try {
      score(judge, a!, 5, 10)
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(ScoringError)
    expect(refusal).toMatchObject({ status: 403, message: scoringErrors.steppedAside })
    expect(t.db.select().from(projectScores).all()).toEqual(before)
  })

  it('knows only projects judges see', () => {
    const judge = addJudge(t.db)
    const [rejected] = [addProject(t.db, { name: 'Rejected', status: 'rejected' }).id]
    expect(stepAside(t.db, judge.id, rejected!)).toBe('unknown-project')
    expect(stepAside(t.db, judge.id, 999_999)).toBe('unknown-project')
    expect(hasSteppedAside(t.db, judge.id, rejected!)).toBe(false)
  })
})

// The page itself: the route's loader and action against this file's own database (per-file-env.ts).
describe('the dashboard route', () => {
  let cookie: string
  let judgeId: number
  const ids: number[] = []

  beforeAll(async () => {
    for (const [index, name] of ['Route One', 'Route Two', 'Route Three', 'Other Thing'].entries()) {
      ids.push(addProject(db, { name, status: 'approved', submittedAt: 2_000_000 + index * 1_000 }).id)
    }
    // The only judge: the assignment gives them every project.
    const judge = await createJudge(db, {
      name: 'Route Judge',
      email: 'route@example.org',
      password: 'secret1',
      isApproved: true,
    })
    judgeId = judge.id
    const response = await login(
      request('/api/judges/login', { json: { email: 'route@example.org', password: 'secret1' } }),
    )
    expect(response.status).toBe(200)
    cookie = response.headers.get('set-cookie')!.split(';')[0]!
  })
  afterAll(() => db.$client.close())

  function request(url: string, body: { json?: unknown; form?: Record<string, string | string[]> } = {}) {
    const headers: Record<string, string> = cookie ? { cookie } : {}
    let payload: string | undefined
    if (body.json) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body.json)
    } else if (body.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      const form = new URLSearchParams()
      for (const [key, value] of Object.entries(body.form)) {
        for (const v of Array.isArray(value) ? value : [value]) form.append(key, v)
      }
      payload = form.toString()
    }
    return {
      request: new Request(`http://localhost${url}`, {
        method: payload === undefined ? 'GET' : 'POST',
        headers,
        body: payload,
      }),
      params: {},
      context: {},
    }
  }

  const scoresForm = (projectId: number, intent?: string) => ({
    ...(intent ? { intent } : {}),
    projectId: String(projectId),
    criteriaId: ['1', '2', '3', '4', '5'],
    ...Object.fromEntries([1, 2, 3, 4, 5].map((c) => [`score-${c}`, '8'])),
  })

  /** A route's answer, returned or thrown: a redirect's target and notice, or data and its status. */
  async function answer(run: () => unknown) {
    const result = await routeAnswer(run)
    if (result instanceof Response) {
      const toast = await getToast(
        new Request('http://localhost/', { headers: { cookie: setCookie(result) } }),
      )
      return { status: result.status, location: result.headers.get('location'), toast: toast.toast }
    }
    if (isDataWithInit(result)) return { status: result.init?.status ?? 200, body: result.data }
    return { status: 200, body: result }
  }
  const setCookie = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')

  const page = async (url: string) => {
    const data = await dashboard(request(url))
    if (data.awaitingApproval || data.inactive) throw new Error('not judging')
    return data
  }

  it('opens on the queue, with the counts and the progress', async () => {
    const data = await page('/judge-dashboard')
    expect(data.list.view).toBe('queue')
    expect(data.list.projects.map((p) => p.name)).toEqual([
      'Route One',
      'Route Two',
      'Route Three',
      'Other Thing',
    ])
    expect(data.list.counts).toEqual({ queue: 4, reviewed: 0, all: 4 })
    expect(data.progress).toEqual({ assigned: 4, reviewed: 0 })
    expect((await page('/judge-dashboard?show=reviewed&q=route')).list).toMatchObject({
      view: 'reviewed',
      search: 'route',
      projects: [],
      counts: { queue: 3, reviewed: 0, all: 3 },
    })
  })

  it('Save and next opens the next project of the queue, under the same search, then says the queue is done', async () => {
    const first = await answer(() =>
      dashboardAction(
        request(`/judge-dashboard?show=all&q=route&page=1&project=${ids[0]}`, {
          form: scoresForm(ids[0]!, 'save-next'),
        }),
      ),
    )
    expect(first).toMatchObject({
      status: 302,
      location: `/judge-dashboard?show=queue&q=route&project=${ids[1]}#selected`,
      toast: { title: 'Scores Submitted', description: 'Your evaluation has been recorded successfully.' },
    })
    await answer(() =>
      dashboardAction(request('/judge-dashboard?q=route', { form: scoresForm(ids[1]!, 'save-next') })),
    )
    const last = await answer(() =>
      dashboardAction(request('/judge-dashboard?q=route', { form: scoresForm(ids[2]!, 'save-next') })),
    )
    expect(last).toMatchObject({
      status: 302,
      location: '/judge-dashboard?show=queue&q=route#projects-title',
      toast: {
        title: 'Scores Submitted',
        description: 'Your evaluation has been recorded. No other project in your queue matches "route".',
      },
    })
    expect((await page('/judge-dashboard')).progress).toEqual({ assigned: 4, reviewed: 3 })
  })

  it('plain Submit keeps the view, search and page and clears the selection', async () => {
    const plain = await answer(() =>
      dashboardAction(
        request(`/judge-dashboard?show=reviewed&q=route&page=1&project=${ids[0]}`, {
          form: scoresForm(ids[0]!),
        }),
      ),
    )
    expect(plain).toMatchObject({
      status: 302,
      location: '/judge-dashboard?show=reviewed&q=route',
      toast: { title: 'Scores Submitted', description: 'Your evaluation has been recorded successfully.' },
    })
  })

  it('stepping aside opens the next project; the project then shows no form and refuses scores with 403', async () => {
    const other = ids[3]!
    // Somewhere to go next: the judge's first project, its scores cleared, is back in their queue.
    db.delete(projectScores).where(eq(projectScores.projectId, ids[0]!)).run()
    const stepped = await answer(() =>
      dashboardAction(
        request(`/judge-dashboard?project=${other}`, {
          form: { intent: 'step-aside', projectId: String(other) },
        }),
      ),
    )
    expect(stepped).toMatchObject({
      status: 302,
      location: `/judge-dashboard?show=queue&project=${ids[0]}#selected`,
      toast: { title: 'You stepped aside', description: 'From “Other Thing”: another judge will review it.' },
    })
    const data = await page(`/judge-dashboard?show=all&project=${other}`)
    expect(data.selected).toMatchObject({ id: other, steppedAside: true })
    expect(data.criteria).toEqual([])
    expect(data.list.projects.find((p) => p.id === other)).toMatchObject({ steppedAside: true })
    expect(data.list.counts).toEqual({ queue: 1, reviewed: 2, all: 4 })
    expect(data.progress).toEqual({ assigned: 3, reviewed: 2 })

    const before = db.select().from(projectScores).where(eq(projectScores.judgeId, judgeId)).all()
    const forged = await answer(() =>
      dashboardAction(request(`/judge-dashboard?project=${other}`, { form: scoresForm(other, 'score') })),
    )
    expect(forged).toEqual({ status: 403, body: { message: scoringErrors.steppedAside } })
    const api = await submitBatch(
      request('/api/scoring/submit-batch', {
        json: { scores: [{ projectId: other, criteriaId: 1, score: 5 }] },
      }),
    )
    expect(api.status).toBe(403)
    expect(await api.json()).toEqual({ message: scoringErrors.steppedAside, final: true })
    expect(db.select().from(projectScores).where(eq(projectScores.judgeId, judgeId)).all()).toEqual(before)

    const unknown = await answer(() =>
      dashboardAction(request('/judge-dashboard', { form: { intent: 'step-aside', projectId: '999999' } })),
    )
    expect(unknown).toEqual({ status: 404, body: { message: scoringErrors.unknownProject } })
  })
})
