import type Database from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { dataVersion } from '../../db/statements'
import { projectScores } from '../../db/schema'
import { judgeDashboardList } from '../../app/features/judging/judge-queue.server'
import { countAdminProjects, listAdminProjects } from '../../app/features/submissions/moderation.server'
import { getGradingPage, getGradingStats } from '../../app/features/results/grading.server'
import { listFeedProjects } from '../../app/features/showcase/feed-list.server'
import { findProjectFor, listProjectsFor } from '../../app/features/submissions/projects.server'
import { getCoverageSummary } from '../../app/features/judging/coverage.server'
import { updateJudgingSettings } from '../../app/features/judging/judging-settings.server'
import { getCachedLeaderboard, getPublicLeaderboard } from '../../app/features/results/leaderboard.server'
import {
  getLeaderboard,
  getProjectFeedback,
  getProjectScoreSummary,
} from '../../app/features/results/weighted-scores.server'
import { addJudge, addProject, scoreProject } from '../setup/fixtures'
import { testDbPerTest } from '../setup/test-db'

const t = testDbPerTest()

function seedEvent(count = 40) {
  const judge = addJudge(t.db)
  for (let i = 0; i < count; i++) {
    const { id } = addProject(t.db, {
      name: `Project ${i}`,
      submissionType: (['video', 'photo', 'pdf', 'website'] as const)[i % 4]!,
      authorName: `Author ${i}`,
      authorEmail: `family${i}@example.org`,
      status: i % 10 === 0 ? 'pending' : 'approved',
      submittedAt: 1_000 + i,
    })
    scoreProject(t.db, { projectId: id, judgeId: judge.id, score: 5, criteria: [1, 2, 3, 4, 5] })
  }
  return judge.id
}

/**
 * Records every statement run on `client` from now on, with its parameters. The models prepare their
 * statements once per connection, so this must be in place before their first use.
 */
function watchStatements(client: Database.Database) {
  const runs: { sql: string; args: unknown[] }[] = []
  const prepare = client.prepare.bind(client)
  const spy = vi.spyOn(client, 'prepare').mockImplementation(((sql: string) => {
    const statement = prepare(sql)
    for (const method of ['all', 'get', 'run', 'iterate'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown
      ;(statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        runs.push({ sql, args })
        return original(...args)
      }
    }
    return statement
  }) as typeof client.prepare)
  return {
    during(work: () => unknown) {
      const from = runs.length
      work()
      return runs.slice(from)
    },
    stop: () => spy.mockRestore(),
  }
}

function queryPlan(client: Database.Database, sql: string, args: unknown[]) {
  return client
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...args)
    .map((row) => row.detail)
}

describe('indexes', () => {
  it('every query of the busy pages reads projects and scores through an index, never a full scan', () => {
    const watch = watchStatements(t.db.$client)
    const judgeId = seedEvent()
    t.db.$client.exec('ANALYZE')
    const queries: Record<string, () => unknown> = {
      'feed, newest': () => listFeedProjects(t.db, { sort: 'newest', limit: 25 }),
      'feed, oldest': () => listFeedProjects(t.db, { sort: 'oldest', limit: 25 }),
      'feed, by name': () => listFeedProjects(t.db, { sort: 'name', limit: 25 }),
      'feed, one type': () => listFeedProjects(t.db, { type: 'photo', sort: 'newest', limit: 25 }),
      'feed, searched': () => listFeedProjects(t.db, { search: 'Author 1', sort: 'newest', limit: 25 }),
      'feed, one type searched': () =>
        listFeedProjects(t.db, { type: 'pdf', search: '12', sort: 'name', limit: 25 }),
      'project page': () => findProjectFor(t.db, 3, { role: 'public', ownedProjectIds: [] }),
      'project scores': () => getProjectScoreSummary(t.db, 3),
      'project feedback': () => getProjectFeedback(t.db, 3),
      leaderboard: () => getLeaderboard(t.db),
      'public project list': () => listProjectsFor(t.db, { role: 'public', ownedProjectIds: [] }),
      'judge dashboard': () => judgeDashboardList(t.db, judgeId, { page: 2 }),
      'judge dashboard, reviewed': () => judgeDashboardList(t.db, judgeId, { view: 'reviewed', page: 1 }),
      'judge dashboard, queue': () => judgeDashboardList(t.db, judgeId, { view: 'queue', page: 1 }),
      'admin list': () => listAdminProjects(t.db, { limit: 51 }),
      'admin list, one status': () => listAdminProjects(t.db, { status: 'approved', limit: 51 }),
      'admin status counts': () => countAdminProjects(t.db),
      'grading stats': () => getGradingStats(t.db),
      'grading page, sorted': () => getGradingPage(t.db, { q: '', sort: 'average-high', page: 2 }),
      'grading page, under-covered first': () => getGradingPage(t.db, { q: '', sort: 'coverage', page: 1 }),
      'grading coverage': () => getCoverageSummary(t.db),
      'public leaderboard, adjusted': () => {
        updateJudgingSettings(t.db, {
          judgesPerProject: 3,
          leaderboardRanking: 'adjusted',
          minJudgesToRank: 1,
        })
        return getPublicLeaderboard(t.db)
      },
    }
    for (const [name, run] of Object.entries(queries)) {
      // Drizzle prepares through the same client, so the builder's queries are caught too.
      const statements = watch.during(run)
      expect(statements.length, name).toBeGreaterThan(0)
      for (const { sql, args } of statements) {
        const plan = queryPlan(t.db.$client, sql, args)
        const fullScans = plan.filter(
          (line) =>
            /^SCAN (projects|project_scores|judge_progress|p|ps|jp)\b/.test(line) &&
            !/USING .*INDEX/.test(line),
        )
        expect(fullScans, `${name}: ${sql}\n${plan.join('\n')}`).toEqual([])
      }
    }
    watch.stop()
  })

  it('the newest-first lists need no sorting step', () => {
    const watch = watchStatements(t.db.$client)
    seedEvent()
    t.db.$client.exec('ANALYZE')
    for (const run of [
      () => listFeedProjects(t.db, { sort: 'newest', limit: 25 }),
      () => listFeedProjects(t.db, { sort: 'name', limit: 25 }),
      () => listFeedProjects(t.db, { search: 'project', sort: 'newest', limit: 25 }),
      () => listAdminProjects(t.db, { limit: 51 }),
      () => listAdminProjects(t.db, { status: 'rejected', limit: 51 }),
    ]) {
      for (const { sql, args } of watch.during(run)) {
        const plan = queryPlan(t.db.$client, sql, args)
        expect(plan.join('\n'), sql).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/)
      }
    }
    watch.stop()
  })
})

