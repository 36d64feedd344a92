import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  RateLimiter,
  clientAddress,
  defaultLimits,
  defaultTargetLimits,
  enforceRateLimit,
  limitKey,
  parseLimitOverrides,
  rateLimiter,
  tooManyAttemptsMessage,
} from '../../app/utils/rate-limit.server'

const SECOND = 1000
const MINUTE = 60 * SECOND

/** A limiter on a hand-wound clock. */
function setup(options: ConstructorParameters<typeof RateLimiter>[0] = {}) {
  let time = 1_700_000_000_000
  const clock = {
    advance: (ms: number) => {
      time += ms
    },
  }
  const limiter = new RateLimiter({ now: () => time, ...options })
  return { limiter, clock }
}

function request(path: string, forwardedFor?: string) {
  const headers = new Headers()
  if (forwardedFor !== undefined) headers.set('X-Forwarded-For', forwardedFor)
  return new Request(`http://localhost${path}`, { method: 'POST', headers })
}

describe('RateLimiter', () => {
  it('refuses the 11th judge login in 15 minutes with the right Retry-After, then lets one through after the window', () => {
    const { limiter, clock } = setup()
    const key = 'judge-login:target:ada@example.org'
    for (let i = 1; i <= 10; i++) {
      expect(limiter.hit('judge-login', key)).toEqual({ ok: true, remaining: 10 - i })
      clock.advance(10 * SECOND)
    }
    // 100 s have passed since the first attempt, which opened the 15-minute window.
    expect(limiter.hit('judge-login', key)).toEqual({ ok: false, retryAfterSeconds: 15 * 60 - 100 })
    expect(limiter.peek('judge-login', key)).toEqual({ ok: false, retryAfterSeconds: 800 })

    clock.advance(800 * SECOND - 1)
    expect(limiter.hit('judge-login', key)).toEqual({ ok: false, retryAfterSeconds: 1 })
    clock.advance(1)
    expect(limiter.hit('judge-login', key)).toEqual({ ok: true, remaining: 9 })
  })

  it('does not count refused attempts, so hammering does not lengthen the wait', () => {
    const { limiter, clock } = setup()
    const key = 'forgot-password:target:a@b.c'
    for (let i = 0; i < 5; i++) limiter.hit('forgot-password', key)
    for (let i = 0; i < 100; i++) expect(limiter.hit('forgot-password', key).ok).toBe(false)
    clock.advance(60 * MINUTE)
    expect(limiter.hit('forgot-password', key)).toEqual({ ok: true, remaining: 4 })
  })

  it('keeps keys independent', () => {
    const { limiter } = setup()
    for (let i = 0; i < 10; i++) limiter.hit('admin-login', 'admin-login:global')
    expect(limiter.hit('admin-login', 'admin-login:global').ok).toBe(false)
    expect(limiter.hit('admin-login', 'admin-login:ip:1.2.3.4')).toEqual({ ok: true, remaining: 9 })
    expect(limiter.hit('judge-login', 'judge-login:global')).toEqual({ ok: true, remaining: 9 })
  })

  it('peek does not count', () => {
    const { limiter } = setup()
    expect(limiter.peek('judge-login', 'k')).toEqual({ ok: true, remaining: 10 })
    expect(limiter.peek('judge-login', 'k')).toEqual({ ok: true, remaining: 10 })
    expect(limiter.size).toBe(0)
    limiter.hit('judge-login', 'k')
    expect(limiter.peek('judge-login', 'k')).toEqual({ ok: true, remaining: 9 })
  })

  it('reset() clears a key and only that key', () => {
    const { limiter } = setup()
    for (let i = 0; i < 10; i++) {
      limiter.hit('judge-login', 'a')
      limiter.hit('judge-login', 'b')
    }
    limiter.reset('a')
    expect(limiter.hit('judge-login', 'a')).toEqual({ ok: true, remaining: 9 })
    expect(limiter.hit('judge-login', 'b').ok).toBe(false)
  })

  it('refund() gives back one attempt but keeps the other failures', () => {
    const { limiter } = setup()
    for (let i = 0; i < 10; i++) limiter.hit('judge-login', 'venue')
    limiter.refund('venue')
    expect(limiter.hit('judge-login', 'venue')).toEqual({ ok: true, remaining: 0 })
    expect(limiter.hit('judge-login', 'venue').ok).toBe(false)
    limiter.refund('nobody') // harmless on an unknown key
    expect(limiter.size).toBe(1)
  })

  it('clear() forgets everything', () => {
    const { limiter } = setup()
    limiter.hit('judge-login', 'a')
    limiter.hit('judge-login', 'b')
    limiter.clear()
    expect(limiter.size).toBe(0)
  })

  it('never holds more than maxKeys keys under 50,000 distinct keys', () => {
    const { limiter, clock } = setup({ maxKeys: 1000 })
    let largest = 0
    for (let i = 0; i < 50_000; i++) {
      limiter.hit('judge-login', `judge-login:target:spray${i}@example.org`)
      largest = Math.max(largest, limiter.size)
      if (i % 1000 === 0) clock.advance(SECOND)
    }
    expect(largest).toBe(1000)
    expect(limiter.size).toBe(1000)
    // The survivors are the most recent keys.
    expect(limiter.peek('judge-login', 'judge-login:target:spray49999@example.org')).toEqual({
      ok: true,
      remaining: 9,
    })
    expect(limiter.peek('judge-login', 'judge-login:target:spray0@example.org')).toEqual({
      ok: true,
      remaining: 10,
    })
  })

  it('holds at most 10,000 keys by default', () => {
    const { limiter } = setup()
    for (let i = 0; i < 50_000; i++)
      limiter.hit('project-submission', `project-submission:ip:10.0.${i >> 8}.${i & 255}`)
    expect(limiter.size).toBe(10_000)
  })

  it('evicts the least recently used key, and a hit makes a key recent again', () => {
    const { limiter } = setup({ maxKeys: 3 })
    limiter.hit('judge-login', 'a')
    limiter.hit('judge-login', 'b')
    limiter.hit('judge-login', 'c')
    limiter.hit('judge-login', 'a') // a is now the most recent; b the least
    limiter.hit('judge-login', 'd')
    expect(limiter.size).toBe(3)
    expect(limiter.peek('judge-login', 'a')).toEqual({ ok: true, remaining: 8 })
    expect(limiter.peek('judge-login', 'b')).toEqual({ ok: true, remaining: 10 }) // gone: fresh
    expect(limiter.peek('judge-login', 'c')).toEqual({ ok: true, remaining: 9 })
    expect(limiter.peek('judge-login', 'd')).toEqual({ ok: true, remaining: 9 })
  })

  it('keeps a locked-out key when sprayed with new keys, so spraying cannot lift a lock-out', () => {
    const { limiter } = setup({ maxKeys: 100 })
    for (let i = 0; i < 10; i++) limiter.hit('judge-login', 'victim')
    for (let i = 0; i < 10_000; i++) limiter.hit('judge-login', `spray${i}`)
    expect(limiter.size).toBe(100)
    expect(limiter.peek('judge-login', 'victim').ok).toBe(false)
  })

  it('drops expired entries: on touch, in the periodic sweep, and before evicting a live key', () => {
    const { limiter, clock } = setup({ maxKeys: 5 })
    for (const key of ['a', 'b', 'c']) limiter.hit('judge-login', key)
    limiter.hit('forgot-password', 'long') // a one-hour window
    expect(limiter.size).toBe(4)

    clock.advance(15 * MINUTE)
    // Touching an expired key drops it rather than reading its stale count.
    expect(limiter.peek('judge-login', 'a')).toEqual({ ok: true, remaining: 10 })
    expect(limiter.size).toBe(3)

    // The next hit runs the sweep (more than a minute since the last one): b and c go, 'long' stays.
    limiter.hit('judge-login', 'new')
    expect(limiter.size).toBe(2)
    expect(limiter.peek('forgot-password', 'long')).toEqual({ ok: true, remaining: 4 })

    // prune() does the same on demand.
    clock.advance(60 * MINUTE)
    expect(limiter.prune()).toBe(2)
    expect(limiter.size).toBe(0)
  })

  it('frees room from an expired entry before evicting a live one, between sweeps', () => {
    const { limiter, clock } = setup({ maxKeys: 2 })
    limiter.hit('judge-login', 'old') // 15-minute window
    clock.advance(15 * MINUTE - 30 * SECOND)
    limiter.hit('judge-login', 'live') // runs a sweep now, while 'old' is still live
    clock.advance(40 * SECOND) // 'old' has expired, and no sweep is due for another 20 s
    limiter.hit('judge-login', 'new')
    expect(limiter.size).toBe(2)
    expect(limiter.peek('judge-login', 'live')).toEqual({ ok: true, remaining: 9 })
    expect(limiter.peek('judge-login', 'new')).toEqual({ ok: true, remaining: 9 })
  })

  it('lets 300 project submissions in 30 minutes through from one venue address', () => {
    const { limiter, clock } = setup()
    const key = limitKey(
      'project-submission',
      request('/api/projects', '203.0.113.7'),
      'family@example.org',
      true,
    )
    for (let i = 0; i < 300; i++) {
      expect(limiter.hit('project-submission', key).ok).toBe(true)
      clock.advance(6 * SECOND) // 300 × 6 s = 30 minutes
    }
  })

  it('limits project submissions per e-mail much more tightly when there is no address', () => {
    const { limiter } = setup()
    const key = limitKey('project-submission', request('/submission'), 'Family@Example.org', false)
    expect(key).toBe('project-submission:target:family@example.org')
    for (let i = 0; i < 20; i++) expect(limiter.hit('project-submission', key).ok).toBe(true)
    expect(limiter.hit('project-submission', key)).toEqual({ ok: false, retryAfterSeconds: 30 * 60 })
    // The global bucket (no address, no e-mail) keeps the venue allowance.
    expect(limiter.rule('project-submission', 'project-submission:global')).toEqual(
      defaultLimits['project-submission'],
    )
  })

  it('applies overrides, including target-only ones', () => {
    const { limiter } = setup({
      limits: {
        'judge-login': { max: 2, windowMs: MINUTE },
        'project-submission:target': { max: 3, windowMs: MINUTE },
      },
    })
    expect(limiter.rule('judge-login', 'judge-login:target:x')).toEqual({ max: 2, windowMs: MINUTE })
    expect(limiter.rule('project-submission', 'project-submission:target:x')).toEqual({
      max: 3,
      windowMs: MINUTE,
    })
    expect(limiter.rule('project-submission', 'project-submission:ip:1.2.3.4')).toEqual(
      defaultLimits['project-submission'],
    )
    limiter.hit('judge-login', 'k')
    limiter.hit('judge-login', 'k')
    expect(limiter.hit('judge-login', 'k')).toEqual({ ok: false, retryAfterSeconds: 60 })
  })

  it('allows everything and stores nothing when disabled', () => {
    const { limiter } = setup({ disabled: true })
    for (let i = 0; i < 100; i++)
      expect(limiter.hit('admin-login', 'admin-login:global')).toEqual({ ok: true, remaining: 10 })
    expect(limiter.size).toBe(0)
  })
})

