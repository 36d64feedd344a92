import fs from 'node:fs'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { projects, storedFiles, submissionWindow } from '../../db/schema'
import { db } from '../../app/infra/db.server'
import { fileStore } from '../../app/infra/storage.server'
import { eventTimeZone } from '../../app/features/event/event-details.server'
import { clearSubmissionWindow } from '../../app/features/submissions/submission-window.server'
import { wallTime } from '../../app/utils/time'
import { action as apiSubmit } from '../../app/routes/api.projects'
import { action as pageSubmit, loader as pageLoader } from '../../app/routes/submission'
import { action as ownProject, loader as ownProjectLoader } from '../../app/routes/my-project.$token'
import { loader as challengeInfo } from '../../app/routes/challenge-info'
import { windowNotice, type SubmissionWindowView } from '../../app/features/submissions/submission-window'
import { englishT } from '../../app/i18n/catalogues.server'
import { datesIn } from '../../app/i18n/dates'
import { isDataWithInit, routeAnswer } from '../setup/route-answer'
import { projectForm, smallPng } from '../security/helpers'

// The submission window on the routes themselves, against this file's own database and file store: after
// the close the page form, the JSON API and a private-link edit are refused with the exact sentence, and
// nothing of theirs is stored; a request that arrived before the close is accepted however long its body
// takes to come in (docs/decisions/0030).

afterEach(() => clearSubmissionWindow(db))
afterAll(() => db.$client.close())

const post = (path: string, body: FormData | URLSearchParams | ReadableStream, headers = {}) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)

/** What a page in English says about the window, in the event's zone. */
const wordsOf = (view: SubmissionWindowView) =>
  windowNotice(view, englishT, datesIn('en', eventTimeZone(), englishT))

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} })

/** Closes at a moment, whole seconds, as the Event tab would store it: a wall-clock time in the event's zone. */
const closeAt = (at: number) =>
  db
    .update(submissionWindow)
    .set({ closesAt: wallTime(at, eventTimeZone()), timeZone: eventTimeZone() })
    .where(eq(submissionWindow.id, 1))
    .run()

/** Everything a submission could leave behind: rows, stored files, staged temp files. */
const stored = () => ({
  projects: db.select({ id: projects.id }).from(projects).all().length,
  files: db.select({ name: storedFiles.name }).from(storedFiles).all().length,
  uploads: fs.readdirSync(fileStore.uploadsDir).sort(),
  tmp: fs.readdirSync(fileStore.tmpDir),
})

/** Submits through the API while open; the project's private link token. */
async function submittedProject() {
  const answer = (await apiSubmit(args(post('/api/projects', await projectForm())))) as Response
  expect(answer.status).toBe(201)
  const { privateLink } = (await answer.json()) as { privateLink: string }
  return privateLink.split('/my-project/')[1]!
}

describe('after the close', () => {
  it('the page form is refused with 403 and the sentence, and nothing is stored', async () => {
    closeAt(Date.now() - 60_000)
    const before = stored()
    const form = await projectForm()
    const answer = await routeAnswer(() => pageSubmit(args(post('/submission', form))))
    expect(isDataWithInit(answer) && answer.init?.status).toBe(403)
    expect(isDataWithInit(answer) && answer.data).toMatchObject({ message: 'Submissions are closed' })
    expect(stored()).toEqual(before)
    // And the page itself shows the sentence instead of the form.
    const view = pageLoader(args(new Request('http://localhost/submission'))).window
    expect(view.phase).toBe('closed')
    expect(wordsOf(view)).toEqual({
      notice: 'Submissions are closed.',
      // When, in the event's zone, as the page says under it.
      closedOn: expect.stringMatching(/^They closed on \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M\.$/),
    })
  })

  it('POST /api/projects answers 403 {"message": "Submissions are closed"}, and nothing is stored', async () => {
    closeAt(Date.now() - 60_000)
    const before = stored()
    const answer = (await apiSubmit(args(post('/api/projects', await projectForm())))) as Response
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ message: 'Submissions are closed' })
    expect(stored()).toEqual(before)
  })

  it('a private-link edit is refused with the sentence and changes nothing; withdrawing still works', async () => {
    const token = await submittedProject()
    closeAt(Date.now() - 60_000)
    const before = stored()
    const edit = new FormData()
    for (const [key, value] of Object.entries({
      name: 'Changed after the close',
      authorName: 'Sam',
      description: 'Changed.',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    }))
      edit.append(key, value)
    edit.append('thumbnail', new File([new Uint8Array(await smallPng())], 'new.png', { type: 'image/png' }))
    const answer = await routeAnswer(() => ownProject(args(post(`/my-project/${token}`, edit), { token })))
    expect(isDataWithInit(answer) && answer.init?.status).toBe(403)
    expect(isDataWithInit(answer) && answer.data).toMatchObject({ message: 'Submissions are closed' })
    expect(stored()).toEqual(before)
    expect(
      db
        .select({ name: projects.name })
        .from(projects)
        .all()
        .map((p) => p.name),
    ).not.toContain('Changed after the close')
    const page = await ownProjectLoader(args(new Request(`http://localhost/my-project/${token}`), { token }))
    expect(page.editsClosed).toBe(true)

    const withdrawn = await routeAnswer(() =>
      ownProject(args(post(`/my-project/${token}`, new URLSearchParams({ intent: 'withdraw' })), { token })),
    )
    expect(withdrawn).toBeInstanceOf(Response)
    expect((withdrawn as Response).status).toBe(302)
    expect(stored().projects).toBe(before.projects - 1)
  })
})

