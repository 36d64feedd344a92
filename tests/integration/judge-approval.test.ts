import fs from 'node:fs'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/connection'
import { adminSettings, judges, projectScores, storedFiles } from '../../db/schema'
import { addJudge } from '../../app/features/accounts/judge-invitations.server'
import { createJudge, findJudgeByEmail } from '../../app/features/accounts/judges.server'
import { approveJudge, listAdminJudges } from '../../app/features/accounts/judge-roster.server'
import { getDashboardCounts } from '../../app/features/submissions/moderation.server'
import { getGradingStats } from '../../app/features/results/grading.server'
import { db } from '../../app/infra/db.server'
import { fileStore } from '../../app/infra/storage.server'
import { getToast } from '../../app/infra/cookies/toast.server'
import { action as register } from '../../app/routes/api.judges.register'
import { action as judgeLoginPage } from '../../app/routes/judge-login'
import { action as login } from '../../app/routes/api.judges.login'
import { loader as me } from '../../app/routes/api.judges.me'
import { loader as myScores } from '../../app/routes/api.judges.me.scores'
import { action as submitBatch } from '../../app/routes/api.scoring.submit-batch'
import { loader as dashboard, action as dashboardAction } from '../../app/routes/judge-dashboard'
import { loader as apiProjects } from '../../app/routes/api.projects'
import { loader as apiProject } from '../../app/routes/api.projects.$id'
import { loader as apiFile } from '../../app/routes/api.files.$name'
import { loader as projectPage } from '../../app/routes/project.$id'
import { action as adminLogin } from '../../app/routes/api.admin.login'
import { loader as listJudgesApi, action as addJudgeApi } from '../../app/routes/api.judges'
import { action as judgeApi } from '../../app/routes/api.judges.$id'
import { action as adminPage } from '../../app/routes/admin-simple'
import { createTestDb, createTestDbBefore } from '../setup/test-db'
import { addProject } from '../setup/fixtures'
import { isDataWithInit, routeAnswer } from '../setup/route-answer'

// A self-registered judge awaits the organiser's approval before seeing any non-public
// project, file or score and before scoring. The real routes, against this file's own database.
const WAITING = "Your account is waiting for the organiser's approval"
const FILE = `${'a'.repeat(32)}.pdf`
let approvedId: number
let pendingId: number

beforeAll(() => {
  approvedId = addProject(db, { name: 'Public Kite', status: 'approved' }).id
  pendingId = addProject(db, { name: 'Secret Rocket', status: 'pending' }).id
  db.insert(storedFiles)
    .values({ name: FILE, projectId: pendingId, role: 'file', contentType: 'application/pdf', size: 9 })
    .run()
  fs.writeFileSync(path.join(fileStore.uploadsDir, FILE), '%PDF-1.4\n')
  db.update(adminSettings)
    .set({ passwordHash: bcrypt.hashSync('admin-pass-1', 4) })
    .run()
})
afterAll(() => db.$client.close())

const json = (url: string, body: unknown, init: { method?: string; cookie?: string } = {}) => ({
  request: new Request(`http://localhost${url}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: JSON.stringify(body),
  }),
  params: {} as Record<string, string>,
  context: {},
})
const get = (url: string, cookie?: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://localhost${url}`, { headers: cookie ? { cookie } : {} }),
  params,
  context: {},
})
const form = (url: string, fields: Record<string, string | string[]>, cookie?: string) => {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  }
  return {
    request: new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      body,
    }),
    params: {} as Record<string, string>,
    context: {},
  }
}

/** A route's answer whether it returned or threw it; plain loader data counts as 200. */
async function answer(run: () => unknown): Promise<{ status: number; body: unknown }> {
  const result = await routeAnswer(run)
  if (result instanceof Response) {
    const text = await result.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: result.status, body }
  }
  if (isDataWithInit(result)) return { status: result.init?.status ?? 200, body: result.data }
  return { status: 200, body: result }
}

async function signIn(email: string, password = 'secret1') {
  const response = await login(json('/api/judges/login', { email, password }))
  expect(response.status).toBe(200)
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]!, body: await response.json() }
}

async function adminCookie() {
  const response = await adminLogin(json('/api/admin/login', { password: 'admin-pass-1' }))
  expect(response.status).toBe(200)
  return response.headers.get('set-cookie')!.split(';')[0]!
}

