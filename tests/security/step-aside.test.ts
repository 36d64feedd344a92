import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { approve, judgeSession, projectForm, submitProject } from './helpers'

// Stepping aside is the judge's own declaration. Posted from outside to the built server: without
// a session, by a judge still waiting for approval, or for a project judges do not see, it records
// nothing; an approved judge's step-aside holds, and their scores for the project are refused after it.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
}, 120_000)
afterAll(() => server?.stop())

const recusals = () => server.query<{ project_id: number; judge_id: number }>('SELECT * FROM recusals')
const stepAside = (projectId: number | string, cookie?: string) =>
  send(server, '/judge-dashboard', {
    body: new URLSearchParams({ intent: 'step-aside', projectId: String(projectId) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  })

describe('stepping aside, from outside', () => {
  it('records nothing for a stranger, a judge awaiting approval or a project judges do not see', async () => {
    const { project } = await submitProject(server, await projectForm(), '127.0.12.1')
    const waiting = await judgeSession(server, { approve: false, from: '127.0.12.2' })
    const judge = await judgeSession(server, { from: '127.0.12.3' })

    const stranger = await stepAside(project!.id)
    expect(stranger.status).toBe(302)
    expect(stranger.headers.location).toMatch(/\/judge-login/)
    expect((await stepAside(project!.id, waiting.cookie)).status).toBe(403)
    for (const id of [99_999, 'abc', '']) expect((await stepAside(id, judge.cookie)).status).toBe(404)
    expect(recusals()).toEqual([])
  })

  it('holds for an approved judge: their scores on the project are refused afterwards', async () => {
    const { project } = await submitProject(server, await projectForm(), '127.0.12.4')
    await approve(server, project!.id)
    const judge = await judgeSession(server, { from: '127.0.12.5' })
    const answer = await stepAside(project!.id, judge.cookie)
    expect(answer.status).toBe(302)
    expect(recusals()).toContainEqual(
      expect.objectContaining({ project_id: project!.id, judge_id: judge.id }),
    )

    const criteria = server.query<{ id: number }>('SELECT id FROM scoring_criteria WHERE is_active = 1')
    const scores = criteria.map((c) => ({ projectId: project!.id, criteriaId: c.id, score: 5 }))
    const refused = await send(server, '/api/scoring/submit-batch', {
      body: { scores },
      headers: { cookie: judge.cookie },
    })
    expect(refused.status).toBe(403)
    expect(refused.json()).toMatchObject({
      message: 'You stepped aside from this project, so you cannot score it.',
    })
    expect(server.query(`SELECT * FROM project_scores WHERE judge_id = ${judge.id}`)).toEqual([])
  })
})
