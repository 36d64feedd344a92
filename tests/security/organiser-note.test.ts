import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { startSmtpServer, type SmtpServer } from '../setup/smtp-server'
import { adminCookie, approve, judgeSession, projectForm, submitProject } from './helpers'

// A judge's note for the organiser, from outside against the built server: written beside a comment, by the
// dashboard's form and by the JSON API, it reaches Grading Status and the results file, and nothing else:
// no public page, its .data twin or the JSON API, the family's private link, their data export, the
// certificates or the reveal, another judge's dashboard, or the judge's own scores in the API. With the
// results live, the comment beside it is on the public pages, so the scan can see what it is looking for.
// The judges' feedback for families too (docs/decisions/0049): the printed sheets, the feedback on the
// private link and the e-mail to families, through a mail server of the test's own, carry the comment and
// never the note; and the sheets are the organiser's alone.
let server: BuiltServer
let smtp: SmtpServer
let admin: string
let judge: { id: number; cookie: string }
let otherJudge: { id: number; cookie: string }
let projects: { id: number; token: string; family: string }[]
const COMMENT = 'Lovely clear diagram, kqvz'
const NOTES = ['Check the music licence, zqxw', 'Ask about the borrowed kit, wxqz']

const criteria = () =>
  server.query<{ id: number }>('SELECT id FROM scoring_criteria WHERE is_active = 1 ORDER BY id')
const notesStored = () =>
  server.query<{ projectId: number; note: string | null }>(
    'SELECT project_id AS projectId, organiser_note AS note FROM project_scores ORDER BY project_id, criteria_id',
  )

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startBuiltServer({ env: { SMTP_URL: smtp.url } })
  admin = await adminCookie(server)
  projects = []
  for (const [index, name] of ['Solar Oven', 'Rain Gauge'].entries()) {
    const { answer, project } = await submitProject(
      server,
      await projectForm({ name }),
      `127.0.61.${index + 1}`,
    )
    await approve(server, project!.id)
    const token = answer.json<{ privateLink: string }>().privateLink.split('/my-project/')[1]!
    projects.push({ id: project!.id, token, family: answer.cookies.join('; ') })
  }
  judge = await judgeSession(server, { from: '127.0.61.10' })
  otherJudge = await judgeSession(server, { from: '127.0.61.11' })
  const [first, second] = projects as [(typeof projects)[0], (typeof projects)[0]]

  // The first project through the JSON API (a tablet sending its kept evaluation), the note on one criterion.
  const api = await send(server, '/api/scoring/submit-batch', {
    body: {
      scores: criteria().map((c, index) => ({
        projectId: first.id,
        criteriaId: c.id,
        score: 7,
        comments: COMMENT,
        ...(index === 0 ? { organiserNote: NOTES[0] } : {}),
      })),
    },
    headers: { cookie: judge.cookie },
  })
  expect(api.status).toBe(200)

  // The second through the dashboard's form, without JavaScript.
  const body = new URLSearchParams({ intent: 'score', projectId: String(second.id) })
  for (const [index, c] of criteria().entries()) {
    body.append('criteriaId', String(c.id))
    body.set(`score-${c.id}`, '6')
    body.set(`comments-${c.id}`, COMMENT)
    body.set(`note-${c.id}`, index === 0 ? NOTES[1]! : '  ')
  }
  const form = await send(server, '/judge-dashboard', {
    body: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: judge.cookie },
  })
  expect(form.status).toBe(302)
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.close()
})

