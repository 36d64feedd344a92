import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'

// The built scripts and stylesheets a phone downloads on its first visit (server/app.js): compressed
// harder than pages, with only the headers a subresource reads; a page keeps all of its own.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

const largestScript = async () => {
  const page = await send(server, '/feed')
  const scripts = [...page.text.matchAll(/\/build\/[^"]+\.js/g)].map((m) => m[0])
  const answers = await Promise.all(
    scripts.map((s) => send(server, s, { headers: { 'accept-encoding': 'br' } })),
  )
  return answers.reduce((a, b) => (b.body.length > a.body.length ? b : a))
}

describe('built assets', () => {
  it('are sent with brotli at more than quality 1, and only nosniff and the resource policy', async () => {
    const script = await largestScript()
    expect(script.status).toBe(200)
    expect(script.headers['content-encoding']).toBe('br')
    const raw = zlib.brotliDecompressSync(script.body)
    const quick = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })
    expect(script.body.length).toBeLessThan(0.9 * quick.length)
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(script.headers['content-security-policy']).toBeUndefined()
    expect(script.headers['x-frame-options']).toBeUndefined()
  })

  it('a missing one is a plain 404, never a page without its policy', async () => {
    const missing = await send(server, '/build/routes/gone-ABCDEFGH.js')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toMatch(/^text\/plain/)
    expect(missing.text).not.toContain('<html')
  })

  it.each(['/challenge-info', '/feed', '/submission'])(
    '%s names in its headers every stylesheet and script the page loads, in the form a module fetch reuses',
    async (address) => {
      const page = await send(server, address)
      const preloads = String(page.headers.link ?? '')
        .split(/,\s*(?=<)/)
        .filter(Boolean)
      const named = (rel: string) =>
        preloads.filter((link) => link.includes(rel)).map((link) => link.slice(1, link.indexOf('>')))
      const scripts = named('as=script; crossorigin=anonymous')
      const styles = named('as=style')
      const inPage = (pattern: RegExp) => [...page.text.matchAll(pattern)].map((m) => m[1])
      const pageScripts = inPage(/<link rel="modulepreload" href="([^"]+)"/g)
      const pageStyles = inPage(/<link rel="stylesheet" href="([^"]+)"/g)
      expect(pageScripts.length).toBeGreaterThan(5)
      expect(new Set(scripts)).toEqual(new Set(pageScripts))
      expect(styles).toEqual(pageStyles)
      // Stylesheets first: they hold the first paint.
      expect(preloads[0]).toContain('as=style')
    },
  )

  it('pages keep their policy with its nonce', async () => {
    const page = await send(server, '/feed', { headers: { 'accept-encoding': 'br' } })
    expect(page.headers['content-security-policy']).toMatch(/'nonce-[^']+'/)
    expect(page.headers['x-frame-options']).toBe('DENY')
  })
})
