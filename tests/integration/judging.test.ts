import { defaultLevels } from '../../db/seed'
import { and, asc, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { judges, projects, projectScores, scoringCriteria, type NewProject } from '../../db/schema'
import {
  evaluationDefaults,
  listJudgeRecords,
  ScoringError,
  submitScoreBatch,
} from '../../app/features/judging/scores.server'
import { judgeDashboardList } from '../../app/features/judging/judge-queue.server'
import { scoreBatchSchema, type ScoreItem } from '../../app/features/judging/scoring'
import { createTestDb } from '../setup/test-db'
import * as fixtures from '../setup/fixtures'

let t: ReturnType<typeof createTestDb>
// The five seeded criteria in id order (all active, maxPoints 10, weight 1).
let C: [number, number, number, number, number]

beforeEach(() => {
  t = createTestDb()
  const ids = fixtures.criteriaIds(t.db)
  expect(ids).toHaveLength(5)
  C = ids as typeof C
})
afterEach(() => t.close())

/** The judge's whole list (one page holds every project these tests make). */
const listProjectsToEvaluate = (db: typeof t.db, judgeId: number) =>
  judgeDashboardList(db, judgeId, { page: 1 }).projects

function addProject(
  name: string,
  {
    status = 'approved',
    submittedAt = 1_000,
  }: Partial<Pick<NewProject, 'status'>> & { submittedAt?: number } = {},
) {
  return fixtures.addProject(t.db, { name, authorEmail: 'family@example.org', status, submittedAt }).id
}

/** One item per criterion in id order, with the given scores. */
function batch(projectId: number, scores: number[], comments: (string | null)[] = []): ScoreItem[] {
  return scores.map((score, i) => ({
    projectId,
    criteriaId: C[i] as number,
    score,
    comments: comments[i] ?? null,
  }))
}

function rowCount() {
  return t.db.$client.prepare<[], { n: number }>('SELECT count(*) AS n FROM project_scores').get()?.n
}

function storedScores(projectId: number, judgeId: number) {
  return t.db
    .select()
    .from(projectScores)
    .where(and(eq(projectScores.projectId, projectId), eq(projectScores.judgeId, judgeId)))
    .orderBy(asc(projectScores.criteriaId))
    .all()
}

function setCriterion(id: number, values: { maxPoints?: number; isActive?: boolean }) {
  t.db.update(scoringCriteria).set(values).where(eq(scoringCriteria.id, id)).run()
}

function caught(fn: () => unknown): ScoringError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError)
    return error as ScoringError
  }
  throw new Error('expected a ScoringError, nothing was thrown')
}