/** Every page, .data twin and JSON answer a visitor, a family or a judge reads about the two projects. */
function readerPaths(): { path: string; cookie?: string }[] {
  const [first, second] = projects as [(typeof projects)[0], (typeof projects)[0]]
  const both = (pathname: string) => [pathname, `${pathname}.data`]
  const everyone = [
    ...both('/feed'),
    '/feed?tab=leaderboard',
    '/feed.data?tab=leaderboard',
    ...projects.flatMap((p) => both(`/project/${p.id}`)),
    '/api/leaderboard',
    '/api/projects',
    ...projects.flatMap((p) => [
      `/api/projects/${p.id}`,
      `/api/projects/${p.id}/scores`,
      `/api/projects/${p.id}/feedback`,
    ]),
  ]
  return [
    ...everyone.map((path) => ({ path })),
    ...[first, second].flatMap((p) => [
      ...both(`/my-project/${p.token}`).map((path) => ({ path })),
      ...everyone.map((path) => ({ path, cookie: p.family })),
    ]),
    // Another judge's dashboard on the same projects; the author's own dashboard is theirs to edit (below).
    ...[
      ...both('/judge-dashboard'),
      ...projects.flatMap((p) => [
        `/judge-dashboard?project=${p.id}`,
        `/judge-dashboard.data?project=${p.id}`,
      ]),
    ].map((path) => ({ path, cookie: otherJudge.cookie })),
    ...[judge, otherJudge].flatMap((j) =>
      ['/api/judges/me', '/api/judges/me/scores', ...everyone].map((path) => ({ path, cookie: j.cookie })),
    ),
  ]
}

describe('a note for the organiser', () => {
  it('is stored beside its comment, by the form and the API alike; a blank one is none', () => {
    const stored = notesStored()
    const [first, second] = projects as [(typeof projects)[0], (typeof projects)[0]]
    expect(stored.filter((row) => row.note !== null)).toEqual([
      { projectId: first.id, note: NOTES[0] },
      { projectId: second.id, note: NOTES[1] },
    ])
    expect(stored.filter((row) => row.note === null)).toHaveLength(2 * (criteria().length - 1))
  })

  it('is the author’s to read again and change, in their own form', async () => {
    const [first] = projects as [(typeof projects)[0]]
    const page = await send(server, `/judge-dashboard?project=${first.id}`, {
      headers: { cookie: judge.cookie },
    })
    expect(page.status).toBe(200)
    const box = new RegExp(`<textarea[^>]*name="note-${criteria()[0]!.id}"[^>]*>${NOTES[0]}</textarea>`)
    expect(page.text).toMatch(box)
  })

  it('reaches no visitor, family or judge: no page, .data, JSON or private link carries it', async () => {
    const leaks: string[] = []
    let comments = 0
    for (const { path, cookie } of readerPaths()) {
      const answer = await send(server, path, cookie ? { headers: { cookie } } : {})
      expect([200, 304], `${path} ${answer.status}`).toContain(answer.status)
      if (answer.text.includes(COMMENT)) comments += 1
      for (const note of NOTES)
        if (answer.text.includes(note)) leaks.push(`${path} (${cookie ? 'signed' : 'anonymous'})`)
    }
    expect(leaks).toEqual([])
    // The scan reads the answers where the comment beside each note is shown: it would see a note there.
    expect(comments).toBeGreaterThan(20)
  })

  it('is not in what the organiser prints or shows the room, nor in a family’s data export', async () => {
    for (const path of [
      '/admin/certificates',
      '/admin/feedback-sheets',
      '/admin/feedback-sheets.data',
      '/admin/awards?step=1',
      '/admin/awards?step=2',
      '/admin/table-cards',
      `/admin/family-export.json?${new URLSearchParams({ email: 'family@example.org' })}`,
    ]) {
      const answer = await send(server, path, { headers: { cookie: admin } })
      expect(answer.status, path).toBe(200)
      for (const note of NOTES) expect(answer.text, path).not.toContain(note)
    }
  })

  it('reaches the organiser on Grading Status and in the results file, with the judge and the criterion', async () => {
    const grading = await send(server, '/admin?tab=grading', { headers: { cookie: admin } })
    expect(grading.status).toBe(200)
    for (const note of NOTES) expect(grading.text).toContain(note)
    expect(grading.text).toContain('1 note for you')

    const file = await send(server, '/admin/results.csv', { headers: { cookie: admin } })
    expect(file.status).toBe(200)
    const header = file.text.split('\r\n')[0]!
    expect(header.endsWith(',Notes for the organiser')).toBe(true)
    const [criterion] = server.query<{ name: string }>(
      'SELECT name FROM scoring_criteria WHERE id = ?',
      criteria()[0]!.id,
    )
    for (const note of NOTES) expect(file.text).toContain(`Jo Judge, ${criterion!.name}: ${note}`)
  })

  it('is refused past 2,000 characters, and nothing of that evaluation is saved', async () => {
    const before = notesStored()
    const answer = await send(server, '/api/scoring/submit-batch', {
      body: {
        scores: criteria().map((c) => ({
          projectId: projects[0]!.id,
          criteriaId: c.id,
          score: 2,
          organiserNote: 'x'.repeat(2001),
        })),
      },
      headers: { cookie: judge.cookie },
    })
    expect(answer.status).toBe(400)
    expect(notesStored()).toEqual(before)
    expect(
      server.query('SELECT DISTINCT score FROM project_scores WHERE project_id = ?', projects[0]!.id),
    ).toEqual([{ score: 7 }])
  })
})

