import crypto from 'node:crypto'
import net from 'node:net'
import { jsonError } from './api.server'
import { env } from './env.server'

export type LimitName =
  'admin-login' | 'judge-login' | 'judge-register' | 'forgot-password' | 'project-submission'

/** A rule that applies only when a limit is keyed on its target (no client address known). */
export type LimitRuleName = LimitName | `${LimitName}:target`

export type LimitRule = { max: number; windowMs: number }

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const limitNames: readonly LimitName[] = [
  'admin-login',
  'judge-login',
  'judge-register',
  'forgot-password',
  'project-submission',
]

export const defaultLimits: Record<LimitName, LimitRule> = {
  // One shared password: ten tries covers an organiser's typos while keeping guessing to a crawl.
  // Without TRUST_PROXY this is one bucket for the whole world (DESIGN.md §5), so a stranger can lock
  // the admin out for at most 15 minutes; that is the accepted price of having no client address.
  'admin-login': { max: 10, windowMs: 15 * MINUTE },
  // Same reasoning per judge; a successful login should refund its attempt (see `refund`).
  'judge-login': { max: 10, windowMs: 15 * MINUTE },
  // Judges register once; ten an hour from one address is room for a whole judging panel at a desk.
  'judge-register': { max: 10, windowMs: HOUR },
  // Each request may send an e-mail, so this is the tightest: it stops mail-bombing an inbox.
  'forgot-password': { max: 5, windowMs: HOUR },
  // Per address: every family at the event shares the venue Wi-Fi address, and DESIGN.md §5 requires
  // 300 submissions in 30 minutes to get through; 400 leaves room for retries after a validation error.
  'project-submission': { max: 400, windowMs: 30 * MINUTE },
}

/**
 * Used instead of `defaultLimits` when a limit is keyed on its target (TRUST_PROXY off): one family's
 * e-mail has no reason to submit 400 times, so the venue allowance would be no limit at all.
 */
export const defaultTargetLimits: Partial<Record<LimitName, LimitRule>> = {
  'project-submission': { max: 20, windowMs: 30 * MINUTE },
}

// Bounds on overrides, so a typo in RATE_LIMITS cannot turn a limit off or make Retry-After absurd.
const MAX_MAX = 1_000_000
const MIN_WINDOW_MS = 1000
const MAX_WINDOW_MS = 7 * 24 * HOUR

