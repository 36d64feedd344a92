import { describe, expect, it } from 'vitest'
import { groupTopPlaces } from '../../app/features/results/award-places'
import { ordinal, placeLabel } from '../../app/features/results/ranking'
import { eventDayLabel, agenda } from '../../app/content/agenda'
import { site } from '../../app/content/site'

// The awards' places: standard competition ranking on the score as displayed (one decimal), revealed
// lowest place first.

const board = (...scores: [string, number][]) => scores.map(([name, score]) => ({ name, score }))
const reveal = (ranked: { name: string; score: number }[], places: number) =>
  groupTopPlaces(ranked, places).map(({ place, entries }) => [place, entries.map((e) => e.name)])

describe('groupTopPlaces', () => {
  it('reveals a tie at 2nd together, then 1st, and 1, 2, 2 fills three places', () => {
    const ranked = board(['A', 40], ['B', 35], ['C', 35], ['D', 30], ['E', 20])
    expect(reveal(ranked, 3)).toEqual([
      [2, ['B', 'C']],
      [1, ['A']],
    ])
    // The place after a shared 2nd is 4th.
    expect(reveal(ranked, 4)).toEqual([
      [4, ['D']],
      [2, ['B', 'C']],
      [1, ['A']],
    ])
  })

  it('takes a tie on the last place counted in whole', () => {
    const ranked = board(['A', 40], ['B', 35], ['C', 30], ['D', 30], ['E', 20])
    expect(reveal(ranked, 3)).toEqual([
      [3, ['C', 'D']],
      [2, ['B']],
      [1, ['A']],
    ])
  })

  it('with one place reveals 1st alone, or everyone who shares it', () => {
    expect(reveal(board(['A', 40], ['B', 35]), 1)).toEqual([[1, ['A']]])
    expect(reveal(board(['A', 40], ['B', 40], ['C', 35]), 1)).toEqual([[1, ['A', 'B']]])
  })

  it('ties scores that read the same with one decimal, and keeps the board’s order inside a place', () => {
    // 35.04 and 34.96 both read "35.0"; 34.94 reads "34.9".
    const ranked = board(['A', 35.04], ['B', 34.96], ['C', 34.94])
    expect(reveal(ranked, 3)).toEqual([
      [3, ['C']],
      [1, ['A', 'B']],
    ])
  })

  it('has nothing to reveal on an empty board, and fewer groups than places on a short one', () => {
    expect(reveal([], 3)).toEqual([])
    expect(reveal(board(['A', 10]), 3)).toEqual([[1, ['A']]])
  })
})

describe('place labels', () => {
  it('writes ordinals and shared places', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ])
    expect(placeLabel(1, false)).toBe('1st place')
    expect(placeLabel(2, true)).toBe('Joint 2nd place')
  })
})

describe('the event’s date', () => {
  it('is written once: the certificates’ label matches the ISO day, the agenda keeps its own text', () => {
    const day = new Date(`${site.event.date}T12:00:00Z`)
    const label = day.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    expect(site.event.dateLabel).toBe(label)
    expect(eventDayLabel).toBe('Saturday, May 31')
    expect(agenda.infoCards.find((card) => card.id === 'date')?.value).toBe('Saturday, May 31')
  })
})
