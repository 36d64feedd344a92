import { describe, expect, it } from 'vitest'
import { groupTopPlaces } from '../../app/features/results/award-places'
import {
  competitionRanks,
  rankLabel,
  rankWithCoverage,
  waitingLabel,
} from '../../app/features/results/ranking'

// The one ranking of the leaderboard, the reveal and the results file: competition ranking on the score
// as it reads (one decimal), and the judges setting that keeps thinly judged projects out of it.

type Row = { name: string; score: number; judgeCount: number }
const row = (name: string, score: number, judgeCount = 3): Row => ({ name, score, judgeCount })
const labels = (rows: Row[]) =>
  competitionRanks(rows).map(({ entry, rank, tied }) => [entry.name, rankLabel({ rank, tied })])

describe('competitionRanks', () => {
  it('ranks a three-way tie at the top "Joint 1st", and the next project 4th', () => {
    expect(labels([row('A', 45), row('B', 45), row('C', 45), row('D', 40)])).toEqual([
      ['A', 'Joint 1st'],
      ['B', 'Joint 1st'],
      ['C', 'Joint 1st'],
      ['D', '4th'],
    ])
  })

  it('ranks 1, 2, 2, 4, and nobody shares a rank alone', () => {
    const ranked = competitionRanks([row('A', 40), row('B', 35), row('C', 35), row('D', 30)])
    expect(ranked.map(({ rank }) => rank)).toEqual([1, 2, 2, 4])
    expect(ranked.map(({ tied }) => tied)).toEqual([false, true, true, false])
  })

  it('ties scores that read the same with one decimal, and keeps the board’s order inside a rank', () => {
    // 35.04 and 34.96 both read "35.0"; 34.94 reads "34.9". B came first on the board (more judges).
    expect(labels([row('B', 34.96, 3), row('A', 35.04, 1), row('C', 34.94)])).toEqual([
      ['B', 'Joint 1st'],
      ['A', 'Joint 1st'],
      ['C', '3rd'],
    ])
  })

  it('has nothing to rank on an empty board', () => {
    expect(competitionRanks([])).toEqual([])
  })

  it('gives the reveal the same places as the leaderboard', () => {
    const board = [row('A', 45), row('B', 45), row('C', 45), row('D', 40), row('E', 38), row('F', 38)]
    const onBoard = new Map(competitionRanks(board).map(({ entry, rank }) => [entry.name, rank]))
    const revealed = groupTopPlaces(board, 6).flatMap(({ place, entries }) =>
      entries.map((entry) => [entry.name, place] as const),
    )
    expect(revealed).toHaveLength(board.length)
    for (const [name, place] of revealed) expect(onBoard.get(name), name).toBe(place)
  })
})

describe('rankWithCoverage', () => {
  // The demo event's trouble: one judge's 100% above three judges' 98%.
  const board = [
    row('Lucky', 50, 1),
    row('Kite', 49, 3),
    row('Bee', 49, 3),
    row('Oven', 49, 2),
    row('Dog', 30),
  ]

  it('ranks every scored project with 1 judge needed, as the leaderboard always did', () => {
    const { ranked, waiting } = rankWithCoverage(board, 1)
    expect(ranked.map(({ entry, rank }) => [entry.name, rank])).toEqual([
      ['Lucky', 1],
      ['Kite', 2],
      ['Bee', 2],
      ['Oven', 2],
      ['Dog', 5],
    ])
    expect(waiting).toEqual([])
  })

  it('lists a project fewer judges scored after the ranked ones, unranked, and ranks the rest without it', () => {
    const { ranked, waiting } = rankWithCoverage(board, 2)
    expect(ranked.map(({ entry, rank, tied }) => [entry.name, rankLabel({ rank, tied })])).toEqual([
      ['Kite', 'Joint 1st'],
      ['Bee', 'Joint 1st'],
      ['Oven', 'Joint 1st'],
      ['Dog', '4th'],
    ])
    expect(waiting.map((entry) => entry.name)).toEqual(['Lucky'])
    // Exactly the number asked for is enough.
    const three = rankWithCoverage(board, 3)
    expect(three.ranked.map(({ entry }) => entry.name)).toEqual(['Kite', 'Bee', 'Dog'])
    expect(three.waiting.map((entry) => entry.name)).toEqual(['Lucky', 'Oven'])
  })

  it('waits for every project when none has enough judges', () => {
    const { ranked, waiting } = rankWithCoverage(board, 4)
    expect(ranked).toEqual([])
    expect(waiting).toEqual(board)
    expect(waitingLabel).toBe('Waiting for more judges')
  })
})
