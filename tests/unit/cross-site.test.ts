import { describe, expect, it } from 'vitest'
import { isCrossSite } from '../../app/infra/cross-site.js'

// The rule behind the server's and the JSON API's cross-site refusal, for browsers that say where a
// request comes from only in Origin (no Sec-Fetch-Site: Safari before 16.4).
const check = (
  headers: Record<string, string>,
  options: { publicOrigin?: string; trustProxy?: boolean } = {},
) => isCrossSite((name) => headers[name], { trustProxy: options.trustProxy ?? false, ...options })

describe('isCrossSite', () => {
  it('believes Sec-Fetch-Site when the browser sends it', () => {
    expect(check({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' })).toBe(false)
    expect(
      check({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000', host: 'localhost:3000' }),
    ).toBe(true)
  })

  it('without PUBLIC_URL, compares Origin with the host the request was sent to', () => {
    expect(check({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(false)
    expect(check({ origin: 'https://evil.example', host: 'localhost:3000' })).toBe(true)
    expect(check({ origin: 'null', host: 'localhost:3000' })).toBe(true)
    expect(check({ origin: 'not a url', host: 'localhost:3000' })).toBe(true)
  })

  it('with PUBLIC_URL, compares Origin with its origin, whatever Host a proxy sends', () => {
    const publicOrigin = 'https://challenge.example.org'
    const upstream = { host: '127.0.0.1:3000' }
    expect(check({ ...upstream, origin: 'https://challenge.example.org' }, { publicOrigin })).toBe(false)
    for (const origin of [
      'https://evil.example',
      'http://challenge.example.org',
      'https://challenge.example.org:8443',
      'http://127.0.0.1:3000',
      'null',
    ]) {
      expect(check({ ...upstream, origin }, { publicOrigin }), origin).toBe(true)
    }
    // A forwarded host the proxy is trusted for does not stand in for the site's address either.
    expect(
      check(
        { ...upstream, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
        { publicOrigin, trustProxy: true },
      ),
    ).toBe(true)
  })

  it('lets a request without Origin or Sec-Fetch-Site through: it is not a browser’s', () => {
    expect(check({ host: '127.0.0.1:3000' }, { publicOrigin: 'https://challenge.example.org' })).toBe(false)
  })
})
