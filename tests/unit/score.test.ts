import { describe, expect, it } from 'vitest'
import { formatPoints, formatScore, scorePercentage } from '../../app/utils/score'

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
