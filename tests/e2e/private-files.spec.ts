import { expect, test } from '@playwright/test'
import { servers } from '../../playwright.config'
import { pngFile, uniqueName } from './fixtures'

// The holder of a private link sees the pending project's pictures and files from any
// browser, through addresses with a key made from the link's token; nobody else opens them. On a phone
// with JS off, and on a desktop with JS on (tests/integration/private-files.test.ts has the rules).

const pdf = {
  name: 'notes.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
}

test('a pending project’s private link shows every picture and file in a browser with no cookie', async ({
  browser,
  request,
}, testInfo) => {
  const name = uniqueName('Leaf Press')
  const form = new FormData()
  form.append('name', name)
  form.append('authorName', 'Robin Family')
  form.append('authorEmail', 'robin.family@example.org')
  form.append('submissionType', 'photo')
  form.append('submissionMethod', 'upload')
  form.append('description', 'We pressed 40 leaves and measured how fast each one dried.')
  // Two photos (the first one becomes the thumbnail) and a document.
  for (const file of [await pngFile('a.png', '#16a34a'), await pngFile('b.png', '#ca8a04'), pdf]) {
    form.append('files', new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }))
  }
  const created = await request.post('/api/projects', { multipart: form })
  expect(created.status()).toBe(201)
  const link = new URL(((await created.json()) as { privateLink: string }).privateLink).pathname

  const baseURL = `http://localhost:${servers.main.port}`
  // The parent's phone: the link from the e-mail, no cookie of the browser that submitted.
  const holder = await browser.newContext({ ...testInfo.project.use, baseURL })
  const page = await holder.newPage()
  await page.goto(link)
  await expect(page.getByText('Waiting for an organiser’s review')).toBeVisible()
  await expect(page.getByRole('img', { name: `Thumbnail of ${name}` })).toBeVisible()
  // Each picture once: the thumbnail's photo opens from the thumbnail, the other one is the photos' list.
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /Open the document/ })).toContainText('PDF · 1 KB')

  const images = page.locator('img')
  expect(await images.count()).toBeGreaterThanOrEqual(3)
  for (const image of await images.all()) {
    // The photos load lazily: each is brought into view, as the parent scrolling would.
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: (await image.getAttribute('src')) ?? undefined,
      })
      .toBeGreaterThan(0)
  }

  const pictures = await page
    .locator('img[src^="/api/files/"]')
    .evaluateAll((all) => all.map((img) => img.getAttribute('src')!))
  const links = await page
    .locator('a[href^="/api/files/"]')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href')!))
  // The card, the second photo; the first photo (from the thumbnail), the second photo, the document.
  expect(pictures).toHaveLength(2)
  expect(links).toHaveLength(3)
  const addresses = [...new Set([...pictures, ...links])]
  for (const address of addresses) {
    expect(address).toMatch(/^\/api\/files\/[0-9a-f]{32}(-card)?\.(png|webp|pdf)\?key=[\w-]{22}$/)
    const answer = await holder.request.get(address)
    expect(answer.status(), address).toBe(200)
    expect(answer.headers()['cache-control']).toBe('private, no-cache')
  }
  await holder.close()

  // Anyone else: the same files without the key, or with a wrong one, do not exist.
  const stranger = await browser.newContext({ baseURL })
  for (const address of addresses) {
    const [file, key] = address.split('?key=') as [string, string]
    const wrong = `${key.startsWith('A') ? 'B' : 'A'}${key.slice(1)}`
    for (const attempt of [file, `${file}?key=${wrong}`]) {
      const answer = await stranger.request.get(attempt)
      expect(answer.status(), attempt).toBe(404)
      expect(await answer.json()).toEqual({ message: 'File not found' })
    }
  }
  await stranger.close()
})