function isLimitName(value: string): value is LimitName {
  return (limitNames as readonly string[]).includes(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function defaultRuleFor(name: LimitRuleName): LimitRule {
  if (name.endsWith(':target')) {
    const base = name.slice(0, -':target'.length) as LimitName
    return defaultTargetLimits[base] ?? defaultLimits[base]
  }
  return defaultLimits[name as LimitName]
}

function isLimitRuleName(value: string): value is LimitRuleName {
  return isLimitName(value.endsWith(':target') ? value.slice(0, -':target'.length) : value)
}

/**
 * Reads RATE_LIMITS, e.g. `{"judge-login":{"max":5,"windowMs":60000}}`. A rule may give only `max` or
 * only `windowMs` (the other keeps its default), and `"<name>:target"` overrides the target-keyed
 * rule. Anything malformed is skipped with a warning rather than thrown: a bad override must not
 * stop the server from starting on the morning of the event.
 */
export function parseLimitOverrides(json: string | undefined): Partial<Record<LimitRuleName, LimitRule>> {
  const overrides: Partial<Record<LimitRuleName, LimitRule>> = {}
  if (json === undefined || json.trim() === '') return overrides
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    console.warn('RATE_LIMITS is not valid JSON; using the default rate limits')
    return overrides
  }
  if (!isRecord(parsed)) {
    console.warn('RATE_LIMITS must be a JSON object; using the default rate limits')
    return overrides
  }
  for (const [name, value] of Object.entries(parsed)) {
    if (!isLimitRuleName(name)) {
      console.warn(`RATE_LIMITS: ignoring unknown limit "${name}" (known: ${limitNames.join(', ')})`)
      continue
    }
    if (!isRecord(value)) {
      console.warn(`RATE_LIMITS: ignoring "${name}", which must be an object like {"max":5,"windowMs":60000}`)
      continue
    }
    const fallback = defaultRuleFor(name)
    const max = value.max ?? fallback.max
    const windowMs = value.windowMs ?? fallback.windowMs
    if (typeof max !== 'number' || !Number.isSafeInteger(max) || max < 1 || max > MAX_MAX) {
      console.warn(`RATE_LIMITS: ignoring "${name}": max must be a whole number from 1 to ${MAX_MAX}`)
      continue
    }
    if (
      typeof windowMs !== 'number' ||
      !Number.isSafeInteger(windowMs) ||
      windowMs < MIN_WINDOW_MS ||
      windowMs > MAX_WINDOW_MS
    ) {
      console.warn(
        `RATE_LIMITS: ignoring "${name}": windowMs must be a whole number from ${MIN_WINDOW_MS} to ${MAX_WINDOW_MS}`,
      )
      continue
    }
    overrides[name] = { max, windowMs }
  }
  return overrides
}

const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/

/** One canonical spelling per address, so `2001:DB8:0::1` and `2001:db8::1` share a bucket. */
function canonicalAddress(raw: string): string | null {
  let candidate = raw.trim()
  // Some proxies append the client port ("1.2.3.4:5678", "[2001:db8::1]:5678").
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate)
  if (bracketed?.[1]) candidate = bracketed[1]
  else {
    const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(candidate)
    if (withPort?.[1]) candidate = withPort[1]
  }
  const version = net.isIP(candidate)
  if (version === 4) return candidate
  if (version !== 6) return null
  let host: string
  try {
    // The WHATWG URL parser compresses and lower-cases IPv6, and rewrites embedded IPv4 as hex.
    host = new URL(`http://[${candidate}]/`).hostname.slice(1, -1)
  } catch {
    return null // e.g. a zone id ("fe80::1%eth0"), which never arrives from the internet
  }
  const mapped = MAPPED_IPV4.exec(host)
  if (mapped?.[1] && mapped[2]) {
    const high = parseInt(mapped[1], 16)
    const low = parseInt(mapped[2], 16)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return host
}

/**
 * The client address if TRUST_PROXY is on, else null: the app is not handed the socket address,
 * so the proxy's X-Forwarded-For is all there is. The left-most entry is only trustworthy when the
 * proxy replaces the header rather than appending to what the client sent (Caddy does by default;
 * nginx needs `proxy_set_header X-Forwarded-For $remote_addr`, not `$proxy_add_x_forwarded_for`).
 * Anything that is not an IP address gives null, so a forged header cannot mint arbitrary keys.
 */
export function clientAddress(request: Request, trustProxy: boolean = env.TRUST_PROXY): string | null {
  if (!trustProxy) return null
  const header = request.headers.get('x-forwarded-for')
  if (!header) return null
  const first = header.split(',')[0]
  return first === undefined ? null : canonicalAddress(first)
}

// Longest valid e-mail address; anything longer is hashed so a megabyte "e-mail" cannot become a
// megabyte key in each of the 10,000 slots.
const MAX_TARGET_LENGTH = 254

/** `${name}:ip:${address}`, else `${name}:target:${target}` (trimmed, lower-cased), else `${name}:global`. */
export function limitKey(
  name: LimitName,
  request: Request,
  target?: string | null,
  trustProxy: boolean = env.TRUST_PROXY,
): string {
  const address = clientAddress(request, trustProxy)
  if (address) return `${name}:ip:${address}`
  const normalised = target?.trim().toLowerCase()
  if (normalised) {
    const safe =
      normalised.length > MAX_TARGET_LENGTH
        ? `sha256:${crypto.createHash('sha256').update(normalised).digest('hex')}`
        : normalised
    return `${name}:target:${safe}`
  }
  return `${name}:global`
}

type Entry = {
  key: string
  count: number
  resetAt: number
  max: number
  // Neighbours in recency order (older, newer).
  older: Entry | null
  newer: Entry | null
}

// Under attack the store is full on every new key; looking a little past the least recently used
// entry lets a locked-out key survive being sprayed out, without scanning the whole store each time.
const EVICTION_LOOKAHEAD = 32
const SWEEP_INTERVAL_MS = MINUTE

export type RateLimiterOptions = {
  maxKeys?: number
  now?: () => number
  limits?: Partial<Record<LimitRuleName, LimitRule>>
  /** For load tests (RATE_LIMITS_DISABLED=1): every attempt is allowed and nothing is stored. */
  disabled?: boolean
}

/**
 * Fixed-window counters. A sliding log would be smoother at window edges, but it keeps one timestamp
 * per attempt: 400 per key for submissions, times 10,000 keys, which defeats the memory bound. A fixed
 * window stores three numbers per key and gives an exact Retry-After; its worst case, twice the limit
 * across a window edge, is still slow enough for password guessing against bcrypt.
 *
 * At most `maxKeys` keys; when full, the least recently used goes. Recency is a linked list beside the
 * Map rather than the Map's own insertion order, because V8 leaves a hole for every Map entry deleted
 * at the front and walks over them all to find the oldest, which made eviction cost grow with the
 * store. Expired entries go when touched, and in a sweep at most once a minute.
 */
export class RateLimiter {
  readonly #store = new Map<string, Entry>()
  #oldest: Entry | null = null
  #newest: Entry | null = null
  readonly #maxKeys: number
  readonly #now: () => number
  readonly #limits: Partial<Record<LimitRuleName, LimitRule>>
  readonly #disabled: boolean
  #lastSweep: number

  constructor(options: RateLimiterOptions = {}) {
    this.#maxKeys = Math.max(1, Math.floor(options.maxKeys ?? 10_000))
    this.#now = options.now ?? Date.now
    this.#limits = options.limits ?? {}
    this.#disabled = options.disabled ?? false
    this.#lastSweep = this.#now()
  }

  /** The rule for this name and key: target-keyed keys may have a stricter rule of their own. */
  rule(name: LimitName, key: string): LimitRule {
    if (key.startsWith(`${name}:target:`)) {
      const targetRule = this.#limits[`${name}:target`] ?? defaultTargetLimits[name]
      if (targetRule) return targetRule
    }
    return this.#limits[name] ?? defaultLimits[name]
  }

  /** Counts this attempt; a refused attempt is not counted, so it does not lengthen the wait. */
  hit(name: LimitName, key: string): LimitResult {
    const rule = this.rule(name, key)
    if (this.#disabled) return { ok: true, remaining: rule.max }
    const now = this.#now()
    this.#maybeSweep(now)
    let entry = this.#live(key, now)
    if (entry) {
      this.#unlink(entry)
    } else {
      this.#makeRoom(now)
      entry = { key, count: 0, resetAt: now + rule.windowMs, max: rule.max, older: null, newer: null }
      this.#store.set(key, entry)
    }
    this.#linkNewest(entry)
    if (entry.count >= entry.max) return refused(entry, now)
    entry.count += 1
    return { ok: true, remaining: entry.max - entry.count }
  }

  /** Checks without counting, and without refreshing the key's place in the eviction order. */
  peek(name: LimitName, key: string): LimitResult {
    const rule = this.rule(name, key)
    if (this.#disabled) return { ok: true, remaining: rule.max }
    const now = this.#now()
    const entry = this.#live(key, now)
    if (!entry) return { ok: true, remaining: rule.max }
    if (entry.count >= entry.max) return refused(entry, now)
    return { ok: true, remaining: entry.max - entry.count }
  }

  /**
   * Gives back one counted attempt, e.g. after a successful login. Prefer this to `reset` for keys
   * shared by many people (a venue address): it keeps everyone else's failures, so an attacker who
   * owns one valid account cannot wipe their failed guesses by logging in between them.
   */
  refund(key: string): void {
    const entry = this.#live(key, this.#now())
    if (entry && entry.count > 0) entry.count -= 1
  }

  /** Forgets a key entirely, e.g. after a password reset proves who is behind it. */
  reset(key: string): void {
    const entry = this.#store.get(key)
    if (entry) this.#remove(entry)
  }

  /** Forgets every key (tests, or an organiser unlocking everyone). */
  clear(): void {
    this.#store.clear()
    this.#oldest = null
    this.#newest = null
  }

  /** Drops every expired entry now; returns how many went. */
  prune(): number {
    const now = this.#now()
    this.#lastSweep = now
    let dropped = 0
    for (const entry of this.#store.values()) {
      if (entry.resetAt <= now) {
        this.#remove(entry)
        dropped += 1
      }
    }
    return dropped
  }

  get size(): number {
    return this.#store.size
  }

  #live(key: string, now: number): Entry | undefined {
    const entry = this.#store.get(key)
    if (entry && entry.resetAt <= now) {
      this.#remove(entry)
      return undefined
    }
    return entry
  }

  #maybeSweep(now: number) {
    if (now - this.#lastSweep >= SWEEP_INTERVAL_MS) this.prune()
  }

  #makeRoom(now: number) {
    if (this.#store.size < this.#maxKeys) return
    let victim: Entry | null = null
    let looked = 0
    for (let entry = this.#oldest; entry && looked < EVICTION_LOOKAHEAD; entry = entry.newer, looked++) {
      if (entry.resetAt <= now || entry.count < entry.max) {
        victim = entry // expired, or at least not a lock-out worth keeping
        break
      }
    }
    // Every key looked at is locked out: the least recently used goes after all, to keep the bound.
    victim ??= this.#oldest
    if (victim) this.#remove(victim)
  }

  #remove(entry: Entry) {
    this.#unlink(entry)
    this.#store.delete(entry.key)
  }

  #unlink(entry: Entry) {
    if (entry.older) entry.older.newer = entry.newer
    else this.#oldest = entry.newer
    if (entry.newer) entry.newer.older = entry.older
    else this.#newest = entry.older
    entry.older = null
    entry.newer = null
  }

  #linkNewest(entry: Entry) {
    entry.older = this.#newest
    entry.newer = null
    if (this.#newest) this.#newest.newer = entry
    else this.#oldest = entry
    this.#newest = entry
  }
}

