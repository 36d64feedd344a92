import crypto from 'node:crypto'
import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { passwordResetTokens } from '../../db/schema'
import { createJudge, verifyJudgeLogin } from '../../app/features/accounts/judges.server'
import {
  checkResetToken,
  listPendingResetLinks,
  purgeOldResetTokens,
  requestPasswordReset,
  resetJudgePassword,
  RESET_TOKEN_TTL_MS,
  resetTokenMessages,
} from '../../app/features/accounts/password-reset.server'
import { createMailer, type Mail, type Mailer } from '../../app/infra/mailer.server'
import { createTestDb } from '../setup/test-db'
import { translator } from '../../app/i18n/translate'
import enJudge from '../../app/i18n/en/judge'

// The reset page's messages are catalogue keys, which the page writes in its language: here, in English.
const english = translator('en', enJudge)

const origin = 'https://challenge.example.org'
const secret = 'reset-test-secret-0123456789abcdef'
const email = 'ada@example.org'

let t: ReturnType<typeof createTestDb>
let log: MockInstance<typeof console.log>
let judgeId: number

beforeEach(async () => {
  t = createTestDb()
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
  const judge = await createJudge(t.db, {
    name: 'Ada Lovelace',
    email,
    expertise: 'Maths',
    password: 'old-password',
    isApproved: true,
  })
  judgeId = judge.id
})
afterEach(() => {
  vi.restoreAllMocks()
  t.close()
})

function fakeMailer() {
  const sent: Mail[] = []
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail)
    },
  }
  return { mailer, sent }
}

const loggedLines = () => log.mock.calls.map((args) => args.map(String).join(' '))
const rows = () => t.db.select().from(passwordResetTokens).all()

/** Asks for a link without a mailer and returns it, read back from the log line. */
async function requestLink(address = email, now?: Date) {
  log.mockClear()
  await requestPasswordReset(t.db, address, { origin, secret, mailer: null, now })
  const line = loggedLines().find((l) => l.startsWith('[password reset]'))
  const link = line?.match(/: (https:\S+)$/)?.[1]
  if (!link) throw new Error(`no reset link was logged: ${line}`)
  return { link, token: new URL(link).searchParams.get('token') ?? '' }
}

