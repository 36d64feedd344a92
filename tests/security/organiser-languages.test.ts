import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, type BuiltServer } from '../setup/built-server'
import { approve, judgeSession, projectForm, startAsAdmin, submitProject } from './helpers'

// The organiser's words per language, from outside against the built server: the Languages section says
// which languages the club offers and its default; the challenge's words are written per language on the
// Event tab, and a criterion's name per language in its dialog. A Spanish visitor reads the Spanish words,
// an English one the English; where Spanish has none, the default language's show. Only the organiser
// changes any of it.

let server: BuiltServer
let admin: string
let judge: { id: number; cookie: string }
let projectId: number

beforeAll(async () => {
  ;({ server, admin } = await startAsAdmin())
  const submitted = await submitProject(server, await projectForm({ name: 'Solar Oven' }), '127.0.17.1')
  projectId = submitted.project!.id
  await approve(server, projectId)
  judge = await judgeSession(server, { from: '127.0.17.2' })
  const criteria = server.query<{ id: number }>('SELECT id FROM scoring_criteria WHERE is_active = 1')
  const scored = await send(server, '/api/scoring/submit-batch', {
    body: { scores: criteria.map((c) => ({ projectId, criteriaId: c.id, score: 7, comments: 'Warm!' })) },
    headers: { cookie: judge.cookie },
  })
  expect(scored.status).toBe(200)
}, 120_000)
afterAll(() => server?.stop())

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
})
const postEvent = (address: string, fields: Record<string, string>, cookie = admin) =>
  send(server, address, { ...form(fields), headers: { ...form(fields).headers, cookie } })
const page = (address: string, language: string, cookie?: string) =>
  send(server, address, { headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } })

const challenge = (grandPrize: string, title = '') => ({
  intent: 'challenge',
  title,
  'grandPrize.title': grandPrize,
  'grandPrize.description': 'A trophy and a workshop visit.',
  'secondPrize.title': 'Second prize',
  'secondPrize.description': 'A kit.',
  'bonusPrize.title': 'Bonus prize',
  'bonusPrize.description': 'A book.',
  purpose: 'Invent something.',
  participation: 'Send a project.',
})

describe('the club’s languages', () => {
  it('offers English and Spanish until the organiser chooses; a stranger’s, a judge’s save changes nothing', async () => {
    expect(server.query('SELECT * FROM event_languages')).toEqual([])
    expect((await page('/challenge-info', 'es')).text).toContain('<html lang="es"')
    for (const cookie of ['', judge.cookie]) {
      const answer = await postEvent('/admin/event', { intent: 'languages', defaultLanguage: 'es' }, cookie)
      expect(answer.status).not.toBe(200)
      expect(answer.headers.location ?? '').not.toContain('languages')
    }
    expect(server.query('SELECT * FROM event_languages')).toEqual([])
  })

  it('offers only the languages the organiser ticks; the default is always offered', async () => {
    const saved = await postEvent('/admin/event', { intent: 'languages', defaultLanguage: 'en' })
    expect(saved.status).toBe(302)
    expect(server.query('SELECT default_language, offered FROM event_languages')).toEqual([
      { default_language: 'en', offered: '["en"]' },
    ])
    // A Spanish browser reads English now, Spanish is no longer served, and the menu offers nothing.
    const english = await page('/challenge-info', 'es')
    expect(english.text).toContain('<html lang="en"')
    expect(english.text).not.toContain('name="language"')
    expect((await send(server, '/locales/es/common.json')).status).toBe(404)
    // A language the product does not speak is refused, and changes nothing.
    const unknown = await postEvent('/admin/event', { intent: 'languages', defaultLanguage: 'fr' })
    expect(unknown.status).toBe(400)
    expect(server.query('SELECT offered FROM event_languages')).toEqual([{ offered: '["en"]' }])

    const both = new URLSearchParams([
      ['intent', 'languages'],
      ['defaultLanguage', 'en'],
      ['offered', 'en'],
      ['offered', 'es'],
    ])
    const again = await send(server, '/admin/event', {
      body: both.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
    })
    expect(again.status).toBe(302)
    expect((await page('/challenge-info', 'es')).text).toContain('<html lang="es"')
  })
})

