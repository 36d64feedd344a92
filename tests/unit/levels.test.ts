import { describe, expect, it } from 'vitest'
import { defaultLevels } from '../../db/seed'
import {
  levelMessages,
  levelRanges,
  levelsText,
  levelWord,
  parseLevels,
  rangeScores,
  readLevels,
} from '../../app/features/judging/levels'

// Words for a criterion's levels: how the organiser writes them, and which word a score reads.

describe('readLevels', () => {
  it('reads one level a line, its first score then its words, and gives them back as they were written', () => {
    const text = '0 Getting started\n4 – Growing\n  7: Strong  \n\n9. Outstanding'
    expect(readLevels(text, 10)).toEqual({ ok: true, levels: defaultLevels })
    expect(levelsText(defaultLevels)).toBe('0 Getting started\n4 Growing\n7 Strong\n9 Outstanding')
    expect(readLevels(levelsText(defaultLevels), 10)).toEqual({ ok: true, levels: defaultLevels })
  })

  it('an empty box is no levels: numbers only', () => {
    expect(readLevels('', 10)).toEqual({ ok: true, levels: [] })
    expect(readLevels(' \n \n', 10)).toEqual({ ok: true, levels: [] })
  })

  it('refuses what it cannot read, with the reason', () => {
    const refused = (text: string, maxPoints = 10) => {
      const read = readLevels(text, maxPoints)
      return read.ok ? null : read.message
    }
    expect(refused('Getting started')).toBe(levelMessages.line)
    expect(refused('0Getting started')).toBe(levelMessages.line)
    expect(refused('2 Growing')).toBe(levelMessages.first)
    expect(refused('0 Low\n5 High\n5 Higher')).toBe(levelMessages.rising)
    expect(refused('0 Low\n6 High\n3 Middle')).toBe(levelMessages.rising)
    expect(refused('0 Low\n6 High', 5)).toBe(levelMessages.aboveMax(5))
    expect(refused(['0 a', '1 b', '2 c', '3 d', '4 e', '5 f', '6 g'].join('\n'))).toBe(levelMessages.tooMany)
    expect(refused(`0 ${'x'.repeat(41)}`)).toBe(levelMessages.wordTooLong)
    expect(refused(`0 ${'x'.repeat(40)}`)).toBeNull()
  })
})

describe('a score’s words', () => {
  it('each level runs to the score before the next, the last to the max points', () => {
    expect(levelRanges(defaultLevels, 10).map((range) => `${rangeScores(range)} ${range.word}`)).toEqual([
      '0–3 Getting started',
      '4–6 Growing',
      '7–8 Strong',
      '9–10 Outstanding',
    ])
    expect(
      levelRanges(
        [
          { from: 0, word: 'Low' },
          { from: 5, word: 'Top' },
        ],
        5,
      ).map(rangeScores),
    ).toEqual(['0–4', '5'])
  })

  it('reads the word of the level a score is in, or none without levels', () => {
    expect([0, 3, 4, 6, 7, 8, 9, 10].map((score) => levelWord(defaultLevels, score))).toEqual([
      'Getting started',
      'Getting started',
      'Growing',
      'Growing',
      'Strong',
      'Strong',
      'Outstanding',
      'Outstanding',
    ])
    expect(levelWord([], 7)).toBeNull()
  })

  it('reads stored levels, and anything else stored as none', () => {
    expect(parseLevels(JSON.stringify(defaultLevels))).toEqual(defaultLevels)
    for (const stored of [null, '', 'not json', '{"from":0}', '[{"from":-1,"word":"x"}]', '[{"from":0}]'])
      expect(parseLevels(stored), String(stored)).toEqual([])
  })
})
