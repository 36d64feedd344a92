import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  checkRateLimit,
  checkSuccessLimit,
  createRateLimits,
  defaultLimits,
  enforceRateLimit,
  limitKey,
  parseLimitOverrides,
  tooManyAttemptsMessage,
} from '../../app/infra/rate-limit.server'
import { clientAddress } from '../../app/infra/request.server'

const MINUTE = 60_000

describe('counts', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-31T13:00:00Z') }))
  afterEach(() => vi.useRealTimers())
  const three = { 'admin-login': { max: 3, windowMs: 15 * MINUTE } }

  it('peek counts nothing, and a refund gives back one attempt', async () => {
    const limits = createRateLimits({ limits: three })
    for (let i = 0; i < 5; i++) expect((await limits.peek('admin-login', 'k')).ok).toBe(true)
    for (let i = 0; i < 3; i++) await limits.hit('admin-login', 'k')
    const peeked = await limits.peek('admin-login', 'k')
    expect(peeked.ok).toBe(false)
    if (!peeked.ok) expect(peeked.retryAfterSeconds).toBeGreaterThan(0)

    await limits.refund('admin-login', 'k')
    expect((await limits.peek('admin-login', 'k')).ok).toBe(true)
    expect((await limits.hit('admin-login', 'k')).ok).toBe(true)
    expect((await limits.hit('admin-login', 'k')).ok).toBe(false)

    // A refund of a key never counted gives nothing extra.
    await limits.refund('admin-login', 'fresh')
    for (let i = 0; i < 3; i++) expect((await limits.hit('admin-login', 'fresh')).ok).toBe(true)
    expect((await limits.hit('admin-login', 'fresh')).ok).toBe(false)
  })

  it('keeps keys and limits apart', async () => {
    const limits = createRateLimits({
      limits: { 'admin-login': { max: 1, windowMs: MINUTE }, 'judge-login': { max: 1, windowMs: MINUTE } },
    })
    await limits.hit('admin-login', 'ip:1.2.3.4')
    expect((await limits.hit('admin-login', 'ip:1.2.3.4')).ok).toBe(false)
    expect((await limits.hit('admin-login', 'ip:5.6.7.8')).ok).toBe(true)
    expect((await limits.hit('judge-login', 'ip:1.2.3.4')).ok).toBe(true)
    expect((await limits.peek('judge-login', 'ip:9.9.9.9')).ok).toBe(true)
  })

  it('starts a new window once the old one has passed', async () => {
    const limits = createRateLimits({ limits: { 'admin-login': { max: 1, windowMs: MINUTE } } })
    await limits.hit('admin-login', 'old')
    expect(await limits.hit('admin-login', 'old')).toEqual({ ok: false, retryAfterSeconds: 60 })
    vi.advanceTimersByTime(60_000)
    expect(await limits.hit('admin-login', 'old')).toEqual({ ok: true })
  })
})

describe('paces', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-31T13:00:00Z') }))
  afterEach(() => vi.useRealTimers())
  const slow = { 'ballot-code-slow': { max: 1, windowMs: 3000 } }

  it('hand out turns one interval apart, in order, and refuse only a turn further off than the longest wait', async () => {
    const limits = createRateLimits({ limits: slow })
    const waits = []
    for (let i = 0; i < 11; i++) waits.push(await limits.pace('ballot-code-slow', 'site', 30_000))
    expect(waits.slice(0, 11)).toEqual(Array.from({ length: 11 }, (_, i) => ({ ok: true, waitMs: i * 3000 })))
    // The 12th turn would be 33 s away: come back when the queue is within 30 s again.
    expect(await limits.pace('ballot-code-slow', 'site', 30_000)).toEqual({ ok: false, retryAfterSeconds: 3 })
    vi.advanceTimersByTime(3000)
    expect(await limits.pace('ballot-code-slow', 'site', 30_000)).toEqual({ ok: true, waitMs: 30_000 })
    // Keys and paces are apart; an idle pace has a turn at once.
    expect(await limits.pace('ballot-code-slow', 'elsewhere', 30_000)).toEqual({ ok: true, waitMs: 0 })
    vi.advanceTimersByTime(60_000)
    expect(await limits.pace('ballot-code-slow', 'site', 30_000)).toEqual({ ok: true, waitMs: 0 })
  })

  it('let everything through at once when the limits are switched off', async () => {
    const limits = createRateLimits({ disabled: true, limits: slow })
    for (let i = 0; i < 20; i++) {
      expect(await limits.pace('ballot-code-slow', 'site', 1000)).toEqual({ ok: true, waitMs: 0 })
    }
  })
})

