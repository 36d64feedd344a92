import { describe, expect, it } from 'vitest'
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  knownDevice,
  rememberDevice,
} from '../../app/infra/cookies/device-cookie.server'

const DAY = 24 * 60 * 60 * 1000
const issuedAt = Date.UTC(2026, 2, 1)
const login = new Request('http://localhost/judge-login')
const carrying = (setCookie: string) =>
  new Request('http://localhost/judge-login', { headers: { cookie: setCookie.split(';')[0]! } })

describe('the device cookie', () => {
  it('names the browser for its own account only, however the e-mail is typed', async () => {
    const cookie = carrying(
      await rememberDevice(login, { role: 'judge', email: 'Ada@Example.org' }, issuedAt),
    )
    const nonce = await knownDevice(cookie, { role: 'judge', email: ' ada@example.ORG ' }, issuedAt)
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await knownDevice(cookie, { role: 'judge', email: 'bob@example.org' }, issuedAt)).toBeNull()
    expect(await knownDevice(cookie, { role: 'admin' }, issuedAt)).toBeNull()
  })

  it('gives each sign-in a new nonce, and keeps the e-mail out of the cookie', async () => {
    const account = { role: 'judge', email: 'ada@example.org' } as const
    const first = await rememberDevice(login, account, issuedAt)
    const second = await rememberDevice(login, account, issuedAt)
    expect(await knownDevice(carrying(first), account, issuedAt)).not.toBe(
      await knownDevice(carrying(second), account, issuedAt),
    )
    const value = decodeURIComponent(first.split(';')[0]!.split('=')[1]!)
    expect(Buffer.from(value.split('.')[0]!, 'base64').toString()).not.toContain('ada')
    expect(first).toMatch(/HttpOnly/)
    expect(first).toMatch(/SameSite=Lax/)
    expect(first).toMatch(new RegExp(`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`))
  })

  it('lasts its lifetime and not a moment more, even as a copied value the browser would have dropped', async () => {
    const cookie = carrying(await rememberDevice(login, { role: 'admin' }, issuedAt))
    const lifetime = DEVICE_COOKIE_MAX_AGE_SECONDS * 1000
    expect(await knownDevice(cookie, { role: 'admin' }, issuedAt + lifetime)).not.toBeNull()
    expect(await knownDevice(cookie, { role: 'admin' }, issuedAt + lifetime + 1)).toBeNull()
    expect(await knownDevice(cookie, { role: 'admin' }, issuedAt - DAY)).toBeNull()
  })

  it('reads a forged or unsigned value as no cookie', async () => {
    const genuine = (await rememberDevice(login, { role: 'admin' }, issuedAt)).split(';')[0]!
    const [name, value] = genuine.split('=') as [string, string]
    const [payload] = decodeURIComponent(value).split('.')
    for (const forged of [`${name}=${payload}`, `${name}=${payload}.${'A'.repeat(43)}`]) {
      const request = new Request('http://localhost/admin-login', { headers: { cookie: forged } })
      expect(await knownDevice(request, { role: 'admin' }, issuedAt)).toBeNull()
    }
  })
})