function refused(entry: Entry, now: number): LimitResult {
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) }
}

function isEnabledFlag(value: string | undefined) {
  return value === '1' || value === 'true'
}

// Read here rather than in env.server.ts because they only tune this module and must never stop the
// server from starting (a bad RATE_LIMITS is warned about and ignored, not fatal).
const disabled = isEnabledFlag(process.env.RATE_LIMITS_DISABLED)
if (disabled && process.env.NODE_ENV !== 'test') {
  console.warn('RATE_LIMITS_DISABLED is set: login, registration and submission are NOT rate limited')
}

/** The process-wide limiter, with the RATE_LIMITS / RATE_LIMITS_DISABLED overrides. */
export const rateLimiter = new RateLimiter({
  limits: parseLimitOverrides(process.env.RATE_LIMITS),
  disabled,
})

/** The user-facing message; minutes are rounded up so the wait never turns out longer than promised. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/** A 429 in the shape the caller expects: JSON `{ message }` for the API, a small HTML page otherwise. */
export function tooManyAttemptsResponse(request: Request, retryAfterSeconds: number): Response {
  const message = tooManyAttemptsMessage(retryAfterSeconds)
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' }
  if (new URL(request.url).pathname.startsWith('/api/')) {
    return jsonError(message, 429, undefined, { headers })
  }
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Too many attempts</title></head><body><h1>Too many attempts</h1><p>${message}</p></body></html>`
  return new Response(html, {
    status: 429,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

/**
 * For route actions: counts an attempt and throws a 429 Response when over the limit. Call it BEFORE
 * any bcrypt work, so refused attempts cost the server nothing. Returns the key, so the route can
 * `rateLimiter.refund(key)` after a success.
 */
export function enforceRateLimit(
  request: Request,
  name: LimitName,
  target?: string | null,
  options: { limiter?: RateLimiter; trustProxy?: boolean } = {},
): string {
  const limiter = options.limiter ?? rateLimiter
  const key = limitKey(name, request, target, options.trustProxy ?? env.TRUST_PROXY)
  const result = limiter.hit(name, key)
  if (!result.ok) throw tooManyAttemptsResponse(request, result.retryAfterSeconds)
  return key
}

/**
 * For page actions, which show the message in their form instead of an error
 * page: counts the attempt and says whether it was refused.
 */
export function checkRateLimit(
  request: Request,
  name: LimitName,
  target?: string | null,
): { key: string; refused: null } | { key: string; refused: { message: string; headers: HeadersInit } } {
  const key = limitKey(name, request, target, env.TRUST_PROXY)
  const result = rateLimiter.hit(name, key)
  if (result.ok) return { key, refused: null }
  return {
    key,
    refused: {
      message: tooManyAttemptsMessage(result.retryAfterSeconds),
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    },
  }
}
