import { expect, test } from '@playwright/test'
import { approveProject, insertProject, uniqueName } from './fixtures'

// The HTTP server in front of Remix (server/index.js, docs/decisions/0008): the page cache, nonces,
// compression and cache headers, as a browser meets them. Once is enough: these are the server's, not a
// screen's.
test.describe('the production server @desktop', () => {
  test('a cached page gets a new nonce for every visitor, always the one its policy names', async ({
    request,
  }) => {
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const response = await request.get('/feed')
      const policy = response.headers()['content-security-policy'] ?? ''
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toBeTruthy()
      const html = await response.text()
      const scriptNonces = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1])
      expect(scriptNonces.length).toBeGreaterThan(0)
      for (const n of scriptNonces) expect(n).toBe(nonce)
      nonces.add(nonce!)
    }
    expect(nonces.size).toBe(3)
  })

  test('a project approved a moment ago shows at once, cached page or not', async ({ request }) => {
    const name = uniqueName('Fresh approval')
    insertProject({ name, submissionType: 'website', url: 'https://example.org/fresh', status: 'pending' })
    // Fill the cache, then change the database from another connection, as the admin's approval would.
    expect(await (await request.get('/feed')).text()).not.toContain(name)
    approveProject(name)
    expect(await (await request.get('/feed')).text()).toContain(name)
  })

  test('pages are compressed; built files are cached for a year, pages never', async ({ request }) => {
    const page = await request.get('/feed', { headers: { 'accept-encoding': 'br' } })
    expect(page.headers()['content-encoding']).toBe('br')
    expect(page.headers()['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/)
    const script = /\/build\/[^"]+\.js/.exec(await page.text())?.[0]
    expect(script).toBeTruthy()
    const asset = await request.get(script!)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