describe('defaultLimits', () => {
  it('are the documented defaults', () => {
    expect(defaultLimits).toEqual({
      'admin-login': { max: 10, windowMs: 15 * MINUTE },
      'judge-login': { max: 10, windowMs: 15 * MINUTE },
      'judge-register': { max: 10, windowMs: 60 * MINUTE },
      'forgot-password': { max: 5, windowMs: 60 * MINUTE },
      'project-submission': { max: 400, windowMs: 30 * MINUTE },
    })
    expect(defaultTargetLimits).toEqual({ 'project-submission': { max: 20, windowMs: 30 * MINUTE } })
  })
})

describe('clientAddress', () => {
  it('is null when TRUST_PROXY is off, whatever the header says', () => {
    expect(clientAddress(request('/x', '1.2.3.4'), false)).toBeNull()
  })

  it('is the left-most X-Forwarded-For entry, trimmed, when TRUST_PROXY is on', () => {
    expect(clientAddress(request('/x', '  198.51.100.4 , 10.0.0.1, 10.0.0.2'), true)).toBe('198.51.100.4')
    expect(clientAddress(request('/x', '198.51.100.4'), true)).toBe('198.51.100.4')
  })

  it('normalises IPv6-mapped IPv4 and IPv6 spelling', () => {
    expect(clientAddress(request('/x', '::ffff:1.2.3.4'), true)).toBe('1.2.3.4')
    expect(clientAddress(request('/x', '::FFFF:1.2.3.4'), true)).toBe('1.2.3.4')
    expect(clientAddress(request('/x', '::ffff:0102:0304'), true)).toBe('1.2.3.4')
    expect(clientAddress(request('/x', '2001:DB8:0:0:0:0:0:1'), true)).toBe('2001:db8::1')
  })

  it('strips a port some proxies append', () => {
    expect(clientAddress(request('/x', '1.2.3.4:5678'), true)).toBe('1.2.3.4')
    expect(clientAddress(request('/x', '[2001:db8::1]:443'), true)).toBe('2001:db8::1')
  })

  it('is null for garbage, empty or missing headers', () => {
    for (const header of [
      '',
      ' ',
      ',',
      'unknown',
      'not an ip',
      '1.2.3',
      '999.1.1.1',
      '1.2.3.4.5',
      '<script>',
      'fe80::1%eth0',
    ]) {
      expect(clientAddress(request('/x', header), true)).toBeNull()
    }
    expect(clientAddress(request('/x'), true)).toBeNull()
    expect(clientAddress(request('/x', ', 1.2.3.4'), true)).toBeNull() // left-most is empty: do not skip to a later hop
  })

  it('follows env.TRUST_PROXY by default (off in tests)', () => {
    expect(clientAddress(request('/x', '1.2.3.4'))).toBeNull()
  })
})

