import { eq, inArray } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { scoringCriteria, type NewProject } from '../../db/schema'
import { defaultCriteria } from '../../db/seed'
import {
  getLeaderboard,
  getProjectFeedback,
  getProjectScoreSummary,
  leaderboardSql,
  listActiveCriteria,
} from '../../app/features/results/weighted-scores.server'
import { createTestDb } from '../setup/test-db'
import * as fixtures from '../setup/fixtures'

let t: ReturnType<typeof createTestDb>
// The seeded criteria ids in id order: A and B are the fixture's two active ones.
let A: number, B: number, C: number, D: number, E: number

beforeEach(() => {
  t = createTestDb()
  const ids = fixtures.criteriaIds(t.db)
  expect(ids).toHaveLength(5)
  ;[A, B, C, D, E] = ids as [number, number, number, number, number]
})
afterEach(() => t.close())

function addProject(
  name: string,
  {
    status = 'approved',
    submittedAt = 1_000,
    submissionType = 'video',
  }: Partial<Pick<NewProject, 'status' | 'submissionType'>> & { submittedAt?: number } = {},
) {
  return fixtures.addProject(t.db, { name, submissionType, status, submittedAt }).id
}

// Explicit ids: the feedback numbering is by judge id, so the tests choose them.
const addJudge = (id: number) => fixtures.addJudge(t.db, { id, name: `Judge ${id}` }).id

const addScore = (projectId: number, judgeId: number, criteriaId: number, score: number, comments?: string) =>
  fixtures.addScore(t.db, { projectId, judgeId, criteriaId, score, comments })

/** Criterion A: weight 1, max 10; B: weight 2, max 5; C, D, E inactive. Max possible = 1×10 + 2×5 = 20. */
function useTwoCriteria() {
  t.db.update(scoringCriteria).set({ weight: 1, maxPoints: 10 }).where(eq(scoringCriteria.id, A)).run()
  t.db.update(scoringCriteria).set({ weight: 2, maxPoints: 5 }).where(eq(scoringCriteria.id, B)).run()
  t.db
    .update(scoringCriteria)
    .set({ isActive: false })
    .where(inArray(scoringCriteria.id, [C, D, E]))
    .run()
}

/**
 * Two judges (ids 10 and 20) on two approved projects; J20's scores are
 * written first so insertion order differs from judge-id order.
 *
 * Volcano (submitted first):
 *   J20: A=6 (comment "   "), B=3;  J10: B=4 (comment "  Great testing!  ")
 *   mean A = 6, mean B = (4+3)/2 = 3.5 → score = 1×6 + 2×3.5 = 13; 13/20 = 65%
 * Robot:
 *   J20: A=10, B=2;  J10: A=9, B=5
 *   mean A = 9.5, mean B = 3.5 → score = 9.5 + 7 = 16.5; 16.5/20 = 82.5% → 83 (half rounds up)
 * Ranking: Robot (16.5), Volcano (13).
 */
function fixture() {
  useTwoCriteria()
  const volcano = addProject('Volcano', { submittedAt: 1_000, submissionType: 'photo' })
  const robot = addProject('Robot', { submittedAt: 2_000, submissionType: 'website' })
  const j10 = addJudge(10)
  const j20 = addJudge(20)
  addScore(volcano, j20, A, 6, '   ')
  addScore(volcano, j20, B, 3)
  addScore(volcano, j10, B, 4, '  Great testing!  ')
  addScore(robot, j20, A, 10, 'Superb')
  addScore(robot, j20, B, 2, '')
  addScore(robot, j10, A, 9)
  addScore(robot, j10, B, 5, 'Clear\n')
  return { volcano, robot, j10, j20 }
}

describe('listActiveCriteria', () => {
  it('lists only active criteria, in the organiser’s order, with their real types', () => {
    t.db.update(scoringCriteria).set({ isActive: false }).where(eq(scoringCriteria.id, B)).run()
    const added = t.db
      .insert(scoringCriteria)
      .values({ name: 'Teamwork', description: null, maxPoints: 4, weight: 1.5, position: 6 })
      .returning()
      .get().id

    const criteria = listActiveCriteria(t.db)

    expect(criteria.map((c) => c.id)).toEqual([A, C, D, E, added])
    expect(criteria[0]).toEqual({
      id: A,
      name: defaultCriteria[0]!.name,
      description: defaultCriteria[0]!.description,
      maxPoints: 10,
      weight: 1,
      isActive: true,
    })
    expect(criteria[4]).toEqual({
      id: added,
      name: 'Teamwork',
      description: null,
      maxPoints: 4,
      weight: 1.5,
      isActive: true,
    })
  })
})

