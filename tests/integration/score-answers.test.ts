import bcrypt from 'bcryptjs'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminSettings, judgingSettings } from '../../db/schema'
import { createJudge } from '../../app/features/accounts/judges.server'
import { db } from '../../app/infra/db.server'
import { getToast } from '../../app/infra/cookies/toast.server'
import { action as adminLogin } from '../../app/routes/api.admin.login'
import { action as login } from '../../app/routes/api.judges.login'
import { action as submitBatch } from '../../app/routes/api.scoring.submit-batch'
import { action as dashboardAction } from '../../app/routes/judge-dashboard'
import { criteriaIds, addProject } from '../setup/fixtures'

// What the server answers an evaluation, as a tablet reads it (docs/decisions/0015): a tablet forgets a
// kept evaluation only when it was saved or refused for good (`final: true`), keeps it through a lost or
// another judge's session, and tells the judge when a newer evaluation was already saved. The real routes,
// against this file's own database.

let C: number[]
let kite: number
let ada: { id: number; cookie: string }
let bea: { id: number; cookie: string }
let adminCookie: string

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

async function settle(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const post = (path: string, body: string, type: string, cookie?: string) => ({
  request: new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    body,
  }),
  params: {},
  context: {},
})
const send = (body: unknown, cookie?: string) =>
  settle(() =>
    submitBatch(post('/api/scoring/submit-batch', JSON.stringify(body), 'application/json', cookie)),
  )

async function judge(name: string) {
  const email = `${name.toLowerCase()}@example.org`
  const { id } = await createJudge(db, { name, email, password: 'a-long-password', isApproved: true })
  const response = await settle(() =>
    login(
      post('/api/judges/login', JSON.stringify({ email, password: 'a-long-password' }), 'application/json'),
    ),
  )
  expect(response.status).toBe(200)
  return { id, cookie: cookieOf(response) }
}

const scores = (score: number, projectId = kite) =>
  C.map((criteriaId) => ({ projectId, criteriaId, score, comments: '' }))
const scoresOf = (judgeId: number) =>
  db.$client
    .prepare<[number, number], number>(
      'SELECT score FROM project_scores WHERE judge_id = ? AND project_id = ? ORDER BY criteria_id',
    )
    .pluck()
    .all(judgeId, kite)
const batchId = () => crypto.randomUUID().replaceAll('-', '')

beforeAll(async () => {
  C = criteriaIds(db)
  kite = addProject(db, { name: 'Kite Lab', status: 'approved' }).id
  ada = await judge('Ada')
  bea = await judge('Bea')
  db.update(adminSettings)
    .set({ passwordHash: bcrypt.hashSync('admin-pass-1', 4) })
    .run()
  const admin = await settle(() =>
    adminLogin(post('/api/admin/login', JSON.stringify({ password: 'admin-pass-1' }), 'application/json')),
  )
  expect(admin.status).toBe(200)
  adminCookie = cookieOf(admin)
})
afterAll(() => db.$client.close())
afterEach(() => vi.useRealTimers())

describe('POST /api/scoring/submit-batch, as a tablet’s queue reads it', () => {
  it('answers a saved evaluation with the counts, no skipped project and the batch’s id', async () => {
    const id = batchId()
    const saved = await send({ batchId: id, judgeId: ada.id, ageMs: 1_000, scores: scores(6) }, ada.cookie)
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({
      message: 'Your evaluation has been recorded successfully.',
      saved: C.length,
      skipped: 0,
      skippedProjects: [],
      batchId: id,
    })
  })

  it('says so, with the project’s name, when a newer evaluation was already saved', async () => {
    await send({ scores: scores(8) }, ada.cookie)
    // Pressed a minute ago, on a tablet that was offline since.
    const late = await send({ batchId: batchId(), ageMs: 60_000, scores: scores(2) }, ada.cookie)
    expect(late.status).toBe(200)
    expect(await late.json()).toMatchObject({
      message: 'A newer evaluation of Kite Lab was already saved, so this one was not applied.',
      saved: 0,
      skipped: C.length,
      skippedProjects: [kite],
    })
    expect(scoresOf(ada.id)).toEqual(C.map(() => 8))
  })

  it('marks a refusal of the evaluation itself final: its content, or scoring closed', async () => {
    const tooHigh = await send({ batchId: batchId(), scores: scores(11) }, ada.cookie)
    expect(tooHigh.status).toBe(400)
    expect(await tooHigh.json()).toMatchObject({
      message: expect.stringMatching(/must be between 0 and 10/),
      final: true,
    })
    const malformed = await send({ batchId: 'short', scores: scores(5) }, ada.cookie)
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({
      message: expect.stringMatching(/evaluation id/),
      final: true,
    })

    db.update(judgingSettings).set({ scoringOpen: false }).run()
    try {
      const closed = await send({ batchId: batchId(), scores: scores(5) }, ada.cookie)
      expect(closed.status).toBe(403)
      expect(await closed.json()).toMatchObject({
        message: expect.stringMatching(/Scoring is closed/),
        final: true,
      })
    } finally {
      db.update(judgingSettings).set({ scoringOpen: true }).run()
    }
  })

  it('never marks final a refusal of the session: none, the organiser’s, or another judge’s', async () => {
    const before = scoresOf(bea.id)
    const body = { batchId: batchId(), judgeId: ada.id, scores: scores(1) }
    const signedOut = await send(body)
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ message: 'Please log in as a judge' })
    const organiser = await send(body, adminCookie)
    expect(organiser.status).toBe(403)
    expect(await organiser.json()).toEqual({ message: 'Only judges can do this' })
    // Ada's evaluation, sent while Bea is signed in on the tablet: not Bea's, and not lost.
    const otherJudge = await send(body, bea.cookie)
    expect(otherJudge.status).toBe(403)
    expect(await otherJudge.json()).toEqual({
      message:
        'These scores were made by another judge on this tablet. They will be sent when that judge signs in.',
    })
    expect(scoresOf(bea.id)).toEqual(before)
    // The same batch, once Ada is signed in again, is saved.
    expect(await (await send(body, ada.cookie)).json()).toMatchObject({ saved: C.length })
  })
})

