import { beforeEach, describe, expect, it } from 'vitest'
import { getGradingPage, getGradingStats } from '../../app/features/results/grading.server'
import {
  GRADING_PAGE_SIZE,
  parseGradingQuery,
  type GradingQuery,
} from '../../app/features/results/grading-query'
import { testDbPerTest } from '../setup/test-db'
import * as fixtures from '../setup/fixtures'

// The Grading Status tab's page: paging, sorting and searching done by SQL.
// The seeded criteria: five, weight 1, max 10, so a project's average out of 10 is its mean score.

const t = testDbPerTest()

let clock = 1_000
function addProject(
  name: string,
  fields: { status?: 'pending' | 'approved' | 'rejected'; author?: string } = {},
) {
  return fixtures.addProject(t.db, {
    name,
    authorName: fields.author ?? 'Sam',
    status: fields.status ?? 'approved',
    submittedAt: clock++,
  }).id
}

const addJudge = (name: string) => fixtures.addJudge(t.db, { name }).id

/** The judge gives `score` on every criterion. */
const score = (projectId: number, judgeId: number, score: number) =>
  fixtures.scoreProject(t.db, { projectId, judgeId, score })

const page = (query: Partial<GradingQuery> = {}) =>
  getGradingPage(t.db, { q: '', sort: 'submitted', page: 1, ...query })
const names = (query: Partial<GradingQuery> = {}) => page(query).rows.map((row) => row.project_name)