describe('getLeaderboard', () => {
  it('computes weighted means, max and percentage exactly for the hand-computed fixture', () => {
    const { volcano, robot } = fixture()

    expect(getLeaderboard(t.db)).toEqual([
      {
        id: robot,
        name: 'Robot',
        submissionType: 'website',
        judgeCount: 2,
        score: 16.5,
        maxPossibleScore: 20,
        percentage: 83,
        authorName: 'Sam',
        thumbnail: null,
        url: null,
      },
      {
        id: volcano,
        name: 'Volcano',
        submissionType: 'photo',
        judgeCount: 2,
        score: 13,
        maxPossibleScore: 20,
        percentage: 65,
        authorName: 'Sam',
        thumbnail: null,
        url: null,
      },
    ])
  })

  it('honours limit', () => {
    const { robot } = fixture()

    expect(getLeaderboard(t.db, { limit: 1 }).map((e) => e.id)).toEqual([robot])
    expect(getLeaderboard(t.db, { limit: 0 })).toEqual([])
    expect(getLeaderboard(t.db, { limit: 10 })).toHaveLength(2)
    expect(() => getLeaderboard(t.db, { limit: -1 })).toThrow(RangeError)
    expect(() => getLeaderboard(t.db, { limit: 1.5 })).toThrow(RangeError)
  })

  it('breaks equal scores by judge count, then earlier submission, then id', () => {
    useTwoCriteria()
    const j1 = addJudge(1)
    const j2 = addJudge(2)
    // Every project scores exactly 8 (mean A = 8, B unscored); only the tie-breakers differ.
    const earliestOneJudge = addProject('earliest, one judge', { submittedAt: 500 })
    const lateTwoJudges = addProject('late, two judges', { submittedAt: 2_000 })
    const earlyTwoJudges = addProject('early, two judges', { submittedAt: 1_000 })
    const earlyTwoJudgesHigherId = addProject('early, two judges, higher id', { submittedAt: 1_000 })
    addScore(earliestOneJudge, j1, A, 8)
    for (const p of [lateTwoJudges, earlyTwoJudgesHigherId, earlyTwoJudges]) {
      addScore(p, j1, A, 8)
      addScore(p, j2, A, 8)
    }

    const board = getLeaderboard(t.db)

    expect(board.map((e) => e.score)).toEqual([8, 8, 8, 8])
    expect(board.map((e) => e.id)).toEqual([
      earlyTwoJudges,
      earlyTwoJudgesHigherId,
      lateTwoJudges,
      earliestOneJudge,
    ])
    expect(board.map((e) => e.judgeCount)).toEqual([2, 2, 2, 1])
  })

  it('leaves out pending and rejected projects, and approved projects nobody scored', () => {
    const { volcano, robot, j10 } = fixture()
    const pending = addProject('Pending', { status: 'pending' })
    const rejected = addProject('Rejected', { status: 'rejected' })
    addProject('Approved but unscored')
    // Full marks would put them first if they counted.
    for (const p of [pending, rejected]) {
      addScore(p, j10, A, 10)
      addScore(p, j10, B, 5)
    }

    expect(getLeaderboard(t.db).map((e) => e.id)).toEqual([robot, volcano])
  })

  it('ignores scores on inactive criteria, and projects scored only on them', () => {
    const { volcano, robot } = fixture()
    const j30 = addJudge(30)
    const onlyInactive = addProject('Only inactive scores')
    addScore(volcano, j30, C, 10)
    addScore(onlyInactive, j30, C, 10)
    addScore(onlyInactive, j30, D, 10)

    const board = getLeaderboard(t.db)

    // Unchanged from the fixture: J30 adds no score and is not counted as a judge.
    expect(board.map((e) => [e.id, e.score, e.judgeCount, e.maxPossibleScore])).toEqual([
      [robot, 16.5, 2, 20],
      [volcano, 13, 2, 20],
    ])
  })

  it('counts a criterion nobody scored as 0 while its max still counts', () => {
    useTwoCriteria()
    const j1 = addJudge(1)
    const p = addProject('Only A')
    addScore(p, j1, A, 10)

    // score = 1×10 + 2×0 = 10; max = 20; 50%.
    expect(getLeaderboard(t.db)).toEqual([
      {
        id: p,
        name: 'Only A',
        submissionType: 'video',
        judgeCount: 1,
        score: 10,
        maxPossibleScore: 20,
        percentage: 50,
        authorName: 'Sam',
        thumbnail: null,
        url: null,
      },
    ])
  })

  it('keeps fractional means unrounded', () => {
    useTwoCriteria()
    const p = addProject('Thirds')
    for (const [judge, a] of [
      [1, 7],
      [2, 7],
      [3, 8],
    ] as const)
      addScore(p, addJudge(judge), A, a)

    const [entry] = getLeaderboard(t.db)

    // mean A = 22/3 = 7.333…; score = 1 × 22/3, the same double as JS's 22 / 3;
    // percentage = round(100 × (22/3) / 20) = round(36.67) = 37.
    expect(entry!.score).toBe(22 / 3)
    expect(entry!.percentage).toBe(37)
  })

  it('reads project_scores through an index', () => {
    fixture()
    const plan = () =>
      t.db.$client
        .prepare<{ limit: number }, { detail: string }>(`EXPLAIN QUERY PLAN ${leaderboardSql}`)
        .all({ limit: -1 })
        .map((r) => r.detail)
    const scoreReads = (details: string[]) => details.filter((d) => /\b(ps|project_scores)\b/.test(d))

    const withoutStats = plan()
    // Statistics can change the planner's choice; the index must win either way.
    t.db.$client.exec('ANALYZE')
    for (const details of [withoutStats, plan()]) {
      expect(scoreReads(details).length).toBeGreaterThan(0)
      for (const d of scoreReads(details))
        expect(d).toMatch(/^SEARCH (ps|project_scores) USING (COVERING )?INDEX /)
    }
  })
})