describe('createRateLimits', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-31T13:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('refuses the 11th judge login in 15 minutes with the right wait, then lets one through after the window', async () => {
    const limits = createRateLimits()
    for (let i = 0; i < 10; i++) expect(await limits.hit('judge-login', 'ip:1.2.3.4')).toEqual({ ok: true })
    vi.advanceTimersByTime(5 * MINUTE)
    expect(await limits.hit('judge-login', 'ip:1.2.3.4')).toEqual({ ok: false, retryAfterSeconds: 600 })
    vi.advanceTimersByTime(10 * MINUTE)
    expect(await limits.hit('judge-login', 'ip:1.2.3.4')).toEqual({ ok: true })
  })

  it('does not lengthen the wait for attempts made while refused', async () => {
    const limits = createRateLimits({ limits: { 'admin-login': { max: 1, windowMs: MINUTE } } })
    await limits.hit('admin-login', 'ip:1.2.3.4')
    for (let i = 0; i < 50; i++) await limits.hit('admin-login', 'ip:1.2.3.4')
    vi.advanceTimersByTime(MINUTE)
    expect(await limits.hit('admin-login', 'ip:1.2.3.4')).toEqual({ ok: true })
  })

  it('keeps addresses and limits apart', async () => {
    const limits = createRateLimits({ limits: { 'admin-login': { max: 1, windowMs: MINUTE } } })
    await limits.hit('admin-login', 'ip:1.2.3.4')
    expect((await limits.hit('admin-login', 'ip:1.2.3.4')).ok).toBe(false)
    expect((await limits.hit('admin-login', 'ip:5.6.7.8')).ok).toBe(true)
    expect((await limits.hit('judge-login', 'ip:1.2.3.4')).ok).toBe(true)
  })

  it('peek does not count; refund gives one attempt back and keeps the rest', async () => {
    const limits = createRateLimits({ limits: { 'judge-login': { max: 2, windowMs: MINUTE } } })
    for (let i = 0; i < 5; i++) expect((await limits.peek('judge-login', 'k')).ok).toBe(true)
    await limits.hit('judge-login', 'k')
    await limits.hit('judge-login', 'k')
    expect((await limits.peek('judge-login', 'k')).ok).toBe(false)
    await limits.refund('judge-login', 'k')
    expect((await limits.peek('judge-login', 'k')).ok).toBe(true)
    await limits.hit('judge-login', 'k')
    expect((await limits.peek('judge-login', 'k')).ok).toBe(false)
    // A refund of a key never counted gives nothing extra.
    await limits.refund('judge-login', 'fresh')
    for (let i = 0; i < 2; i++) await limits.hit('judge-login', 'fresh')
    expect((await limits.peek('judge-login', 'fresh')).ok).toBe(false)
  })

  it('lets 300 valid project submissions in 30 minutes through from one venue address', async () => {
    const limits = createRateLimits()
    for (let i = 0; i < 300; i++) {
      expect((await limits.hit('project-submission', 'ip:203.0.113.7')).ok, `submission ${i + 1}`).toBe(true)
      vi.advanceTimersByTime(6000)
    }
  })

  it('allows everything and counts nothing when disabled', async () => {
    const limits = createRateLimits({
      disabled: true,
      limits: { 'admin-login': { max: 1, windowMs: MINUTE } },
    })
    for (let i = 0; i < 20; i++) expect((await limits.hit('admin-login', 'k')).ok).toBe(true)
  })
})

describe('defaultLimits', () => {
  it('are the documented defaults', () => {
    expect(defaultLimits).toEqual({
      'admin-login': { max: 10, windowMs: 15 * MINUTE },
      'admin-login-device': { max: 10, windowMs: 15 * MINUTE },
      'judge-login': { max: 10, windowMs: 15 * MINUTE },
      'judge-login-device': { max: 10, windowMs: 15 * MINUTE },
      'judge-register': { max: 10, windowMs: 60 * MINUTE },
      'forgot-password': { max: 5, windowMs: 60 * MINUTE },
      'project-submission': { max: 400, windowMs: 30 * MINUTE },
      'change-password': { max: 10, windowMs: 15 * MINUTE },
      'ballot-code-device': { max: 10, windowMs: 15 * MINUTE },
      'ballot-code': { max: 500, windowMs: 60 * MINUTE },
      'ballot-code-site': { max: 1500, windowMs: 60 * MINUTE },
      'ballot-code-slow': { max: 1, windowMs: 3000 },
    })
  })
})

