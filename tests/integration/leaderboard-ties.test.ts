import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { judgingSettings } from '../../db/schema'
import {
  awardPlaces,
  hasAwardResults,
  listCertificates,
  revealStep,
} from '../../app/features/results/awards.server'
import { getJudgingSettings, updateJudgingSettings } from '../../app/features/judging/judging-settings.server'
import { resultsCsv } from '../../app/features/results/results-file.server'
import { loader as apiLeaderboard } from '../../app/routes/api.leaderboard'
import { loader as feedLoader } from '../../app/routes/feed'
import { judgingSettingsMessages } from '../../app/features/judging/judging-settings'
import { judgingAction } from '../../app/features/admin/judging-intents.server'
import { db } from '../../app/infra/db.server'
import { isDataWithInit } from '../setup/route-answer'
import { addJudge, addProject, scoreProject } from '../setup/fixtures'

// Honest ties and coverage: the API, the showcase's loader, the results file and the reveal agree on one
// board, against this file's own database. Five criteria of 10: a judge's points × 5 is the score.

const judges = Array.from({ length: 3 }, () => addJudge(db).id)
const ids: Record<string, number> = {}

/** `points` on every criterion from each of the first `judgeCount` judges. */
function scored(
  name: string,
  points: number,
  judgeCount: number,
  status: 'approved' | 'pending' = 'approved',
) {
  const id = addProject(db, { name, status, submittedAt: 1_000 + Object.keys(ids).length }).id
  for (const judgeId of judges.slice(0, judgeCount))
    scoreProject(db, { projectId: id, judgeId, score: points })
  ids[name] = id
}

beforeAll(() => {
  // The demo event's trouble: one judge's 100% above three judges' 90%, and a three-way tie among those.
  scored('Lucky Lamp', 10, 1)
  scored('Kite', 9, 3)
  scored('Bee Hotel', 9, 3)
  scored('Solar Oven', 9, 2)
  scored('Robot Dog', 6, 3)
  scored('Secret Drone', 10, 3, 'pending')
})
afterAll(() => db.$client.close())

const setMinJudges = (minJudgesToRank: number) =>
  updateJudgingSettings(db, { judgesPerProject: 3, leaderboardRanking: 'raw', minJudgesToRank })
beforeEach(() => setMinJudges(1))

const args = (url: string) => ({ request: new Request(`http://localhost${url}`), params: {}, context: {} })

type ApiEntry = Record<string, unknown> & {
  name: string
  rank: number | null
  tied: boolean
  waiting: boolean
}
async function api(): Promise<ApiEntry[]> {
  const answer = await apiLeaderboard(args('/api/leaderboard'))
  const board = (await answer.json()) as ApiEntry[]
  const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]))
  return board.map((entry) => ({ ...entry, name: names.get(entry.id as number)! }))
}

const csvPlaces = () => {
  const lines = resultsCsv(db).slice(1).trimEnd().split('\r\n')
  const column = lines[0]!.split(',').indexOf('Leaderboard place')
  return Object.fromEntries(lines.slice(1).map((line) => [line.split(',')[1], line.split(',')[column]]))
}

