import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { judges, projectScores } from '../../db/schema'
import { db } from '../../app/infra/db.server'
import { approveJudge } from '../../app/features/accounts/judge-roster.server'
import { action as register } from '../../app/routes/api.judges.register'
import { action as login } from '../../app/routes/api.judges.login'
import { action as logout } from '../../app/routes/api.judges.logout'
import { loader as me } from '../../app/routes/api.judges.me'
import { loader as myScores } from '../../app/routes/api.judges.me.scores'
import { action as profile } from '../../app/routes/api.judges.profile'
import { action as submitBatch } from '../../app/routes/api.scoring.submit-batch'
import { loader as dashboard } from '../../app/routes/judge-dashboard'
import { addProject } from '../setup/fixtures'

// The real routes, against this file's own database.
const EMAIL = 'family.secret@example.org'
let projectId: number

beforeAll(() => {
  projectId = addProject(db, {
    name: 'Kite',
    description: 'd',
    authorName: 'Kid',
    authorEmail: EMAIL,
    status: 'approved',
  }).id
})
afterAll(() => db.$client.close())

const json = (path: string, body: unknown, init: { method?: string; cookie?: string } = {}) => ({
  request: new Request(`http://localhost${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: JSON.stringify(body),
  }),
  params: {},
  context: {},
})
const get = (path: string, cookie?: string) => ({
  request: new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
  params: {},
  context: {},
})

async function call(run: () => Promise<Response>) {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

async function signIn(email: string, password: string) {
  const response = await call(() => login(json('/api/judges/login', { email, password })))
  expect(response.status).toBe(200)
  return response.headers.get('set-cookie')!.split(';')[0]!
}

const scoresOf = (judgeId: number) =>
  db.select().from(projectScores).where(eq(projectScores.judgeId, judgeId)).all()

describe('judge API', () => {
  let cookie: string
  let judgeId: number

  it('registers (201, no password in the answer) and refuses the same e-mail again (409)', async () => {
    const created = await call(() =>
      register(
        json('/api/judges/register', {
          name: 'Ada',
          email: 'Ada@Example.org',
          expertise: 'Physics',
          password: 'secret1',
        }),
      ),
    )
    expect(created.status).toBe(201)
    const body = await created.text()
    expect(body).not.toMatch(/password|\$2[aby]\$/)
    judgeId = JSON.parse(body).judge.id
    // A self-registered judge waits for the organiser (judge-approval.test.ts); this one is approved.
    expect(JSON.parse(body).judge.isApproved).toBe(false)
    expect(approveJudge(db, judgeId)).toBe(true)
    const again = await call(() =>
      register(json('/api/judges/register', { name: 'Ada', email: 'ada@example.org', password: 'secret1' })),
    )
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'A judge with this email address already exists' })
  })

  it('answers 401 on every judge endpoint without a session', async () => {
    for (const response of [
      await call(() => me(get('/api/judges/me'))),
      await call(() => myScores(get('/api/judges/me/scores'))),
      await call(() => profile(json('/api/judges/profile', { name: 'X' }, { method: 'PATCH' }))),
      await call(() => submitBatch(json('/api/scoring/submit-batch', { scores: [] }))),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Please log in as a judge' })
    }
  })

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await call(() =>
      login(json('/api/judges/login', { email: 'nobody@example.org', password: 'secret1' })),
    )
    const wrong = await call(() =>
      login(json('/api/judges/login', { email: 'ada@example.org', password: 'nope' })),
    )
    expect([unknown.status, wrong.status]).toEqual([401, 401])
    expect(await unknown.json()).toEqual(await wrong.json())
  })

  it('refuses a body that is not JSON with 415', async () => {
    const response = await call(() =>
      login({
        request: new Request('http://localhost/api/judges/login', { method: 'POST', body: 'email=a' }),
        params: {},
        context: {},
      }),
    )
    expect(response.status).toBe(415)
  })

  it('scores through the API; bad batches are 400 and write nothing', async () => {
    cookie = await signIn('ADA@example.org', 'secret1')
    const bad = [
      [{ projectId, criteriaId: 1, score: 11 }],
      [{ projectId, criteriaId: 1, score: -1 }],
      [{ projectId, criteriaId: 1, score: 7.5 }],
      [{ projectId, criteriaId: 999, score: 5 }],
      [{ projectId: 999, criteriaId: 1, score: 5 }],
      [
        { projectId, criteriaId: 2, score: 5 },
        { projectId, criteriaId: 1, score: 50 },
      ],
    ]
    for (const scores of bad) {
      const response = await call(() =>
        submitBatch(json('/api/scoring/submit-batch', { scores }, { cookie })),
      )
      expect(response.status, JSON.stringify(scores)).toBe(400)
      expect((await response.json()).message).toBeTruthy()
    }
    expect(scoresOf(judgeId)).toEqual([])

    const ok = await call(() =>
      submitBatch(
        json(
          '/api/scoring/submit-batch',
          {
            scores: [1, 2, 3, 4, 5].map((criteriaId) => ({
              projectId,
              criteriaId,
              score: 6,
              comments: 'ok',
            })),
          },
          { cookie },
        ),
      ),
    )
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({
      message: 'Your evaluation has been recorded successfully.',
      saved: 5,
      skipped: 0,
      skippedProjects: [],
    })
    expect(scoresOf(judgeId)).toHaveLength(5)
  })

  it('never puts an author e-mail or a password hash in a judge’s JSON', async () => {
    const records = await call(() => myScores(get('/api/judges/me/scores', cookie)))
    const account = await call(() => me(get('/api/judges/me', cookie)))
    const page = await dashboard(get(`/judge-dashboard?project=${projectId}`, cookie))
    for (const text of [await records.text(), await account.text(), JSON.stringify(page)]) {
      expect(text).not.toContain(EMAIL)
      expect(text).not.toMatch(/authorEmail|\$2[aby]\$|"password"/)
    }
    expect(
      JSON.parse(await (await call(() => myScores(get('/api/judges/me/scores', cookie)))).text())[0],
    ).toMatchObject({
      projectId,
      isComplete: true,
      averageScore: 6,
      totalScore: 30,
      maxPossibleScore: 50,
    })
  })

  it('updates the name through PATCH /api/judges/profile', async () => {
    const response = await call(() =>
      profile(json('/api/judges/profile', { name: 'Ada L.' }, { method: 'PATCH', cookie })),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).judge.name).toBe('Ada L.')
  })

  it('refuses an inactive judge’s scores with 403', async () => {
    db.update(judges).set({ isActive: false }).where(eq(judges.id, judgeId)).run()
    const response = await call(() =>
      submitBatch(
        json('/api/scoring/submit-batch', { scores: [{ projectId, criteriaId: 1, score: 9 }] }, { cookie }),
      ),
    )
    expect(response.status).toBe(403)
    expect(scoresOf(judgeId).find((s) => s.criteriaId === 1)?.score).toBe(6)
    db.update(judges).set({ isActive: true }).where(eq(judges.id, judgeId)).run()
  })

  it('logs out for good: the old cookie no longer works', async () => {
    const response = await call(() => logout(json('/api/judges/logout', {}, { cookie })))
    expect(response.status).toBe(200)
    expect((await call(() => me(get('/api/judges/me', cookie)))).status).toBe(401)
  })

  it('gives a new session id at every login', async () => {
    const first = await signIn('ada@example.org', 'secret1')
    const second = await call(() =>
      login({
        ...json('/api/judges/login', { email: 'ada@example.org', password: 'secret1' }, { cookie: first }),
      }),
    )
    const next = second.headers.get('set-cookie')!.split(';')[0]!
    expect(next).not.toBe(first)
    expect((await call(() => me(get('/api/judges/me', first)))).status).toBe(401)
    expect((await call(() => me(get('/api/judges/me', next)))).status).toBe(200)
  })
})

describe('a new password', () => {
  it('signs the judge out of every session', async () => {
    const { setJudgePassword, findJudgeByEmail } = await import('../../app/features/accounts/judges.server')
    const cookie = await signIn('ada@example.org', 'secret1')
    expect((await call(() => me(get('/api/judges/me', cookie)))).status).toBe(200)
    await setJudgePassword(db, findJudgeByEmail(db, 'ada@example.org')!.id, 'brand-new-1')
    expect((await call(() => me(get('/api/judges/me', cookie)))).status).toBe(401)
    expect(await signIn('ada@example.org', 'brand-new-1')).toBeTruthy()
  })
})
