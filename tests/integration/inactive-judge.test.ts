import { describe, expect, it } from 'vitest'
import { getJudgingResults } from '../../app/features/results/adjusted-results.server'
import { createJudge } from '../../app/features/accounts/judges.server'
import { listAdminJudges, updateJudgeByAdmin } from '../../app/features/accounts/judge-roster.server'
import { submitScoreBatch } from '../../app/features/judging/scores.server'
import { getGradingStats } from '../../app/features/results/grading.server'
import { resultsCsv } from '../../app/features/results/results-file.server'
import {
  getLeaderboard,
  getProjectFeedback,
  getProjectScoreSummary,
} from '../../app/features/results/weighted-scores.server'
import { testDbPerTest } from '../setup/test-db'
import { criteriaIds, addProject } from '../setup/fixtures'

// An inactive judge can sign in and read their own scores, but cannot score; the scores they
// gave before still count. Switching a judge off is the organiser's Edit Judge (updateJudgeByAdmin); what
// they see then is proven from outside in tests/security/inactive-judge.test.ts.
const t = testDbPerTest()

const judge = (name: string) =>
  createJudge(t.db, {
    name,
    email: `${name.toLowerCase()}@example.org`,
    password: 'secret1',
    isApproved: true,
  })

describe('a judge switched off', () => {
  it('still counts with the scores given before, wherever results are shown', async () => {
    const project = addProject(t.db, { name: 'Volcano', status: 'approved' }).id
    const [stays, leaves] = [await judge('Ada'), await judge('Grace')]
    const batch = (score: number, comments: string) =>
      criteriaIds(t.db).map((criteriaId) => ({ projectId: project, criteriaId, score, comments }))
    submitScoreBatch(t.db, stays, batch(8, 'Bright idea'))
    submitScoreBatch(t.db, leaves, batch(4, 'Test it more'))

    const results = () => ({
      leaderboard: getLeaderboard(t.db),
      summary: getProjectScoreSummary(t.db, project),
      feedback: getProjectFeedback(t.db, project),
      // How many judges are active is the one thing that changes.
      grading: getGradingStats(t.db).map(({ active_judges: _, ...row }) => row),
      adjusted: getJudgingResults(t.db).get(project),
      csv: resultsCsv(t.db),
      reviewed: listAdminJudges(t.db).map((j) => [j.name, j.projectsReviewed]),
    })
    const before = results()
    // Both judges counted: five criteria at a mean of 6.
    expect(before.leaderboard).toMatchObject([{ id: project, judgeCount: 2, score: 30 }])
    expect(before.grading).toMatchObject([{ project_id: project, judges_scored: 2, total_score: 30 }])

    expect(updateJudgeByAdmin(t.db, leaves.id, { isActive: false })).toMatchObject({ isActive: false })
    expect(results()).toEqual(before)
    expect(getGradingStats(t.db)).toMatchObject([{ judges_scored: 2, active_judges: 1 }])
  })
})
