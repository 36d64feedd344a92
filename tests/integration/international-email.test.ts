import bcrypt from 'bcryptjs'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminSettings, judges, projects } from '../../db/schema'
import { db } from '../../app/infra/db.server'
import { action as adminLogin } from '../../app/routes/api.admin.login'
import { action as adminPage, loader as adminDashboard } from '../../app/routes/admin-simple'
import { loader as familyExport } from '../../app/routes/admin.family-export[.]json'
import { action as postProject } from '../../app/routes/api.projects'
import { action as forgotPassword } from '../../app/routes/api.judges.forgot-password'
import { action as judgeLogin } from '../../app/routes/api.judges.login'
import { action as register } from '../../app/routes/api.judges.register'
import { action as submissionPage } from '../../app/routes/submission'
import { openDatabase } from '../../db/connection'
import { findFamilyProjects, type FamilyExport } from '../../app/features/families/family-data.server'
import { createJudge, DuplicateEmailError, findJudgeByEmail } from '../../app/features/accounts/judges.server'
import { updateJudgeByAdmin } from '../../app/features/accounts/judge-roster.server'
import { createTestDb, createTestDbBefore } from '../setup/test-db'
import { jsonPost } from '../setup/route-answer'

// Internationalised addresses (RFC 6531: a non-ASCII local part, an IDN domain) are taken wherever an
// e-mail is entered, and one address is one family or one judge whatever its case, Unicode form or IDN
// spelling. The real routes, against this file's own database.
beforeAll(() => {
  db.update(adminSettings)
    .set({ passwordHash: bcrypt.hashSync('admin-pass-1', 4) })
    .run()
})
afterAll(() => db.$client.close())

const context = { clientAddress: '127.0.0.1' }
const json = (url: string, body: unknown) => jsonPost(url, body, context)
const post = (url: string, body: FormData | URLSearchParams, cookie?: string) => ({
  request: new Request(`http://localhost${url}`, {
    method: 'POST',
    body,
    headers: cookie ? { cookie } : {},
  }),
  params: {},
  context,
})
const get = (url: string, cookie: string) => ({
  request: new Request(`http://localhost${url}`, { headers: { cookie } }),
  params: {},
  context,
})

async function adminCookie() {
  const login = await adminLogin(json('/api/admin/login', { password: 'admin-pass-1' }))
  return login.headers.get('set-cookie')!.split(';')[0]!
}

async function projectForm(name: string, authorEmail: string) {
  const form = new FormData()
  const fields = {
    name,
    authorName: 'Åsa',
    authorEmail,
    submissionType: 'video',
    submissionMethod: 'youtube',
    url: 'https://youtu.be/dQw4w9WgXcQ',
    description: 'A kite that measures the wind.',
    consent: 'on',
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()
  form.append('thumbnail', new File([new Uint8Array(png)], 'kite.png', { type: 'image/png' }))
  return form
}

const projectId = (name: string) =>
  db.select({ id: projects.id }).from(projects).where(eq(projects.name, name)).get()?.id

/** The Family data dialog's look-up, as the organiser's GET form sends it. */
async function lookUp(cookie: string, email: string) {
  const params = new URLSearchParams({ tab: 'projects', dialog: 'family-data', email })
  const data = await adminDashboard(get(`/admin-simple?${params}`, cookie))
  return data.family
}

describe('a family with an internationalised address', () => {
  it('is accepted, found and erased by its address in any case, and is not the family without accents', async () => {
    // The page's form and the JSON API both take it; the stored address is the one typed (trimmed).
    const page = (await submissionPage(
      post('/submission', await projectForm('Wind kite', ' ÅSA.Ström@Example.org ')),
    )) as Response
    expect(page.status).toBe(302)
    const api = await postProject(
      post('/api/projects', await projectForm('Rain gauge', 'Åsa.Ström@BÜCHER.de')),
    )
    expect(api.status).toBe(201)
    const other = await postProject(
      post('/api/projects', await projectForm('Sun dial', 'asa.strom@example.org')),
    )
    expect(other.status).toBe(201)
    const [kite, gauge, dial] = ['Wind kite', 'Rain gauge', 'Sun dial'].map(projectId)

    const cookie = await adminCookie()
    const found = await lookUp(cookie, 'åsa.ström@example.org')
    expect(found?.projects?.map((p) => p.id)).toEqual([kite])
    expect((await lookUp(cookie, 'asa.strom@example.org'))?.projects?.map((p) => p.id)).toEqual([dial])
    // An IDN domain is one domain in Unicode and in its ASCII (punycode) spelling.
    expect((await lookUp(cookie, 'åsa.ström@xn--bcher-kva.de'))?.projects?.map((p) => p.id)).toEqual([gauge])

    const download = await familyExport(
      get('/admin/family-export.json?email=%C3%A5sa.str%C3%B6m%40example.org', cookie),
    )
    const data = (await download.json()) as FamilyExport
    expect(data.projects.map((p) => [p.id, p.authorEmail])).toEqual([[kite, 'ÅSA.Ström@Example.org']])

    const erase = new URLSearchParams({ intent: 'erase-family', email: 'åsa.ström@example.org', count: '1' })
    const erased = (await adminPage(post('/admin-simple?tab=projects', erase, cookie))) as Response
    expect(erased.status).toBe(302)
    expect(
      [kite, gauge, dial].map((id) => db.select().from(projects).where(eq(projects.id, id!)).get()?.id),
    ).toEqual([undefined, gauge, dial])
  })

  it('is refused, with the same message as before, when it is not an address at all', async () => {
    for (const typed of ['åsa.ström@example', 'åsa..ström@example.org', 'åsa ström@example.org', 'a@b']) {
      const answer = await postProject(post('/api/projects', await projectForm('Refused', typed)))
      expect(answer.status).toBe(400)
      expect(JSON.stringify(await answer.json())).toContain('Please enter a valid email address')
    }
    expect(projectId('Refused')).toBeUndefined()
  })
})

describe('a judge with an internationalised address', () => {
  it('registers, is one account in any case or IDN spelling, signs in and asks for a new password', async () => {
    const created = await register(
      json('/api/judges/register', { name: 'Åsa', email: ' Åsa.Ström@Bücher.de ', password: 'secret1' }),
    )
    expect(created.status).toBe(201)
    expect((await created.json()).judge.email).toBe('åsa.ström@bücher.de')

    const twice = await register(
      json('/api/judges/register', { name: 'Åsa', email: 'ÅSA.STRÖM@xn--bcher-kva.de', password: 'secret1' }),
    )
    expect(twice.status).toBe(409)

    for (const typed of ['ÅSA.STRÖM@BÜCHER.DE', 'åsa.ström@XN--BCHER-KVA.DE']) {
      const signedIn = await judgeLogin(json('/api/judges/login', { email: typed, password: 'secret1' }))
      expect(signedIn.status, typed).toBe(200)
      expect((await signedIn.json()).judge.name).toBe('Åsa')
    }
    const notHer = await judgeLogin(
      json('/api/judges/login', { email: 'asa.strom@bucher.de', password: 'secret1' }),
    )
    expect(notHer.status).toBe(401)

    // Without a mail server the link goes to the log: it was made for her account.
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const asked = await forgotPassword(
        json('/api/judges/forgot-password', { email: 'åsa.ström@xn--bcher-kva.de' }),
      )
      expect(asked.status).toBe(200)
      // Made once the answer is sent.
      await vi.waitFor(() =>
        expect(log.mock.calls.flat().join('\n')).toContain('[password reset] Link for åsa.ström@bücher.de'),
      )
    } finally {
      log.mockRestore()
    }
  })

  it("is added by the organiser's Add New Judge dialog", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const form = new URLSearchParams({
        intent: 'add-judge',
        tab: 'judges',
        name: 'Jörg',
        email: 'Jörg@Müller.example',
      })
      const added = (await adminPage(
        post('/admin-simple?tab=judges&dialog=add-judge', form, await adminCookie()),
      )) as Response
      expect(added.status).toBe(302)
    } finally {
      log.mockRestore()
    }
    expect(
      db
        .select({ email: judges.email, key: judges.emailKey })
        .from(judges)
        .where(eq(judges.name, 'Jörg'))
        .get(),
    ).toEqual({
      email: 'jörg@müller.example',
      key: 'jörg@müller.example',
    })
  })
})

