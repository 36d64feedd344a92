import { describe, expect, it } from 'vitest'
import { rememberLanguage, requestLanguage } from '../../app/infra/cookies/language.server'

// Which language a visit is answered in: the visitor's own choice (the cookie), else their browser's
// languages among those the club offers, else the club's default (the first offered).

const visit = (headers: Record<string, string>) => new Request('http://localhost/feed', { headers })

describe('the language of a visit', () => {
  it('follows the browser’s languages among those offered, else the club’s default', async () => {
    expect(await requestLanguage(visit({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' }), ['en', 'es'])).toBe(
      'es',
    )
    expect(await requestLanguage(visit({ 'Accept-Language': 'es-MX' }), ['en', 'es'])).toBe('es')
    expect(await requestLanguage(visit({ 'Accept-Language': 'fr-FR,de;q=0.8' }), ['en', 'es'])).toBe('en')
    expect(await requestLanguage(visit({ 'Accept-Language': 'fr-FR,de;q=0.8' }), ['es', 'en'])).toBe('es')
    expect(await requestLanguage(visit({}), ['en', 'es'])).toBe('en')
    // Spanish is not offered: a Spanish browser reads the default.
    expect(await requestLanguage(visit({ 'Accept-Language': 'es' }), ['en'])).toBe('en')
  })

  it('keeps the visitor’s own choice over their browser’s, while the club offers it', async () => {
    const cookie = (await rememberLanguage(visit({}), 'es')).split(';')[0]!
    expect(cookie).toBe('sc_lang=ImVzIg%3D%3D')
    const chose = visit({ Cookie: cookie, 'Accept-Language': 'en-GB' })
    expect(await requestLanguage(chose, ['en', 'es'])).toBe('es')
    expect(await requestLanguage(chose, ['en'])).toBe('en')
    // A forged value is one more language nobody offers.
    expect(
      await requestLanguage(visit({ Cookie: 'sc_lang=ImZyIg%3D%3D', 'Accept-Language': 'es' }), ['en', 'es']),
    ).toBe('es')
  })
})
