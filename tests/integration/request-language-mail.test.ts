import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Mailer } from '../../app/infra/mailer.server'
import { db } from '../../app/infra/db.server'
import { createJudge } from '../../app/features/accounts/judges.server'
import { addJudge } from '../../app/features/accounts/judge-invitations.server'
import { saveLanguageSettings } from '../../app/features/event/event-languages.server'
import { productLanguages } from '../../app/features/event/event-languages'
import { action as adminLogin } from '../../app/routes/api.admin.login'
import { action as forgotPassword } from '../../app/routes/api.judges.forgot-password'
import { action as apiSubmit } from '../../app/routes/api.projects'
import { action as judgeLogin } from '../../app/routes/judge-login'
import { action as judgeRegister } from '../../app/routes/api.judges.register'
import { startSmtpServer, type SmtpServer } from '../setup/smtp-server'
import { routeAnswer } from '../setup/route-answer'

// What a request's language writes besides its page (docs/languages.md): the JSON API's messages, and the
// e-mail a judge asks for (their password's reset link), against an SMTP server of the test's own. The
// language: the `sc_lang` cookie, else Accept-Language among the club's languages, else the club's default.

// The club's mail server (SMTP_URL) is this file's own.
const club = vi.hoisted(() => ({ mailer: null as Mailer | null }))
vi.mock('../../app/infra/mailer.server', async (original) => ({
  ...(await original<typeof import('../../app/infra/mailer.server')>()),
  mailer: { send: (mail: Parameters<Mailer['send']>[0]) => club.mailer!.send(mail) },
}))

let smtp: SmtpServer
beforeAll(async () => {
  smtp = await startSmtpServer()
  const { createMailer } = await vi.importActual<typeof import('../../app/infra/mailer.server')>(
    '../../app/infra/mailer.server',
  )
  club.mailer = createMailer({ SMTP_URL: smtp.url })
  for (const name of ['Ana', 'Bo', 'Cy'])
    await createJudge(db, {
      name,
      email: `${name.toLowerCase()}@example.org`,
      password: 'old-password',
      isApproved: true,
    })
})
afterAll(async () => {
  await smtp.close()
  db.$client.close()
})
beforeEach(() => {
  smtp.received.length = 0
})

const SPANISH = { 'Accept-Language': 'es-MX,es;q=0.9' }
/** The language menu's choice of Spanish (the `sc_lang` cookie). */
const CHOSE_SPANISH = { Cookie: 'sc_lang=ImVzIg%3D%3D' }

const json = (path: string, body: unknown, headers: Record<string, string> = {}) => ({
  request: new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }),
  params: {},
  context: {},
})

async function answer(run: () => unknown) {
  const response = (await routeAnswer(run)) as Response
  return { status: response.status, body: (await response.json()) as { message: string; errors?: unknown } }
}

describe('the JSON API’s messages', () => {
  it('are in the request’s language, and in today’s English when it asks for none', async () => {
    expect(await answer(() => adminLogin(json('/api/admin/login', {}, SPANISH)))).toEqual({
      status: 400,
      body: {
        message: 'Escribe la contraseña',
        errors: [{ path: 'password', message: 'Escribe la contraseña' }],
      },
    })
    expect((await answer(() => adminLogin(json('/api/admin/login', {}, CHOSE_SPANISH)))).body.message).toBe(
      'Escribe la contraseña',
    )
    expect(await answer(() => adminLogin(json('/api/admin/login', {})))).toEqual({
      status: 400,
      body: {
        message: 'Password is required',
        errors: [{ path: 'password', message: 'Password is required' }],
      },
    })
    // A language the club does not offer reads the default.
    expect(
      (await answer(() => adminLogin(json('/api/admin/login', {}, { 'Accept-Language': 'fr' })))).body
        .message,
    ).toBe('Password is required')
  })

  it('write a part’s refusal in the request’s language too: a project sent without its name', async () => {
    const send = (headers: Record<string, string>) => {
      const form = new FormData()
      form.append('authorName', 'Sam')
      form.append('authorEmail', 'sam@example.org')
      return answer(() =>
        apiSubmit({
          request: new Request('http://localhost/api/projects', { method: 'POST', headers, body: form }),
          params: {},
          context: {},
        }),
      )
    }
    expect(await send(SPANISH)).toMatchObject({
      status: 400,
      body: { message: 'Falta el nombre del proyecto' },
    })
    expect(await send({})).toMatchObject({ status: 400, body: { message: 'Project name is required' } })
  })
})

