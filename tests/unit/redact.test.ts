import { describe, expect, it } from 'vitest'
import { forLog, redactSecrets } from '../../server/redact.js'

const token = 'Q2hpbGRyZW5zLXNjaWVuY2UtY2hhbGxlbmdlLTIwMjY'

describe('redactSecrets', () => {
  it.each([
    ['a private link', `/my-project/${token}`, '/my-project/<redacted>'],
    [
      'its .data twin',
      `/my-project/${token}.data?confirm=withdraw`,
      '/my-project/<redacted>.data?confirm=withdraw',
    ],
    ['a ballot', `/vote/${token}`, '/vote/<redacted>'],
    ['a ballot’s short code in the address', '/vote?x=1&code=AB3DE-FG4HJ', '/vote?x=1&code=<redacted>'],
    [
      'a reset or invitation link',
      `/judge-reset-password?token=${token}`,
      '/judge-reset-password?token=<redacted>',
    ],
    [
      'a private file key',
      `/api/files/a1b2.png?v=2&key=${token.slice(0, 22)}`,
      '/api/files/a1b2.png?v=2&key=<redacted>',
    ],
    ['a link typed in capitals', `/MY-PROJECT/${token}`, '/MY-PROJECT/<redacted>'],
    ['a link hidden behind percent-encoding', `/my%2Dproject/${token}`, '/my-project/<redacted>'],
    [
      'a parameter hidden behind percent-encoding',
      `/judge-reset-password?%74oken=${token}`,
      '/judge-reset-password?token=<redacted>',
    ],
    [
      'a full address in a message',
      `Failed to decode param 'http://x.org/my-project/${token}%E0'`,
      "Failed to decode param 'http://x.org/my-project/<redacted>'",
    ],
    // Spelt as the router reads them: each of these reaches the ballot or the private link, or is written to
    // the log before it fails.
    ['a ballot behind a doubled slash', `/vote//${token}`, '/vote//<redacted>'],
    ['a ballot behind `./`', `/vote/./${token}`, '/vote/<redacted>'],
    ['a ballot behind `x/../`', `/vote/x/../${token}`, '/vote/<redacted>'],
    ['a ballot behind an encoded `.`', `/vote/%2e/${token}`, '/vote/<redacted>'],
    ['a ballot behind a backslash', `/vote\\${token}`, '/vote/<redacted>'],
    ['a ballot that resolves out of /vote', `/vote/.%2e/${token}`, '/<redacted>'],
    ['a private link behind `.//`', `/my-project/.//${token}.data`, '/my-project//<redacted>.data'],
    ['a short code after /vote/', '/vote/?code=AB3DE-FG4HJ', '/vote/?code=<redacted>'],
    ['a short code in a fragment', '/vote#code=AB3DE-FG4HJ', '/vote#code=<redacted>'],
    [
      'a reset link’s token in a fragment',
      `/judge-reset-password#token=${token}`,
      '/judge-reset-password#token=<redacted>',
    ],
  ])('replaces the secret of %s', (_kind, url, logged) => {
    expect(redactSecrets(url)).toBe(logged)
  })

  it('leaves URLs without a secret as they are, percent-encoding included', () => {
    for (const url of [
      '/feed?tab=leaderboard&type=video',
      '/project/12',
      '/admin?q=Ada%20Lovelace',
      '/%E0%A4%A',
    ]) {
      expect(redactSecrets(url)).toBe(url)
    }
  })

  it('redacts what an error prints: its message and stack', () => {
    const error = new Error(`No route matches URL "/my-project/${token}/extra"`)
    const logged = forLog(error)
    expect(logged).not.toContain(token)
    expect(logged).toContain('/my-project/<redacted>/extra')
    expect(logged).toContain('redact.test.ts')
  })
})
