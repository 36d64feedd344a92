import crypto from 'node:crypto'
import type { AppLoadContext } from '@remix-run/node'
import ipaddr from 'ipaddr.js'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import * as z from 'zod'
import { jsonError } from './api.server'
import { emailKey } from '../../db/email-key'
import { env } from './env.server'
import { clientAddress } from './request.server'

/**
 * Sign-ins, registrations, reset requests, submissions and password changes are limited per client address
 * (docs/rules.md#accounts-and-sessions), counted by rate-limiter-flexible (fixed windows). A sign-in from a
 * browser that signed in before is counted per browser instead (app/features/accounts/login-limit.server.ts).
 *
 * The counts are kept in the server's memory (RateLimiterMemory): the site runs as one process
 * (docs/decisions/0043). A restart forgets them, which gives a guesser nothing they could ask for: the
 * limits are per 15 minutes or per hour, and only the organiser restarts the server. A `rate-limits.db`
 * left in a data folder by an older version is never opened.
 */
type LimitName =
  | 'admin-login'
  | 'admin-login-device'
  | 'judge-login'
  | 'judge-login-device'
  | 'judge-register'
  | 'forgot-password'
  | 'project-submission'
  | 'change-password'
  | 'ballot-code'
  | 'ballot-code-device'
  | 'ballot-code-site'
  | 'ballot-code-slow'

type LimitRule = { max: number; windowMs: number }

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const defaultLimits: Record<LimitName, LimitRule> = {
  // One shared password: ten tries covers an organiser's typos while keeping guessing to a crawl.
  'admin-login': { max: 10, windowMs: 15 * MINUTE },
  // Same reasoning per judge; a successful login gives its attempt back.
  'judge-login': { max: 10, windowMs: 15 * MINUTE },
  // Attempts from a browser that signed in before (its device cookie, docs/decisions/0026) are counted
  // per browser instead of per address, as many as a stranger gets: a stolen cookie buys no more guesses.
  'admin-login-device': { max: 10, windowMs: 15 * MINUTE },
  'judge-login-device': { max: 10, windowMs: 15 * MINUTE },
  // Judges register once; ten an hour from one address is room for a whole judging panel at a desk.
  'judge-register': { max: 10, windowMs: HOUR },
  // Each request may send an e-mail, so this is the tightest: it stops mail-bombing an inbox.
  'forgot-password': { max: 5, windowMs: HOUR },
  // Only valid submissions count. Every family at the event shares the venue Wi-Fi address, and
  // a whole event's families may send 300 submissions in 30 minutes: 400 leaves room.
  'project-submission': { max: 400, windowMs: 30 * MINUTE },
  // Guesses at the current admin password, from a signed-in browser: as many as at the login.
  'change-password': { max: 10, windowMs: 15 * MINUTE },
  // Wrong People's Choice codes typed at /vote (docs/decisions/0032, where the arithmetic is). None of them
  // shuts anyone out: a browser, an address or the whole site past its count waits for a turn of the slow
  // pace instead of being answered at once. Per browser strictly; per address loosely, since the whole
  // venue shares one and children mistype, and less than half the site's count, so that no one address
  // can use up the site's; per site, what bounds the guesses answered at once.
  'ballot-code-device': { max: 10, windowMs: 15 * MINUTE },
  'ballot-code': { max: 500, windowMs: HOUR },
  'ballot-code-site': { max: 1500, windowMs: HOUR },
  // A pace, not a count: `max` turns every `windowMs`, one every 3 s, for the whole site.
  'ballot-code-slow': { max: 1, windowMs: 3000 },
}

const limitNames = Object.keys(defaultLimits) as LimitName[]

// Bounds on overrides, so a typo in RATE_LIMITS cannot turn a limit off or make Retry-After absurd.
const overrideSchema = z
  .object({
    max: z.number().int().min(1).max(1_000_000).optional(),
    windowMs: z
      .number()
      .int()
      .min(1000)
      .max(7 * 24 * HOUR)
      .optional(),
  })
  .strict()

/**
 * Reads RATE_LIMITS, e.g. `{"judge-login":{"max":5,"windowMs":60000}}`. A rule may give only `max` or
 * only `windowMs` (the other keeps its default).
 * Anything malformed is skipped with a warning rather than thrown: a bad override must not stop the
 * server from starting on the morning of the event.
 */
