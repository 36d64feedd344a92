import { describe, expect, it } from 'vitest'
import { parse } from 'cookie'
import { cachingFor, carriesOurCookie, isCacheable } from '../../server/audience.js'
import { createPageCache } from '../../server/page-cache.js'
import { isCrossSite } from '../../server/cross-site.js'

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
      '/api/judges/me',
      '/api/files/x.png',
      '/project/1/x',
    ]) {
      expect(isCacheable('GET', url, undefined), url).toBe(false)
    }
  })
})

describe('carriesOurCookie', () => {
  // Every spelling the app's own parser (cookie, as Remix's createCookie uses it) reads as our cookie,
  // and more: a cached page is shown to everybody, so any doubt means personal.
  const spellings = [
    'sc_submissions =abc',
    'sc_submissions= abc',
    ' sc_session=abc',
    'a=1;sc_toast=abc',
    'a=1 ;  sc_session\t=abc',
    'SC_SESSION=abc',
    'x=1, sc_submissions=abc',
  ]
  it('finds our cookies however they are spelt', () => {
    for (const header of spellings) expect(carriesOurCookie(header), header).toBe(true)
  })
  it('agrees with the app’s parser wherever that parser sees one of our cookies', () => {
    const seenByApp = spellings.filter((header) =>
      Object.keys(parse(header)).some((name) => name.startsWith('sc_')),
    )
    // The parser reads the first five as ours; the upper-case name and the comma only we count, to be safe.
    expect(seenByApp).toEqual(spellings.slice(0, 5))
    for (const header of seenByApp) expect(carriesOurCookie(header), header).toBe(true)
  })
  it('leaves other cookies alone', () => {
    expect(carriesOurCookie('theme=dark; _ga=GA1.2')).toBe(false)
    expect(carriesOurCookie(undefined)).toBe(false)
  })
})

describe('cachingFor', () => {
  it('keeps personal answers out of every cache and makes public ones vary with the cookie', () => {
    expect(cachingFor('/admin?tab=judges', undefined)).toEqual({
      cacheControl: 'private, no-store',
      varyCookie: false,
    })
    expect(cachingFor('/judge-dashboard.data', undefined).cacheControl).toBe('private, no-store')
    expect(cachingFor('/api/admin/grading-stats', undefined).cacheControl).toBe('private, no-store')
    expect(cachingFor('/api/judges/me', undefined).cacheControl).toBe('private, no-store')
    expect(cachingFor('/feed', 'sc_submissions=x')).toEqual({
      cacheControl: 'private, no-store',
      varyCookie: true,
    })
    expect(cachingFor('/feed', undefined)).toEqual({ cacheControl: null, varyCookie: true })
    expect(cachingFor('/api/leaderboard', undefined)).toEqual({ cacheControl: null, varyCookie: true })
    expect(cachingFor('/build/entry.client-X.js', undefined)).toEqual({
      cacheControl: null,
      varyCookie: false,
    })
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

describe('isCrossSite', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name]
  it('believes Sec-Fetch-Site first, then compares Origin with Host', () => {
    expect(isCrossSite(headers({ 'sec-fetch-site': 'cross-site' }), { trustProxy: false })).toBe(true)
    expect(isCrossSite(headers({ 'sec-fetch-site': 'same-site' }), { trustProxy: false })).toBe(true)
    expect(
      isCrossSite(headers({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }), {
        trustProxy: false,
      }),
    ).toBe(false)
    expect(
      isCrossSite(headers({ origin: 'https://evil.example', host: 'club.example' }), { trustProxy: false }),
    ).toBe(true)
    expect(
      isCrossSite(headers({ origin: 'https://club.example', host: 'club.example' }), { trustProxy: false }),
    ).toBe(false)
    expect(isCrossSite(headers({ origin: 'null', host: 'club.example' }), { trustProxy: false })).toBe(true)
    expect(isCrossSite(headers({ host: 'club.example' }), { trustProxy: false })).toBe(false)
  })

  it('uses the proxy’s X-Forwarded-Host only when told to trust it', () => {
    const h = headers({
      origin: 'https://club.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'club.example',
    })
    expect(isCrossSite(h, { trustProxy: true })).toBe(false)
    expect(isCrossSite(h, { trustProxy: false })).toBe(true)
  })
})
