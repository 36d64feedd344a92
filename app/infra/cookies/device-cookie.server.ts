import crypto from 'node:crypto'
import { createCookie } from '@remix-run/node'
import * as z from 'zod'
import { emailKey } from '../../../db/email-key'
import { sessionSecret } from '~/infra/env.server'
import { isSecureRequest } from '~/infra/request.server'

/**
 * The OWASP "device cookie" (docs/decisions/0026): a browser where someone signed in successfully is
 * remembered, so that its next sign-ins are counted on their own instead of with everyone else behind the
 * venue's one Wi-Fi address. The cookie opens nothing: it only chooses which count an attempt joins, and
 * the password is still checked.
 */

/** How long a browser stays known without signing in again: a season, from preparing to the awards. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

/** Whose sign-in a device cookie remembers: the organiser, or one judge by their e-mail. */
export type LoginAccount = { role: 'admin' } | { role: 'judge'; email: string }

const secret = sessionSecret()

// One cookie per role, so that an organiser who also judges on the same laptop keeps both. Signed by
// Remix with HMAC-SHA256 under the session secret: a forged or altered cookie reads as none.
const cookies = {
  admin: createCookie('sc_device_admin', deviceCookieOptions()),
  judge: createCookie('sc_device_judge', deviceCookieOptions()),
}

function deviceCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    secrets: [secret],
  }
}

/** What the cookie holds: whose sign-in (`s`), a random nonce naming this browser (`n`), when (`t`, ms). */
const contentSchema = z.object({
  s: z.string().max(64),
  n: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  t: z.number().int(),
})

/**
 * The account as the cookie names it. A judge by a keyed hash of their e-mail key: the cookie matches
 * one e-mail however it is typed, without writing the address into a browser that others may use.
 */
function subjectOf(account: LoginAccount): string {
  if (account.role === 'admin') return 'admin'
  return crypto
    .createHmac('sha256', secret)
    .update(`device-cookie\0${emailKey(account.email)}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url')
}

/**
 * The nonce of this browser's device cookie for `account`, or null: no cookie, a forged one, one for
 * another account, or one older than its lifetime (checked here too, as a copied value has no expiry).
 */
export async function knownDevice(
  request: Request,
  account: LoginAccount,
  now = Date.now(),
): Promise<string | null> {
  const value = await cookies[account.role].parse(request.headers.get('cookie'))
  const content = contentSchema.safeParse(value)
  if (!content.success) return null
  const { s, n, t } = content.data
  const age = now - t
  if (age < 0 || age > DEVICE_COOKIE_MAX_AGE_SECONDS * 1000) return null
  return s === subjectOf(account) ? n : null
}

/** A new device cookie for `account` (a new nonce each time), as a Set-Cookie header's value. */
export function rememberDevice(request: Request, account: LoginAccount, now = Date.now()): Promise<string> {
  const content = { s: subjectOf(account), n: crypto.randomBytes(16).toString('base64url'), t: now }
  return cookies[account.role].serialize(content, { secure: isSecureRequest(request) })
}