export function parseLimitOverrides(json: string | undefined): Partial<Record<LimitName, LimitRule>> {
  const overrides: Partial<Record<LimitName, LimitRule>> = {}
  if (json === undefined || json.trim() === '') return overrides
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    console.warn('RATE_LIMITS is not valid JSON; using the default rate limits')
    return overrides
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    console.warn('RATE_LIMITS must be a JSON object; using the default rate limits')
    return overrides
  }
  for (const [name, value] of Object.entries(parsed)) {
    if (!limitNames.includes(name as LimitName)) {
      console.warn(`RATE_LIMITS: ignoring unknown limit "${name}" (known: ${limitNames.join(', ')})`)
      continue
    }
    const rule = overrideSchema.safeParse(value)
    if (!rule.success) {
      console.warn(
        `RATE_LIMITS: ignoring "${name}": it must look like {"max":5,"windowMs":60000}, max 1 to 1000000, windowMs 1000 to 604800000`,
      )
      continue
    }
    overrides[name as LimitName] = { ...defaultLimits[name as LimitName], ...rule.data }
  }
  return overrides
}

/**
 * Who is counted: the client's address; an IPv6 client by its /64 network (one household or phone
 * holds all of it). Only when no address is known at all: what the request names (an e-mail), else one
 * shared key, the accepted price of running without our server or a proxy (docs/decisions/0008).
 */
export function limitKey(address: string | null, target?: string | null): string {
  if (address) {
    const parsed = ipaddr.parse(address)
    if (parsed.kind() === 'ipv6') {
      const network = (parsed as ipaddr.IPv6).toByteArray().slice(0, 8).concat(Array(8).fill(0))
      return `ip:${ipaddr.fromByteArray(network).toString()}/64`
    }
    return `ip:${parsed.toString()}`
  }
  const named = target ? emailKey(target) : ''
  if (named) {
    // Longer than any e-mail: hashed, so a megabyte "e-mail" does not become a megabyte key.
    return `target:${named.length > 254 ? crypto.createHash('sha256').update(named).digest('hex') : named}`
  }
  return 'anyone'
}

type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

type RateLimiterOptions = {
  limits?: Partial<Record<LimitName, LimitRule>>
  /** Load tests only (RATE_LIMITS_DISABLED=1): every attempt is allowed and nothing is counted. */
  disabled?: boolean
}

export type PaceTurn = { ok: true; waitMs: number } | { ok: false; retryAfterSeconds: number }

/** One rate-limiter-flexible counter per limit. */
export function createRateLimits({ limits = {}, disabled = false }: RateLimiterOptions = {}) {
  const counters = new Map<LimitName, RateLimiterMemory>()
  const counterFor = (name: LimitName) => {
    let counter = counters.get(name)
    if (!counter) {
      const { max, windowMs } = limits[name] ?? defaultLimits[name]
      counter = new RateLimiterMemory({ keyPrefix: name, points: max, duration: windowMs / 1000 })
      counters.set(name, counter)
    }
    return counter
  }
  // Per pace and key, when its next free turn starts.
  const nextTurns = new Map<string, number>()
  const refused = (res: RateLimiterRes): LimitResult => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  })

  return {
    /** Counts one attempt; when over the limit, says how long to wait (the wait does not grow). */
    async hit(name: LimitName, key: string): Promise<LimitResult> {
      if (disabled) return { ok: true }
      try {
        await counterFor(name).consume(key)
        return { ok: true }
      } catch (error) {
        if (error instanceof RateLimiterRes) return refused(error)
        throw error
      }
    },
    /** Checks without counting (a submission is counted only once it is valid). */
    async peek(name: LimitName, key: string): Promise<LimitResult> {
      if (disabled) return { ok: true }
      const counter = counterFor(name)
      const res = await counter.get(key)
      return res && res.consumedPoints >= counter.points ? refused(res) : { ok: true }
    },
    /**
     * Gives back one counted attempt, e.g. after a successful login: judges signing in together on the
     * venue's Wi-Fi do not use up each other's attempts, while everyone else's failures stay counted.
     */
    async refund(name: LimitName, key: string): Promise<void> {
      if (disabled) return
      const counter = counterFor(name)
      const res = await counter.get(key)
      if (res && res.consumedPoints > 0) await counter.reward(key)
    },
    /**
     * Takes the next turn of a pace: where a limit refuses once its count is spent, a pace makes the caller
     * wait for its turn instead, slower but never shut. `max` turns every `windowMs` for the key, one
     * interval apart, in the order asked; a turn more than `maxWaitMs` away is not taken, and the caller is
     * told when the queue will have room again, so that nobody waits in a queue without end.
     * (rate-limiter-flexible's RateLimiterQueue counts in fixed windows, so two turns may fall a moment
     * apart at a window's edge, and it says nothing of when to come back.)
     */
    async pace(name: LimitName, key: string, maxWaitMs: number): Promise<PaceTurn> {
      if (disabled) return { ok: true, waitMs: 0 }
      const { max, windowMs } = limits[name] ?? defaultLimits[name]
      const now = Date.now()
      const turn = Math.max(now, nextTurns.get(`${name}:${key}`) ?? now)
      if (turn - now > maxWaitMs) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((turn - maxWaitMs - now) / 1000)) }
      }
      nextTurns.set(`${name}:${key}`, turn + windowMs / max)
      return { ok: true, waitMs: turn - now }
    },
  }
}

