import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'

// The language menu (/language) from outside, against the built server: it sends the visitor back only to
// a page of this site, remembers only a language the club offers, and the choice shows on the next page.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
})
afterAll(() => server.stop())

const choose = (fields: Record<string, string>) =>
  send(server, '/language', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

describe('the language menu', () => {
  it('remembers an offered language and goes back to the same page', async () => {
    const answer = await choose({ language: 'es', redirectTo: '/feed?tab=leaderboard' })
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/feed?tab=leaderboard')
    expect(answer.cookies).toEqual([expect.stringMatching(/^sc_lang=/)])
    const page = await send(server, '/feed', { headers: { cookie: answer.cookies[0]! } })
    expect(page.text).toContain('<html lang="es"')
  })

  it('never sends the visitor to another site, and remembers no language the club does not offer', async () => {
    for (const away of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const answer = await choose({ language: 'fr', redirectTo: away })
      expect(answer.status, away).toBe(303)
      expect(answer.headers.location, away).toBe('/')
      expect(answer.cookies, away).toEqual([])
    }
    // A forged cookie naming another language reads as no choice: the browser's language, else English.
    const forged = await send(server, '/feed', { headers: { cookie: 'sc_lang=ImZyIg%3D%3D' } })
    expect(forged.text).toContain('<html lang="en"')
  })
})
