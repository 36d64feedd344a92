import { keyFor, rateLimits, refusal, type Caller } from '~/infra/rate-limit.server'
import { knownDevice, rememberDevice, type LoginAccount } from '~/infra/cookies/device-cookie.server'

const limitsFor = {
  admin: { address: 'admin-login', device: 'admin-login-device' },
  judge: { address: 'judge-login', device: 'judge-login-device' },
} as const

/**
 * Counts one sign-in attempt, BEFORE the password is hashed (refused attempts cost nothing), on the count
 * it belongs to (the OWASP device-cookie pattern, docs/decisions/0026):
 * - from a browser carrying a valid device cookie for this account: that browser's own count, so that
 *   failures from other browsers behind the same address (the venue's Wi-Fi) cannot lock it out; a cookie
 *   that fails too often is locked on its own;
 * - from anyone else: the client address's count, as before (docs/rules.md#accounts-and-sessions).
 *
 * `refused` is null or what the form shows. After the right password, `signedIn()` gives the attempt back
 * and returns a fresh device cookie (a new nonce) for the answer's Set-Cookie.
 */
export async function checkLoginLimit(caller: Caller, account: LoginAccount) {
  const device = await knownDevice(caller.request, account)
  const limits = limitsFor[account.role]
  const [name, key] = device
    ? ([limits.device, `device:${device}`] as const)
    : ([limits.address, keyFor(caller, account.role === 'judge' ? account.email : null)] as const)
  const result = await rateLimits.hit(name, key)
  return {
    refused: result.ok ? null : refusal(result.retryAfterSeconds),
    async signedIn(): Promise<string> {
      await rateLimits.refund(name, key)
      return rememberDevice(caller.request, account)
    },
  }
}