describe('the challenge’s words per language', () => {
  it('a Spanish visitor reads the Spanish words, an English one the English', async () => {
    expect(
      (await postEvent('/admin/event', challenge('Golden Rocket Award', 'Riverside Invention Fair'))).status,
    ).toBe(302)
    const spanish = await postEvent(
      '/admin/event?words=es',
      challenge('Premio Cohete Dorado', 'Feria de Inventos de Riverside'),
    )
    expect(spanish.status).toBe(302)
    // The organiser goes back to the Spanish words they were writing.
    expect(spanish.headers.location).toBe('/admin/event?words=es#challenge')
    expect(server.query("SELECT language FROM event_details WHERE section = 'challenge' ORDER BY 1")).toEqual(
      [{ language: 'en' }, { language: 'es' }],
    )

    // The event's title and a prize, each in its language.
    const es = (await page('/challenge-info', 'es')).text
    expect(es).toMatch(/<h1[^>]*>Feria de Inventos de Riverside<\/h1>/)
    expect(es).toContain('Premio Cohete Dorado')
    expect(es).not.toMatch(/Golden Rocket Award|Riverside Invention Fair/)
    const en = (await page('/challenge-info', 'en-GB')).text
    expect(en).toMatch(/<h1[^>]*>Riverside Invention Fair<\/h1>/)
    expect(en).toContain('Golden Rocket Award')
    expect(en).not.toMatch(/Premio Cohete Dorado|Feria de Inventos/)
    // The Event tab shows each language's own words.
    expect((await page('/admin/event?words=es', 'en', admin)).text).toContain('Premio Cohete Dorado')
    expect((await page('/admin/event', 'en', admin)).text).not.toContain('Premio Cohete Dorado')
  })

  it('where Spanish has no words of its own, the default language’s show', async () => {
    const reset = await postEvent('/admin/event?words=es', { intent: 'reset-challenge' })
    expect(reset.status).toBe(302)
    expect(server.query("SELECT language FROM event_details WHERE section = 'challenge'")).toEqual([
      { language: 'en' },
    ])
    const fallback = (await page('/challenge-info', 'es')).text
    expect(fallback).toContain('Golden Rocket Award')
    expect(fallback).toMatch(/<h1[^>]*>Riverside Invention Fair<\/h1>/)
  })

  it('a stranger cannot write another language’s words', async () => {
    const before = server.query('SELECT section, language, value FROM event_details')
    const answer = await postEvent('/admin/event?words=es', challenge('Hijacked'), judge.cookie)
    expect(answer.status).not.toBe(200)
    expect(server.query('SELECT section, language, value FROM event_details')).toEqual(before)
  })
})

describe('a criterion’s name per language', () => {
  const criterion = (name: string) =>
    server.query<{ id: number; name: string; max_points: number; weight: number }>(
      'SELECT id, name, max_points, weight FROM scoring_criteria WHERE name = ?',
      name,
    )[0]!
  const spanishWords = () =>
    server.query('SELECT criterion_id, language, name, description, levels FROM criterion_words ORDER BY 1')
  const update = (fields: Record<string, string>, cookie = admin, named = 'Originality') => {
    const { id, name, max_points, weight } = criterion(named)
    return send(server, '/admin', {
      ...form({}),
      body: new URLSearchParams({
        intent: 'update-criterion',
        tab: 'criteria',
        id: String(id),
        name,
        maxPoints: String(max_points),
        weight: String(weight),
        isActive: 'on',
        ...fields,
      }).toString(),
      headers: { ...form({}).headers, cookie },
    })
  }

  it('comes in Spanish for the seeded criteria', async () => {
    expect(spanishWords()).toHaveLength(5)
    expect((await page(`/project/${projectId}`, 'es')).text).toContain('Originalidad')
  })

  it('is given in the dialog, and only by the organiser', async () => {
    const before = spanishWords()
    const forged = await update({ 'words[0].language': 'es', 'words[0].name': 'Hackeado' }, judge.cookie)
    expect(forged.status).not.toBe(200)
    expect(spanishWords()).toEqual(before)
    const saved = await update({
      'words[0].language': 'es',
      'words[0].name': 'Originalidad creativa',
      'words[0].description': '¿Es una idea nueva?',
    })
    expect(saved.status).toBe(302)
    expect(
      server.query(
        'SELECT language, name, description FROM criterion_words WHERE criterion_id = ?',
        criterion('Originality').id,
      ),
    ).toEqual([{ language: 'es', name: 'Originalidad creativa', description: '¿Es una idea nueva?' }])
    // Presentation without Spanish words: an empty name.
    expect(
      (await update({ 'words[0].language': 'es', 'words[0].name': '' }, admin, 'Presentation')).status,
    ).toBe(302)
  })

  it('Spanish pages show it, English pages the English; a criterion without one shows its own name', async () => {
    const es = (await page(`/project/${projectId}`, 'es')).text
    expect(es).toContain('Originalidad creativa')
    expect(es).toContain('Presentation')
    const en = (await page(`/project/${projectId}`, 'en')).text
    expect(en).toContain('Originality')
    expect(en).not.toContain('Originalidad creativa')
    // The judge's panel too.
    const dashboard = (await page(`/judge-dashboard?project=${projectId}`, 'es', judge.cookie)).text
    expect(dashboard).toContain('Originalidad creativa')
    expect((await page(`/judge-dashboard?project=${projectId}`, 'en', judge.cookie)).text).not.toContain(
      'Originalidad creativa',
    )
  })

  it('an empty name removes the Spanish words', async () => {
    expect((await update({ 'words[0].language': 'es', 'words[0].name': '' })).status).toBe(302)
    expect(spanishWords()).toHaveLength(3)
    const es = (await page(`/project/${projectId}`, 'es')).text
    expect(es).not.toContain('Originalidad')
    expect(es).toContain('Originality')
  })
})