describe('submitScoreBatch', () => {
  it('saves a full batch as one row per criterion and a complete record', () => {
    const p = addProject('Volcano')
    const judge = fixtures.addJudge(t.db)

    const result = submitScoreBatch(
      t.db,
      judge,
      batch(p, [7, 8, 9, 6, 10], ['Great idea', '', null, '  ', 'Clear']),
    )

    expect(result).toEqual({ saved: 5, skipped: 0, skippedProjects: [] })
    expect(rowCount()).toBe(5)
    expect(storedScores(p, judge.id).map((r) => [r.score, r.comments])).toEqual([
      [7, 'Great idea'],
      [8, null],
      [9, null],
      [6, null],
      [10, 'Clear'],
    ])
    expect(listJudgeRecords(t.db, judge.id)).toEqual([
      {
        projectId: p,
        isComplete: true,
        // (7 + 8 + 9 + 6 + 10) / 5
        averageScore: 8,
        totalScore: 40,
        maxPossibleScore: 50,
        criteriaCount: 5,
        totalCriteria: 5,
        scores: [
          { criteriaId: C[0], score: 7, comments: 'Great idea' },
          { criteriaId: C[1], score: 8, comments: null },
          { criteriaId: C[2], score: 9, comments: null },
          { criteriaId: C[3], score: 6, comments: null },
          { criteriaId: C[4], score: 10, comments: 'Clear' },
        ],
      },
    ])
  })

  it('puts every score out of 10 for the average, whatever the criterion maximum', () => {
    setCriterion(C[4], { maxPoints: 5 })
    const p = addProject('Robot')
    const judge = fixtures.addJudge(t.db)

    submitScoreBatch(t.db, judge, batch(p, [7, 8, 9, 6, 3]))

    const [record] = listJudgeRecords(t.db, judge.id)
    // 3 of 5 counts as 6 of 10: (7 + 8 + 9 + 6 + 6) / 5.
    expect(record?.averageScore).toBe(36 / 5)
    expect(record?.totalScore).toBe(33)
    expect(record?.maxPossibleScore).toBe(45)
    expect(record?.isComplete).toBe(true)
  })

  it('updates in place when the judge submits again', () => {
    const p = addProject('Volcano')
    const judge = fixtures.addJudge(t.db)
    submitScoreBatch(t.db, judge, batch(p, [1, 2, 3, 4, 5], ['first', 'keep me?', 'x', null, 'y']))
    const before = storedScores(p, judge.id)
    // Make the second submission's timestamp distinguishable from the first.
    t.db
      .update(projectScores)
      .set({ submittedAt: new Date(1_000) })
      .run()

    submitScoreBatch(t.db, judge, batch(p, [10, 9, 8, 7, 6], ['second', '', '   ', 'new', null]))

    const after = storedScores(p, judge.id)
    expect(rowCount()).toBe(5)
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id))
    expect(after.map((r) => [r.score, r.comments])).toEqual([
      [10, 'second'],
      [9, null],
      [8, null],
      [7, 'new'],
      [6, null],
    ])
    for (const row of after) expect(row.submittedAt.getTime()).toBeGreaterThan(1_000)
    expect(listJudgeRecords(t.db, judge.id)[0]?.totalScore).toBe(40)
  })

  it('records a partial batch as a partial review', () => {
    const p = addProject('Volcano')
    const judge = fixtures.addJudge(t.db)

    submitScoreBatch(t.db, judge, batch(p, [4, 6]))

    const [record] = listJudgeRecords(t.db, judge.id)
    expect(record).toMatchObject({
      projectId: p,
      isComplete: false,
      criteriaCount: 2,
      totalCriteria: 5,
      averageScore: 5,
      totalScore: 10,
      maxPossibleScore: 50,
    })
    expect(listProjectsToEvaluate(t.db, judge.id)[0]).toMatchObject({ id: p, review: 'partial' })

    submitScoreBatch(t.db, judge, [
      { projectId: p, criteriaId: C[2], score: 1 },
      { projectId: p, criteriaId: C[3], score: 2 },
      { projectId: p, criteriaId: C[4], score: 3 },
    ])
    expect(listProjectsToEvaluate(t.db, judge.id)[0]).toMatchObject({ review: 'reviewed' })
    expect(rowCount()).toBe(5)
  })

  it('accepts exactly 0 and exactly the maximum', () => {
    setCriterion(C[1], { maxPoints: 5 })
    const p = addProject('Volcano')
    const judge = fixtures.addJudge(t.db)

    expect(submitScoreBatch(t.db, judge, batch(p, [0, 5, 10, 0, 10]))).toEqual({
      saved: 5,
      skipped: 0,
      skippedProjects: [],
    })
    expect(storedScores(p, judge.id).map((r) => r.score)).toEqual([0, 5, 10, 0, 10])
  })

  describe('refuses a bad batch and writes nothing', () => {
    type Case = {
      name: string
      bad: (ctx: { p: number; rejected: number }) => ScoreItem
      message: string
    }
    const cases: Case[] = [
      {
        name: 'a fractional score',
        bad: ({ p }) => ({ projectId: p, criteriaId: C[4], score: 7.5 }),
        message: 'Scores must be whole numbers.',
      },
      {
        name: 'a score that is not a number',
        bad: ({ p }) => ({ projectId: p, criteriaId: C[4], score: Number.NaN }),
        message: 'Scores must be whole numbers.',
      },
      {
        name: 'a negative score',
        bad: ({ p }) => ({ projectId: p, criteriaId: C[4], score: -1 }),
        message: 'Score cannot be negative',
      },
      {
        name: 'a score above the maximum',
        bad: ({ p }) => ({ projectId: p, criteriaId: C[4], score: 11 }),
        message: 'Score for Presentation must be between 0 and 10.',
      },
      {
        name: 'an unknown criterion',
        bad: ({ p }) => ({ projectId: p, criteriaId: 9_999, score: 5 }),
        message: 'Unknown scoring criterion.',
      },
      {
        name: 'an unknown project',
        bad: () => ({ projectId: 9_999, criteriaId: C[4], score: 5 }),
        message: 'Unknown project.',
      },
      {
        name: 'a rejected project',
        bad: ({ rejected }) => ({ projectId: rejected, criteriaId: C[4], score: 5 }),
        message: 'Unknown project.',
      },
      {
        name: 'the same criterion twice',
        bad: ({ p }) => ({ projectId: p, criteriaId: C[0], score: 5 }),
        message: 'Each criterion can be scored once per submission.',
      },
    ]

    it.each(cases)('$name', ({ bad, message }) => {
      const p = addProject('Volcano')
      const rejected = addProject('Copied', { status: 'rejected' })
      const judge = fixtures.addJudge(t.db)
      // Valid items first: the bad one comes last, after items that would have been written.
      const items = [...batch(p, [7, 8, 9, 6]), bad({ p, rejected })]

      const error = caught(() => submitScoreBatch(t.db, judge, items))

      expect(error.message).toBe(message)
      expect(error.status).toBe(400)
      expect(rowCount()).toBe(0)
    })

    it('leaves earlier scores untouched when a later batch is refused', () => {
      const p = addProject('Volcano')
      const judge = fixtures.addJudge(t.db)
      submitScoreBatch(t.db, judge, batch(p, [1, 1, 1, 1, 1], ['old']))

      const error = caught(() => submitScoreBatch(t.db, judge, batch(p, [9, 9, 9, 9, 11], ['new'])))

      expect(error.status).toBe(400)
      expect(storedScores(p, judge.id).map((r) => [r.score, r.comments])).toEqual([
        [1, 'old'],
        [1, null],
        [1, null],
        [1, null],
        [1, null],
      ])
    })

    it('an inactive criterion', () => {
      setCriterion(C[4], { isActive: false })
      const p = addProject('Volcano')
      const judge = fixtures.addJudge(t.db)

      const error = caught(() => submitScoreBatch(t.db, judge, batch(p, [7, 8, 9, 6, 5])))

      expect([error.message, error.status]).toEqual(['Unknown scoring criterion.', 400])
      expect(rowCount()).toBe(0)
    })

    it('the maximum of a criterion with a lower maximum', () => {
      setCriterion(C[4], { maxPoints: 5 })
      const p = addProject('Volcano')
      const judge = fixtures.addJudge(t.db)

      const error = caught(() => submitScoreBatch(t.db, judge, batch(p, [7, 8, 9, 6, 6])))

      expect(error.message).toBe('Score for Presentation must be between 0 and 5.')
      expect(rowCount()).toBe(0)
    })

    it('an empty batch', () => {
      const error = caught(() => submitScoreBatch(t.db, fixtures.addJudge(t.db), []))
      expect([error.message, error.status]).toEqual(['Send at least one score', 400])
    })
  })

  it('refuses an inactive judge (403) and keeps the scores they gave before', () => {
    const p = addProject('Volcano')
    const judge = fixtures.addJudge(t.db)
    submitScoreBatch(t.db, judge, batch(p, [7, 8, 9, 6, 10]))
    t.db.update(judges).set({ isActive: false }).where(eq(judges.id, judge.id)).run()

    const refused = caught(() =>
      submitScoreBatch(t.db, { ...judge, isActive: false }, batch(p, [1, 1, 1, 1, 1])),
    )
    // A session read before the admin deactivated the account still says active:
    // the database decides.
    const stale = caught(() =>
      submitScoreBatch(t.db, { ...judge, isActive: true }, batch(p, [1, 1, 1, 1, 1])),
    )

    for (const error of [refused, stale]) {
      expect(error.message).toBe('Your judge account is inactive, so you cannot submit scores.')
      expect(error.status).toBe(403)
    }
    expect(storedScores(p, judge.id).map((r) => r.score)).toEqual([7, 8, 9, 6, 10])
    expect(listJudgeRecords(t.db, judge.id)[0]?.isComplete).toBe(true)
  })

  it('refuses a judge awaiting approval (403) and writes nothing', () => {
    const p = addProject('Volcano', { status: 'pending' })
    const judge = fixtures.addJudge(t.db, { isApproved: false })

    const error = caught(() => submitScoreBatch(t.db, judge, batch(p, [7, 8, 9, 6, 10])))

    expect([error.message, error.status]).toEqual([
      "Your account is waiting for the organiser's approval",
      403,
    ])
    expect(rowCount()).toBe(0)
  })

  it('checks approval in the database too: a judge whose approval was withdrawn mid-request is refused', () => {
    const p = addProject('Volcano')
    const judge = fixtures.addJudge(t.db)
    submitScoreBatch(t.db, judge, batch(p, [7, 8, 9, 6, 10]))
    t.db.update(judges).set({ approvedAt: null }).where(eq(judges.id, judge.id)).run()

    // The account read at the start of the request still says approved: the transaction decides.
    const error = caught(() =>
      submitScoreBatch(t.db, { ...judge, isApproved: true }, batch(p, [1, 1, 1, 1, 1])),
    )

    expect([error.message, error.status]).toEqual([
      "Your account is waiting for the organiser's approval",
      403,
    ])
    expect(storedScores(p, judge.id).map((r) => r.score)).toEqual([7, 8, 9, 6, 10])
  })

  it('refuses a judge whose account was deleted', () => {
    const p = addProject('Volcano')
    const judge = fixtures.addJudge(t.db)
    t.db.delete(judges).where(eq(judges.id, judge.id)).run()

    const error = caught(() => submitScoreBatch(t.db, judge, batch(p, [5])))

    expect(error.status).toBe(403)
    expect(rowCount()).toBe(0)
  })

  it('accepts pending projects', () => {
    const p = addProject('Waiting', { status: 'pending' })
    const judge = fixtures.addJudge(t.db)
    expect(submitScoreBatch(t.db, judge, batch(p, [5, 5]))).toEqual({
      saved: 2,
      skipped: 0,
      skippedProjects: [],
    })
  })
})

