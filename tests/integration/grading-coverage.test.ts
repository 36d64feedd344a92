import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { assignments, judgingSettings } from '../../db/schema'
import { syncAssignments } from '../../app/features/judging/assignment.server'
import { getCoverageSummary } from '../../app/features/judging/coverage.server'
import { getJudgingSettings, updateJudgingSettings } from '../../app/features/judging/judging-settings.server'
import { getCachedLeaderboard } from '../../app/features/results/leaderboard.server'
import { listStepAsides, stepAside } from '../../app/features/judging/recusals.server'
import { resultsCsv } from '../../app/features/results/results-file.server'
import { getGradingPage, getGradingStats } from '../../app/features/results/grading.server'
import { getJudgingResults } from '../../app/features/results/adjusted-results.server'
import { toLeaderboardEntry } from '../../app/features/results/weighted-scores.server'
import { parseGradingQuery, type GradingQuery } from '../../app/features/results/grading-query'
import { judgingSettingsMessages, judgingSettingsSchema } from '../../app/features/judging/judging-settings'
import { rebalanceSummary } from '../../app/features/admin/judging-intents.server'
import { translator } from '../../app/i18n/translate'
import esGrading from '../../app/i18n/es/grading'
import { testDbPerTest } from '../setup/test-db'
import { columnsAfterCriteria, columnsBeforeCriteria } from '../setup/results-columns'
import * as fixtures from '../setup/fixtures'

// The organiser's side of the judging: coverage on the Grading Status tab, rebalancing, step-asides, the
// results file's new columns, the public leaderboard's ranking setting, and the settings' validation. The
// seeded criteria: five, weight 1, max 10.

const t = testDbPerTest()

let clock = 1_000
function addProject(name: string, status: 'pending' | 'approved' | 'rejected' = 'approved') {
  return fixtures.addProject(t.db, { name, authorName: 'Sam', status, submittedAt: clock++ }).id
}

const addJudge = (name: string) => fixtures.addJudge(t.db, { name }).id

/** The judge gives `value` on every criterion. */
const score = (projectId: number, judgeId: number, value: number) =>
  fixtures.scoreProject(t.db, { projectId, judgeId, score: value })

const settings = (judgesPerProject: number, leaderboardRanking: 'raw' | 'adjusted' = 'raw') =>
  updateJudgingSettings(t.db, { judgesPerProject, leaderboardRanking, minJudgesToRank: 1 })

const page = (query: Partial<GradingQuery> = {}) =>
  getGradingPage(t.db, { ...parseGradingQuery(new URLSearchParams()), ...query })
const names = (query: Partial<GradingQuery> = {}) => page(query).rows.map((row) => row.project_name)

const loads = () =>
  t.db.$client
    .prepare<[], { judge_id: number; n: number }>(
      'SELECT judge_id, count(*) AS n FROM assignments GROUP BY judge_id ORDER BY judge_id',
    )
    .all()

