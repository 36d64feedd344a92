import bcrypt from 'bcryptjs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSettings, judges } from '../../db/schema'
import { db } from '../../app/infra/db.server'
import { action as register } from '../../app/routes/api.judges.register'
import { action as judgeLoginPage } from '../../app/routes/judge-login'
import { action as adminLogin } from '../../app/routes/api.admin.login'
import { action as adminPage } from '../../app/routes/admin-simple'
import { forgotPasswordSchema, judgeRegistrationSchema } from '../../app/features/accounts/judge'
import { judgeAdminPatchSchema } from '../../app/features/admin/dashboard-forms'
import { isDataWithInit, jsonPost, routeAnswer } from '../setup/route-answer'
import { translator } from '../../app/i18n/translate'
import enJudge from '../../app/i18n/en/judge'

// The judge's own forms give catalogue keys, which their page writes in its language: here, in English.
const english = translator('en', enJudge)

// The judge's e-mail is trimmed and lower-cased before it is checked, on every way in, so that ' Ana@…' and
// 'ana@…' are one judge. The real routes, against this file's own database.
const TYPED = ' Ana@Example.org '
const STORED = 'ana@example.org'

beforeAll(() => {
  db.update(adminSettings)
    .set({ passwordHash: bcrypt.hashSync('admin-pass-1', 4) })
    .run()
})
afterAll(() => db.$client.close())

const form = (url: string, fields: Record<string, string>, cookie?: string) => ({
  request: new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  }),
  params: {},
  context: {},
})

/** The one judge stored with the address, removed so the next way in can use it again. */
function takeStoredJudge() {
  const rows = db.select().from(judges).all()
  expect(rows.map((row) => row.email)).toEqual([STORED])
  db.delete(judges).where(eq(judges.email, STORED)).run()
  return rows[0]!
}

describe("a judge's e-mail with spaces and capitals", () => {
  it('registers through the JSON API', async () => {
    const response = await register(
      jsonPost('/api/judges/register', { name: 'Ana', email: TYPED, password: 'secret1' }),
    )
    expect(response.status).toBe(201)
    expect((await response.json()).judge.email).toBe(STORED)
    expect(takeStoredJudge()).toMatchObject({ name: 'Ana', email: STORED })
  })

  it('registers through the page form', async () => {
    const response = (await judgeLoginPage(
      form('/judge-login', {
        intent: 'register',
        name: 'Ana',
        email: TYPED,
        expertise: 'Botany',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    )) as Response
    expect(response.status).toBe(302)
    expect(takeStoredJudge()).toMatchObject({ name: 'Ana', email: STORED, expertise: 'Botany' })
  })

  it("is added by the organiser's Add New Judge dialog", async () => {
    const login = await adminLogin(jsonPost('/api/admin/login', { password: 'admin-pass-1' }))
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const response = (await adminPage(
      form(
        '/admin-simple?tab=judges&dialog=add-judge',
        { intent: 'add-judge', tab: 'judges', name: 'Ana', email: TYPED, isActive: 'on' },
        cookie,
      ),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin-simple?tab=judges')
    expect(takeStoredJudge()).toMatchObject({ name: 'Ana', email: STORED })
  })

  it("is refused by the Add New Judge dialog once taken, in the dialog's words", async () => {
    const login = await adminLogin(jsonPost('/api/admin/login', { password: 'admin-pass-1' }))
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const add = () =>
      routeAnswer(() =>
        adminPage(
          form(
            '/admin-simple?tab=judges&dialog=add-judge',
            { intent: 'add-judge', tab: 'judges', name: 'Ana', email: TYPED, isActive: 'on' },
            cookie,
          ),
        ),
      )
    expect(((await add()) as Response).status).toBe(302)
    const again = await add()
    // The admin part's key, which the organiser's page writes in its language.
    expect(isDataWithInit(again) && again.data).toMatchObject({
      result: { error: { email: ['admin.judge.duplicateEmail'] } },
    })
    takeStoredJudge()
  })

  it('is read the same way by every other schema that takes it', () => {
    expect(forgotPasswordSchema.parse({ email: TYPED })).toEqual({ email: STORED })
    expect(judgeAdminPatchSchema.parse({ email: TYPED })).toEqual({ email: STORED })
    const refused = forgotPasswordSchema.safeParse({ email: ' not an email ' }).error?.issues[0]?.message
    expect(english(refused!)).toBe('Must be a valid email address')
  })
})

describe('the registration form', () => {
  it('keeps its messages', () => {
    const missing = judgeRegistrationSchema.safeParse({})
    expect(missing.error?.issues.map((i) => [i.path.join('.'), english(i.message)])).toEqual([
      ['name', 'Full name is required'],
      ['email', 'Must be a valid email address'],
      ['expertise', 'Area of expertise is required'],
      ['password', 'Password must be at least 6 characters'],
      ['confirmPassword', 'Passwords do not match'],
    ])
    const long = judgeRegistrationSchema.safeParse({
      name: 'Ana',
      email: STORED,
      expertise: 'x'.repeat(201),
      password: 'secret1',
      confirmPassword: 'secret1',
    })
    expect(long.error?.issues.map((i) => english(i.message))).toEqual([
      'Expertise must be under 200 characters',
    ])
  })
})