describe('the judges’ API', () => {
  it('answers a bad registration in the request’s language, and in today’s English when it asks for none', async () => {
    const register = (headers: Record<string, string>) =>
      answer(() =>
        judgeRegister(
          json('/api/judges/register', { email: 'not an address', password: 'secret1' }, headers),
        ),
      )
    expect((await register(SPANISH)).body.errors).toEqual([
      { path: 'name', message: 'Escribe tu nombre y apellidos' },
      { path: 'email', message: 'Escribe un correo electrónico válido' },
    ])
    expect((await register({})).body.errors).toEqual([
      { path: 'name', message: 'Full name is required' },
      { path: 'email', message: 'Must be a valid email address' },
    ])
  })
})

describe('a judge’s reset link', () => {
  const received = async () => {
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
    return smtp.received[0]!
  }

  it('is e-mailed in the language of the request that asked for it (the JSON API)', async () => {
    await answer(() =>
      forgotPassword(json('/api/judges/forgot-password', { email: 'ana@example.org' }, SPANISH)),
    )
    const spanish = await received()
    expect(spanish.subject).toBe('Restablece tu contraseña de juez')
    expect(spanish.text).toContain('Hola, Ana:')
    expect(spanish.text).toContain(
      'Alguien (esperamos que hayas sido tú) ha pedido restablecer la contraseña de tu cuenta de juez del Desafío de Innovación Científica.',
    )
    expect(spanish.text).toContain('Elige una contraseña nueva aquí:')
    expect(spanish.raw).toContain('lang=3D"es"')

    smtp.received.length = 0
    await answer(() => forgotPassword(json('/api/judges/forgot-password', { email: 'bo@example.org' })))
    const english = await received()
    expect(english.subject).toBe('Reset your judge password')
    expect(english.text).toMatch(/^Hello Bo,\n\nSomeone \(we hope it was you\) asked to reset the password/)
  })

  it('is e-mailed in the language of the sign-in page the judge asked on', async () => {
    const form = new URLSearchParams({ intent: 'forgot', email: 'cy@example.org' })
    await routeAnswer(() =>
      judgeLogin({
        request: new Request('http://localhost/judge-login', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...CHOSE_SPANISH },
          body: form,
        }),
        params: {},
        context: {},
      }),
    )
    expect((await received()).subject).toBe('Restablece tu contraseña de juez')
  })

  it('is, for a judge an organiser added, in the club’s default language', async () => {
    const delivery = { origin: 'http://localhost', secret: 's'.repeat(32), mailer: club.mailer }
    saveLanguageSettings(db, { defaultLanguage: 'es', offered: ['es', 'en'] })
    try {
      await addJudge(db, { name: 'Dee', email: 'dee@example.org' }, delivery)
      const invitation = await received()
      expect(invitation.subject).toBe('Tu cuenta de juez está lista')
      expect(invitation.text).toContain(
        'Un organizador del Desafío de Innovación Científica te ha creado una cuenta de juez.',
      )
    } finally {
      saveLanguageSettings(db, productLanguages())
    }
    smtp.received.length = 0
    await addJudge(db, { name: 'Ed', email: 'ed@example.org' }, delivery)
    expect((await received()).subject).toBe('Your judge account is ready')
  })
})