describe('asking for a reset link', () => {
  it('resolves the same way for a known and an unknown e-mail', async () => {
    await expect(requestPasswordReset(t.db, email, { origin, secret, mailer: null })).resolves.toBeUndefined()
    await expect(
      requestPasswordReset(t.db, 'nobody@example.org', { origin, secret, mailer: null }),
    ).resolves.toBeUndefined()
  })

  it('leaves no trace for an unknown e-mail: no row, no log line naming it', async () => {
    const { mailer, sent } = fakeMailer()
    await requestPasswordReset(t.db, 'Nobody@Example.org', { origin, secret, mailer: null })
    await requestPasswordReset(t.db, 'nobody@example.org', { origin, secret, mailer })
    expect(rows()).toHaveLength(0)
    expect(sent).toHaveLength(0)
    expect(loggedLines().some((l) => l.toLowerCase().includes('nobody@example.org'))).toBe(false)
  })

  it('logs the link without a mailer and keeps only the hash of the token', async () => {
    const { link, token } = await requestLink()
    expect(link).toBe(`${origin}/judge-reset-password?token=${token}`)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(loggedLines()).toContain(`[password reset] Link for ${email} (valid 1 hour): ${link}`)

    const [row] = rows()
    expect(row).toMatchObject({ judgeId, delivery: 'log', usedAt: null })
    expect(row?.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'))
    expect(row?.linkCiphertext).toBeTruthy()
    expect(row?.linkCiphertext).not.toContain(token)

    // Neither the token nor the link may be readable anywhere in the database files.
    t.db.$client.pragma('wal_checkpoint(TRUNCATE)')
    const files = fs.readdirSync(t.dir).map((name) => fs.readFileSync(`${t.dir}/${name}`, 'latin1'))
    for (const text of files) {
      expect(text).not.toContain(token)
      expect(text).not.toContain('judge-reset-password')
    }
  })

  it('sets the link to expire one hour after the request', async () => {
    const now = new Date('2025-05-31T13:00:00Z')
    await requestLink(email, now)
    expect(rows()[0]?.expiresAt.getTime()).toBe(now.getTime() + RESET_TOKEN_TTL_MS)
  })

  it('mails the link to the judge when there is a mailer, and logs nothing with it', async () => {
    const { mailer, sent } = fakeMailer()
    await requestPasswordReset(t.db, 'ADA@example.org', { origin, secret, mailer })

    expect(sent).toHaveLength(1)
    const mail = sent[0]!
    expect(mail.to).toBe(email)
    expect(mail.subject).toBe('Reset your judge password')
    const link = mail.text.match(/https:\S+/)?.[0] ?? ''
    expect(link).toMatch(new RegExp(`^${origin}/judge-reset-password\\?token=[A-Za-z0-9_-]{43}$`))
    expect(mail.text).toContain('1 hour')
    expect(mail.text).toMatch(/ignore/)
    expect(mail.html).toContain(`href="${link}"`)

    expect(rows()[0]).toMatchObject({ judgeId, delivery: 'email', linkCiphertext: null })
    expect(loggedLines().some((l) => l.includes(link) || l.includes('judge-reset-password'))).toBe(false)
    expect(listPendingResetLinks(t.db, secret)).toEqual([])
    expect(checkResetToken(t.db, new URL(link).searchParams.get('token') ?? '')).toEqual({
      ok: true,
      judgeId,
    })
  })

  it('falls back to the log when the mail cannot be sent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: Mailer = {
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')),
    }
    await requestPasswordReset(t.db, email, { origin, secret, mailer: broken })

    expect(error).toHaveBeenCalled()
    const line = loggedLines().find((l) => l.startsWith(`[password reset] Link for ${email}`))
    expect(line).toBeDefined()
    expect(rows()[0]).toMatchObject({ delivery: 'log' })
    expect(rows()[0]?.linkCiphertext).toBeTruthy()
    const [pending] = listPendingResetLinks(t.db, secret)
    expect(line).toContain(pending?.link)
  })

  it('matches the e-mail whatever its capitalisation', async () => {
    await requestLink('  ADA@Example.ORG ')
    expect(rows()).toHaveLength(1)
    expect(rows()[0]?.judgeId).toBe(judgeId)
  })
})

describe('links for the organiser', () => {
  it('decrypts the exact link, newest first, for unused and unexpired links only', async () => {
    const other = await createJudge(t.db, {
      name: 'Grace',
      email: 'grace@example.org',
      password: 'secret1',
      isApproved: true,
    })
    const first = await requestLink(email, new Date(Date.now() - 60_000))
    const second = await requestLink('grace@example.org')
    const pending = listPendingResetLinks(t.db, secret)
    expect(pending.map((p) => p.link)).toEqual([second.link, first.link])
    expect(pending.map((p) => p.judgeId)).toEqual([other.id, judgeId])
    expect(pending[0]?.expiresAt).toBeInstanceOf(Date)

    await resetJudgePassword(t.db, first.token, 'brand-new')
    expect(listPendingResetLinks(t.db, secret).map((p) => p.link)).toEqual([second.link])
    expect(listPendingResetLinks(t.db, secret, new Date(Date.now() + RESET_TOKEN_TTL_MS + 1))).toEqual([])
  })

  it('shows nothing, without throwing, to a different secret', async () => {
    await requestLink()
    expect(listPendingResetLinks(t.db, 'some-other-secret-0123456789abcdef')).toEqual([])
  })
})