describe('coverage', () => {
  /**
   * Two judges per project. Delta (3 judges) is submitted before Alpha (2): covered projects keep
   * submission order, whatever their number of judges.
   */
  function event() {
    settings(2)
    const [ann, bea, cid] = ['Ann', 'Bea', 'Cid'].map(addJudge) as [number, number, number]
    const delta = addProject('Delta')
    const alpha = addProject('Alpha')
    const beta = addProject('Beta', 'pending')
    const gamma = addProject('Gamma')
    const epsilon = addProject('Epsilon')
    const spam = addProject('Spam', 'rejected')
    for (const judge of [ann, bea, cid]) score(delta, judge, 6)
    score(alpha, ann, 7)
    score(alpha, bea, 5)
    score(beta, ann, 8)
    score(spam, ann, 9)
    // Rows written directly skip the models' hooks: plan as a change would.
    syncAssignments(t.db)
    return { ann, bea, cid, delta, alpha, beta, gamma, epsilon, spam }
  }

  it('counts the projects short of judges, the assignments and the loads', () => {
    event()
    expect(getCoverageSummary(t.db)).toEqual({
      judgesPerProject: 2,
      projects: 5,
      underCovered: 3,
      underAssigned: 0,
      assignments: 10,
      judges: 3,
      minLoad: 3,
      maxLoad: 4,
    })
    // Every project judges see has its two judges assigned; the rejected one none.
    expect(page().rows.map((row) => [row.project_name, row.assigned_judges])).toEqual([
      ['Gamma', 2],
      ['Epsilon', 2],
      ['Beta', 2],
      ['Delta', 2],
      ['Alpha', 2],
    ])
  })

  it('lists under-covered projects first by default: fewest judges, then oldest; covered ones after', () => {
    event()
    expect(parseGradingQuery(new URLSearchParams('tab=grading')).sort).toBe('coverage')
    expect(names()).toEqual(['Gamma', 'Epsilon', 'Beta', 'Delta', 'Alpha'])
    // Unlike "Fewest judges scored", which orders the covered ones by their count too.
    expect(names({ sort: 'judges-fewest' })).toEqual(['Gamma', 'Epsilon', 'Beta', 'Alpha', 'Delta'])
    expect(names({ sort: 'submitted' })).toEqual(['Delta', 'Alpha', 'Beta', 'Gamma', 'Epsilon'])
    // With three judges a project, Alpha (2) is short too and moves up.
    settings(3)
    expect(names()).toEqual(['Gamma', 'Epsilon', 'Beta', 'Alpha', 'Delta'])
    expect(getCoverageSummary(t.db)).toMatchObject({ underCovered: 4, underAssigned: 0, assignments: 15 })
    // Paged and searched like the other orders.
    expect(names({ q: 'l' })).toEqual(['Epsilon', 'Alpha', 'Delta'])
  })

  it('says when there are too few judges to assign', () => {
    event()
    settings(5)
    expect(getCoverageSummary(t.db)).toMatchObject({
      judgesPerProject: 5,
      underCovered: 5,
      underAssigned: 5,
      assignments: 15,
      minLoad: 5,
      maxLoad: 5,
    })
  })

  it('lists every step-aside, marks the project and stops counting the judge', () => {
    const { ann, bea, alpha, spam } = event()
    expect(stepAside(t.db, bea, alpha)).toBe('ok')
    expect(stepAside(t.db, ann, alpha)).toBe('ok')

    expect(listStepAsides(t.db).map(({ projectName, judgeName }) => [projectName, judgeName])).toEqual(
      expect.arrayContaining([
        ['Alpha', 'Bea'],
        ['Alpha', 'Ann'],
      ]),
    )
    expect(listStepAsides(t.db)).toHaveLength(2)
    const alphaRow = page().rows.find((row) => row.project_id === alpha)!
    expect(alphaRow).toMatchObject({ judges_scored: 0, stepped_aside: 2, result: null })
    expect(page().rows.filter((row) => row.stepped_aside > 0)).toHaveLength(1)
    // Alpha has no judge whose scores count left: first among the unscored, by submission.
    expect(names()).toEqual(['Alpha', 'Gamma', 'Epsilon', 'Beta', 'Delta'])
    expect(getCoverageSummary(t.db).underCovered).toBe(4)
    // The rejected project cannot be stepped aside from: judges do not see it.
    expect(stepAside(t.db, bea, spam)).toBe('unknown-project')
  })

  it('keeps the JSON API rows in the shape its clients read', () => {
    event()
    for (const row of getGradingStats(t.db)) {
      expect(Object.keys(row).sort()).toEqual([
        'active_judges',
        'author_name',
        'average_score',
        'judges_scored',
        'project_id',
        'project_name',
        'total_score',
      ])
    }
  })
})

describe('rebalance', () => {
  it('spreads unstarted assignments evenly again and keeps the started ones', () => {
    settings(1)
    const ann = addJudge('Ann')
    const bea = addJudge('Bea')
    const projects = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'].map((name) => addProject(name))
    syncAssignments(t.db)
    expect(loads().map((l) => l.n)).toEqual([3, 3])
    const annsFirst = t.db.$client
      .prepare<[number], number>('SELECT project_id FROM assignments WHERE judge_id = ? ORDER BY project_id')
      .pluck()
      .all(ann)[0]!
    score(annsFirst, ann, 5)
    // Two judges join without the hooks (rows written by hand): they have nothing yet...
    const cid = addJudge('Cid')
    const dan = addJudge('Dan')
    expect(getCoverageSummary(t.db)).toMatchObject({ judges: 4, minLoad: 0, maxLoad: 3 })

    // ...until the organiser rebalances.
    const outcome = syncAssignments(t.db, 'rebalance')
    expect(outcome.added).toBe(outcome.removed)
    expect(outcome.added).toBeGreaterThanOrEqual(2)
    expect(getCoverageSummary(t.db)).toMatchObject({ assignments: 6, minLoad: 1, maxLoad: 2 })
    expect(loads().map((l) => l.judge_id)).toEqual([ann, bea, cid, dan])
    // The project Ann started is still hers.
    const annsNow = t.db.$client
      .prepare<[number], number>('SELECT project_id FROM assignments WHERE judge_id = ?')
      .pluck()
      .all(ann)
    expect(annsNow).toContain(annsFirst)
    expect(projects).toHaveLength(6)
    // Again: nothing left to move.
    expect(syncAssignments(t.db, 'rebalance')).toEqual({ added: 0, removed: 0 })
  })

  it('tells the organiser what moved', () => {
    expect(rebalanceSummary({ added: 0, removed: 0 })).toBe(
      'Nothing to move: the assignments were already balanced.',
    )
    expect(rebalanceSummary({ added: 1, removed: 1 })).toBe(
      '1 assignment moved. Judges keep the projects they have started.',
    )
    expect(rebalanceSummary({ added: 5, removed: 3 })).toBe(
      '3 assignments moved, 2 assignments added. Judges keep the projects they have started.',
    )
    expect(rebalanceSummary({ added: 0, removed: 2 })).toBe(
      '2 assignments dropped. Judges keep the projects they have started.',
    )
    expect(rebalanceSummary({ added: 12_000, removed: 0 })).toContain('12,000 assignments added')
    // In Spanish, with Spanish digits.
    const spanish = rebalanceSummary({ added: 12_000, removed: 0 }, translator('es', esGrading), 'es')
    expect(spanish).toContain('12.000')
    expect(spanish).not.toContain('12,000')
  })
})