describe('the dashboard’s form, when a newer evaluation was already saved', () => {
  const form = (fields: Record<string, string>) => {
    const body = new URLSearchParams({ intent: 'save-next', projectId: String(kite), ...fields })
    for (const criteriaId of C) {
      body.append('criteriaId', String(criteriaId))
      body.append(`score-${criteriaId}`, '3')
    }
    return body.toString()
  }

  it.each([
    ['with JavaScript (the form names the evaluation)', { batchId: batchId() }],
    ['without JavaScript', {}],
  ])('stays on the project and says it was not applied, %s', async (_how, fields) => {
    // Saved by the queue of another tablet; then the server's clock is set back a minute (a fast clock
    // corrected), so the form's post, arriving after, is older by the server's own clock.
    await send({ scores: scores(9) }, bea.cookie)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60_000 })
    const answer = await settle(() =>
      dashboardAction(
        post('/judge-dashboard?show=queue', form(fields), 'application/x-www-form-urlencoded', bea.cookie),
      ),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/judge-dashboard?show=queue&project=${kite}#selected`)
    const { toast } = await getToast(
      new Request('http://localhost/', { headers: { cookie: cookieOf(answer) } }),
    )
    expect(toast).toMatchObject({
      title: 'Not applied',
      description: 'A newer evaluation of Kite Lab was already saved, so this one was not applied.',
    })
    expect(scoresOf(bea.id)).toEqual(C.map(() => 9))
  })
})

// docs/decisions/0042: criteria the page showed as "Not scored yet" and that arrive at their start are
// asked about before anything is saved (a page without JavaScript: with it, the panel asks first).
describe('the dashboard’s form, with criteria not scored yet', () => {
  let pond: number
  const pondScores = (judgeId: number) =>
    db.$client
      .prepare<[number, number], number>(
        'SELECT score FROM project_scores WHERE judge_id = ? AND project_id = ? ORDER BY criteria_id',
      )
      .pluck()
      .all(judgeId, pond)
  /** The form as the panel posts it: the first criterion at 7, the others at 5, `marked` ones marked. */
  const form = (marked: number[], first = '7') => {
    const body = new URLSearchParams({ intent: 'save-next', projectId: String(pond) })
    for (const [index, criteriaId] of C.entries()) {
      body.append('criteriaId', String(criteriaId))
      body.append(`score-${criteriaId}`, index === 0 ? first : '5')
      body.append(`comments-${criteriaId}`, index === 0 ? '  Tested twice.  ' : '')
    }
    for (const criteriaId of marked) body.append('notScored', String(criteriaId))
    return body.toString()
  }
  const postForm = (body: string) =>
    settle(() =>
      dashboardAction(
        post('/judge-dashboard?show=queue', body, 'application/x-www-form-urlencoded', ada.cookie),
      ),
    )

  beforeAll(() => {
    pond = addProject(db, { name: 'Pond Skimmer', status: 'approved' }).id
  })

  it('asks about the ones still at their start, with what was sent, and saves nothing', async () => {
    const answer = (await postForm(form(C))) as unknown as { data: unknown; init: { status: number } }
    expect(answer.init.status).toBe(409)
    expect(answer.data).toEqual({
      question: {
        projectId: pond,
        intent: 'save-next',
        // The first was moved to 7: only the others are asked about.
        unmoved: C.slice(1),
        scores: C.map((criteriaId, index) => ({
          criteriaId,
          score: index === 0 ? 7 : 5,
          comments: index === 0 ? 'Tested twice.' : '',
          organiserNote: '',
        })),
      },
    })
    expect(pondScores(ada.id)).toEqual([])
  })

  it('is not asked when scoring is closed: the refusal comes as before', async () => {
    db.update(judgingSettings).set({ scoringOpen: false }).run()
    try {
      const answer = (await postForm(form(C))) as unknown as {
        data: { message: string }
        init: { status: number }
      }
      expect(answer.init.status).toBe(403)
      expect(answer.data.message).toMatch(/Scoring is closed/)
    } finally {
      db.update(judgingSettings).set({ scoringOpen: true }).run()
    }
  })

  it('saves the criteria at their start once the marks are gone (Save anyway), or no mark sits at the start', async () => {
    // Every marked criterion moved away from its start: nothing to ask.
    const moved = new URLSearchParams(form([C[0]!], '0'))
    expect((await postForm(moved.toString())).status).toBe(302)
    expect(pondScores(ada.id)).toEqual(C.map((_, index) => (index === 0 ? 0 : 5)))
    // "Save anyway": the page sends the same form without the marks.
    expect((await postForm(form([]))).status).toBe(302)
    expect(pondScores(ada.id)).toEqual(C.map((_, index) => (index === 0 ? 7 : 5)))
  })
})
