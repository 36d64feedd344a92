import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, judgeSession, projectForm, submitProject } from './helpers'

// Judge registration is open to anyone: without the organiser's approval, whoever registered could read
// unapproved children's projects and move the leaderboard. Sent from outside to the built server
// (`npm start`).
let direct: BuiltServer

beforeAll(async () => {
  direct = await startBuiltServer()
}, 120_000)
afterAll(() => direct?.stop())

const count = (server: BuiltServer, table: string) =>
  server.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]!.n

const waiting = "Your account is waiting for the organiser's approval"

describe('H1: open judge registration', () => {
  it('a self-registered judge sees no pending project, file or score and cannot score until approved', async () => {
    const { project: pending } = await submitProject(direct, await projectForm(), '127.0.9.1')
    const { project: shown } = await submitProject(direct, await projectForm(), '127.0.9.1')
    await approve(direct, shown!.id)
    const judge = await judgeSession(direct, { approve: false, from: '127.0.9.2' })
    const as = { headers: { cookie: judge.cookie } }
    const scoresBefore = count(direct, 'project_scores')
    const leaderboardBefore = (await send(direct, '/api/leaderboard')).text

    const dashboard = await send(direct, '/judge-dashboard', as)
    expect(dashboard.status).toBe(200)
    expect(dashboard.text).toContain(waiting.replace("'", '&#x27;'))
    expect(dashboard.text).not.toContain(pending!.name)
    expect(dashboard.text).not.toContain(shown!.name)
    expect((await send(direct, `/project/${pending!.id}`, as)).status).toBe(404)
    expect((await send(direct, `/api/projects/${pending!.id}`, as)).status).toBe(404)
    expect((await send(direct, '/api/projects', as)).text).not.toContain(pending!.name)
    expect((await send(direct, `/api/files/${pending!.thumbnail}`, as)).status).toBe(404)
    const me = await send(direct, '/api/judges/me', as)
    expect(me.status).toBe(200)
    expect(me.json()).toMatchObject({ isApproved: false })
    const scores = await send(direct, '/api/judges/me/scores', as)
    expect(scores.status).toBe(403)
    expect(scores.json()).toEqual({ message: waiting })
    const zero = { scores: [{ projectId: shown!.id, criteriaId: 1, score: 0 }] }
    const batch = await send(direct, '/api/scoring/submit-batch', { ...as, body: zero })
    expect(batch.status).toBe(403)
    expect(batch.json()).toEqual({ message: waiting, final: true })
    const page = await send(direct, `/judge-dashboard?project=${shown!.id}`, {
      ...as,
      body: new URLSearchParams({ projectId: String(shown!.id), criteriaId: '1', 'score-1': '0' }).toString(),
      headers: { ...as.headers, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(page.status).toBe(403)
    expect(count(direct, 'project_scores')).toBe(scoresBefore)
    expect((await send(direct, '/api/leaderboard')).text).toBe(leaderboardBefore)

    // The organiser sees them first in the Judges tab, and approves them there.
    const admin = await adminCookie(direct)
    const judgesTab = await send(direct, '/admin?tab=judges', { headers: { cookie: admin } })
    expect(judgesTab.text).toContain('Awaiting approval')
    const approved = await send(direct, '/admin?tab=judges', {
      body: new URLSearchParams({ intent: 'approve-judge', id: String(judge.id), tab: 'judges' }).toString(),
      headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(approved.status).toBe(302)
    expect((await send(direct, `/project/${pending!.id}`, as)).status).toBe(200)
    expect((await send(direct, '/api/scoring/submit-batch', { ...as, body: zero })).status).toBe(200)
  }, 30_000)
})