describe('getProjectScoreSummary', () => {
  it('averages each active criterion and totals them like the leaderboard', () => {
    const { volcano } = fixture()

    const summary = getProjectScoreSummary(t.db, volcano)

    expect(summary).toEqual({
      averageScores: [
        {
          criteriaId: A,
          criteriaName: defaultCriteria[0]!.name,
          averageScore: 6,
          maxScore: 10,
          judgeCount: 1,
        },
        {
          criteriaId: B,
          criteriaName: defaultCriteria[1]!.name,
          averageScore: 3.5,
          maxScore: 5,
          judgeCount: 2,
        },
      ],
      // 1×6 + 2×3.5
      totalAverageScore: 13,
      maxPossibleScore: 20,
      totalJudges: 2,
    })
    const onBoard = getLeaderboard(t.db).find((e) => e.id === volcano)
    expect(summary.totalAverageScore).toBe(onBoard!.score)
  })

  it('ignores scores on inactive criteria', () => {
    const { robot } = fixture()
    addScore(robot, addJudge(30), C, 10)

    const summary = getProjectScoreSummary(t.db, robot)

    expect(summary.averageScores.map((s) => s.criteriaId)).toEqual([A, B])
    expect(summary.totalAverageScore).toBe(16.5)
    expect(summary.totalJudges).toBe(2)
  })

  it('lists every active criterion with zeros for an unscored project', () => {
    const p = addProject('Nobody looked')

    expect(getProjectScoreSummary(t.db, p)).toEqual({
      averageScores: defaultCriteria.map((c, i) => ({
        criteriaId: [A, B, C, D, E][i],
        criteriaName: c.name,
        averageScore: 0,
        maxScore: 10,
        judgeCount: 0,
      })),
      totalAverageScore: 0,
      maxPossibleScore: 50,
      totalJudges: 0,
    })
  })
})

describe('getProjectFeedback', () => {
  it('numbers judges by id across criteria and cleans up comments', () => {
    const { volcano, robot } = fixture()
    // A judge who scored only an inactive criterion takes no number.
    addScore(volcano, addJudge(5), C, 9, 'hidden')
    const [a, b] = defaultCriteria

    expect(getProjectFeedback(t.db, volcano)).toEqual({
      feedback: [
        {
          criteriaId: A,
          criteriaName: a!.name,
          criteriaDescription: a!.description,
          // Judge 20 is still number 2 although judge 10 did not score A.
          judgesFeedback: [{ judgeNumber: 2, score: 6, maxScore: 10, comments: null }],
        },
        {
          criteriaId: B,
          criteriaName: b!.name,
          criteriaDescription: b!.description,
          judgesFeedback: [
            { judgeNumber: 1, score: 4, maxScore: 5, comments: 'Great testing!' },
            { judgeNumber: 2, score: 3, maxScore: 5, comments: null },
          ],
        },
      ],
    })

    expect(getProjectFeedback(t.db, robot).feedback.map((f) => f.judgesFeedback)).toEqual([
      [
        { judgeNumber: 1, score: 9, maxScore: 10, comments: null },
        { judgeNumber: 2, score: 10, maxScore: 10, comments: 'Superb' },
      ],
      [
        { judgeNumber: 1, score: 5, maxScore: 5, comments: 'Clear' },
        { judgeNumber: 2, score: 2, maxScore: 5, comments: null },
      ],
    ])
  })

  it('lists every active criterion with no feedback for an unknown project', () => {
    expect(getProjectFeedback(t.db, 999_999)).toEqual({
      feedback: defaultCriteria.map((c, i) => ({
        criteriaId: [A, B, C, D, E][i],
        criteriaName: c.name,
        criteriaDescription: c.description,
        judgesFeedback: [],
      })),
    })
  })
})
