import { describe, it, expect } from 'vitest'
import { tableNumberIn, truncate } from '../../app/utils/text'

describe('truncate', () => {
  it('returns shorter text unchanged', () => {
    expect(truncate('hello', 10)).toBe('hello')
  })

  it('returns text of exactly the length unchanged', () => {
    expect(truncate('hello', 5)).toBe('hello')
  })

  it('cuts text one character over the length', () => {
    expect(truncate('hello!', 5)).toBe('hello...')
  })

  it('cuts long text to the first length characters', () => {
    expect(truncate('a'.repeat(200), 120)).toBe(`${'a'.repeat(120)}...`)
  })

  it('trims trailing spaces before the ellipsis', () => {
    expect(truncate('hello   world', 7)).toBe('hello...')
    expect(truncate('hello world', 6)).toBe('hello...')
  })

  it('keeps leading spaces', () => {
    expect(truncate('  hello world', 7)).toBe('  hello...')
  })

  it('does not split an emoji at the cut', () => {
    // '😀' is two UTF-16 units, occupying indexes 2 and 3.
    const text = 'ab😀cd'
    expect(truncate(text, 3)).toBe('ab...')
    expect(truncate(text, 4)).toBe('ab😀...')
    expect(truncate(text, 2)).toBe('ab...')
  })

  it('drops a whole emoji that sits alone at the start of the cut', () => {
    expect(truncate('😀😀', 1)).toBe('...')
  })

  it('returns only the ellipsis for length 0 or less on non-empty text', () => {
    expect(truncate('hello', 0)).toBe('...')
    expect(truncate('hello', -3)).toBe('...')
  })

  it('returns empty text unchanged for any length', () => {
    expect(truncate('', 0)).toBe('')
    expect(truncate('', -1)).toBe('')
    expect(truncate('', 5)).toBe('')
  })

  it('treats NaN as 0 and Infinity as no limit', () => {
    expect(truncate('hello', Number.NaN)).toBe('...')
    expect(truncate('hello', Number.POSITIVE_INFINITY)).toBe('hello')
  })

  it('rounds a fractional length down', () => {
    expect(truncate('hello world', 5.9)).toBe('hello...')
  })
})

describe('tableNumberIn', () => {
  it('reads a table number written alone or as the cards write it', () => {
    for (const search of ['12', ' 12 ', 'Table 12', 'table 12', 'TABLE12', '#12', 'table #12']) {
      expect(tableNumberIn(search), search).toBe(12)
    }
  })

  it('finds none in a name, a word or a number with more to it', () => {
    for (const search of ['', 'Table', 'Table 12b', '12.5', '-3', 'Robot 12', '1 2', '1234567']) {
      expect(tableNumberIn(search), search).toBeNull()
    }
  })
})