describe('using a reset link', () => {
  it('sets a password that logs in, and the old one stops working', async () => {
    const { token } = await requestLink()
    expect(checkResetToken(t.db, token)).toEqual({ ok: true, judgeId })
    expect(await resetJudgePassword(t.db, token, 'brand-new')).toEqual({ ok: true, judgeId })
    expect(await verifyJudgeLogin(t.db, email, 'brand-new')).toMatchObject({ id: judgeId })
    expect(await verifyJudgeLogin(t.db, email, 'old-password')).toBeNull()
  })

  it('works only once', async () => {
    const { token } = await requestLink()
    await resetJudgePassword(t.db, token, 'brand-new')
    expect(await resetJudgePassword(t.db, token, 'hijacked')).toEqual({ ok: false, reason: 'used' })
    expect(checkResetToken(t.db, token)).toEqual({ ok: false, reason: 'used' })
    expect(await verifyJudgeLogin(t.db, email, 'hijacked')).toBeNull()
    expect(rows()[0]?.linkCiphertext).toBeNull()
  })

  it('lets only one of two simultaneous uses through', async () => {
    const { token } = await requestLink()
    const outcomes = await Promise.all([
      resetJudgePassword(t.db, token, 'first-tab'),
      resetJudgePassword(t.db, token, 'second-tab'),
    ])
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    expect(outcomes).toContainEqual({ ok: false, reason: 'used' })
  })

  it('expires one hour after the request', async () => {
    const requestedAt = new Date('2025-05-31T13:00:00Z')
    const { token } = await requestLink(email, requestedAt)
    const lastMoment = new Date(requestedAt.getTime() + RESET_TOKEN_TTL_MS - 1)
    const tooLate = new Date(requestedAt.getTime() + RESET_TOKEN_TTL_MS + 1)
    expect(checkResetToken(t.db, token, lastMoment)).toEqual({ ok: true, judgeId })
    expect(checkResetToken(t.db, token, tooLate)).toEqual({ ok: false, reason: 'expired' })
    expect(await resetJudgePassword(t.db, token, 'brand-new', tooLate)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await verifyJudgeLogin(t.db, email, 'old-password')).not.toBeNull()
  })

  it('calls an unknown or malformed token invalid', async () => {
    await requestLink()
    const unknown = crypto.randomBytes(32).toString('base64url')
    for (const token of [unknown, '', 'short', `${unknown}x`, "' or 1=1 --"]) {
      expect(checkResetToken(t.db, token)).toEqual({ ok: false, reason: 'invalid' })
      expect(await resetJudgePassword(t.db, token, 'brand-new')).toEqual({ ok: false, reason: 'invalid' })
    }
    expect(await verifyJudgeLogin(t.db, email, 'old-password')).not.toBeNull()
  })

  it('retires an older link when a newer one is asked for', async () => {
    const older = await requestLink()
    const newer = await requestLink()
    expect(checkResetToken(t.db, older.token)).toEqual({ ok: false, reason: 'used' })
    expect(await resetJudgePassword(t.db, older.token, 'brand-new')).toEqual({ ok: false, reason: 'used' })
    expect(listPendingResetLinks(t.db, secret).map((p) => p.link)).toEqual([newer.link])
    expect(await resetJudgePassword(t.db, newer.token, 'brand-new')).toEqual({ ok: true, judgeId })
  })

  it('has a message for every reason', () => {
    expect(
      Object.fromEntries(Object.entries(resetTokenMessages).map(([reason, key]) => [reason, english(key)])),
    ).toEqual({
      invalid: 'This password reset link is not valid. Please ask for a new one.',
      expired: 'This password reset link has expired: links work for 1 hour. Please ask for a new one.',
      used: 'This password reset link has already been used. Please ask for a new one if you need to.',
    })
  })
})

describe('housekeeping', () => {
  it('forgets the link when it expires and the row a day later', async () => {
    const requestedAt = new Date('2025-05-31T13:00:00Z')
    const { token } = await requestLink(email, requestedAt)
    const expiry = requestedAt.getTime() + RESET_TOKEN_TTL_MS

    purgeOldResetTokens(t.db, new Date(expiry))
    expect(rows()[0]?.linkCiphertext).toBeNull()
    expect(checkResetToken(t.db, token, new Date(expiry + 60_000))).toEqual({ ok: false, reason: 'expired' })

    purgeOldResetTokens(t.db, new Date(expiry + 24 * 60 * 60 * 1000 + 1))
    expect(rows()).toHaveLength(0)
  })

  it('cleans up when a new link is asked for', async () => {
    const longAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000)
    await requestLink(email, longAgo)
    await requestLink()
    expect(rows()).toHaveLength(1)
  })
})