describe('the moment that counts', () => {
  it('a request that arrived before the close is accepted though its body ends after it', async () => {
    const encoded = new Response(await projectForm({ name: 'Slow Wi-Fi' }))
    const type = encoded.headers.get('content-type')!
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const half = Math.floor(bytes.length / 2)
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.slice(0, half))
        await held
        controller.enqueue(bytes.slice(half))
        controller.close()
      },
    })
    const answering = apiSubmit(args(post('/api/projects', body, { 'content-type': type })))
    // The action took its arrival time before it returned its promise; the close falls after that (the next
    // whole second: a stored time has no milliseconds), while half of the body is still to come.
    const close = Math.floor(Date.now() / 1000) * 1000 + 1000
    closeAt(close)
    while (Date.now() < close) await new Promise((resolve) => setTimeout(resolve, 5))
    release()
    const answer = (await answering) as Response
    expect(answer.status).toBe(201)
    expect(db.select().from(projects).where(eq(projects.name, 'Slow Wi-Fi')).all()).toHaveLength(1)
    // One arriving now is refused.
    const late = (await apiSubmit(args(post('/api/projects', await projectForm())))) as Response
    expect(late.status).toBe(403)
  })
})

describe('before the opening', () => {
  it('the page form says when it opens in the page’s language; the JSON API in English', async () => {
    db.update(submissionWindow)
      .set({ opensAt: '2031-05-31T16:30', timeZone: eventTimeZone() })
      .where(eq(submissionWindow.id, 1))
      .run()
    const spanish = await routeAnswer(async () =>
      pageSubmit(args(post('/submission', await projectForm(), { 'accept-language': 'es' }))),
    )
    expect(isDataWithInit(spanish) && spanish.init?.status).toBe(403)
    expect(isDataWithInit(spanish) && spanish.data).toMatchObject({
      message: 'El envío de proyectos se abre el sábado, 31 de mayo de 2031 a las 16:30.',
    })
    const api = (await apiSubmit(args(post('/api/projects', await projectForm())))) as Response
    expect(api.status).toBe(403)
    expect(await api.json()).toEqual({ message: 'Submissions open on Saturday, May 31, 2031 at 4:30 PM.' })
  })
})

describe('the pages while open', () => {
  it('say when submissions close, and the challenge page keeps its button until then', async () => {
    closeAt(Date.UTC(2031, 4, 31, 15, 30))
    const view = pageLoader(args(new Request('http://localhost/submission'))).window
    expect(view.phase).toBe('open')
    expect(wordsOf(view).notice).toMatch(/^Submissions close on \w+day, May 31, 2031 at \d{1,2}:30 [AP]M$/)
    const info = await challengeInfo({
      request: new Request('http://localhost/challenge-info'),
      params: {},
      context: {},
    })
    // Each made with the server's time of its own request.
    expect(info.submissionWindow).toEqual({ ...view, now: expect.any(Number) })
    expect(Math.abs(view.now - Date.now())).toBeLessThan(5_000)
  })
})