const fullBatch = (projectId: number, score = 6) =>
  [1, 2, 3, 4, 5].map((criteriaId) => ({ projectId, criteriaId, score }))
const scoresOf = (judgeId: number) =>
  db.select().from(projectScores).where(eq(projectScores.judgeId, judgeId)).all()
const idsOf = (body: unknown) => (body as Array<{ id: number }>).map((p) => p.id)

/** Everything a judge session can ask for, as status and body. */
async function judgeView(cookie: string) {
  return {
    me: await answer(() => me(get('/api/judges/me', cookie))),
    myScores: await answer(() => myScores(get('/api/judges/me/scores', cookie))),
    projects: await answer(() => apiProjects(get('/api/projects', cookie))),
    pendingJson: await answer(() =>
      apiProject(get(`/api/projects/${pendingId}`, cookie, { id: String(pendingId) })),
    ),
    pendingPage: await answer(() =>
      projectPage(get(`/project/${pendingId}`, cookie, { id: String(pendingId) })),
    ),
    pendingFile: await answer(() => apiFile(get(`/api/files/${FILE}`, cookie, { name: FILE }))),
    dashboard: await answer(() => dashboard(get(`/judge-dashboard?project=${pendingId}`, cookie))),
  }
}

describe('a self-registered judge', () => {
  let cookie: string
  let judgeId: number

  it('is created awaiting approval, through the JSON API and through the page', async () => {
    const created = await register(
      json('/api/judges/register', { name: 'Ada', email: 'ada@example.org', password: 'secret1' }),
    )
    expect(created.status).toBe(201)
    const body = await created.json()
    expect(body.message).toBe('Your judge account has been created. You can now log in.')
    expect(body.judge).toMatchObject({ name: 'Ada', isActive: true, isApproved: false })
    judgeId = body.judge.id

    const page = await answer(() =>
      judgeLoginPage(
        form('/judge-login', {
          intent: 'register',
          name: 'Grace',
          email: 'grace@example.org',
          expertise: 'Maths',
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      ),
    )
    expect(page.status).toBe(302)
    for (const email of ['ada@example.org', 'grace@example.org']) {
      expect(findJudgeByEmail(db, email)).toMatchObject({ isActive: true, isApproved: false })
      const row = db.select().from(judges).where(eq(judges.email, email)).get()
      expect(row?.approvedAt).toBeNull()
    }
  })

  /** Ada as the API shows her while she waits for the organiser. */
  const waitingAda = () => ({
    id: judgeId,
    name: 'Ada',
    email: 'ada@example.org',
    expertise: null,
    isActive: true,
    isApproved: false,
  })

  it('can sign in, and the sign-in answer says they are not approved yet', async () => {
    const signedIn = await signIn('ada@example.org')
    cookie = signedIn.cookie
    expect(signedIn.body).toEqual({ judge: waitingAda() })
  })

  it('sees what the public sees and nothing of their own: no pending project, file or score', async () => {
    const view = await judgeView(cookie)
    expect(view.me).toEqual({ status: 200, body: waitingAda() })
    expect(view.myScores).toEqual({ status: 403, body: { message: WAITING } })
    expect(view.projects.status).toBe(200)
    expect(idsOf(view.projects.body)).toEqual([approvedId])
    expect(view.pendingJson).toEqual({ status: 404, body: { message: 'Project not found' } })
    expect(view.pendingPage.status).toBe(404)
    expect(view.pendingFile).toEqual({ status: 404, body: { message: 'File not found' } })
    // The dashboard: the name and the waiting state, no list, no counts, no evaluate panel.
    expect(view.dashboard).toEqual({ status: 200, body: { awaitingApproval: true, judge: { name: 'Ada' } } })
    expect(JSON.stringify(view.dashboard.body)).not.toContain('Secret Rocket')
  })

  it('cannot score, through the JSON API or the page, and nothing is written', async () => {
    for (const projectId of [approvedId, pendingId]) {
      const api = await answer(() =>
        submitBatch(json('/api/scoring/submit-batch', { scores: fullBatch(projectId) }, { cookie })),
      )
      expect(api).toEqual({ status: 403, body: { message: WAITING, final: true } })
      const page = await answer(() =>
        dashboardAction(
          form(
            '/judge-dashboard',
            {
              projectId: String(projectId),
              criteriaId: ['1', '2', '3', '4', '5'],
              'score-1': '6',
              'score-2': '6',
              'score-3': '6',
              'score-4': '6',
              'score-5': '6',
            },
            cookie,
          ),
        ),
      )
      expect(page).toEqual({ status: 403, body: { message: WAITING } })
    }
    expect(scoresOf(judgeId)).toEqual([])
  })

  it('counts as waiting, not as an active judge, on the dashboard cards and in the grading table', () => {
    expect(getDashboardCounts(db)).toMatchObject({ activeJudges: 0, awaitingApproval: 2 })
    expect(getGradingStats(db).every((row) => row.active_judges === 0)).toBe(true)
  })

  it('after approveJudge sees pending projects and files, and scores', async () => {
    expect(approveJudge(db, judgeId)).toBe(true)
    const view = await judgeView(cookie)
    expect(view.me.body).toMatchObject({ isApproved: true })
    expect(view.myScores).toEqual({ status: 200, body: [] })
    expect(idsOf(view.projects.body).sort()).toEqual([approvedId, pendingId].sort())
    expect(view.pendingJson.status).toBe(200)
    expect(view.pendingPage.status).toBe(200)
    expect(view.pendingFile.status).toBe(200)
    expect(view.dashboard.body).toMatchObject({
      awaitingApproval: false,
      total: 2,
      selected: { id: pendingId },
    })

    const scored = await answer(() =>
      submitBatch(json('/api/scoring/submit-batch', { scores: fullBatch(pendingId) }, { cookie })),
    )
    expect(scored).toEqual({
      status: 200,
      body: {
        message: 'Your evaluation has been recorded successfully.',
        saved: 5,
        skipped: 0,
        skippedProjects: [],
      },
    })
    expect(scoresOf(judgeId)).toHaveLength(5)
    expect(getDashboardCounts(db)).toMatchObject({ activeJudges: 1, awaitingApproval: 1 })
    expect(getGradingStats(db).find((row) => row.project_id === pendingId)).toMatchObject({
      judges_scored: 1,
      active_judges: 1,
    })
  })

  it('approving twice keeps the first approval; an unknown judge cannot be approved', () => {
    const before = db.select().from(judges).where(eq(judges.id, judgeId)).get()!.approvedAt
    expect(before).toBeInstanceOf(Date)
    expect(approveJudge(db, judgeId)).toBe(true)
    expect(db.select().from(judges).where(eq(judges.id, judgeId)).get()!.approvedAt).toEqual(before)
    expect(approveJudge(db, 99_999)).toBe(false)
  })
})

describe('the organiser', () => {
  it('adds judges who are approved at once, on the page model and through POST /api/judges', async () => {
    const added = await addJudge(
      db,
      { name: 'Marie', email: 'marie@example.org', expertise: 'Chemistry' },
      { origin: 'http://localhost', secret: 'unit-test-session-secret-0123456789', mailer: null },
    )
    expect(added).toMatchObject({ isActive: true, isApproved: true })

    const cookie = await adminCookie()
    const response = await addJudgeApi(
      json('/api/judges', { name: 'Rosalind', email: 'rosalind@example.org' }, { cookie }),
    )
    expect(response.status).toBe(201)
    expect((await response.json()).judge).toMatchObject({ isActive: true, isApproved: true })
  })

  it('sees isApproved on every judge of GET /api/judges, the judges awaiting approval first', async () => {
    const cookie = await adminCookie()
    const list = (await (await listJudgesApi(get('/api/judges', cookie))).json()) as Array<{
      name: string
      isApproved: boolean
    }>
    expect(list.every((judge) => typeof judge.isApproved === 'boolean')).toBe(true)
    expect(list.map((j) => [j.name, j.isApproved])).toEqual([
      ['Grace', false],
      ['Ada', true],
      ['Marie', true],
      ['Rosalind', true],
    ])
    expect(listAdminJudges(db).map((j) => j.name)).toEqual(list.map((j) => j.name))
  })

  it('approves with PATCH isApproved: true and sends back to waiting with false', async () => {
    const cookie = await adminCookie()
    const grace = findJudgeByEmail(db, 'grace@example.org')!
    const { cookie: graceCookie } = await signIn('grace@example.org')
    const patch = (body: unknown) =>
      answer(() =>
        judgeApi({
          ...json(`/api/judges/${grace.id}`, body, { method: 'PATCH', cookie }),
          params: { id: String(grace.id) },
        }),
      )

    const approved = await patch({ isApproved: true })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ id: grace.id, isApproved: true, isActive: true })
    expect(db.select().from(judges).where(eq(judges.id, grace.id)).get()!.approvedAt).toBeInstanceOf(Date)
    expect(idsOf((await answer(() => apiProjects(get('/api/projects', graceCookie)))).body)).toContain(
      pendingId,
    )

    const withdrawn = await patch({ isApproved: false })
    expect(withdrawn.body).toMatchObject({ isApproved: false })
    expect(db.select().from(judges).where(eq(judges.id, grace.id)).get()!.approvedAt).toBeNull()
    // The same session loses sight of pending projects at its next request.
    expect(idsOf((await answer(() => apiProjects(get('/api/projects', graceCookie)))).body)).toEqual([
      approvedId,
    ])

    expect((await patch({ isApproved: 'yes' })).status).toBe(400)
  })

  it('approves from the Judges tab: a POST with intent approve-judge, back to the tab with a notice', async () => {
    const cookie = await adminCookie()
    const grace = findJudgeByEmail(db, 'grace@example.org')!
    expect(grace.isApproved).toBe(false)

    const notice = async (response: Response) => {
      const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? ''
      return (await getToast(new Request('http://localhost/admin-simple', { headers: { cookie } }))).toast
    }
    const approved = (await adminPage(
      form(
        '/admin-simple?tab=judges',
        { intent: 'approve-judge', id: String(grace.id), tab: 'judges' },
        cookie,
      ),
    )) as Response
    expect(approved.status).toBe(302)
    expect(approved.headers.get('location')).toBe('/admin-simple?tab=judges')
    expect(await notice(approved)).toMatchObject({ type: 'success', title: 'Judge approved successfully' })
    expect(findJudgeByEmail(db, 'grace@example.org')?.isApproved).toBe(true)

    const failed = (await adminPage(
      form('/admin-simple', { intent: 'approve-judge', id: '99999', tab: 'judges' }, cookie),
    )) as Response
    expect(failed.headers.get('location')).toBe('/admin-simple?tab=judges')
    expect(await notice(failed)).toMatchObject({ type: 'error', title: 'Failed to approve judge' })
  })
})

