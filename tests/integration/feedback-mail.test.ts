import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { feedbackEmails, projects } from '../../db/schema'
import {
  familiesToEmail,
  feedbackMailPreview,
  feedbackMailRefusals,
  sendFeedbackMails,
} from '../../app/features/families/feedback-mail.server'
import { adminAction } from '../../app/features/admin/intents.server'
import { setParticipantNames, setResultsVisibility } from '../../app/features/judging/judging-settings.server'
import { saveLanguageSettings } from '../../app/features/event/event-languages.server'
import { createMailer, type Mailer } from '../../app/infra/mailer.server'
import en from '../../app/i18n/en/grading'
import { startSmtpServer, type SmtpServer } from '../setup/smtp-server'
import { isDataWithInit, routeAnswer } from '../setup/route-answer'
import { testDbPerTest } from '../setup/test-db'
import * as fixtures from '../setup/fixtures'

// "E-mail families their feedback" (docs/decisions/0049), against an SMTP server of the test's own: one
// message per family with the feedback on each of its approved, scored projects; never twice; a message the
// server refuses leaves its family to be sent again; nothing without a mail server or while the results
// are kept for the awards. The seeded criteria: five, max 10, with level words.

const t = testDbPerTest()
let smtp: SmtpServer
let mailer: Mailer
const words = { clubName: 'Riverside Science Club', origin: 'https://challenge.example.org' }
const NOTE = 'Check the music licence, zqxw'

beforeAll(async () => {
  smtp = await startSmtpServer()
  mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'Club <club@example.org>' })!
})
afterAll(() => smtp.close())
beforeEach(() => {
  smtp.received.length = 0
  smtp.refuse.clear()
})

/**
 * Ann's family sent two projects (its address typed two ways), Bo's one; Cy's project has no score yet,
 * Dee's is pending and Ed sent none with an address. A judge left a note for the organiser on Ann's kite.
 */
function event() {
  const [ann, bea] = [
    fixtures.addJudge(t.db, { name: 'Ann Judge' }),
    fixtures.addJudge(t.db, { name: 'Bea Judge' }),
  ]
  let clock = 1_000
  const add = (name: string, authorName: string, authorEmail: string | null, status = 'approved' as const) =>
    fixtures.addProject(t.db, { name, authorName, authorEmail, status, submittedAt: clock++ })
  const kite = add('Kite Lantern', 'Ann Lee', 'Ann.Family@Example.org')
  const bridge = add('Rope Bridge', 'Bo Chen', 'bo@example.org')
  const oven = add('Solar Oven', 'Ann Lee', ' ann.family@example.org')
  const quiet = add('Quiet Robot', 'Cy Diaz', 'cy@example.org')
  const drone = fixtures.addProject(t.db, {
    name: 'Drone',
    authorEmail: 'dee@example.org',
    status: 'pending',
  })
  const robot = add('No Address Robot', 'Ed', null)
  for (const project of [kite, bridge, oven, drone, robot]) {
    fixtures.scoreProject(t.db, {
      projectId: project.id,
      judgeId: ann.id,
      score: 8,
      comments: `Lovely ${project.name}`,
    })
    fixtures.scoreProject(t.db, { projectId: project.id, judgeId: bea.id, score: 6 })
  }
  t.db.$client.prepare('UPDATE project_scores SET organiser_note = ? WHERE project_id = ?').run(NOTE, kite.id)
  return { kite, bridge, oven, quiet, ann }
}

const marked = () =>
  t.db
    .select({ key: feedbackEmails.emailKey })
    .from(feedbackEmails)
    .all()
    .map((row) => row.key)
    .sort()

