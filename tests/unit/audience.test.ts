import { describe, expect, it } from 'vitest'
import { parse } from 'cookie'
import { cachingFor, carriesOurCookie } from '../../server/audience.js'
import { isCrossSite } from '../../app/infra/cross-site.js'

describe('carriesOurCookie', () => {
  // Every spelling the app's own parser (cookie, as Remix's createCookie uses it) reads as our cookie,
  // and more: a page a shared cache keeps is shown to everybody, so any doubt means personal.
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