// A bad RATE_LIMITS must never stop the server from starting: env.server.ts only reads the text, and this
// module warns about it and ignores it.
const disabled = env.RATE_LIMITS_DISABLED
if (disabled && env.NODE_ENV !== 'test') {
  console.warn('RATE_LIMITS_DISABLED is set: logins, registrations and submissions are NOT rate limited')
}

type RateLimits = ReturnType<typeof createRateLimits>

// Read at start, so that a bad RATE_LIMITS is warned about at once rather than at the first sign-in.
const limitOverrides = parseLimitOverrides(env.RATE_LIMITS)

// One set of counts per process, kept across `remix dev` rebuilds (a rebuild is not a restart).
const globalForLimits = globalThis as typeof globalThis & { __rateLimits?: RateLimits }

/** The process-wide limits, with the RATE_LIMITS / RATE_LIMITS_DISABLED overrides. */
export const rateLimits: RateLimits = (globalForLimits.__rateLimits ??= createRateLimits({
  limits: limitOverrides,
  disabled,
}))

/** The minutes a refusal asks to wait: rounded up, so the wait never turns out longer than promised. */
export const waitMinutes = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60))

/** The user-facing message. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = waitMinutes(retryAfterSeconds)
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/** A refusal for a page action, which shows the message in its form: status 429 with Retry-After. */
export function refusal(retryAfterSeconds: number) {
  return {
    message: tooManyAttemptsMessage(retryAfterSeconds),
    status: 429 as const,
    headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
  }
}

/** What a route hands over: its request and the load context our server filled in. */
export type Caller = { request: Request; context: AppLoadContext }

/** The key a request is counted under (see limitKey). */
export const keyFor = ({ request, context }: Caller, target?: string | null) =>
  limitKey(clientAddress(request, context), target)

/**
 * For page actions: counts the attempt, BEFORE any password hashing so refused attempts cost nothing.
 * `refused` is null or what the form shows; `key` is for a refund after a success.
 */
export async function checkRateLimit(caller: Caller, name: LimitName, target?: string | null) {
  const key = keyFor(caller, target)
  const result = await rateLimits.hit(name, key)
  return { key, refused: result.ok ? null : refusal(result.retryAfterSeconds) }
}

/**
 * For limits that count only successes (project submissions, so that a flood of invalid posts cannot close
 * submissions for a whole venue): refused once the count is reached; `count()` after the attempt turned out
 * valid.
 */
export async function checkSuccessLimit(caller: Caller, name: LimitName) {
  const key = keyFor(caller)
  const result = await rateLimits.peek(name, key)
  return {
    refused: result.ok ? null : refusal(result.retryAfterSeconds),
    count: () => rateLimits.hit(name, key),
  }
}

/** For JSON routes: counts the attempt and throws a 429 `{ message }` with Retry-After when over. */
export async function enforceRateLimit(caller: Caller, name: LimitName, target?: string | null) {
  const { key, refused } = await checkRateLimit(caller, name, target)
  if (refused) throw jsonError(refused.message, refused.status, undefined, { headers: refused.headers })
  return key
}