describe('e-mailing families their feedback', () => {
  it('sends one message per family, with each of its scored projects, by the address it last typed', async () => {
    const { kite, oven, bridge } = event()
    expect(await sendFeedbackMails(t.db, mailer, words)).toEqual({ ok: true, sent: 2, failed: 0 })
    expect(smtp.received.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ann.family@example.org', 'The judges’ feedback on your 2 projects'],
      ['bo@example.org', 'The judges’ feedback on “Rope Bridge”'],
    ])
    const [ann, bo] = smtp.received.map((mail) => mail.text) as [string, string]
    expect(ann).toContain('Kite Lantern, by Ann Lee')
    expect(ann).toContain('Solar Oven, by Ann Lee')
    expect(ann).toContain(`See it on the showcase: ${words.origin}/project/${kite.id}`)
    expect(ann).toContain(`${words.origin}/project/${oven.id}`)
    expect(bo).toContain('Here is what they thought of “Rope Bridge” by Bo Chen.')
    expect(bo).toContain(`${words.origin}/project/${bridge.id}`)
    // Each criterion's average and its level's words, the comments by judge number.
    expect(bo).toContain('Originality: 7.0 / 10, Strong')
    expect(bo).toContain('  Judge 1: Lovely Rope Bridge')
    expect(bo).toContain('The Riverside Science Club team')
    // Not a project of another family, nor one unscored or pending.
    expect(bo).not.toContain('Kite Lantern')
    expect(smtp.received.map((mail) => mail.text).join('\n')).not.toMatch(/Quiet Robot|Drone|No Address/)
    expect(marked()).toEqual(['ann.family@example.org', 'bo@example.org'])
  })

  it('tells of a project with versions once: its newest approved version', async () => {
    const { bridge, ann } = event()
    const second = fixtures.addProject(t.db, {
      name: 'Rope Bridge, second try',
      authorName: 'Bo Chen',
      authorEmail: 'bo@example.org',
      status: 'approved',
      storyId: bridge.id,
      previousId: bridge.id,
    })
    fixtures.scoreProject(t.db, {
      projectId: second.id,
      judgeId: ann.id,
      score: 9,
      comments: 'Much stronger',
    })
    await sendFeedbackMails(t.db, mailer, words)
    const bo = smtp.received.find((mail) => mail.to === 'bo@example.org')!
    expect(bo.subject).toBe('The judges’ feedback on “Rope Bridge, second try”')
    expect(bo.text).toContain(`${words.origin}/project/${second.id}`)
    expect(bo.text).not.toContain(`${words.origin}/project/${bridge.id}\n`)
  })

  it('never carries a note for the organiser, a judge’s name or a private link', async () => {
    event()
    await sendFeedbackMails(t.db, mailer, words)
    const everything = smtp.received.map((mail) => mail.raw + mail.text).join('\n')
    expect(everything).toContain('Lovely Kite Lantern')
    expect(everything).not.toContain(NOTE)
    expect(everything).not.toMatch(/Ann Judge|Bea Judge|my-project/)
  })

  it('names the participant as the public pages do', async () => {
    event()
    setParticipantNames(t.db, 'initial')
    await sendFeedbackMails(t.db, mailer, words)
    expect(smtp.received[1]!.text).toContain('“Rope Bridge” by Bo C.')
    expect(smtp.received.map((mail) => mail.text).join('\n')).not.toMatch(/Bo Chen|Ann Lee/)
  })

  it('e-mails no family twice: sent again, it sends only to a family scored since', async () => {
    const { quiet, ann } = event()
    await sendFeedbackMails(t.db, mailer, words)
    expect(await sendFeedbackMails(t.db, mailer, words)).toEqual({ ok: true, sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(2)
    fixtures.scoreProject(t.db, { projectId: quiet.id, judgeId: ann.id, score: 5 })
    expect(await sendFeedbackMails(t.db, mailer, words)).toEqual({ ok: true, sent: 1, failed: 0 })
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      'ann.family@example.org',
      'bo@example.org',
      'cy@example.org',
    ])
  })

  it('does not mark a family whose message the mail server refused, and says how many failed', async () => {
    event()
    smtp.refuse.add('ann.family@example.org')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await sendFeedbackMails(t.db, mailer, words)).toEqual({ ok: true, sent: 1, failed: 1 })
    // Logged without the address.
    expect(warn).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(warn.mock.calls)).not.toContain('ann.family')
    warn.mockRestore()
    expect(smtp.received.map((mail) => mail.to)).toEqual(['bo@example.org'])
    expect(marked()).toEqual(['bo@example.org'])
    // Once the server takes it, that family gets its message, and only that family.
    smtp.refuse.clear()
    expect(await sendFeedbackMails(t.db, mailer, words)).toEqual({ ok: true, sent: 1, failed: 0 })
    expect(smtp.received.map((mail) => mail.to)).toEqual(['bo@example.org', 'ann.family@example.org'])
  })

  it('sends nothing without a mail server, and says how to set one', async () => {
    event()
    expect(await sendFeedbackMails(t.db, null, words)).toEqual({
      ok: false,
      message: feedbackMailRefusals.noMailer,
    })
    expect(en[feedbackMailRefusals.noMailer]).toContain('set SMTP_URL')
    expect(feedbackMailPreview(t.db, null, words)).toMatchObject({
      refusal: feedbackMailRefusals.noMailer,
      preview: null,
    })
    expect(marked()).toEqual([])
  })

  it('sends nothing while the results are kept for the awards', async () => {
    event()
    setResultsVisibility(t.db, 'hidden')
    expect(await sendFeedbackMails(t.db, mailer, words)).toEqual({
      ok: false,
      message: feedbackMailRefusals.resultsHidden,
    })
    expect(smtp.received).toEqual([])
    expect(marked()).toEqual([])
    setResultsVisibility(t.db, 'published')
    expect(await sendFeedbackMails(t.db, mailer, words)).toMatchObject({ ok: true, sent: 2 })
  })
})

