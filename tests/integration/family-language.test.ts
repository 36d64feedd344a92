import { desc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { projects } from '../../db/schema'
import { db } from '../../app/infra/db.server'
import { submitFromPage } from '../../app/features/submissions/submission-page.server'
import { sendNewVersion } from '../../app/features/families/new-version-page.server'
import { action as apiSubmit } from '../../app/routes/api.projects'
import { pngPhoto, videoProjectFields } from '../setup/uploads'
import { routeAnswer } from '../setup/route-answer'

// A project keeps the language its family read the site in as they sent it (`projects.language`), which
// their e-mails are written in later: the submission page's, the JSON API's, and a new version's from the
// private link. The pseudo-language is English in brackets, kept as English.

vi.hoisted(() => {
  process.env.PSEUDO_LANGUAGE = 'true'
})
afterAll(() => db.$client.close())

const SPANISH = { 'Accept-Language': 'es-MX,es;q=0.9' }

async function form(fields: Record<string, string>) {
  const body = new FormData()
  for (const [key, value] of Object.entries({ ...videoProjectFields, ...fields })) body.append(key, value)
  body.append('thumbnail', new File([new Uint8Array(await pngPhoto())], 'kite.png', { type: 'image/png' }))
  return body
}

const post = async (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  request: new Request(`http://localhost${path}`, { method: 'POST', headers, body: await form(fields) }),
  params: {},
  context: {},
})

/** The newest project's name and language. */
const newest = () =>
  db
    .select({ id: projects.id, name: projects.name, language: projects.language })
    .from(projects)
    .orderBy(desc(projects.id))
    .get()!

/** Sends a project from the submission page; returns its private link's token. */
async function sendFromPage(name: string, headers: Record<string, string> = {}) {
  const answer = (await routeAnswer(async () =>
    submitFromPage(await post('/submission', { name, consent: 'on' }, headers)),
  )) as Response
  expect(answer.status).toBe(302)
  expect(newest().name).toBe(name)
  return answer.headers.get('Location')!.match(/\/my-project\/([\w-]{43})/)![1]!
}

describe('the language a project keeps', () => {
  it('is the one its family read the submission page in', async () => {
    await sendFromPage('Spanish kite', SPANISH)
    expect(newest().language).toBe('es')
    await sendFromPage('English kite', { 'Accept-Language': 'en-GB,en;q=0.9' })
    expect(newest().language).toBe('en')
    // No preference: the club's default. The menu's choice wins over the browser's languages.
    await sendFromPage('Plain kite')
    expect(newest().language).toBe('en')
    await sendFromPage('Chosen kite', { ...SPANISH, Cookie: 'sc_lang=ImVuIg%3D%3D' })
    expect(newest().language).toBe('en')
    // The pseudo-language (tests only) is English.
    await sendFromPage('Bracketed kite', { 'Accept-Language': 'en-XA' })
    expect(newest().language).toBe('en')
  })

  it('is the one the JSON API was asked in', async () => {
    const answer = (await routeAnswer(async () =>
      apiSubmit(await post('/api/projects', { name: 'API kite' }, SPANISH)),
    )) as Response
    expect(answer.status).toBe(201)
    expect(newest()).toMatchObject({ name: 'API kite', language: 'es' })
  })

  it('is, for a new version, the one the family reads its private link in now', async () => {
    const token = await sendFromPage('First try', { 'Accept-Language': 'en' })
    const first = newest()
    db.update(projects).set({ status: 'approved' }).where(eq(projects.id, first.id)).run()
    const args = await post(
      `/my-project/${token}/new-version`,
      { name: 'Second try', whatChanged: 'A longer tail.' },
      SPANISH,
    )
    const answer = (await routeAnswer(() => sendNewVersion({ ...args, params: { token } }))) as Response
    expect(answer.status).toBe(302)
    expect(newest()).toMatchObject({ name: 'Second try', language: 'es' })
    // The first version keeps its own.
    expect(db.select().from(projects).where(eq(projects.id, first.id)).get()!.language).toBe('en')
  })
})