describe("the organiser's edit of a judge's address", () => {
  it('moves their sign-in to the new address, and refuses one another judge has in other capitals', async () => {
    const t = createTestDb()
    try {
      const judge = await createJudge(t.db, {
        name: 'Jo',
        email: 'jo@example.org',
        password: 'x'.repeat(6),
        isApproved: true,
      })
      await createJudge(t.db, {
        name: 'Åsa',
        email: 'åsa@bücher.de',
        password: 'x'.repeat(6),
        isApproved: true,
      })
      updateJudgeByAdmin(t.db, judge.id, { email: 'Jö@Example.org' })
      expect(findJudgeByEmail(t.db, 'JÖ@example.org')?.id).toBe(judge.id)
      expect(findJudgeByEmail(t.db, 'jo@example.org')).toBeUndefined()
      expect(() => updateJudgeByAdmin(t.db, judge.id, { email: 'ÅSA@xn--bcher-kva.de' })).toThrow(
        DuplicateEmailError,
      )
    } finally {
      t.close()
    }
  })
})

describe('the upgrade that adds the normalised e-mails', () => {
  it('fills them by the app’s rule, so rows stored before are found, and keeps one judge per address', async () => {
    const old = createTestDbBefore('0013_normalised_emails')
    try {
      const judge = old.sqlite
        .prepare("INSERT INTO judges (name, email, password) VALUES ('Åsa', 'Åsa.Ström@Bücher.de', 'x')")
        .run().lastInsertRowid
      const project = old.sqlite.prepare(
        "INSERT INTO projects (name, description, submission_type, author_name, author_email) VALUES (?, 'd', 'photo', 'Sam', ?)",
      )
      const kite = project.run('Kite', ' ÅSA.Ström@Example.org ').lastInsertRowid
      const dial = project.run('Dial', 'asa.strom@example.org').lastInsertRowid
      project.run('Anonymous', null)
      old.sqlite.close()

      const upgraded = openDatabase(old.file)
      try {
        expect(findFamilyProjects(upgraded, 'åsa.ström@example.org').map((p) => p.id)).toEqual([Number(kite)])
        expect(findFamilyProjects(upgraded, 'ASA.STROM@example.org').map((p) => p.id)).toEqual([Number(dial)])
        expect(findJudgeByEmail(upgraded, 'åsa.ström@xn--bcher-kva.de')?.id).toBe(Number(judge))
        await expect(
          createJudge(upgraded, {
            name: 'Twin',
            email: 'ÅSA.STRÖM@BÜCHER.DE',
            password: 'secret1',
            isApproved: true,
          }),
        ).rejects.toThrow(DuplicateEmailError)
      } finally {
        upgraded.$client.close()
      }
    } finally {
      old.close()
    }
  })
})