describe('the judges’ feedback for families', () => {
  const paths = ['/admin/feedback-sheets', '/admin/feedback-sheets.data']

  it('is on the printed sheets and the private links with its comments, and never a note', async () => {
    for (const path of [
      ...paths,
      ...projects.flatMap((p) => [`/my-project/${p.token}`, `/my-project/${p.token}.data`]),
    ]) {
      const answer = await send(server, path, path.startsWith('/admin') ? { headers: { cookie: admin } } : {})
      expect(answer.status, path).toBe(200)
      expect(answer.text, path).toContain(COMMENT)
      for (const note of NOTES) expect(answer.text, path).not.toContain(note)
    }
  })

  it('is e-mailed with its comments and never a note, once per family', async () => {
    const post = () =>
      send(server, '/admin?tab=grading&dialog=email-feedback', {
        body: new URLSearchParams({ intent: 'email-feedback', tab: 'grading' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
      })
    expect((await post()).status).toBe(302)
    expect((await post()).status).toBe(302)
    const feedback = smtp.received.filter((mail) => mail.subject.startsWith('The judges’ feedback'))
    // Both projects were sent with the same address: one family, one message.
    expect(feedback.map((mail) => [mail.to, mail.subject])).toEqual([
      ['family@example.org', 'The judges’ feedback on your 2 projects'],
    ])
    const [mail] = feedback as [(typeof feedback)[0]]
    expect(mail.text).toContain(COMMENT)
    for (const note of NOTES) {
      expect(mail.text).not.toContain(note)
      expect(mail.raw).not.toContain(note)
    }
  })

  it('is the organiser’s to print: no visitor, family or judge gets the sheets, or sends the e-mail', async () => {
    const [first, second] = projects as [(typeof projects)[0], (typeof projects)[0]]
    const before = smtp.received.length
    for (const [who, cookie] of [
      ['a visitor', undefined],
      ['a family', first.family],
      ['a judge', judge.cookie],
    ] as const) {
      for (const path of paths) {
        const answer = await send(server, path, cookie ? { headers: { cookie } } : {})
        expect(answer.status, `${who} ${path}`).not.toBe(200)
        const to = [answer.headers.location, answer.headers['x-remix-redirect']].join(' ')
        expect(to, `${who} ${path}`).toContain('/admin-login')
        for (const text of [COMMENT, first.token, second.token, 'Solar Oven', 'Rain Gauge'])
          expect(answer.text, `${who} ${path}`).not.toContain(text)
      }
      const form = await send(server, '/admin-simple', {
        body: new URLSearchParams({ intent: 'email-feedback' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      })
      expect(form.status, who).not.toBe(200)
    }
    expect(smtp.received.length).toBe(before)
  })
})
