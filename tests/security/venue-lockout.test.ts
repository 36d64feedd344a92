import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { judgeSession } from './helpers'

// At the event every family, child and organiser shares the venue's Wi-Fi address. Wrong passwords from
// other browsers behind it must not lock out a browser that signed in before (its device cookie,
// docs/decisions/0026), while strangers stay limited per address. Attacked from outside, on the built
// server; each story behind its own address (any 127.x.y.z is a different client on Linux's loopback).

let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
}, 60_000)
afterAll(() => server?.stop())

const deviceCookie = (cookies: string[], role: 'admin' | 'judge') => {
  const found = cookies.find((cookie) => cookie.startsWith(`sc_device_${role}=`))
  if (!found) throw new Error(`no ${role} device cookie in ${cookies.join('; ')}`)
  return found
}
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})

/** 30 wrong attempts from browsers without a device cookie; the statuses they got, in order. */
async function thirtyStrangers(attempt: () => ReturnType<typeof send>) {
  const statuses: number[] = []
  for (let i = 0; i < 30; i++) statuses.push((await attempt()).status)
  return statuses
}
const strangersRefusedFromThe11th = [...Array<number>(10).fill(401), ...Array<number>(20).fill(429)]

describe("the organiser's browser at the venue", () => {
  it('signs in after 30 wrong passwords from other browsers behind its address; the 11th stranger gets 429', async () => {
    const venue = '127.0.33.1'
    // The organiser signed in on this laptop before (the day before, at home).
    const before = await send(server, '/api/admin/login', {
      body: { password: ADMIN_PASSWORD },
      from: '127.0.33.2',
    })
    expect(before.status).toBe(200)
    const device = deviceCookie(before.cookies, 'admin')

    const statuses = await thirtyStrangers(() =>
      send(server, '/admin-login', { ...form({ password: 'a-curious-guess' }), from: venue }),
    )
    expect(statuses).toEqual(strangersRefusedFromThe11th)
    // A stranger with the right password waits too: the address is locked for strangers, as before.
    const stranger = await send(server, '/api/admin/login', {
      body: { password: ADMIN_PASSWORD },
      from: venue,
    })
    expect(stranger.status).toBe(429)
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0)

    // The organiser's browser, by the page's form (no JS) and by the API alike.
    const page = await send(server, '/admin-login', {
      ...form({ password: ADMIN_PASSWORD }),
      headers: { ...form({}).headers, cookie: device },
      from: venue,
    })
    expect(page.status).toBe(302)
    expect(page.headers.location).toBe('/admin')
    expect(page.cookies.some((cookie) => cookie.startsWith('sc_session='))).toBe(true)
    const api = await send(server, '/api/admin/login', {
      body: { password: ADMIN_PASSWORD },
      headers: { cookie: deviceCookie(page.cookies, 'admin') },
      from: venue,
    })
    expect(api.status).toBe(200)
  }, 60_000)

  it('a device cookie that fails too often is locked on its own; a forged one counts as a stranger', async () => {
    const signedIn = await send(server, '/api/admin/login', {
      body: { password: ADMIN_PASSWORD },
      from: '127.0.33.3',
    })
    const device = deviceCookie(signedIn.cookies, 'admin')
    const withCookie = (cookie: string, password: string, from: string) =>
      send(server, '/api/admin/login', { body: { password }, headers: { cookie }, from })
    // Ten wrong from the browser, each from a new address: its own count, not the addresses'.
    for (let i = 0; i < 10; i++) {
      expect((await withCookie(device, 'wrong', `127.0.34.${i + 1}`)).status, `attempt ${i + 1}`).toBe(401)
    }
    expect((await withCookie(device, ADMIN_PASSWORD, '127.0.34.20')).status).toBe(429)
    // Those addresses were not counted: a stranger there still gets in.
    expect((await withCookie('', ADMIN_PASSWORD, '127.0.34.1')).status).toBe(200)

    // A cookie with its signature changed is no device cookie: the address's count applies.
    const [name, value] = device.split('=') as [string, string]
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`
    const forgedFrom = '127.0.35.1'
    const statuses = await thirtyStrangers(() => withCookie(forged, 'wrong', forgedFrom))
    expect(statuses).toEqual(strangersRefusedFromThe11th)
  }, 60_000)
})

describe("a judge's tablet at the venue", () => {
  it('signs in after 30 wrong passwords for that judge from other browsers behind its address; the 11th stranger gets 429', async () => {
    const venue = '127.0.36.1'
    const judge = await judgeSession(server, { from: '127.0.36.2' })
    const signedIn = await send(server, '/api/judges/login', {
      body: { email: judge.email, password: judge.password },
      from: '127.0.36.2',
    })
    const device = deviceCookie(signedIn.cookies, 'judge')

    const statuses = await thirtyStrangers(() =>
      send(server, '/judge-login', {
        ...form({ intent: 'login', email: judge.email, password: 'a-curious-guess' }),
        from: venue,
      }),
    )
    expect(statuses).toEqual(strangersRefusedFromThe11th)

    // Another judge's device cookie does not count for this one: still a stranger.
    const other = await judgeSession(server, { from: '127.0.36.3' })
    const otherLogin = await send(server, '/api/judges/login', {
      body: { email: other.email, password: other.password },
      from: '127.0.36.3',
    })
    const othersCookie = deviceCookie(otherLogin.cookies, 'judge')
    const asOther = await send(server, '/api/judges/login', {
      body: { email: judge.email, password: judge.password },
      headers: { cookie: othersCookie },
      from: venue,
    })
    expect(asOther.status).toBe(429)

    // The judge's own tablet, by the page's form and by the API; the e-mail typed in capitals is the same.
    const page = await send(server, '/judge-login', {
      ...form({ intent: 'login', email: judge.email.toUpperCase(), password: judge.password }),
      headers: { ...form({}).headers, cookie: device },
      from: venue,
    })
    expect(page.status).toBe(302)
    expect(page.headers.location).toBe('/judge-dashboard')
    const api = await send(server, '/api/judges/login', {
      body: { email: judge.email, password: judge.password },
      headers: { cookie: deviceCookie(page.cookies, 'judge') },
      from: venue,
    })
    expect(api.status).toBe(200)
  }, 60_000)
})