describe('clientAddress', () => {
  const request = (forwardedFor?: string) =>
    new Request('http://localhost/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })

  it('is the address our server saw, in one spelling', () => {
    expect(clientAddress(request(), { clientAddress: '::ffff:192.0.2.9' })).toBe('192.0.2.9')
    expect(clientAddress(request(), { clientAddress: '2001:DB8:0::1' })).toBe('2001:db8::1')
    expect(clientAddress(request(), { clientAddress: '192.0.2.9' })).toBe('192.0.2.9')
  })

  it('never believes X-Forwarded-For without TRUST_PROXY (off in tests)', () => {
    expect(clientAddress(request('198.51.100.1'))).toBeNull()
    expect(clientAddress(request('198.51.100.1'), { clientAddress: '192.0.2.9' })).toBe('192.0.2.9')
  })

  it('strips a port some proxies append, and refuses anything that is not an address', () => {
    expect(clientAddress(request(), { clientAddress: '192.0.2.9:5678' })).toBe('192.0.2.9')
    expect(clientAddress(request(), { clientAddress: '[2001:db8::1]:5678' })).toBe('2001:db8::1')
    for (const junk of ['', 'unknown', '999.1.1.1', 'a.b.c.d', '<script>']) {
      expect(clientAddress(request(), { clientAddress: junk }), junk).toBeNull()
    }
  })
})

describe('limitKey', () => {
  it('counts an IPv4 client by address and an IPv6 client by its /64 network', () => {
    expect(limitKey('192.0.2.9', 'judge@example.org')).toBe('ip:192.0.2.9')
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('ip:2001:db8:1:2::/64')
    expect(limitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(limitKey('2001:db8:1:2::1'))
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'))
  })

  it('falls back to the target, then one shared key, only when no address is known', () => {
    expect(limitKey(null, '  Judge@Example.org ')).toBe('target:judge@example.org')
    // One address, one count, as the address is matched everywhere (db/email-key.ts).
    expect(limitKey(null, 'ÅSA@BÜCHER.de')).toBe(limitKey(null, 'åsa@xn--bcher-kva.de'))
    expect(limitKey(null, 'x'.repeat(1000))).toMatch(/^target:[0-9a-f]{64}$/)
    expect(limitKey(null)).toBe('anyone')
  })
})

describe('route helpers', () => {
  const caller = (path: string, address: string) => ({
    request: new Request(`http://localhost${path}`, { method: 'POST' }),
    context: { clientAddress: address },
  })

  it('checkRateLimit gives a page the message, status 429 and Retry-After', async () => {
    let last
    for (let i = 0; i < 11; i++)
      last = await checkRateLimit(caller('/judge-login', '192.0.2.50'), 'judge-login')
    expect(last!.refused).toMatchObject({ status: 429, headers: { 'Retry-After': '900' } })
    expect(last!.refused!.message).toBe('Too many attempts. Please wait 15 minutes and try again.')
  })

  it('enforceRateLimit throws a JSON 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++)
      await enforceRateLimit(caller('/api/judges/forgot-password', '192.0.2.51'), 'forgot-password')
    const thrown = await enforceRateLimit(
      caller('/api/judges/forgot-password', '192.0.2.51'),
      'forgot-password',
    ).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('3600')
    expect(await response.json()).toEqual({
      message: 'Too many attempts. Please wait 60 minutes and try again.',
    })
  })

  it('checkSuccessLimit counts only what the route counts', async () => {
    const who = caller('/submission', '192.0.2.52')
    for (let i = 0; i < 1000; i++)
      expect((await checkSuccessLimit(who, 'project-submission')).refused).toBeNull()
    for (let i = 0; i < 400; i++) await (await checkSuccessLimit(who, 'project-submission')).count()
    expect((await checkSuccessLimit(who, 'project-submission')).refused?.status).toBe(429)
  })
})

describe('tooManyAttemptsMessage', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.')
  })
})

describe('parseLimitOverrides', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.restoreAllMocks())

  it('is empty for nothing', () => {
    expect(parseLimitOverrides(undefined)).toEqual({})
    expect(parseLimitOverrides('  ')).toEqual({})
  })

  it('reads whole and partial rules', () => {
    expect(parseLimitOverrides('{"judge-login":{"max":5,"windowMs":60000},"admin-login":{"max":3}}')).toEqual(
      {
        'judge-login': { max: 5, windowMs: 60000 },
        'admin-login': { max: 3, windowMs: 15 * MINUTE },
      },
    )
  })

  it('warns about and skips what it cannot use, keeping the rest', () => {
    expect(parseLimitOverrides('not json')).toEqual({})
    expect(parseLimitOverrides('[1]')).toEqual({})
    expect(
      parseLimitOverrides(
        '{"nope":{"max":1},"judge-login":{"max":0},"admin-login":{"windowMs":10},"forgot-password":{"max":2}}',
      ),
    ).toEqual({ 'forgot-password': { max: 2, windowMs: 60 * MINUTE } })
    expect(console.warn).toHaveBeenCalledTimes(5)
  })

  it('feeds the limits', async () => {
    const limits = createRateLimits({ limits: parseLimitOverrides('{"judge-register":{"max":1}}') })
    expect((await limits.hit('judge-register', 'k')).ok).toBe(true)
    expect((await limits.hit('judge-register', 'k')).ok).toBe(false)
  })
})