describe('limitKey', () => {
  it('uses the address when there is one, even if a target is given', () => {
    expect(limitKey('judge-login', request('/x', '1.2.3.4'), 'a@b.c', true)).toBe('judge-login:ip:1.2.3.4')
  })

  it('falls back to the target, trimmed and lower-cased', () => {
    expect(limitKey('judge-login', request('/x', '1.2.3.4'), ' Ada@Example.ORG ', false)).toBe(
      'judge-login:target:ada@example.org',
    )
    expect(limitKey('forgot-password', request('/x', 'garbage'), 'a@b.c', true)).toBe(
      'forgot-password:target:a@b.c',
    )
  })

  it('falls back to one global bucket without address or target', () => {
    expect(limitKey('admin-login', request('/x'), undefined, false)).toBe('admin-login:global')
    expect(limitKey('admin-login', request('/x'), null, false)).toBe('admin-login:global')
    expect(limitKey('admin-login', request('/x'), '   ', false)).toBe('admin-login:global')
  })

  it('hashes absurdly long targets so keys stay small', () => {
    const key = limitKey('judge-login', request('/x'), 'a'.repeat(100_000), false)
    expect(key).toMatch(/^judge-login:target:sha256:[0-9a-f]{64}$/)
    expect(limitKey('judge-login', request('/x'), 'A'.repeat(100_000), false)).toBe(key)
  })
})

