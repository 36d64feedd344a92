import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setResultsVisibility } from '../../app/features/judging/judging-settings.server'
import { db } from '../../app/infra/db.server'
import { loader as apiProjects } from '../../app/routes/api.projects'
import { loader as apiProject } from '../../app/routes/api.projects.$id'
import { loader as apiScores } from '../../app/routes/api.projects.$id.scores'
import { loader as apiFeedback } from '../../app/routes/api.projects.$id.feedback'
import { loader as apiLeaderboard } from '../../app/routes/api.leaderboard'
import { loader as feedLoader } from '../../app/routes/feed'
import { loader as projectLoader } from '../../app/routes/project.$id'
import { isDataWithInit, routeAnswer } from '../setup/route-answer'
import { addJudge, addProject, addScore } from '../setup/fixtures'

// The routes below run against the app's own database (a private folder for this file).
const EMAIL = 'secret.family@example.org'
let approved: number
let pending: number
let rejected: number

beforeAll(() => {
  const insert = (name: string, status: 'pending' | 'approved' | 'rejected') =>
    addProject(db, { name, authorName: 'Kid', authorEmail: EMAIL, status }).id
  approved = insert('Public Project', 'approved')
  pending = insert('Pending Project', 'pending')
  rejected = insert('Rejected Project', 'rejected')
  const judge = addJudge(db)
  for (const projectId of [approved, pending]) {
    addScore(db, { projectId, judgeId: judge.id, criteriaId: 1, score: 7, comments: 'Nice' })
  }
})
afterAll(() => db.$client.close())

const args = (url: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://localhost${url}`),
  params,
  context: {},
})

async function bodyOf(result: unknown) {
  if (result instanceof Response) return { status: result.status, text: await result.text() }
  return { status: 200, text: JSON.stringify(result) }
}

async function statusOf(run: () => Promise<unknown>) {
  const result = await routeAnswer(run)
  if (result instanceof Response) return result.status
  return isDataWithInit(result) ? (result.init?.status ?? 200) : 200
}

describe('what the public sees', () => {
  it('no public page or JSON contains the author’s e-mail', async () => {
    const id = String(approved)
    const results = await Promise.all([
      apiProjects(args('/api/projects')),
      apiProject(args(`/api/projects/${id}`, { id })),
      apiScores(args(`/api/projects/${id}/scores`, { id })),
      apiFeedback(args(`/api/projects/${id}/feedback`, { id })),
      apiLeaderboard(args('/api/leaderboard')),
      feedLoader(args('/feed')),
      feedLoader(args('/feed?tab=leaderboard')),
      projectLoader(args(`/project/${id}`, { id })),
    ])
    for (const result of results) {
      const { text } = await bodyOf(result)
      expect(text).not.toContain(EMAIL)
      expect(text).not.toContain('authorEmail')
    }
  })

  it('lists and ranks only approved projects', async () => {
    const list = JSON.parse((await bodyOf(await apiProjects(args('/api/projects')))).text) as Array<{
      id: number
    }>
    expect(list.map((p) => p.id)).toEqual([approved])
    const board = JSON.parse((await bodyOf(await apiLeaderboard(args('/api/leaderboard')))).text) as Array<{
      id: number
    }>
    expect(board.map((p) => p.id)).toEqual([approved])
    const feed = await feedLoader(args('/feed'))
    expect(feed.feed?.projects.map((p) => p.id)).toEqual([approved])
  })

  it('gives the project page averages and comments, never a single judge’s mark', async () => {
    const id = String(approved)
    const page = await projectLoader(args(`/project/${id}`, { id }))
    expect(JSON.stringify(page)).not.toMatch(/"score"|judgesFeedback/)
    expect(page.feedback?.[0]).toMatchObject({ averageScore: 7, judgeCount: 1, comments: [{ text: 'Nice' }] })
    // The API keeps the shapes its clients read: the full feedback, and leaderboard entries without the
    // page's extras (its rank, whether it is shared and whether it waits for more judges are the only fields
    // added).
    const api = JSON.parse(
      (await bodyOf(await apiFeedback(args(`/api/projects/${id}/feedback`, { id })))).text,
    )
    expect(api.feedback[0].judgesFeedback).toEqual([
      { judgeNumber: 1, score: 7, maxScore: 10, comments: 'Nice' },
    ])
    const [entry] = JSON.parse(
      (await bodyOf(await apiLeaderboard(args('/api/leaderboard')))).text,
    ) as object[]
    expect(Object.keys(entry!).sort()).toEqual([
      'id',
      'judgeCount',
      'maxPossibleScore',
      'name',
      'percentage',
      'rank',
      'score',
      'submissionType',
      'tied',
      'waiting',
    ])
    const feed = await feedLoader(args('/feed?tab=leaderboard'))
    expect(feed.leaderboard?.entries[0]).toMatchObject({ authorName: 'Kid', image: '/fallbacks/photo.svg' })
  })

  it('answers 404 for a pending or rejected project, on pages and in JSON', async () => {
    for (const hidden of [pending, rejected]) {
      const id = String(hidden)
      for (const route of [apiProject, apiScores, apiFeedback]) {
        const { status, text } = await bodyOf(await route(args(`/api/projects/${id}`, { id })))
        expect(status).toBe(404)
        expect(JSON.parse(text)).toEqual({ message: 'Project not found' })
      }
      expect(await statusOf(() => projectLoader(args(`/project/${id}`, { id })))).toBe(404)
    }
  })
})

describe('while the results are hidden until the awards', () => {
  afterAll(() => setResultsVisibility(db, 'live'))

  it('the scores API answers no total (null, not a score of 0) and says why, as the feedback API does', async () => {
    setResultsVisibility(db, 'hidden')
    const id = String(approved)
    const json = async (result: unknown) => JSON.parse((await bodyOf(result)).text)
    const message = 'The results will be announced at the awards ceremony.'
    expect(await json(await apiScores(args(`/api/projects/${id}/scores`, { id })))).toEqual({
      averageScores: [],
      totalAverageScore: null,
      totalJudges: 0,
      message,
    })
    expect(await json(await apiFeedback(args(`/api/projects/${id}/feedback`, { id })))).toEqual({
      feedback: [],
      message,
    })
  })
})
