import { describe, expect, it } from 'vitest'
import { tickLabels } from '../../app/components/judge/criterion-score'

describe('tickLabels', () => {
  it('labels every step up to 10', () => {
    expect(tickLabels(10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(tickLabels(3)).toEqual([0, 1, 2, 3])
  })

  it('keeps at most 11 evenly spaced labels for larger scales', () => {
    expect(tickLabels(20)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20])
    expect(tickLabels(25)).toEqual([0, 5, 10, 15, 20, 25])
    expect(tickLabels(13)).toEqual([0, 13])
  })
})
