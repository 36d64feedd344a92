import { describe, expect, it } from 'vitest'
import { formatPoints, formatScore, scorePercentage, scoreWordsIn } from '../../app/utils/score'

describe('formatScore', () => {
  it('writes the points with one decimal and the maximum as it is', () => {
    expect(formatScore(35, 50)).toBe('35.0 / 50')
    expect(formatScore(35.25, 50)).toBe('35.3 / 50')
    expect(formatScore(7, 10)).toBe('7.0 / 10')
    expect(formatScore(0, 0)).toBe('0.0 / 0')
    expect(formatScore(40, 52.5)).toBe('40.0 / 52.5')
  })

  it('never prints NaN or Infinity', () => {
    expect(formatPoints(Number.NaN)).toBe('0.0')
    expect(formatScore(Number.POSITIVE_INFINITY, Number.NaN)).toBe('0.0 / 0')
  })
})

describe('scorePercentage', () => {
  it('rounds the share and is 0 without a maximum', () => {
    expect(scorePercentage(38, 50)).toBe(76)
    expect(scorePercentage(1, 3)).toBe(33)
    expect(scorePercentage(5, 0)).toBe(0)
  })
})

describe('a page’s scores in its language', () => {
  it('write Spanish decimals with a comma and a space before the percent sign', () => {
    const spanish = scoreWordsIn('es')
    expect(spanish.score(7.5, 10)).toBe('7,5 / 10')
    expect(spanish.score(40, 52.5)).toBe('40,0 / 52,5')
    expect(spanish.percentage(85)).toBe('85\u00a0%')
  })

  it('write English’s exactly as toFixed did', () => {
    const english = scoreWordsIn('en')
    for (const score of [0, 0.05, 0.25, 1.15, 7.45, 35.25, 99.95, 1234.56]) {
      expect(english.score(score, 52.5)).toBe(`${score.toFixed(1)} / 52.5`)
      expect(formatPoints(score)).toBe(score.toFixed(1))
    }
    expect(english.percentage(85)).toBe('85%')
  })
})
