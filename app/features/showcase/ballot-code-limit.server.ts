import crypto from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { createCookie } from '@remix-run/node'
import * as z from 'zod'
import { sessionSecret } from '~/infra/env.server'
import { isSecureRequest } from '~/infra/request.server'
import { keyFor, rateLimits, type Caller } from '~/infra/rate-limit.server'

/**
 * The guessing limit on typed ballot codes (docs/decisions/0032, where its arithmetic is). Nothing here ever
 * shuts a family out: a right code is not a guess, and it opens its ballot whoever typed wrong ones before.
 * What is bounded is how many codes the site checks. A code is checked at once while its browser, its
 * address and the whole site are within their counts of wrong codes; otherwise it waits for its turn of one
 * slow pace shared by the whole site, and is checked then. A turn more than MAX_WAIT_MS away is not waited
 * for: the visitor is asked to try again shortly, or to scan the ballot's QR code, which is never limited.
 *
 * Every browser that opens /vote gets a signed cookie naming it (a random nonce, as the device cookie of
 * decision 0026): its wrong codes are counted on it, so one phone that keeps guessing waits on its own
 * before its address does. A cookie only ever brings a browser under a count, never out of one: it is free
 * to make, so one that says anything more could be made by a guesser as easily.
 */

/** The longest a code waits for its turn of the slow pace before the visitor is told to come back. */
const MAX_WAIT_MS = 30_000

/** Every path the code's form posts to, `/vote` without JavaScript and `/vote.data` with it, gets it. */
const cookie = createCookie('sc_voter', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 7 * 24 * 60 * 60,
  secrets: [sessionSecret()],
})

/** `n` names the browser. */
const contentSchema = z.object({ n: z.string().regex(/^[A-Za-z0-9_-]{22}$/) })
type Voter = z.infer<typeof contentSchema>

async function readVoter(request: Request): Promise<Voter | null> {
  const parsed = contentSchema.safeParse(await cookie.parse(request.headers.get('cookie')))
  return parsed.success ? parsed.data : null
}

const newVoter = (): Voter => ({ n: crypto.randomBytes(16).toString('base64url') })

const serialize = (request: Request, voter: Voter) =>
  cookie.serialize(voter, { secure: isSecureRequest(request) })

/** The Set-Cookie for a browser that has none yet (the /vote page), or null. */
export async function voterCookieFor(request: Request): Promise<string | null> {
  return (await readVoter(request)) ? null : serialize(request, newVoter())
}

/** The one key of the site-wide count and pace. */
const SITE = 'site'

export type CodeCheck<T> =
  | { outcome: 'opened'; found: T; cookie: string }
  | { outcome: 'wrong'; cookie: string }
  | { outcome: 'busy'; retryAfterSeconds: number; cookie: string }

/**
 * Checks a typed code with `find` (null: no ballot) once its turn has come, and counts it if wrong. The
 * answer's cookie names the browser, a new one if it came without.
 */
export async function checkTypedCode<T>(caller: Caller, find: () => T | null): Promise<CodeCheck<T>> {
  const voter = (await readVoter(caller.request)) ?? newVoter()
  const cookie = await serialize(caller.request, voter)
  const device = `voter:${voter.n}`
  const address = keyFor(caller)
  const atOnce = await withinCounts(device, address)
  if (!atOnce) {
    const turn = await rateLimits.pace('ballot-code-slow', SITE, MAX_WAIT_MS)
    if (!turn.ok) return { outcome: 'busy', retryAfterSeconds: turn.retryAfterSeconds, cookie }
    await sleep(turn.waitMs)
  }
  const found = find()
  if (found !== null) {
    // Not a guess: the site's count gets its place back.
    if (atOnce) await rateLimits.refund('ballot-code-site', SITE)
    return { outcome: 'opened', found, cookie }
  }
  await rateLimits.hit('ballot-code-device', device)
  await rateLimits.hit('ballot-code', address)
  return { outcome: 'wrong', cookie }
}

/**
 * Whether a code is checked at once: its browser and its address have wrong codes left, and so has the
 * site, whose count is taken before the check (given back for a right code), so that two workers cannot
 * both use its last place.
 */
async function withinCounts(device: string, address: string): Promise<boolean> {
  if (!(await rateLimits.peek('ballot-code-device', device)).ok) return false
  if (!(await rateLimits.peek('ballot-code', address)).ok) return false
  return (await rateLimits.hit('ballot-code-site', SITE)).ok
}
