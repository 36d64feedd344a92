import { describe, expect, it } from 'vitest'
import { isCacheable } from '../../server/audience.js'
import { createPageCache } from '../../server/page-cache.js'

// The page cache of anonymous visitors (server/page-cache.js): what it may share, and how long a copy stands.
// What a visitor meets from outside (a nonce of their own, a write shown at once, a cookie's page kept from
// others) is proven against the built server: tests/e2e/server.spec.ts and tests/security/edge.test.ts.

describe('isCacheable', () => {
  it('shares the public pages and JSON answers of visitors without our cookies', () => {
    for (const url of [
      '/feed',
      '/feed?tab=leaderboard&page=2',
      '/feed.data?tab=leaderboard',
      '/project/12',
      '/agenda',
      '/api/leaderboard',
    ]) {
      expect(isCacheable('GET', url, undefined), url).toBe(true)
    }
    expect(isCacheable('GET', '/feed', 'theme=dark; other=1')).toBe(true)
  })

  it('never shares a personal page, a signed-in visit, a write or anything private', () => {
    expect(isCacheable('GET', '/feed', 'sc_session=abc')).toBe(false)
    expect(isCacheable('GET', '/feed', 'x=1; sc_toast=abc')).toBe(false)
    expect(isCacheable('GET', '/feed', 'sc_submissions=abc')).toBe(false)
    expect(isCacheable('POST', '/feed', undefined)).toBe(false)
    expect(isCacheable('HEAD', '/feed', undefined)).toBe(false)
    for (const url of [
      '/admin',
      '/judge-dashboard',
      '/submission',
      '/vote',
      '/api/judges/me',
      '/api/files/x.png',
      '/project/1/x',
      '/my-project/abc',
    ]) {
      expect(isCacheable('GET', url, undefined), url).toBe(false)
    }
  })
})

describe('createPageCache', () => {
  const setup = (ttlMs = 1000) => {
    let time = 0
    let version = 'v1'
    const cache = createPageCache({ ttlMs, maxEntries: 3, version: () => version, now: () => time })
    return {
      cache,
      at: (ms: number) => (time = ms),
      write: () => (version = `${version}+`),
    }
  }

  it('keeps a page for its time to live', () => {
    const { cache, at } = setup()
    cache.set('/feed', 'page', 'v1')
    at(999)
    expect(cache.get('/feed')).toBe('page')
    at(1000)
    expect(cache.get('/feed')).toBeUndefined()
  })

  it('drops every page as soon as the database changes', () => {
    const { cache, write } = setup()
    cache.set('/feed', 'page', 'v1')
    write()
    expect(cache.get('/feed')).toBeUndefined()
  })

  it('never stores a page made while a write happened as current', () => {
    const { cache, write } = setup()
    // Rendering started at v1, a judge saved scores meanwhile: the page is already out of date.
    write()
    cache.set('/feed', 'page', 'v1')
    expect(cache.get('/feed')).toBeUndefined()
  })

  it('holds a bounded number of pages, dropping the oldest', () => {
    const { cache } = setup()
    for (const url of ['/a', '/b', '/c', '/d']) cache.set(url, url, 'v1')
    expect(cache.size).toBe(3)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/d')).toBe('/d')
  })

  it('stores nothing when turned off', () => {
    const { cache } = setup(0)
    cache.set('/feed', 'page', 'v1')
    expect(cache.enabled).toBe(false)
    expect(cache.size).toBe(0)
  })
})
