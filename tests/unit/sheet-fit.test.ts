import { describe, expect, it } from 'vitest'
import { fitSheet, shorten } from '../../app/components/feedback/sheet-fit'

// A feedback sheet fits one A4 page (tests/e2e/feedback-sheets.spec.ts checks it in Chromium): the type
// shrinks with the judges' words, and only past the smallest type are comments shortened.

const criteria = (comments: number, length: number) =>
  Array.from({ length: 5 }, (_, c) => ({
    criteriaId: c,
    criteriaDescription: 'A fresh idea or a new twist on an old problem, in the young inventor’s own words.',
    comments: Array.from({ length: comments }, (_, j) => ({
      judgeNumber: j + 1,
      text: 'Lovely clear diagram, and you tested it three times. '.repeat(20).slice(0, length),
    })),
  }))

describe('fitSheet', () => {
  it('keeps the largest type for a few short comments', () => {
    expect(fitSheet(criteria(2, 50))).toMatchObject({ size: 'roomy', shortened: false })
  })

  it('shrinks the type before it shortens anything: three judges’ two sentences on every criterion', () => {
    const fit = fitSheet(criteria(3, 200))
    expect(fit.shortened).toBe(false)
    expect(fit.size).not.toBe('roomy')
    expect(fit.criteria).toEqual(criteria(3, 200))
  })

  it('shortens the longest comments only when the smallest type cannot hold them, and says so', () => {
    const long = criteria(3, 900)
    long[0]!.comments[0]!.text = 'Short and sweet.'
    const fit = fitSheet(long)
    expect(fit).toMatchObject({ size: 'tight', shortened: true })
    const texts = fit.criteria.flatMap((c) => c.comments.map((comment) => comment.text))
    expect(texts[0]).toBe('Short and sweet.')
    for (const text of texts.slice(1)) {
      expect(text.endsWith('…')).toBe(true)
      expect(text.length).toBeLessThan(900)
      expect(text.length).toBeGreaterThanOrEqual(60)
    }
  })

  it('makes room for the version story', () => {
    const story = Array.from({ length: 3 }, () => ({ whatChanged: 'Added a second float. '.repeat(8) }))
    const sizes = ['roomy', 'normal', 'compact', 'tight']
    const without = sizes.indexOf(fitSheet(criteria(3, 150)).size)
    expect(without).toBeLessThan(3)
    expect(sizes.indexOf(fitSheet(criteria(3, 150), story).size)).toBeGreaterThan(without)
    // One version is no story.
    expect(fitSheet(criteria(3, 150), story.slice(0, 1)).size).toBe(sizes[without])
  })
})

describe('shorten', () => {
  it('cuts at the last whole word, with an ellipsis', () => {
    expect(shorten('The kite flew over the school roof', 20)).toBe('The kite flew over…')
    expect(shorten('Short', 20)).toBe('Short')
  })
})