describe('getGradingPage: paging', () => {
  it('shows 50 rows a page, in submission order, with the counts for "Page X of Y"', () => {
    for (let i = 1; i <= 120; i++) addProject(`Project ${String(i).padStart(3, '0')}`)
    addProject('Rejected one', { status: 'rejected' })

    const first = page()
    expect(first).toMatchObject({ total: 120, matching: 120, page: 1, pageCount: 3, first: 1 })
    expect(first.rows).toHaveLength(GRADING_PAGE_SIZE)
    expect(first.rows[0]?.project_name).toBe('Project 001')

    const second = page({ page: 2 })
    expect(second).toMatchObject({ page: 2, first: 51 })
    expect(second.rows.map((r) => r.project_name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Project ${String(51 + i).padStart(3, '0')}`),
    )

    const last = page({ page: 3 })
    expect(last.rows).toHaveLength(20)
    expect(last.rows.at(-1)?.project_name).toBe('Project 120')
    // Past the last page: the last page.
    expect(page({ page: 99 })).toMatchObject({ page: 3, first: 101 })

    // The JSON API and the other readers still get every row, oldest first.
    const all = getGradingStats(t.db)
    expect(all).toHaveLength(120)
    expect(all.map((r) => r.project_id)).toEqual(
      [...first.rows, ...second.rows, ...last.rows].map((r) => r.project_id),
    )
  })

  it('tells an event with no projects from a search that finds none', () => {
    expect(page()).toMatchObject({ rows: [], total: 0, matching: 0, page: 1, pageCount: 1, first: 0 })
    addProject('Volcano')
    expect(page({ q: 'robot' })).toMatchObject({
      rows: [],
      total: 1,
      matching: 0,
      page: 1,
      pageCount: 1,
      first: 0,
    })
  })
})

describe('getGradingPage: sorting', () => {
  function fixture() {
    const ann = addJudge('Ann')
    const bea = addJudge('Bea')
    addProject('Alpha') // unscored
    const beta = addProject('Beta', { status: 'pending' })
    score(beta, ann, 8) // 8.0, one judge
    const gamma = addProject('Gamma')
    score(gamma, ann, 4)
    score(gamma, bea, 6) // 5.0, two judges
    addProject('Delta') // unscored
    const epsilon = addProject('Epsilon')
    score(epsilon, bea, 8) // 8.0 like Beta, submitted later
    const spam = addProject('Spam', { status: 'rejected' })
    score(spam, ann, 10) // never listed
  }

  it('keeps submission order by default', () => {
    fixture()
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'])
  })

  it('sorts by average both ways, unscored projects last either way, ties in submission order', () => {
    fixture()
    expect(names({ sort: 'average-high' })).toEqual(['Beta', 'Epsilon', 'Gamma', 'Alpha', 'Delta'])
    expect(names({ sort: 'average-low' })).toEqual(['Gamma', 'Beta', 'Epsilon', 'Alpha', 'Delta'])
    expect(page({ sort: 'average-high' }).rows.map((r) => r.average_score)).toEqual([8, 8, 5, null, null])
  })

  it('sorts by the number of judges who scored, both ways', () => {
    fixture()
    expect(names({ sort: 'judges-most' })).toEqual(['Gamma', 'Beta', 'Epsilon', 'Alpha', 'Delta'])
    expect(names({ sort: 'judges-fewest' })).toEqual(['Alpha', 'Delta', 'Beta', 'Epsilon', 'Gamma'])
  })

  it('pages through a sorted list without repeating or losing a row', () => {
    const judge = addJudge('Ann')
    for (let i = 1; i <= 60; i++) {
      const id = addProject(`Project ${i}`)
      // Many ties: 0 to 4, and every fifth project unscored.
      if (i % 5 !== 0) score(id, judge, i % 5)
    }
    const pages = [1, 2].map((n) => page({ sort: 'average-low', page: n }).rows)
    expect(pages.map((rows) => rows.length)).toEqual([50, 10])
    const seen = pages.flat().map((r) => r.project_name)
    expect(new Set(seen).size).toBe(60)
    // 12 projects each at 1, 2, 3 and 4, then the 12 unscored ones, each group in submission order.
    expect(pages[0]!.slice(0, 3).map((r) => [r.project_name, r.average_score])).toEqual([
      ['Project 1', 1],
      ['Project 6', 1],
      ['Project 11', 1],
    ])
    expect(pages[0]!.slice(-2).map((r) => r.project_name)).toEqual(['Project 5', 'Project 10'])
    expect(pages[1]!.every((r) => r.average_score === null)).toBe(true)
    expect(pages.flat().at(-1)?.project_name).toBe('Project 60')
  })
})

describe('getGradingPage: search', () => {
  beforeEach(() => {
    addProject('100% recycled robot')
    addProject('Solar_oven')
    addProject('Solar oven two')
    addProject('Back\\slash', { author: 'Mia_B' })
    addProject('Hidden kite', { author: 'Solar family', status: 'rejected' })
    addProject('Plain kite', { author: 'Noor' })
  })

  it('finds a case-insensitive substring of the project or the author name', () => {
    expect(names({ q: 'SOLAR' })).toEqual(['Solar_oven', 'Solar oven two'])
    expect(names({ q: 'noor' })).toEqual(['Plain kite'])
    expect(page({ q: 'kite' })).toMatchObject({ matching: 1, total: 5 })
  })

  it('takes %, _ and \\ in the search as themselves, not as wildcards', () => {
    expect(names({ q: '%' })).toEqual(['100% recycled robot'])
    expect(names({ q: '_' })).toEqual(['Solar_oven', 'Back\\slash'])
    expect(names({ q: 'solar_' })).toEqual(['Solar_oven'])
    expect(names({ q: '\\' })).toEqual(['Back\\slash'])
    expect(names({ q: '1_0%' })).toEqual([])
  })

  it('sorts and pages within the search', () => {
    for (let i = 1; i <= 55; i++) addProject(`Crowd ${i}`)
    const judge = addJudge('Ann')
    const top = addProject('Crowd top')
    score(top, judge, 9)
    expect(page({ q: 'crowd', page: 2 })).toMatchObject({
      matching: 56,
      total: 61,
      page: 2,
      pageCount: 2,
      first: 51,
    })
    expect(names({ q: 'crowd', sort: 'average-high' })[0]).toBe('Crowd top')
  })
})

describe('parseGradingQuery', () => {
  const parse = (query: string) => parseGradingQuery(new URLSearchParams(query))

  it('reads q, sort and page, and falls back to the defaults on anything else', () => {
    // Under-covered projects first by default.
    expect(parse('tab=grading')).toEqual({ q: '', sort: 'coverage', page: 1 })
    expect(parse('q=+robot+&sort=average-low&page=3')).toEqual({ q: 'robot', sort: 'average-low', page: 3 })
    expect(parse('sort=drop+table&page=-2')).toEqual({ q: '', sort: 'coverage', page: 1 })
    expect(parse('sort=submitted')).toMatchObject({ sort: 'submitted' })
    expect(parse('page=1.5')).toMatchObject({ page: 1 })
    expect(parse('page=1e400')).toMatchObject({ page: 1 })
    expect(parse(`q=${'x'.repeat(500)}`).q).toHaveLength(100)
  })
})

describe('getGradingPage: places', () => {
  it('shares a place between equal scores, as the leaderboard does (1, 1, 3), raw and adjusted alike', () => {
    const [a, b, c] = [addProject('A'), addProject('B'), addProject('C')]
    const judge = addJudge('Ada')
    score(a, judge, 8)
    score(b, judge, 8)
    score(c, judge, 6)
    const standings = Object.fromEntries(page().rows.map((row) => [row.project_name, row.standing]))
    expect(standings).toEqual({
      A: { raw: { rank: 1, tied: true }, adjusted: { rank: 1, tied: true } },
      B: { raw: { rank: 1, tied: true }, adjusted: { rank: 1, tied: true } },
      C: { raw: { rank: 3, tied: false }, adjusted: { rank: 3, tied: false } },
    })
  })

  it('has no place before a score counts', () => {
    addProject('Unscored')
    expect(page().rows[0]!.standing).toBeNull()
  })
})
