import { describe, expect, it } from 'vitest'
import { feedHref, parseFeedQuery } from '../../app/features/showcase/feed'

const parse = (search: string) => parseFeedQuery(new URLSearchParams(search))

describe('parseFeedQuery', () => {
  it('reads a well-formed query', () => {
    expect(parse('tab=leaderboard&page=3')).toEqual({
      tab: 'leaderboard',
      type: undefined,
      q: '',
      sort: 'newest',
      page: 3,
    })
    expect(parse('type=pdf&sort=name&page=2')).toEqual({
      tab: 'feed',
      type: 'pdf',
      q: '',
      sort: 'name',
      page: 2,
    })
  })

  it('falls back to the default for anything it does not know, instead of failing', () => {
    expect(parse('tab=admin&type=exe&sort=random&page=x')).toEqual({
      tab: 'feed',
      type: undefined,
      q: '',
      sort: 'newest',
      page: 1,
    })
    for (const page of ['0', '-2', '1.5', '101', '', '1e9']) expect(parse(`page=${page}`).page, page).toBe(1)
    expect(parse('page=100').page).toBe(100)
  })

  it('reads the search tidied: one space between words, none around, at most 100 characters', () => {
    expect(parse('q=%20%20Ada%20%20%0A%20Lovelace%20').q).toBe('Ada Lovelace')
    expect(parse(`q=${'x'.repeat(150)}`).q).toHaveLength(100)
    expect(parse('q=100%25').q).toBe('100%')
  })

  it('round-trips through feedHref, which drops the defaults', () => {
    const query = parse('type=video&sort=oldest&page=2')
    expect(feedHref(query, {})).toBe('/feed?type=video&sort=oldest&page=2')
    expect(feedHref(query, { tab: 'leaderboard', page: 1 })).toBe('/feed?tab=leaderboard')
    expect(feedHref(parse(''), {})).toBe('/feed')
    // A search stays with a change of type or order, and is never part of the leaderboard's address.
    const searched = parse('q=Ada L.&sort=oldest')
    expect(feedHref(searched, { type: 'video', page: 1 })).toBe('/feed?type=video&q=Ada+L.&sort=oldest')
    expect(feedHref(searched, { q: '' })).toBe('/feed?sort=oldest')
    expect(feedHref(searched, { tab: 'leaderboard' })).toBe('/feed?tab=leaderboard')
  })
})
