import { describe, expect, it } from 'vitest'
import { awardPlaces, hasAwardResults, listCertificates } from '../../app/features/results/awards.server'
import { updateJudgingSettings } from '../../app/features/judging/judging-settings.server'
import { parseAwardsQuery } from '../../app/features/results/awards'
import { testDbPerTest } from '../setup/test-db'
import * as fixtures from '../setup/fixtures'

// The places the projector reveals and the certificates print, on a real database. The seeded
// criteria: five, weight 1, max 10, so a judge who gives n everywhere scores 5n of 50.

const t = testDbPerTest()

let clock = 1_000
function addProject(name: string, status: 'pending' | 'approved' | 'rejected' = 'approved') {
  return fixtures.addProject(t.db, { name, authorName: `${name}'s inventor`, status, submittedAt: clock++ })
    .id
}

const addJudge = (name: string) => fixtures.addJudge(t.db, { name }).id

const score = (projectId: number, judgeId: number, value: number) =>
  fixtures.scoreProject(t.db, { projectId, judgeId, score: value })

const names = (groups: ReturnType<typeof awardPlaces>) =>
  groups.map((group) => [group.label, group.projects.map((project) => project.name)])

/** A 8, B and C 7 (a tie at 2nd), D 6, E 5; a pending project and a rejected one above them all. */
function tieAtSecond() {
  const judge = addJudge('Ann')
  const ids = Object.fromEntries(
    (['A', 'B', 'C', 'D', 'E'] as const).map((name, i) => {
      const id = addProject(name)
      score(id, judge, [8, 7, 7, 6, 5][i]!)
      return [name, id]
    }),
  )
  score(addProject('Pending', 'pending'), judge, 10)
  score(addProject('Rejected', 'rejected'), judge, 10)
  addProject('Unscored')
  return ids
}

describe('awardPlaces', () => {
  it('reveals the tie at 2nd together, then 1st; approved projects with scores only', () => {
    tieAtSecond()
    expect(names(awardPlaces(t.db, { places: 3, ranking: 'raw' }))).toEqual([
      ['Joint 2nd place', ['B', 'C']],
      ['1st place', ['A']],
    ])
    expect(names(awardPlaces(t.db, { places: 4, ranking: 'raw' }))).toEqual([
      ['4th place', ['D']],
      ['Joint 2nd place', ['B', 'C']],
      ['1st place', ['A']],
    ])
    expect(names(awardPlaces(t.db, { places: 1, ranking: 'raw' }))).toEqual([['1st place', ['A']]])
    const everyone = awardPlaces(t.db, { places: 10, ranking: 'raw' }).flatMap((g) => g.projects)
    expect(everyone.map((p) => p.name).sort()).toEqual(['A', 'B', 'C', 'D', 'E'])
  })

  it('gives each project its name, author and picture, and no score', () => {
    const { A } = tieAtSecond()
    const [first] = awardPlaces(t.db, { places: 1, ranking: 'raw' })
    expect(first).toEqual({
      place: 1,
      label: '1st place',
      projects: [{ id: A, name: 'A', authorName: "A's inventor", image: '/fallbacks/photo.svg' }],
    })
  })

  it('includes a tie at 3rd in whole', () => {
    const judge = addJudge('Ann')
    for (const [name, value] of [
      ['A', 9],
      ['B', 8],
      ['C', 7],
      ['D', 7],
      ['E', 6],
    ] as const) {
      score(addProject(name), judge, value)
    }
    expect(names(awardPlaces(t.db, { places: 3, ranking: 'raw' }))).toEqual([
      ['Joint 3rd place', ['C', 'D']],
      ['2nd place', ['B']],
      ['1st place', ['A']],
    ])
  })

  it('ranks by the raw or the adjusted scores, as chosen, whatever the judging setting', () => {
    // Judge H (harsh) gives A1..A5 1..5, judge G (generous) B1..B5 6..10. Raw, the Bs lead; adjusted,
    // A5 and B5 read the same (a shared 1st), then A4 and B4 (a shared 3rd).
    const h = addJudge('Harsh')
    const g = addJudge('Generous')
    ;[1, 2, 3, 4, 5].forEach((n) => score(addProject(`A${n}`), h, n))
    ;[1, 2, 3, 4, 5].forEach((n) => score(addProject(`B${n}`), g, n + 5))
    const raw = [
      ['3rd place', ['B3']],
      ['2nd place', ['B4']],
      ['1st place', ['B5']],
    ]
    const adjusted = [
      ['Joint 3rd place', ['A4', 'B4']],
      ['Joint 1st place', ['A5', 'B5']],
    ]
    expect(names(awardPlaces(t.db, { places: 3, ranking: 'raw' }))).toEqual(raw)
    expect(names(awardPlaces(t.db, { places: 3, ranking: 'adjusted' }))).toEqual(adjusted)
    updateJudgingSettings(t.db, { judgesPerProject: 3, leaderboardRanking: 'adjusted', minJudgesToRank: 1 })
    expect(names(awardPlaces(t.db, { places: 3, ranking: 'raw' }))).toEqual(raw)
    expect(names(awardPlaces(t.db, { places: 3, ranking: 'adjusted' }))).toEqual(adjusted)
  })

  it('has nothing to reveal before any approved project is scored', () => {
    const judge = addJudge('Ann')
    score(addProject('Pending', 'pending'), judge, 9)
    addProject('Unscored')
    expect(hasAwardResults(t.db)).toBe(false)
    expect(awardPlaces(t.db, { places: 3, ranking: 'raw' })).toEqual([])
    score(addProject('Scored'), judge, 5)
    expect(hasAwardResults(t.db)).toBe(true)
  })
})

describe('listCertificates', () => {
  it('is one per approved project, the placed ones first with their place, the rest by author', () => {
    tieAtSecond()
    const certificates = listCertificates(t.db, { places: 3, ranking: 'raw' })
    expect(certificates.map((c) => [c.name, c.placeLabel])).toEqual([
      ['A', '1st place'],
      ['B', 'Joint 2nd place'],
      ['C', 'Joint 2nd place'],
      ['D', null],
      ['E', null],
      ['Unscored', null],
    ])
    expect(certificates[0]).toMatchObject({ authorName: "A's inventor" })
  })
})

describe('the awards’ address', () => {
  it('defaults to 3 places and the organiser’s ranking, and falls back on anything out of range', () => {
    expect(parseAwardsQuery(new URLSearchParams(), 'adjusted')).toEqual({
      places: 3,
      ranking: 'adjusted',
      step: 0,
      peoples: false,
    })
    expect(
      parseAwardsQuery(new URLSearchParams('places=5&ranking=raw&step=2&peoples=1'), 'adjusted'),
    ).toEqual({
      places: 5,
      ranking: 'raw',
      step: 2,
      peoples: true,
    })
    expect(
      parseAwardsQuery(new URLSearchParams('places=11&ranking=median&step=-1&peoples=yes'), 'raw'),
    ).toEqual({
      places: 3,
      ranking: 'raw',
      step: 0,
      peoples: false,
    })
  })
})
