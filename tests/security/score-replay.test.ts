import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { approve, judgeSession, projectForm, submitProject } from './helpers'

// A tablet's offline queue or a retry after a lost answer sends the same evaluation again. From
// outside, to the built server: the replay answers the first answer and writes nothing; another judge
// cannot take over the id; an older evaluation (by its age) does not overwrite a newer one, whatever time
// the tablet's clock claims; old clients still work.
let direct: BuiltServer

beforeAll(async () => {
  direct = await startBuiltServer()
}, 120_000)
afterAll(() => direct?.stop())

const scoresOf = (projectId: number, judgeId: number) =>
  direct
    .query<{ score: number }>(
      `SELECT score FROM project_scores WHERE project_id = ${projectId} AND judge_id = ${judgeId} ORDER BY criteria_id`,
    )
    .map((row) => row.score)

describe('POST /api/scoring/submit-batch with an evaluation id', () => {
  it('applies a batch once, refuses its id to another judge, and keeps the newer evaluation', async () => {
    const { project } = await submitProject(direct, await projectForm(), '127.0.11.1')
    await approve(direct, project!.id)
    const criteria = direct.query<{ id: number }>('SELECT id FROM scoring_criteria WHERE is_active = 1')
    const judge = await judgeSession(direct, { from: '127.0.11.2' })
    const intruder = await judgeSession(direct, { from: '127.0.11.3' })
    const scores = (score: number) =>
      criteria.map((c) => ({ projectId: project!.id, criteriaId: c.id, score }))
    const post = (cookie: string, body: Record<string, unknown>) =>
      send(direct, '/api/scoring/submit-batch', { body, headers: { cookie } })

    // An old client, without the new fields: as before.
    const plain = await post(judge.cookie, { scores: scores(5) })
    expect(plain.status).toBe(200)
    expect(plain.json()).toMatchObject({ saved: criteria.length, skipped: 0 })

    const batchId = crypto.randomUUID()
    const first = await post(judge.cookie, { scores: scores(8), batchId, ageMs: 0 })
    expect(first.status).toBe(200)
    const replay = await post(judge.cookie, { scores: scores(1), batchId, ageMs: 0 })
    expect(replay.status).toBe(200)
    expect(replay.text).toBe(first.text)
    expect(scoresOf(project!.id, judge.id)).toEqual(criteria.map(() => 8))

    const stolen = await post(intruder.cookie, { scores: scores(0), batchId })
    expect(stolen.status).toBe(409)
    expect(scoresOf(project!.id, intruder.id)).toEqual([])

    // Evaluated an hour ago, arriving now: the 8s made since stay.
    const late = await post(judge.cookie, {
      scores: scores(2),
      batchId: crypto.randomUUID(),
      ageMs: 3_600_000,
    })
    expect(late.json()).toMatchObject({ saved: 0, skipped: criteria.length, skippedProjects: [project!.id] })
    expect(scoresOf(project!.id, judge.id)).toEqual(criteria.map(() => 8))
    // A page from before sends its tablet's clock, a day behind: never read, so it cannot lose the 8s'
    // correction.
    const behind = await post(judge.cookie, { scores: scores(9), evaluatedAt: Date.now() - 86_400_000 })
    expect(behind.json()).toMatchObject({ saved: criteria.length, skipped: 0 })
    expect(scoresOf(project!.id, judge.id)).toEqual(criteria.map(() => 9))

    const malformed = await post(judge.cookie, { scores: scores(3), batchId: 'no spaces allowed here!' })
    expect(malformed.status).toBe(400)
    expect(scoresOf(project!.id, judge.id)).toEqual(criteria.map(() => 9))
  })
})