/**
 * Judge H (harsh) gives A1..A5 the scores 1..5, judge G (generous) gives B1..B5 the scores 6..10, on every
 * criterion. Raw, every B is above every A. Adjusted, each judge's scores are z-scores against their own
 * mean and spread (both √2) put back on the panel's scale, so A5 and B5 are equal (A5 was submitted first),
 * then A4 and B4, and so on.
 */
function harshAndGenerous() {
  const h = addJudge('Harsh')
  const g = addJudge('Generous')
  const a = [1, 2, 3, 4, 5].map((n) => addProject(`A${n}`))
  const b = [1, 2, 3, 4, 5].map((n) => addProject(`B${n}`))
  a.forEach((id, i) => score(id, h, i + 1))
  b.forEach((id, i) => score(id, g, i + 6))
  return { h, g }
}

const boardNames = () => {
  const ids = new Map(page({ sort: 'submitted' }).rows.map((row) => [row.project_id, row.project_name]))
  return getCachedLeaderboard(t.db).map((entry) => ids.get(entry.id))
}

describe('the public leaderboard’s ranking', () => {
  it('is the raw ranking by default and the adjusted one when the organiser chooses it', () => {
    harshAndGenerous()
    expect(getJudgingSettings(t.db).leaderboardRanking).toBe('raw')
    const raw = ['B5', 'B4', 'B3', 'B2', 'B1', 'A5', 'A4', 'A3', 'A2', 'A1']
    expect(boardNames()).toEqual(raw)
    expect(getCachedLeaderboard(t.db)[0]).toMatchObject({ score: 50, maxPossibleScore: 50, percentage: 100 })

    settings(3, 'adjusted')
    expect(boardNames()).toEqual(['A5', 'B5', 'A4', 'B4', 'A3', 'B3', 'A2', 'B2', 'A1', 'B1'])
    const results = getJudgingResults(t.db)
    const board = getCachedLeaderboard(t.db)
    for (const entry of board) {
      const result = results.get(entry.id)!
      expect(entry.score).toBeCloseTo(result.adjustedScore, 9)
      expect(entry.percentage).toBe(Math.round((100 * result.adjustedScore) / 50))
      expect(entry.judgeCount).toBe(1)
    }
    // Panel of 1..10: mean 5.5, sd √8.25; A5's z = √2, so 5 × (5.5 + √2·√8.25) ≈ 47.8 of 50.
    expect(board[0]!.score).toBeCloseTo(5 * (5.5 + Math.sqrt(2 * 8.25)), 9)
    expect(board[0]!.percentage).toBe(96)
    // The same entry fields for GET /api/leaderboard either way.
    expect(Object.keys(toLeaderboardEntry(board[0]!)).sort()).toEqual([
      'id',
      'judgeCount',
      'maxPossibleScore',
      'name',
      'percentage',
      'score',
      'submissionType',
    ])

    settings(3, 'raw')
    expect(boardNames()).toEqual(raw)
  })

  it('shows approved projects only, whichever the ranking', () => {
    const { h } = harshAndGenerous()
    const pending = addProject('Pending one', 'pending')
    score(pending, h, 5)
    settings(3, 'adjusted')
    const board = getCachedLeaderboard(t.db)
    expect(board).toHaveLength(10)
    expect(board.map((entry) => entry.id)).not.toContain(pending)
  })
})