describe('the upgrade to judge approval', () => {
  it('keeps every judge who existed before it approved, since they were created', () => {
    // The database as it was before judge approval.
    const before = createTestDbBefore('0004_judge_approval')
    try {
      const old = before.sqlite
      old
        .prepare(
          "INSERT INTO judges (name, email, password, is_active, created_at) VALUES ('Old', 'old@example.org', 'x', 1, ?)",
        )
        .run(1_700_000_000_000)
      old
        .prepare(
          "INSERT INTO judges (name, email, password, is_active) VALUES ('Off', 'off@example.org', 'x', 0)",
        )
        .run()
      old.close()

      const upgraded = openDatabase(before.file)
      try {
        const rows = upgraded.select().from(judges).all()
        expect(rows.map((r) => [r.name, r.approvedAt?.getTime() === r.createdAt.getTime()])).toEqual([
          ['Old', true],
          ['Off', true],
        ])
        expect(rows[0]!.approvedAt).toEqual(new Date(1_700_000_000_000))
        expect(findJudgeByEmail(upgraded, 'old@example.org')?.isApproved).toBe(true)
      } finally {
        upgraded.$client.close()
      }
    } finally {
      before.close()
    }
  })

  it('createJudge makes every caller choose: approved now, or waiting', async () => {
    const t = createTestDb()
    try {
      const waiting = await createJudge(t.db, {
        name: 'W',
        email: 'w@example.org',
        password: 'secret1',
        isApproved: false,
      })
      const approved = await createJudge(t.db, {
        name: 'A',
        email: 'a@example.org',
        password: 'secret1',
        isApproved: true,
      })
      expect([waiting.isApproved, approved.isApproved]).toEqual([false, true])
    } finally {
      t.close()
    }
  })
})