describe('listJudgeRecords', () => {
  it("lists only this judge's projects, by project id", () => {
    const late = addProject('Late', { submittedAt: 9_000 })
    const early = addProject('Early', { submittedAt: 1_000 })
    const me = fixtures.addJudge(t.db)
    const other = fixtures.addJudge(t.db)
    submitScoreBatch(t.db, me, batch(late, [10]))
    submitScoreBatch(t.db, me, batch(early, [2, 4]))
    submitScoreBatch(t.db, other, batch(early, [0, 0, 0, 0, 0]))

    const records = listJudgeRecords(t.db, me.id)

    expect(records.map((r) => r.projectId)).toEqual([late, early].sort((a, b) => a - b))
    expect(records.find((r) => r.projectId === early)).toMatchObject({ totalScore: 6, criteriaCount: 2 })
    expect(listJudgeRecords(t.db, fixtures.addJudge(t.db).id)).toEqual([])
  })

  it('ignores inactive criteria', () => {
    const p = addProject('Volcano')
    const retiredOnly = addProject('Old rules')
    const judge = fixtures.addJudge(t.db)
    submitScoreBatch(t.db, judge, batch(p, [2, 4, 6, 8, 10]))
    submitScoreBatch(t.db, judge, [{ projectId: retiredOnly, criteriaId: C[4], score: 9 }])
    setCriterion(C[4], { isActive: false })

    const records = listJudgeRecords(t.db, judge.id)

    expect(records).toEqual([
      {
        projectId: p,
        isComplete: true,
        averageScore: 5,
        totalScore: 20,
        maxPossibleScore: 40,
        criteriaCount: 4,
        totalCriteria: 4,
        scores: [
          { criteriaId: C[0], score: 2, comments: null },
          { criteriaId: C[1], score: 4, comments: null },
          { criteriaId: C[2], score: 6, comments: null },
          { criteriaId: C[3], score: 8, comments: null },
        ],
      },
    ])
    const review = Object.fromEntries(listProjectsToEvaluate(t.db, judge.id).map((x) => [x.id, x.review]))
    expect(review).toEqual({ [p]: 'reviewed', [retiredOnly]: 'not-reviewed' })
  })

  it('leaves out a project rejected after it was scored', () => {
    const p = addProject('Waiting', { status: 'pending' })
    const judge = fixtures.addJudge(t.db)
    submitScoreBatch(t.db, judge, batch(p, [5, 5, 5, 5, 5]))
    t.db.update(projects).set({ status: 'rejected' }).where(eq(projects.id, p)).run()

    expect(listJudgeRecords(t.db, judge.id)).toEqual([])
    expect(rowCount()).toBe(5)
  })
})

