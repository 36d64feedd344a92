import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agenda } from '../../app/content/agenda'
import { challenge } from '../../app/content/challenge'
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

/** The built scripts the feed names, each once. */
const feedScripts = async () => {
  const page = await send(server, '/feed')
  return [...new Set([...page.text.matchAll(/\/build\/[^"]+\.js/g)].map((m) => m[0]))]
}

type Metafile = {
  outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>
}
/** What the compiler wrote for the browser: each file, the modules in it, the files it imports. */
const builtScripts = () => JSON.parse(fs.readFileSync('build/metafile.js.json', 'utf8')) as Metafile

const largestScript = async () => {
  const scripts = await feedScripts()
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

  it('are sent as `npm run build` compressed them, at brotli’s highest quality, and whole to a browser without brotli', async () => {
    const scripts = await feedScripts()
    for (const script of scripts) {
      const sent = await send(server, script, { headers: { 'accept-encoding': 'gzip, br' } })
      expect(sent.headers['content-encoding'], script).toBe('br')
      expect(sent.body.equals(fs.readFileSync(path.join('public', `${script}.br`))), script).toBe(true)
      const plain = await send(server, script, { headers: { 'accept-encoding': 'identity' } })
      expect(plain.headers['content-encoding'], script).toBeUndefined()
      expect(zlib.brotliDecompressSync(sent.body).equals(plain.body), script).toBe(true)
    }
  })

  it('the pages’ words (/locales/) are compressed as hard: the same for everyone, kept for a year', async () => {
    const page = await send(server, '/submission')
    const words = [...page.text.matchAll(/href="(\/locales\/[^"]+)"/g)].map((m) => m[1]!)
    expect(words.length).toBeGreaterThan(1)
    for (const address of words) {
      const answer = await send(server, address, { headers: { 'accept-encoding': 'br' } })
      expect(answer.status, address).toBe(200)
      expect(answer.headers['content-encoding'], address).toBe('br')
      const raw = zlib.brotliDecompressSync(answer.body)
      const quick = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })
      expect(answer.body.length, address).toBeLessThan(0.9 * quick.length)
    }
  })

  it('a first visit from outside, which carries the stylesheet, is compressed harder than a page reached from ours', async () => {
    const quality1 = (raw: Buffer) =>
      zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
      }).length
    const visit = (site: string) =>
      send(server, '/feed', { headers: { 'accept-encoding': 'br', 'sec-fetch-site': site } })
    const [first, next] = await Promise.all([visit('none'), visit('same-origin')])
    for (const page of [first, next]) expect(page.headers['content-encoding']).toBe('br')
    const firstRaw = zlib.brotliDecompressSync(first.body)
    expect(firstRaw.toString()).toContain('<style data-href=')
    expect(first.body.length).toBeLessThan(0.85 * quality1(firstRaw))
    // Every other page is compressed cheaply: it is rendered for every visitor.
    expect(next.body.length).toBe(quality1(zlib.brotliDecompressSync(next.body)))
  })

  it("the scripts every page loads carry none of the event's default agenda or challenge: the server writes those", async () => {
    const scripts = await feedScripts()
    const texts = await Promise.all(scripts.map(async (script) => (await send(server, script)).text))
    expect(texts.length).toBeGreaterThan(5)
    for (const words of [agenda.keynote.tagline, challenge.purpose.paragraphs[0]!.slice(0, 40)])
      expect(
        texts.some((text) => text.includes(words)),
        words,
      ).toBe(false)
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
      const scripts = named('rel=modulepreload')
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

  // A phone's first visit arrives from outside (a QR code, an e-mail, a typed address): the stylesheet is in
  // the page, so the first paint waits for nothing else; from one of our pages it is linked, from the cache.
  const styleInPage = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/
  const from = (site: string) => ({ headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' } })

  it.each(['none', 'cross-site', 'same-site'])(
    'a visit from outside the site (%s) carries the built stylesheet in its head, word for word, and fetches the file last',
    async (site) => {
      for (const address of ['/challenge-info', '/feed', '/admin']) {
        const page = await send(server, address, from(site))
        const [, href, text] = page.text.match(styleInPage) ?? []
        expect(href, address).toMatch(/^\/build\/_assets\/tailwind-\w+\.css$/)
        const file = await send(server, href!)
        expect(file.status).toBe(200)
        expect(text).toBe(file.text)
        expect(page.text).not.toContain('rel="stylesheet"')
        // Without JavaScript at once; with it, once the page has loaded (tests/e2e/feed.spec.ts).
        expect(page.text).toContain(`<noscript><link rel="prefetch" href="${href}" as="style"/></noscript>`)
        expect(String(page.headers.link ?? ''), address).not.toContain('as=style')
        expect(page.headers.vary).toMatch(/Sec-Fetch-Site/)
      }
    },
  )

  it('a visit from one of our pages, or from a browser that does not say, links the stylesheet', async () => {
    for (const options of [from('same-origin'), {}]) {
      const page = await send(server, '/challenge-info', options)
      expect(page.text).not.toMatch(styleInPage)
      expect(page.text).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/tailwind-\w+\.css"\/>/)
    }
  })

  it('keeps the two kinds of page apart, each asked for just after the other', async () => {
    for (const order of [
      ['same-origin', 'none'],
      ['none', 'same-origin'],
    ]) {
      const [first, second] = [
        await send(server, '/agenda', from(order[0]!)),
        await send(server, '/agenda', from(order[1]!)),
      ]
      expect(styleInPage.test(first.text)).toBe(order[0] === 'none')
      expect(styleInPage.test(second.text)).toBe(order[1] === 'none')
    }
  })

  it('a visit from outside carries its words in the page and names no file of them to wait for; one from our pages names them', async () => {
    const wordsInPage = (text: string) =>
      JSON.parse(/window\.__pageWords=(\{.*?\})<\/script>/.exec(text)?.[1] ?? 'null') as {
        written: boolean
        loaded: string[]
        catalogue: Record<string, string>
      }
    const outside = await send(server, '/feed', from('none'))
    const carried = wordsInPage(outside.text)
    expect(carried.written).toBe(true)
    expect(carried.loaded).toEqual(['common', 'showcase'])
    expect(carried.catalogue['nav.agenda']).toBe('Agenda')
    expect(outside.text).not.toMatch(/<link rel="preload" as="fetch"[^>]*\/locales\//)

    const ours = await send(server, '/feed', from('same-origin'))
    const named = wordsInPage(ours.text)
    expect(named.written).toBe(false)
    expect(named.catalogue).toEqual({})
    expect(ours.text.match(/<link rel="preload" as="fetch"[^>]*\/locales\/en\/\w+\.json/g)).toHaveLength(2)
  })

  it("every icon the site draws travels in one of the build's files", () => {
    // Imported one by one, each icon was a file of its own: one more for a phone to wait for.
    const withIcons = Object.entries(builtScripts().outputs).filter(([, output]) =>
      Object.keys(output.inputs).some((input) => input.includes('lucide-react/dist/esm/icons/')),
    )
    expect(withIcons.map(([file]) => file)).toHaveLength(1)
  })

  it.each([
    'feed',
    'project.$id',
    'submission',
    'challenge-info',
    'agenda',
    'ai-playbook',
    'privacy',
    'vote._index',
    'vote.$token',
    'my-project._index',
    'my-project.$token',
  ])('the page a family opens first (%s) loads no file that only stands in for a server module', (route) => {
    // The browser's build keeps an empty module for each server module a route imports; imported by
    // several routes, it is a file of its own. A page's route imports one server module of its own.
    const { outputs } = builtScripts()
    const file = (pattern: RegExp) => Object.keys(outputs).find((name) => pattern.test(name))!
    const escaped = route.replace(/[.$]/g, '\\$&')
    const loaded = new Set<string>()
    const load = (name: string) => {
      if (loaded.has(name)) return
      loaded.add(name)
      for (const { path: imported, kind } of outputs[name]!.imports)
        if (kind === 'import-statement') load(imported)
    }
    for (const pattern of [
      /\/entry\.client-\w+\.js$/,
      /\/root-\w+\.js$/,
      new RegExp(`/routes/${escaped}-\\w+\\.js$`),
    ])
      load(file(pattern))
    const standIns = [...loaded]
      .map((name) => Object.keys(outputs[name]!.inputs))
      .filter((inputs) => inputs.length > 0 && inputs.every((input) => input.startsWith('empty-module:')))
    expect(loaded.size).toBeGreaterThan(5)
    expect(standIns).toEqual([])
  })

  it('pages keep their policy with its nonce', async () => {
    const page = await send(server, '/feed', { headers: { 'accept-encoding': 'br' } })
    expect(page.headers['content-security-policy']).toMatch(/'nonce-[^']+'/)
    expect(page.headers['x-frame-options']).toBe('DENY')
  })
})