describe('enforceRateLimit', () => {
  beforeEach(() => rateLimiter.clear())
  afterEach(() => rateLimiter.clear())

  async function refusal(path: string, target: string): Promise<Response> {
    for (let i = 0; i < 10; i++) enforceRateLimit(request(path), 'judge-login', target)
    try {
      enforceRateLimit(request(path), 'judge-login', target)
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
    throw new Error('the 11th attempt was not refused')
  }

  it('returns the key it counted, for a later refund', () => {
    expect(enforceRateLimit(request('/api/judges/login'), 'judge-login', 'a@b.c')).toBe(
      'judge-login:target:a@b.c',
    )
    expect(rateLimiter.peek('judge-login', 'judge-login:target:a@b.c')).toEqual({ ok: true, remaining: 9 })
  })

  it('throws a JSON 429 with Retry-After for API paths', async () => {
    const response = await refusal('/api/judges/login', 'api@example.org')
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('900')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    })
  })

  it('throws an HTML 429 with Retry-After for pages', async () => {
    const response = await refusal('/judge-login', 'page@example.org')
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('900')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const body = await response.text()
    expect(() => JSON.parse(body)).toThrow()
    expect(body).toContain('Too many attempts. Please wait 15 minutes and try again.')
  })

  it('can use a given limiter and address', () => {
    const { limiter } = setup({ limits: { 'admin-login': { max: 1, windowMs: 90 * SECOND } } })
    const options = { limiter, trustProxy: true }
    enforceRateLimit(request('/api/admin/login', '5.6.7.8'), 'admin-login', null, options)
    expect(() =>
      enforceRateLimit(request('/api/admin/login', '5.6.7.8'), 'admin-login', null, options),
    ).toThrow(Response)
    expect(enforceRateLimit(request('/api/admin/login', '5.6.7.9'), 'admin-login', null, options)).toBe(
      'admin-login:ip:5.6.7.9',
    )
    expect(rateLimiter.size).toBe(0)
  })
})

