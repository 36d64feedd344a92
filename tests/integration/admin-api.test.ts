import { and, count, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { judges, projects } from '../../db/schema'
import { createJudge } from '../../app/features/accounts/judges.server'
import { getDashboardCounts } from '../../app/features/submissions/moderation.server'
import { db } from '../../app/infra/db.server'
import { action as adminLogin } from '../../app/routes/api.admin.login'
import { loader as checkAuth } from '../../app/routes/api.admin.check-auth'
import { action as changePassword } from '../../app/routes/api.admin.change-password'
import { loader as gradingStats } from '../../app/routes/api.admin.grading-stats'
import { action as projectAction } from '../../app/routes/api.projects.$id'
import { action as thumbnail } from '../../app/routes/api.projects.$id.thumbnail'
import { loader as listJudges, action as addJudge } from '../../app/routes/api.judges'
import { action as judgeAction } from '../../app/routes/api.judges.$id'
import { action as judgeLogin } from '../../app/routes/api.judges.login'
import { loader as projectsList } from '../../app/routes/api.projects'
import { loader as csv } from '../../app/routes/admin.results[.]csv'
import { loader as adminSimple } from '../../app/routes/admin-simple'
import { addProject } from '../setup/fixtures'

// Routes run against this file's own database; the admin password comes from the first start.
let projectId: number

beforeAll(async () => {
  projectId = addProject(db, {
    name: 'Kite',
    description: 'd',
    authorName: 'Kid',
    authorEmail: 'k@example.org',
  }).id
  await createJudge(db, { name: 'Jude', email: 'jude@example.org', password: 'secret1', isApproved: true })
})
afterAll(() => db.$client.close())

const request = (path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) => ({
  request: new Request(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  }),
  params: { id: String(projectId) },
  context: {},
})

async function status(run: () => Promise<unknown>) {
  try {
    const result = await run()
    return result instanceof Response ? result.status : 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

const adminEndpoints: Array<[string, (cookie?: string) => Promise<unknown>]> = [
  [
    'POST /api/admin/change-password',
    (cookie) =>
      changePassword(
        request('/api/admin/change-password', {
          method: 'POST',
          cookie,
          body: { currentPassword: 'x', newPassword: 'yyyyyy' },
        }),
      ),
  ],
  ['GET /api/admin/grading-stats', (cookie) => gradingStats(request('/api/admin/grading-stats', { cookie }))],
  [
    'PATCH /api/projects/:id',
    (cookie) =>
      projectAction(
        request(`/api/projects/${projectId}`, { method: 'PATCH', cookie, body: { status: 'approved' } }),
      ),
  ],
  [
    'DELETE /api/projects/:id',
    (cookie) => projectAction(request(`/api/projects/${projectId}`, { method: 'DELETE', cookie })),
  ],
  [
    'POST /api/projects/:id/thumbnail',
    (cookie) => thumbnail(request(`/api/projects/${projectId}/thumbnail`, { method: 'POST', cookie })),
  ],
  ['GET /api/judges', (cookie) => listJudges(request('/api/judges', { cookie }))],
  [
    'POST /api/judges',
    (cookie) =>
      addJudge(
        request('/api/judges', { method: 'POST', cookie, body: { name: 'X', email: 'x@example.org' } }),
      ),
  ],
  [
    'PATCH /api/judges/:id',
    (cookie) => judgeAction(request('/api/judges/1', { method: 'PATCH', cookie, body: { isActive: false } })),
  ],
  ['DELETE /api/judges/:id', (cookie) => judgeAction(request('/api/judges/1', { method: 'DELETE', cookie }))],
]

async function cookieFrom(response: Response) {
  expect(response.status).toBe(200)
  return response.headers.get('set-cookie')!.split(';')[0]!
}

describe('admin-only endpoints', () => {
  it('answer 401 without a session and change nothing', async () => {
    for (const [name, run] of adminEndpoints) expect(await status(() => run()), name).toBe(401)
    expect(db.select().from(projects).where(eq(projects.id, projectId)).get()?.status).toBe('pending')
    expect(await status(() => checkAuth(request('/api/admin/check-auth')))).toBe(401)
    expect(await status(() => csv(request('/admin/results.csv')))).toBe(302)
    expect(await status(() => adminSimple(request('/admin-simple')))).toBe(302)
  })

  it('answer 403 with a judge’s session and change nothing', async () => {
    const judgeCookie = await cookieFrom(
      await judgeLogin(
        request('/api/judges/login', {
          method: 'POST',
          body: { email: 'jude@example.org', password: 'secret1' },
        }),
      ),
    )
    for (const [name, run] of adminEndpoints) expect(await status(() => run(judgeCookie)), name).toBe(403)
    expect(db.select().from(projects).where(eq(projects.id, projectId)).get()?.status).toBe('pending')
    expect(db.select({ n: count() }).from(judges).get()!.n).toBe(1)
  })

  it('work for the admin, whose project list alone carries the e-mails', async () => {
    // This test file's data folder started without ADMIN_PASSWORD: set a known hash to sign in.
    const bcrypt = (await import('bcryptjs')).default
    const { adminSettings } = await import('../../db/schema')
    db.update(adminSettings)
      .set({ passwordHash: bcrypt.hashSync('admin-pass-1', 4) })
      .run()

    expect(
      await status(() =>
        adminLogin(request('/api/admin/login', { method: 'POST', body: { password: 'wrong' } })),
      ),
    ).toBe(401)
    const cookie = await cookieFrom(
      await adminLogin(
        request('/api/admin/login', {
          method: 'POST',
          body: { password: 'admin-pass-1', email: 'ignored@example.org' },
        }),
      ),
    )
    const auth = (await checkAuth(request('/api/admin/check-auth', { cookie }))) as Response
    expect(await auth.json()).toEqual({ authenticated: true })

    const list = (await projectsList(request('/api/projects', { cookie }))) as Response
    expect(await list.text()).toContain('k@example.org')
    const patched = (await projectAction(
      request(`/api/projects/${projectId}`, { method: 'PATCH', cookie, body: { status: 'approved' } }),
    )) as Response
    expect(patched.status).toBe(200)
    expect((await patched.json()).status).toBe('approved')
  })
})

describe('dashboard counts', () => {
  it('match the database', async () => {
    const statuses = ['approved', 'pending', 'pending', 'rejected'] as const
    for (const [i, status] of statuses.entries()) {
      addProject(db, { name: `P${i}`, status })
    }
    await createJudge(db, {
      name: 'Off',
      email: 'off@example.org',
      password: 'secret1',
      isActive: false,
      isApproved: true,
    })
    // Waiting for the organiser: not an active judge, whatever is_active says.
    await createJudge(db, { name: 'New', email: 'new@example.org', password: 'secret1', isApproved: false })
    const byStatus = (status: string) =>
      db
        .select({ n: count() })
        .from(projects)
        .where(eq(projects.status, status as 'pending'))
        .get()!.n
    expect(getDashboardCounts(db)).toEqual({
      totalProjects: db.select({ n: count() }).from(projects).get()!.n,
      approved: byStatus('approved'),
      pending: byStatus('pending'),
      activeJudges: db
        .select({ n: count() })
        .from(judges)
        .where(and(eq(judges.isActive, true), isNotNull(judges.approvedAt)))
        .get()!.n,
      awaitingApproval: db.select({ n: count() }).from(judges).where(isNull(judges.approvedAt)).get()!.n,
    })
    expect(getDashboardCounts(db)).toMatchObject({
      totalProjects: 5,
      approved: 2,
      pending: 2,
      activeJudges: 1,
      awaitingApproval: 1,
    })
  })
})