describe('the leaderboard cache', () => {
  it('answers from memory while nothing is written, and afresh after a score is saved', () => {
    seedEvent(5)
    const first = getCachedLeaderboard(t.db, 10_000)
    expect(first).toEqual(getPublicLeaderboard(t.db))
    // Same moment, no write: the very same list, not a new query.
    expect(getCachedLeaderboard(t.db, 10_500)).toBe(first)

    t.db.update(projectScores).set({ score: 9 }).run()
    const afterWrite = getCachedLeaderboard(t.db, 10_600)
    expect(afterWrite).not.toBe(first)
    expect(afterWrite[0]!.score).toBe(45)
  })

  it('is never older than a second, even without a write it could see', () => {
    seedEvent(3)
    const first = getCachedLeaderboard(t.db, 20_000)
    expect(getCachedLeaderboard(t.db, 20_999)).toBe(first)
    expect(getCachedLeaderboard(t.db, 21_000)).not.toBe(first)
  })

  it('sees a write made by another connection (another process)', async () => {
    seedEvent(2)
    const before = dataVersion(t.db)
    const { default: Database } = await import('better-sqlite3')
    const other = new Database(t.file)
    other.prepare('UPDATE project_scores SET score = 1').run()
    other.close()
    expect(dataVersion(t.db)).not.toBe(before)
  })
})

describe('judgeDashboardList pages', () => {
  function seedList(count: number) {
    for (let i = 0; i < count; i++) {
      addProject(t.db, {
        name: `Project ${i + 1}`,
        authorName: 'Ada',
        status: 'approved',
        submittedAt: 1_000 + i,
      })
    }
    return addJudge(t.db).id
  }

  it('cuts the list into pages of 30, keeping its order', () => {
    const judgeId = seedList(65)
    const second = judgeDashboardList(t.db, judgeId, { page: 2 })
    expect(second.projects.map((p) => p.name)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Project ${i + 31}`),
    )
    expect(second).toMatchObject({ page: 2, pageCount: 3, matching: 65, total: 65, first: 31 })
  })

  it('keeps a page number in range', () => {
    const judgeId = seedList(65)
    expect(judgeDashboardList(t.db, judgeId, { page: 99 }).page).toBe(3)
    expect(judgeDashboardList(t.db, judgeId, { page: -4 }).page).toBe(1)
    expect(judgeDashboardList(t.db, judgeId, { page: Number.NaN }).page).toBe(1)
  })

  it('is one empty page when there is nothing to judge', () => {
    const judgeId = seedList(0)
    expect(judgeDashboardList(t.db, judgeId, { page: 1 })).toMatchObject({
      projects: [],
      pageCount: 1,
      matching: 0,
      total: 0,
      first: 0,
    })
  })

  it('searches names and authors in any case, taking % and _ literally', () => {
    const judgeId = seedList(65)
    const search = (text: string) => judgeDashboardList(t.db, judgeId, { page: 1, search: text })
    expect(search('project 6').projects.map((p) => p.name)).toEqual(
      ['6', '60', '61', '62', '63', '64', '65'].map((n) => `Project ${n}`),
    )
    expect(search('project 6')).toMatchObject({ matching: 7, total: 65 })
    expect(search('ADA').matching).toBe(65)
    expect(search('nobody').matching).toBe(0)
    expect(search('%').matching).toBe(0)
    expect(search('_').matching).toBe(0)
  })
})