describe('the judges setting', () => {
  it('is 1 on a new database: every scored project is ranked, as the leaderboard always did', async () => {
    expect(getJudgingSettings(db).minJudgesToRank).toBe(1)
    const board = await api()
    expect(board.map(({ name, rank, tied, waiting }) => [name, rank, tied, waiting])).toEqual([
      ['Lucky Lamp', 1, false, false],
      ['Kite', 2, true, false],
      ['Bee Hotel', 2, true, false],
      ['Solar Oven', 2, true, false],
      ['Robot Dog', 5, false, false],
    ])
  })

  it('keeps the fields of /api/leaderboard exactly, and adds the rank, the tie and the wait', async () => {
    const [first] = await api()
    expect(first).toEqual({
      id: ids['Lucky Lamp'],
      name: 'Lucky Lamp',
      submissionType: 'photo',
      judgeCount: 1,
      score: 50,
      maxPossibleScore: 50,
      percentage: 100,
      rank: 1,
      tied: false,
      waiting: false,
    })
  })

  it('at 2, ranks a three-way tie "Joint 1st" and lists the one-judge project after them, waiting', async () => {
    setMinJudges(2)
    const board = await api()
    expect(board.map(({ name, rank, tied, waiting }) => [name, rank, tied, waiting])).toEqual([
      ['Kite', 1, true, false],
      ['Bee Hotel', 1, true, false],
      ['Solar Oven', 1, true, false],
      ['Robot Dog', 4, false, false],
      ['Lucky Lamp', null, false, true],
    ])
    // The waiting project keeps the API's fields: its judge count and score are still what they are.
    expect(board.at(-1)).toMatchObject({ judgeCount: 1, score: 50, percentage: 100 })

    // The showcase's loader carries the same ranks, and the setting for its "Waiting" line.
    const feed = await feedLoader(args('/feed?tab=leaderboard'))
    const { leaderboard } = feed
    if (!leaderboard || leaderboard.hidden) throw new Error('The leaderboard is shown here')
    expect(leaderboard.minJudges).toBe(2)
    expect(leaderboard.entries.map(({ id, rank, waiting }) => [id, rank, waiting])).toEqual(
      board.map(({ id, rank, waiting }) => [id, rank, waiting]),
    )
  })

  it('gives the results file the leaderboard’s words: "Joint 1st", "4th", "Waiting for more judges"', () => {
    setMinJudges(2)
    expect(csvPlaces()).toEqual({
      'Lucky Lamp': 'Waiting for more judges',
      Kite: 'Joint 1st',
      'Bee Hotel': 'Joint 1st',
      'Solar Oven': 'Joint 1st',
      'Robot Dog': '4th',
      // Pending: judges score it, the public board does not show it.
      'Secret Drone': '',
    })
    setMinJudges(1)
    expect(csvPlaces()).toMatchObject({ 'Lucky Lamp': '1st', Kite: 'Joint 2nd', 'Robot Dog': '5th' })
  })

  it('shares the raw and adjusted ranks of the results file on equal scores', () => {
    const lines = resultsCsv(db).slice(1).trimEnd().split('\r\n')
    const header = lines[0]!.split(',')
    const cell = (name: string, column: string) =>
      lines.find((line) => line.split(',')[1] === name)!.split(',')[header.indexOf(column)]
    // Every project judges work on, pending too: the drone and the lamp share 1st on 50 points.
    expect(
      ['Secret Drone', 'Lucky Lamp', 'Kite', 'Bee Hotel', 'Solar Oven', 'Robot Dog'].map((name) =>
        cell(name, 'Raw rank'),
      ),
    ).toEqual(['1', '1', '3', '3', '3', '6'])
  })

  it('places in the reveal only the projects the leaderboard ranks, with the same places', () => {
    setMinJudges(2)
    const places = awardPlaces(db, { places: 3, ranking: 'raw' })
    expect(places.map(({ label, projects }) => [label, projects.map((p) => p.name)])).toEqual([
      ['Joint 1st place', ['Kite', 'Bee Hotel', 'Solar Oven']],
    ])
    // Every approved project still gets a certificate; the waiting one without a place.
    const certificates = listCertificates(db, { places: 3, ranking: 'raw' })
    expect(certificates.find((c) => c.name === 'Lucky Lamp')?.placeLabel).toBeNull()
    expect(certificates).toHaveLength(5)

    // Nobody has enough judges: nothing to reveal.
    setMinJudges(4)
    expect(hasAwardResults(db)).toBe(false)
    expect(awardPlaces(db, { places: 3, ranking: 'raw' })).toEqual([])
    setMinJudges(3)
    expect(hasAwardResults(db)).toBe(true)
  })

  it('tells the reveal’s setup how many scored projects wait for more judges, and nothing of the result', () => {
    const setup = (minJudges: number) => {
      setMinJudges(minJudges)
      return revealStep(db, { places: 3, ranking: 'raw', step: 0 })
    }
    expect(setup(1)).toEqual({ kind: 'setup', hasResults: true, waiting: 0, minJudges: 1 })
    // The pending project's three judges do not count: it is not in the running at all.
    expect(setup(2)).toEqual({ kind: 'setup', hasResults: true, waiting: 1, minJudges: 2 })
    expect(setup(3)).toEqual({ kind: 'setup', hasResults: true, waiting: 2, minJudges: 3 })
    expect(setup(4)).toEqual({ kind: 'setup', hasResults: false, waiting: 5, minJudges: 4 })
  })

  it('is saved by the organiser’s form, and refused with a clear message unless a whole number of 1 or more', async () => {
    const post = (minJudgesToRank: string) => {
      const form = new FormData()
      form.set('intent', 'judging-settings')
      form.set('judgesPerProject', '3')
      form.set('leaderboardRanking', 'raw')
      form.set('minJudgesToRank', minJudgesToRank)
      return judgingAction(
        new Request('http://localhost/admin?tab=grading', { method: 'POST' }),
        form,
        'judging-settings',
      )
    }
    for (const value of ['0', '-1', '1.5', 'two', '']) {
      const answer = await post(value)
      if (!isDataWithInit(answer)) throw new Error(`${value} was saved`)
      expect(answer.init?.status, value).toBe(400)
      const { result } = answer.data as { result: { error: Record<string, string[]> } }
      expect(result.error.minJudgesToRank, value).toEqual([judgingSettingsMessages.minJudgesToRank])
    }
    expect(getJudgingSettings(db).minJudgesToRank).toBe(1)

    const saved = await post('3')
    expect(saved).toBeInstanceOf(Response)
    expect((saved as Response).status).toBe(302)
    expect(getJudgingSettings(db).minJudgesToRank).toBe(3)
  })

  it('is kept from 0 by the table itself, whatever gets past the form', () => {
    expect(() =>
      db.update(judgingSettings).set({ minJudgesToRank: 0 }).where(eq(judgingSettings.id, 1)).run(),
    ).toThrow(/CHECK constraint failed: judging_settings_min_judges_to_rank_check/)
  })
})
