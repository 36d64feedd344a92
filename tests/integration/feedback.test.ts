import { eq, inArray } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { scoringCriteria } from '../../db/schema'
import { defaultCriteria } from '../../db/seed'
import { getFeedbackSummary } from '../../app/features/judging/feedback.server'
import { getProjectFeedback, getProjectScoreSummary } from '../../app/features/results/weighted-scores.server'
import { createTestDb } from '../setup/test-db'
import * as fixtures from '../setup/fixtures'

let t: ReturnType<typeof createTestDb>
let A: number, B: number, C: number

beforeEach(() => {
  t = createTestDb()
  ;[A, B, C] = fixtures.criteriaIds(t.db) as [number, number, number]
  // A: max 10; B: max 5; the others inactive.
  t.db.update(scoringCriteria).set({ maxPoints: 5 }).where(eq(scoringCriteria.id, B)).run()
  const others = fixtures.criteriaIds(t.db).filter((id) => id !== A && id !== B)
  t.db.update(scoringCriteria).set({ isActive: false }).where(inArray(scoringCriteria.id, others)).run()
})
afterEach(() => t.close())

const addJudge = (id: number) => fixtures.addJudge(t.db, { id, name: `Judge ${id}` }).id

const addScore = (projectId: number, judgeId: number, criteriaId: number, score: number, comments?: string) =>
  fixtures.addScore(t.db, { projectId, judgeId, criteriaId, score, comments })

describe('getFeedbackSummary', () => {
  it('gives each criterion its average, its judge count and only the written comments', () => {
    const project = fixtures.addProject(t.db, { name: 'Kite' }).id
    const [j1, j2, j3] = [addJudge(1), addJudge(2), addJudge(3)]
    addScore(project, j1, A, 8, '  Lovely colours!  ')
    addScore(project, j2, A, 3)
    addScore(project, j3, A, 7, '   ')
    addScore(project, j1, B, 4)
    addScore(project, j3, C, 1, 'On an inactive criterion')

    const summary = getFeedbackSummary(t.db, project)

    expect(summary).toEqual([
      {
        criteriaId: A,
        criteriaName: defaultCriteria[0]!.name,
        criteriaDescription: defaultCriteria[0]!.description,
        averageScore: 6,
        maxScore: 10,
        // The seeded words: 6 of 10 is "4–6 Growing".
        levelWord: 'Growing',
        judgeCount: 3,
        comments: [{ judgeNumber: 1, text: 'Lovely colours!' }],
      },
      {
        criteriaId: B,
        criteriaName: defaultCriteria[1]!.name,
        criteriaDescription: defaultCriteria[1]!.description,
        averageScore: 4,
        maxScore: 5,
        levelWord: 'Growing',
        judgeCount: 1,
        comments: [],
      },
    ])
    // Nothing in it is a single judge's mark.
    expect(JSON.stringify(summary)).not.toMatch(/"score"/)
    // Its averages are the evaluation's, and the API's full feedback is unchanged.
    expect(summary.map((c) => c.averageScore)).toEqual(
      getProjectScoreSummary(t.db, project).averageScores.map((c) => c.averageScore),
    )
    expect(getProjectFeedback(t.db, project).feedback[0]!.judgesFeedback).toHaveLength(3)
  })

  it('lists every active criterion with no judges and no comments for an unscored project', () => {
    const project = fixtures.addProject(t.db, { name: 'Quiet' }).id
    expect(getFeedbackSummary(t.db, project)).toEqual([
      expect.objectContaining({ criteriaId: A, averageScore: 0, judgeCount: 0, comments: [] }),
      expect.objectContaining({ criteriaId: B, averageScore: 0, judgeCount: 0, comments: [] }),
    ])
  })
})