describe('judgeDashboardList', () => {
  it('lists approved and pending projects, oldest first, never rejected ones or e-mails', () => {
    const b = addProject('B approved', { submittedAt: 2_000 })
    const rejected = addProject('Rejected', { status: 'rejected', submittedAt: 500 })
    const c = addProject('C pending', { status: 'pending', submittedAt: 3_000 })
    const a = addProject('A pending', { status: 'pending', submittedAt: 1_000 })
    // Same moment as b: the id breaks the tie.
    const b2 = addProject('B2 approved', { submittedAt: 2_000 })
    const judge = fixtures.addJudge(t.db)

    const first = listProjectsToEvaluate(t.db, judge.id)

    expect(first.map((x) => x.id)).toEqual([a, b, b2, c])
    expect(first.map((x) => x.id)).not.toContain(rejected)
    expect(first[0]).toEqual({
      id: a,
      name: 'A pending',
      submissionType: 'photo',
      authorName: 'Sam',
      status: 'pending',
      submittedAt: new Date(1_000),
      review: 'not-reviewed',
      record: null,
      steppedAside: false,
      tableNumber: null,
      version: null,
    })
    const json = JSON.stringify(first)
    expect(json).not.toContain('authorEmail')
    expect(json).not.toContain('family@example.org')

    // Scoring does not move a project in the list.
    submitScoreBatch(t.db, judge, batch(b2, [5, 5, 5, 5, 5]))
    submitScoreBatch(t.db, judge, batch(a, [5]))
    const second = listProjectsToEvaluate(t.db, judge.id)
    expect(second.map((x) => x.id)).toEqual([a, b, b2, c])
    expect(second.map((x) => x.review)).toEqual(['partial', 'not-reviewed', 'reviewed', 'not-reviewed'])
    expect(second[2]?.record).toMatchObject({ projectId: b2, isComplete: true, totalScore: 25 })
  })

  it('shows each judge only their own reviews', () => {
    const p = addProject('Volcano')
    const me = fixtures.addJudge(t.db)
    const other = fixtures.addJudge(t.db)
    submitScoreBatch(t.db, other, batch(p, [5, 5, 5, 5, 5]))

    expect(listProjectsToEvaluate(t.db, me.id)[0]).toMatchObject({ review: 'not-reviewed', record: null })
    expect(listProjectsToEvaluate(t.db, other.id)[0]).toMatchObject({ review: 'reviewed' })
  })

  it('builds records for one page only, counts every reviewed project, and keeps the selection', () => {
    const ids = Array.from({ length: 35 }, (_, i) =>
      addProject(`Project ${i + 1}`, { submittedAt: 1_000 + i }),
    )
    const judge = fixtures.addJudge(t.db)
    for (const id of [ids[0]!, ids[1]!, ids[32]!]) submitScoreBatch(t.db, judge, batch(id, [5, 5, 5, 5, 5]))
    submitScoreBatch(t.db, judge, batch(ids[33]!, [5]))

    const second = judgeDashboardList(t.db, judge.id, { page: 2, selectedId: ids[0] })
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 35, reviewed: 3, first: 31, matching: 35 })
    expect(second.projects.map((p) => p.id)).toEqual(ids.slice(30))
    expect(second.projects.map((p) => p.review)).toEqual([
      'not-reviewed',
      'not-reviewed',
      'reviewed',
      'partial',
      'not-reviewed',
    ])
    // The selected project is on page 1, and still comes with its record.
    expect(second.selected).toMatchObject({ id: ids[0], review: 'reviewed', record: { totalScore: 25 } })

    const search = judgeDashboardList(t.db, judge.id, { page: 1, search: 'project 3' })
    expect(search.projects.map((p) => p.name)).toEqual([
      'Project 3',
      'Project 30',
      'Project 31',
      'Project 32',
      'Project 33',
      'Project 34',
      'Project 35',
    ])
    expect(search.reviewed).toBe(3)
  })
})

