import { parseWithZod } from '@conform-to/zod/v4'
import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { adminSettings, sessions } from '../../db/schema'
import {
  BCRYPT_ROUNDS,
  changeAdminPassword,
  revokeAdminSessions,
  verifyAdminPassword,
} from '../../app/features/accounts/admin-account.server'
import {
  adminLoginSchema,
  adminMessages,
  changePasswordApiSchema,
  changePasswordSchema,
  judgeAddSchema,
  judgeAdminPatchSchema,
  judgeAdminSchema,
  projectEditSchema,
  projectPatchSchema,
} from '../../app/features/admin/dashboard-forms'
import { englishT } from '../../app/i18n/catalogues.server'
import { testDbPerTest } from '../setup/test-db'
import { addSession } from '../setup/fixtures'

const t = testDbPerTest()

// The admin forms' messages are catalogue keys: read here in English, as the pages write them. A message
// from elsewhere (the judges' and the submission form's fields) is compared as it is.
const inEnglish = (message: string) => englishT(message)
const errorsInEnglish = (errors: Record<string, string[] | null | undefined> | false | null) =>
  errors &&
  Object.fromEntries(Object.entries(errors).map(([name, list]) => [name, list?.map(inEnglish) ?? list]))
const outcomeInEnglish = (outcome: { ok: boolean; message?: string }) =>
  outcome.message === undefined ? outcome : { ...outcome, message: inEnglish(outcome.message) }

// A cheap hash for the starting password: the code under test reads the cost from the hash itself.
function setPassword(password: string, updatedAt = new Date('2025-01-01T00:00:00Z')) {
  t.db
    .insert(adminSettings)
    .values({ passwordHash: bcrypt.hashSync(password, 4), updatedAt })
    .run()
}

const settings = () => t.db.select().from(adminSettings).all()

const sessionIds = () =>
  t.db
    .select({ sid: sessions.sid })
    .from(sessions)
    .all()
    .map((s) => s.sid)
    .sort()

function form(entries: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.append(key, value)
  return data
}

describe('verifyAdminPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    setPassword('club-secret')
    expect(await verifyAdminPassword(t.db, 'club-secret')).toBe(true)
    expect(await verifyAdminPassword(t.db, 'club-secret ')).toBe(false)
    expect(await verifyAdminPassword(t.db, '')).toBe(false)
  })

  it('refuses everything when no password has been set', async () => {
    expect(await verifyAdminPassword(t.db, 'anything')).toBe(false)
    expect(await verifyAdminPassword(t.db, '')).toBe(false)
  })
})

describe('changeAdminPassword', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    setPassword('club-secret')
    addSession(t.db, { isAdmin: true }, 'admin')
    const before = settings()
    expect(outcomeInEnglish(await changeAdminPassword(t.db, 'not-it', 'brand-new-secret'))).toEqual({
      ok: false,
      message: 'Current password is incorrect',
    })
    expect(settings()).toEqual(before)
    expect(sessionIds()).toEqual(['admin'])
  })

  it('refuses a new password under 6 characters', async () => {
    setPassword('club-secret')
    const before = settings()
    expect(outcomeInEnglish(await changeAdminPassword(t.db, 'club-secret', '12345'))).toEqual({
      ok: false,
      message: 'Password must be at least 6 characters long',
    })
    expect(settings()).toEqual(before)
  })

  it('refuses when there is no admin password at all', async () => {
    expect(await changeAdminPassword(t.db, '', 'brand-new-secret')).toEqual({
      ok: false,
      message: adminMessages.currentWrong,
    })
    expect(settings()).toEqual([])
  })

  it(
    'stores a new hash, bumps updatedAt and signs every admin out, but no judge',
    { timeout: 30_000 },
    async () => {
      const longAgo = new Date('2025-01-01T00:00:00Z')
      setPassword('club-secret', longAgo)
      addSession(t.db, { isAdmin: true }, 'admin-laptop')
      addSession(t.db, { isAdmin: true, toast: 'hello' }, 'admin-phone')
      addSession(t.db, { judgeId: 7 }, 'judge')
      addSession(t.db, { isAdmin: false, submitted: [1, 2] }, 'visitor')

      expect(await changeAdminPassword(t.db, 'club-secret', 'brand-new-secret')).toEqual({ ok: true })

      const [row] = settings()
      expect(settings()).toHaveLength(1)
      expect(row!.passwordHash).not.toContain('brand-new-secret')
      expect(bcrypt.getRounds(row!.passwordHash)).toBe(BCRYPT_ROUNDS)
      expect(row!.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime())
      expect(await verifyAdminPassword(t.db, 'brand-new-secret')).toBe(true)
      expect(await verifyAdminPassword(t.db, 'club-secret')).toBe(false)
      expect(sessionIds()).toEqual(['judge', 'visitor'])
    },
  )
})