describe('tooManyAttemptsMessage', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [899, '15 minutes'],
    [900, '15 minutes'],
    [3600, '60 minutes'],
  ])('%i s → %s', (seconds, words) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(`Too many attempts. Please wait ${words} and try again.`)
  })
})

describe('parseLimitOverrides', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('is empty for nothing', () => {
    expect(parseLimitOverrides(undefined)).toEqual({})
    expect(parseLimitOverrides('')).toEqual({})
    expect(parseLimitOverrides('  ')).toEqual({})
    expect(warn).not.toHaveBeenCalled()
  })

  it('reads valid rules, partial rules and target rules', () => {
    expect(
      parseLimitOverrides(
        JSON.stringify({
          'judge-login': { max: 5, windowMs: 60000 },
          'forgot-password': { max: 2 },
          'admin-login': { windowMs: 5 * MINUTE },
          'project-submission:target': { max: 30 },
        }),
      ),
    ).toEqual({
      'judge-login': { max: 5, windowMs: 60000 },
      'forgot-password': { max: 2, windowMs: 60 * MINUTE },
      'admin-login': { max: 10, windowMs: 5 * MINUTE },
      'project-submission:target': { max: 30, windowMs: 30 * MINUTE },
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns and ignores bad JSON or a non-object', () => {
    for (const json of ['{not json', '[]', '5', 'null', '"x"']) {
      expect(parseLimitOverrides(json)).toEqual({})
    }
    expect(warn).toHaveBeenCalledTimes(5)
  })

  it('warns and ignores bad entries but keeps the good ones', () => {
    const result = parseLimitOverrides(
      JSON.stringify({
        'judge-login': { max: 5, windowMs: 60000 },
        'no-such-limit': { max: 1, windowMs: 60000 },
        'no-such:target': { max: 1, windowMs: 60000 },
        'admin-login': 5,
        'judge-register': { max: 0, windowMs: 60000 },
        'forgot-password': { max: 1.5 },
        'project-submission': { max: '400' },
        'project-submission:target': { windowMs: 10 },
        'admin-login:target': { windowMs: -1 },
      }),
    )
    expect(result).toEqual({ 'judge-login': { max: 5, windowMs: 60000 } })
    expect(warn).toHaveBeenCalledTimes(8)
  })

  it('feeds a limiter', () => {
    const { limiter } = setup({ limits: parseLimitOverrides('{"judge-login":{"max":5,"windowMs":60000}}') })
    for (let i = 0; i < 5; i++) limiter.hit('judge-login', 'k')
    expect(limiter.hit('judge-login', 'k')).toEqual({ ok: false, retryAfterSeconds: 60 })
  })
})