describe('the mailer', () => {
  it('is absent without SMTP_URL', () => {
    expect(createMailer({})).toBeNull()
    expect(createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Club <club@example.org>' })).toBeNull()
  })

  it('is a mailer with an SMTP_URL (nothing is sent here)', () => {
    const mailer = createMailer({ SMTP_URL: 'smtp://user:pass@localhost:2525' })
    expect(mailer).not.toBeNull()
    expect(typeof mailer?.send).toBe('function')
  })
})

describe('the /judge-reset-password page (plain form posts, no JavaScript)', () => {
  // The route runs against the app's own database, private to this test file.
  const page = () => import('../../app/routes/judge-reset-password')
  const appDb = async () => (await import('../../app/infra/db.server')).db

  async function pageLink() {
    const db = await appDb()
    const address = `page-${crypto.randomUUID()}@example.org`
    await createJudge(db, { name: 'Page Judge', email: address, password: 'old-password', isApproved: true })
    log.mockClear()
    await requestPasswordReset(db, address, { origin, secret, mailer: null })
    const link = loggedLines()[0]?.match(/: (https:\S+)$/)?.[1] ?? ''
    return { db, address, token: new URL(link).searchParams.get('token') ?? '' }
  }

  const args = (url: string, form?: Record<string, string>) => {
    const body = form ? new URLSearchParams(form) : undefined
    return {
      request: new Request(`http://localhost${url}`, body ? { method: 'POST', body } : undefined),
      params: {},
      context: {},
    }
  }

  it('offers the form for a valid link, without revealing whose it is', async () => {
    const { loader } = await page()
    const { address, token } = await pageLink()
    const result = loader(args(`/judge-reset-password?token=${token}`))
    expect(result).toEqual({ ok: true, token })
    expect(JSON.stringify(result)).not.toContain(address)
  })

  it('keeps the token out of caches and other sites, yet lets the plain form post pass the CSRF check', async () => {
    const { headers } = await page()
    const none = new Headers()
    const sent = new Headers(
      headers({ loaderHeaders: none, parentHeaders: none, actionHeaders: none, errorHeaders: undefined }),
    )
    expect(sent.get('cache-control')).toBe('no-store')
    // 'no-referrer' would make browsers send `Origin: null`, which Remix refuses.
    expect(sent.get('referrer-policy')).toBe('same-origin')
  })

  it('explains a missing, unknown or spent link', async () => {
    const { loader } = await page()
    expect(loader(args('/judge-reset-password'))).toEqual({ ok: false, problem: resetTokenMessages.invalid })
    const { token, db } = await pageLink()
    await resetJudgePassword(db, token, 'brand-new')
    expect(loader(args(`/judge-reset-password?token=${token}`))).toEqual({
      ok: false,
      problem: resetTokenMessages.used,
    })
  })

  it('sends field errors back with status 400 and without the passwords', async () => {
    const { action } = await page()
    const { token } = await pageLink()
    const result = await action(
      args(`/judge-reset-password?token=${token}`, { token, password: 'abcdef', confirmPassword: 'abcdeg' }),
    )
    if (!('data' in result)) throw new Error('expected data, got a redirect')
    expect(result.init?.status).toBe(400)
    expect(result.data.result.error?.confirmPassword?.map((key) => english(key))).toEqual([
      'Passwords do not match',
    ])
    expect(Object.keys(result.data.result.error ?? {})).toEqual(['confirmPassword'])
    expect(JSON.stringify(result.data)).not.toContain('abcdef')
    expect(checkResetToken(await appDb(), token).ok).toBe(true)
  })

  it('sets the password and goes to the judge login with a notice', async () => {
    const { action } = await page()
    const { token, address, db } = await pageLink()
    const form = { token, password: 'brand-new', confirmPassword: 'brand-new' }
    const result = await action(args(`/judge-reset-password?token=${token}`, form))
    if (!(result instanceof Response)) throw new Error('expected a redirect')
    expect(result.status).toBe(302)
    expect(result.headers.get('location')).toBe('/judge-login')
    expect(result.headers.get('set-cookie')).toMatch(/^sc_toast=/)
    expect(await verifyJudgeLogin(db, address, 'brand-new')).not.toBeNull()

    const again = await action(args(`/judge-reset-password?token=${token}`, form))
    if (!('data' in again)) throw new Error('a spent link must not redirect')
    expect(again.init?.status).toBe(400)
    expect(again.data.problem).toBe(resetTokenMessages.used)
  })
})