describe('revokeAdminSessions', () => {
  it('deletes only the sessions signed in as the admin', () => {
    addSession(t.db, { isAdmin: true }, 'a')
    addSession(t.db, { judgeId: 1 }, 'b')
    addSession(t.db, {}, 'c')
    revokeAdminSessions(t.db)
    expect(sessionIds()).toEqual(['b', 'c'])
  })
})

describe('admin schemas', () => {
  it('adminLoginSchema needs a password and ignores an email', () => {
    expect(adminLoginSchema.parse({ email: 'admin@example.org', password: 'secret' })).toEqual({
      password: 'secret',
    })
    const missing = adminLoginSchema.safeParse({ email: 'admin@example.org' })
    expect(missing.error?.issues.map((i) => inEnglish(i.message))).toEqual(['Password is required'])
    expect(inEnglish(adminLoginSchema.safeParse({ password: '' }).error?.issues[0]?.message ?? '')).toBe(
      'Password is required',
    )
    // The form: conform turns an empty field into a missing one.
    const submission = parseWithZod(form({ email: 'x', password: '' }), { schema: adminLoginSchema })
    expect(errorsInEnglish(submission.status !== 'success' && submission.error)).toEqual({
      password: ['Password is required'],
    })
  })

  it('changePasswordSchema checks the current, the length and the confirmation', () => {
    const valid = { currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret1' }
    expect(changePasswordSchema.parse(valid)).toEqual(valid)

    const mismatch = changePasswordSchema.safeParse({ ...valid, confirmPassword: 'secret2' })
    expect(mismatch.error?.issues.map((i) => ({ ...i, message: inEnglish(i.message) }))).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "New passwords don't match" }),
    ])
    const short = changePasswordSchema.safeParse({ ...valid, newPassword: '12345', confirmPassword: '12345' })
    expect(short.error?.issues.map((i) => [i.path, inEnglish(i.message)])).toEqual([
      [['newPassword'], 'Password must be at least 6 characters long'],
    ])
    const submission = parseWithZod(
      form({ currentPassword: '', newPassword: 'secret1', confirmPassword: 'secret1' }),
      {
        schema: changePasswordSchema,
      },
    )
    expect(errorsInEnglish(submission.status !== 'success' && submission.error)).toEqual({
      currentPassword: ['Current password is required'],
    })
  })

  it('changePasswordApiSchema takes the API’s payload without a confirmation', () => {
    expect(changePasswordApiSchema.parse({ currentPassword: 'old', newPassword: 'secret1' })).toEqual({
      currentPassword: 'old',
      newPassword: 'secret1',
    })
    expect(
      changePasswordApiSchema.safeParse({ currentPassword: 'old', newPassword: '123' }).error?.issues[0]
        ?.message,
    ).toBe(adminMessages.newPasswordShort)
  })

  it('judgeAdminSchema reads the Active checkbox: "on" is true, absent is false', () => {
    const ticked = parseWithZod(
      form({ name: ' Ann ', email: ' Ann@Example.ORG ', expertise: '', isActive: 'on' }),
      {
        schema: judgeAdminSchema,
      },
    )
    expect(ticked.status).toBe('success')
    expect(ticked.status === 'success' && ticked.value).toEqual({
      name: 'Ann',
      email: 'ann@example.org',
      expertise: null,
      isActive: true,
    })
    const unticked = parseWithZod(form({ name: 'Ann', email: 'ann@example.org', expertise: 'Robots' }), {
      schema: judgeAdminSchema,
    })
    expect(unticked.status === 'success' && unticked.value).toEqual({
      name: 'Ann',
      email: 'ann@example.org',
      expertise: 'Robots',
      isActive: false,
    })
    // The JSON API sends real booleans.
    expect(judgeAdminSchema.parse({ name: 'Ann', email: 'ann@example.org', isActive: true }).isActive).toBe(
      true,
    )
    expect(judgeAdminSchema.parse({ name: 'Ann', email: 'ann@example.org', isActive: false }).isActive).toBe(
      false,
    )
  })

  it('judgeAdminSchema gives the judge dialogs’ messages, as the admin part’s keys', () => {
    const submission = parseWithZod(form({ name: '', email: 'not-an-email' }), { schema: judgeAdminSchema })
    const errors = submission.status !== 'success' && submission.error
    expect(errors).toEqual({ name: ['admin.judge.nameRequired'], email: ['admin.judge.emailInvalid'] })
    expect(errorsInEnglish(errors)).toEqual({
      name: ['Name is required'],
      email: ['Must be a valid email address'],
    })
    const long = judgeAdminSchema.safeParse({
      name: 'x'.repeat(101),
      email: 'a@example.org',
      expertise: 'x'.repeat(201),
    })
    expect(long.error?.issues.map((i) => inEnglish(i.message))).toEqual([
      'Name must be under 100 characters',
      'Expertise must be under 200 characters',
    ])
  })

  it('judgeAddSchema makes a new judge active unless told otherwise', () => {
    expect(judgeAddSchema.parse({ name: 'Ann', email: 'ann@example.org' }).isActive).toBe(true)
    expect(judgeAddSchema.parse({ name: 'Ann', email: 'ann@example.org', isActive: false }).isActive).toBe(
      false,
    )
  })

  it('judgeAdminPatchSchema leaves out what was not sent and clears an empty expertise', () => {
    expect(judgeAdminPatchSchema.parse({})).toEqual({})
    expect(judgeAdminPatchSchema.parse({ isActive: false })).toEqual({ isActive: false })
    expect(judgeAdminPatchSchema.parse({ expertise: '' })).toEqual({ expertise: null })
    expect(judgeAdminPatchSchema.parse({ email: ' BEA@example.org ' })).toEqual({ email: 'bea@example.org' })
    expect(judgeAdminPatchSchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      'Must be a valid email address',
    )
  })

  it('projectEditSchema uses the submission form’s rules and messages', () => {
    expect(projectEditSchema.parse({ name: ' Kite ', authorName: 'Kai', description: 'Flies.' })).toEqual({
      name: 'Kite',
      authorName: 'Kai',
      description: 'Flies.',
    })
    const result = projectEditSchema.safeParse({
      name: 'x'.repeat(101),
      authorName: '  ',
      description: 'd'.repeat(501),
    })
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Project name must be under 100 characters',
      'Author name is required',
      'Description must be under 500 characters',
    ])
  })

  it('projectPatchSchema takes any one field, a valid status, and not nothing', () => {
    expect(projectPatchSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' })
    expect(projectPatchSchema.parse({ name: ' Kite ' })).toEqual({ name: 'Kite' })
    expect(projectPatchSchema.safeParse({}).success).toBe(false)
    expect(projectPatchSchema.safeParse({ status: 'deleted' }).success).toBe(false)
    expect(projectPatchSchema.safeParse({ description: '' }).error?.issues[0]?.message).toBe(
      'Description is required',
    )
  })
})
