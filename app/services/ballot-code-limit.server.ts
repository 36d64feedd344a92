import crypto from 'node:crypto'
import { createCookie } from '@remix-run/node'
import * as z from 'zod'
import { sessionSecret } from '~/utils/env.server'
import { isSecureRequest } from '~/utils/request.server'
import { keyFor, rateLimits, refusal, type Caller } from '~/utils/rate-limit.server'

/**
 * The guessing limit on typed ballot codes (docs/decisions/0032), after the device cookie of decision 0026:
 * every browser that opens /vote gets a signed cookie naming it (a random nonce), and its wrong codes are
 * counted on it (10 in 15 minutes). Wrong codes are also counted per address, more loosely (200), since the
 * whole venue shares one; a browser whose cookie has already opened a ballot is not held by the address's
 * count, so a guesser on the Wi-Fi cannot lock out families who voted before. A right code is never
 * counted, and a vote never meets either limit.
 */

const cookie = createCookie('sc_voter', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/vote',
  maxAge: 7 * 24 * 60 * 60,
  secrets: [sessionSecret()],
})

/** `n` names the browser; `ok` says one of its codes or tokens opened a ballot. */
const contentSchema = z.object({ n: z.string().regex(/^[A-Za-z0-9_-]{22}$/), ok: z.boolean() })
type Voter = z.infer<typeof contentSchema>

async function readVoter(request: Request): Promise<Voter | null> {
  const parsed = contentSchema.safeParse(await cookie.parse(request.headers.get('cookie')))
  return parsed.success ? parsed.data : null
}

const newVoter = (): Voter => ({ n: crypto.randomBytes(16).toString('base64url'), ok: false })

const serialize = (request: Request, voter: Voter) =>
  cookie.serialize(voter, { secure: isSecureRequest(request) })

/** The Set-Cookie for a browser that has none yet (the /vote page), or null. */
export async function voterCookieFor(request: Request): Promise<string | null> {
  return (await readVoter(request)) ? null : serialize(request, newVoter())
}

/**
 * Before looking a typed code up: refused (429 with Retry-After) while this browser, or its address for a
 * browser that never opened a ballot, has used up its wrong codes. Then `wrong()` counts a miss, and
 * `right()` gives the cookie that marks this browser as one that opened a ballot.
 */
export async function checkCodeLimit(caller: Caller) {
  const voter = (await readVoter(caller.request)) ?? newVoter()
  const deviceKey = `voter:${voter.n}`
  const addressKey = keyFor(caller)
  const device = await rateLimits.peek('ballot-code-device', deviceKey)
  const address = voter.ok ? ({ ok: true } as const) : await rateLimits.peek('ballot-code', addressKey)
  const over = !device.ok ? device : !address.ok ? address : null
  return {
    refused: over ? refusal(over.retryAfterSeconds) : null,
    cookie: () => serialize(caller.request, voter),
    async wrong() {
      await rateLimits.hit('ballot-code-device', deviceKey)
      await rateLimits.hit('ballot-code', addressKey)
      return serialize(caller.request, voter)
    },
    right: () => serialize(caller.request, { ...voter, ok: true }),
  }
}