describe('each family in its own language', () => {
  const sentIn = (id: number, language: string | null) =>
    t.db.update(projects).set({ language }).where(eq(projects.id, id)).run()
  const to = (address: string) => smtp.received.find((mail) => mail.to === address)!

  it('writes each family’s message in the language it sent its newest project in', async () => {
    const { kite, oven, bridge } = event()
    // Ann's family sent the kite in English, then the oven in Spanish; Bo's family read the site in English.
    sentIn(kite.id, 'en')
    sentIn(oven.id, 'es')
    sentIn(bridge.id, 'en')
    // The seeded criteria have their Spanish words: each family reads the criteria in its language.
    await sendFeedbackMails(t.db, mailer, words)
    const ann = to('ann.family@example.org')
    expect(ann.subject).toBe('La valoración del jurado sobre tus 2 proyectos')
    expect(ann.text).toContain('Hola:')
    expect(ann.text).toContain(
      'El jurado del Desafío de Innovación Científica ha terminado. Esto es lo que le han parecido tus proyectos.',
    )
    expect(ann.text).toContain('Kite Lantern, de Ann Lee')
    expect(ann.text).toContain(`Míralo en la exposición: ${words.origin}/project/${kite.id}`)
    expect(ann.text).toContain('Originalidad: 7,0 / 10, Muy bien')
    expect(ann.text).toContain('  Jurado 1: Lovely Kite Lantern')
    expect(ann.text).toContain('El equipo de Riverside Science Club')
    expect(ann.raw).toContain('lang=3D"es"')
    expect(ann.text).not.toMatch(/Hello|Judge 1|See it on the showcase|Well done/)
    // Bo's, in English exactly as before.
    const bo = to('bo@example.org')
    expect(bo.subject).toBe('The judges’ feedback on “Rope Bridge”')
    expect(bo.text).toContain('Hello,\n\nThe judges of the Science Innovation Challenge have finished.')
    expect(bo.text).toContain('Originality: 7.0 / 10, Strong')
    expect(bo.text).toContain('  Judge 1: Lovely Rope Bridge')
    expect(bo.text).not.toMatch(/Hola|Jurado/)
  })

  it('writes a family that kept no language in the club’s default', async () => {
    const { bridge } = event()
    saveLanguageSettings(t.db, { defaultLanguage: 'es', offered: ['es', 'en'] })
    sentIn(bridge.id, null)
    const preview = feedbackMailPreview(t.db, mailer, words).preview!
    expect(preview.subject).toBe('La valoración del jurado sobre tus 2 proyectos')
    await sendFeedbackMails(t.db, mailer, words)
    expect(to('bo@example.org').subject).toBe('La valoración del jurado sobre «Rope Bridge»')
    expect(to('bo@example.org').text).toContain('Esto es lo que le ha parecido «Rope Bridge», de Bo Chen.')
  })
})

describe('the confirmation before sending', () => {
  it('counts the families and shows the first message as it will be sent', async () => {
    event()
    const preview = feedbackMailPreview(t.db, mailer, words)
    expect(preview).toMatchObject({ refusal: null, families: 2, emailed: 0 })
    expect(preview.preview?.subject).toBe('The judges’ feedback on your 2 projects')
    await sendFeedbackMails(t.db, mailer, words)
    expect(smtp.received[0]).toMatchObject({
      to: preview.preview!.to,
      subject: preview.preview!.subject,
      text: preview.preview!.text,
    })
    expect(feedbackMailPreview(t.db, mailer, words)).toMatchObject({ families: 0, emailed: 2, preview: null })
    expect(familiesToEmail(t.db)).toEqual([])
  })
})

describe('the dashboard’s form', () => {
  it('refuses with a clear message when the club has no mail server (as in tests: SMTP_URL unset)', async () => {
    const request = new Request('http://localhost/admin?tab=grading&dialog=email-feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'email-feedback', tab: 'grading' }),
    })
    const answer = await routeAnswer(() => adminAction({ request, context: {} }))
    expect(isDataWithInit(answer) && answer.init?.status).toBe(503)
    expect(isDataWithInit(answer) && answer.data).toEqual({
      intent: 'email-feedback',
      message: feedbackMailRefusals.noMailer,
    })
  })
})