describe('the results file', () => {
  it('adds the raw rank, the adjusted score and rank, and who stepped aside', () => {
    const { h, g } = harshAndGenerous()
    const rejected = addProject('Rejected', 'rejected')
    score(rejected, h, 3)
    const a5 = page({ sort: 'submitted' }).rows.find((row) => row.project_name === 'A5')!.project_id
    const c = addJudge('Cleo')
    score(a5, c, 9)
    stepAside(t.db, c, a5)
    stepAside(t.db, g, a5)

    const lines = resultsCsv(t.db).slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      [
        ...columnsBeforeCriteria,
        'Originality (average of 10)',
        'Meaningful use of AI (average of 10)',
        'Scientific thinking (average of 10)',
        'Making and testing (average of 10)',
        'Presentation (average of 10)',
        ...columnsAfterCriteria,
      ].join(','),
    )
    const results = getJudgingResults(t.db)
    const row = (name: string) => lines.find((line) => line.split(',')[1] === name)!.split(',')
    // A5: raw rank 6 (after the five Bs), adjusted rank 1; Cleo's 9s do not count.
    expect(row('A5').slice(5)).toEqual([
      '1',
      '5.00',
      '5.00',
      '5.00',
      '5.00',
      '5.00',
      '25.00',
      '50.00',
      '50%',
      '6th',
      '6',
      results.get(a5)!.adjustedScore.toFixed(2),
      '1',
      'Cleo; Generous',
      '',
      // No judge left a note for the organiser.
      '',
    ])
    // B1 and A1 end on adjusted scores that read the same (one decimal): they share 9th, as on the board.
    // (The last two columns are the table number and the notes for the organiser, none here.)
    expect(row('B1').slice(-6)).toEqual(['5', expect.stringMatching(/^\d+\.\d\d$/), '9', '', '', ''])
    expect(Number(row('A1').at(-5)).toFixed(1)).toBe(Number(row('B1').at(-5)).toFixed(1))
    expect(row('A1').at(-4)).toBe('9')
    // Rejected: judges never see it, so no rank and no adjusted score, and it is not on the leaderboard.
    expect(row('Rejected').slice(-8)).toEqual(['30%', '', '', '', '', '', '', ''])
  })
})

describe('judging settings', () => {
  const submit = (judgesPerProject: string, leaderboardRanking = 'adjusted', minJudgesToRank = '1') => {
    const form = new FormData()
    form.set('judgesPerProject', judgesPerProject)
    form.set('leaderboardRanking', leaderboardRanking)
    form.set('minJudgesToRank', minJudgesToRank)
    return parseWithZod(form, { schema: judgingSettingsSchema })
  }

  it('refuses 0, 21, 2.5, a word, nothing and an unknown ranking with a clear message', () => {
    for (const value of ['0', '21', '2.5', 'x', '', '-3']) {
      const submission = submit(value)
      expect(submission.status, value).toBe('error')
      expect(submission.reply().error?.judgesPerProject, value).toEqual([
        judgingSettingsMessages.judgesPerProject,
      ])
    }
    expect(submit('3', 'median').reply().error?.leaderboardRanking).toEqual([
      judgingSettingsMessages.leaderboardRanking,
    ])
    const ok = submit(' 4 ')
    expect(ok.status).toBe('success')
    expect(ok.status === 'success' && ok.value).toEqual({
      judgesPerProject: 4,
      leaderboardRanking: 'adjusted',
      minJudgesToRank: 1,
    })
  })

  // The schema is what refuses 2.5 (SQLite would store it): the table's CHECK guards the range.
  it('changes nothing when a number out of range gets past the schema to the model', () => {
    addJudge('Ann')
    addJudge('Bea')
    addProject('Kite')
    settings(2)
    const before = { settings: getJudgingSettings(t.db), assignments: t.db.select().from(assignments).all() }
    for (const judgesPerProject of [0, 21]) {
      expect(() => settings(judgesPerProject)).toThrow()
    }
    expect(getJudgingSettings(t.db)).toEqual(before.settings)
    expect(t.db.select().from(assignments).all()).toEqual(before.assignments)
    expect(t.db.select().from(judgingSettings).all()).toHaveLength(1)
  })

  it('saves and re-plans the assignments for the new number of judges', () => {
    for (const name of ['Ann', 'Bea', 'Cid']) addJudge(name)
    for (const name of ['Kite', 'Rover']) addProject(name)
    syncAssignments(t.db)
    expect(t.db.select().from(assignments).all()).toHaveLength(6)
    expect(settings(1, 'adjusted')).toMatchObject({ judgesPerProject: 1, leaderboardRanking: 'adjusted' })
    expect(t.db.select().from(assignments).all()).toHaveLength(2)
  })
})