describe('evaluationDefaults', () => {
  it('starts unscored criteria at 5 with no comment, then shows what was saved', () => {
    setCriterion(C[3], { maxPoints: 3 })
    setCriterion(C[4], { isActive: false })
    const p = addProject('Volcano')
    const judge = fixtures.addJudge(t.db)
    const other = fixtures.addJudge(t.db)
    submitScoreBatch(t.db, other, batch(p, [1, 1, 1, 1], ['not yours']))

    const fresh = evaluationDefaults(t.db, judge.id, p)
    expect(fresh).toEqual([
      {
        criteriaId: C[0],
        name: 'Originality',
        description: expect.any(String),
        maxPoints: 10,
        score: 5,
        comments: '',
        organiserNote: '',
        // Another judge's scores are not this judge's: "Not scored yet".
        scored: false,
        levels: defaultLevels,
      },
      expect.objectContaining({ criteriaId: C[1], score: 5, comments: '' }),
      expect.objectContaining({ criteriaId: C[2], score: 5, comments: '' }),
      // Never above the slider's range.
      expect.objectContaining({ criteriaId: C[3], maxPoints: 3, score: 3, comments: '' }),
    ])

    submitScoreBatch(t.db, judge, batch(p, [9, 0], ['Lovely', null]))
    const saved = evaluationDefaults(t.db, judge.id, p)
    expect(saved.map((d) => [d.criteriaId, d.score, d.comments, d.scored])).toEqual([
      [C[0], 9, 'Lovely', true],
      [C[1], 0, '', true],
      [C[2], 5, '', false],
      [C[3], 3, '', false],
    ])
  })
})

describe('scoreBatchSchema', () => {
  function messages(input: unknown) {
    const result = scoreBatchSchema.safeParse(input)
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }

  it('reads form values as numbers and trims comments', () => {
    expect(
      scoreBatchSchema.parse({
        scores: [{ projectId: '3', criteriaId: '2', score: '7', comments: '  ok  ' }],
      }),
    ).toEqual({ scores: [{ projectId: 3, criteriaId: 2, score: 7, comments: 'ok' }] })
  })

  it('uses the messages judges have always read', () => {
    expect(messages({ scores: [{ projectId: 1, criteriaId: 1, score: -1 }] })).toEqual([
      'Score cannot be negative',
    ])
    expect(messages({ scores: [{ projectId: 1, criteriaId: 1, score: 'lots' }] })).toEqual([
      'Score must be a number',
    ])
    expect(messages({ scores: [] })).toEqual(['Send at least one score'])
  })

  it('leaves the maximum to the model', () => {
    expect(messages({ scores: [{ projectId: 1, criteriaId: 1, score: 99 }] })).toEqual([])
  })
})
