import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { photoFile, storedFilesOf, uniqueName } from './fixtures'

// A photo project with JavaScript: each photo crosses the network once (the server makes the thumbnail
// from the stored photo), a phone's big photo is scaled down before it leaves, and a slow upload says how
// long it has left.

async function startPhotoProject(page: Page, name: string) {
  await page.goto('/submission')
  // Hydrated: the ways of sharing are narrowed to the chosen type's (the server's HTML lists them all).
  await expect(page.locator('optgroup')).toHaveCount(0)
  await page.getByLabel('Project Name').fill(name)
  await page.getByLabel('Your Name').fill('Sam Inventor')
  await page.getByLabel('Your Email Address').fill('sam.photos@example.org')
  await page.getByLabel('Project Description').fill('Our bird feeder, photographed from the kitchen.')
  await page.getByLabel(/parent or guardian/).check()
  await page.getByLabel('Project Type').selectOption('photo')
  await page.getByLabel('How are you sharing it?').selectOption('upload')
}

/** Where a submission lands: its private link's page, as the confirmation. */
const confirmationUrl = /\/my-project\/[A-Za-z0-9_-]{43}\?sent=1$/

/** Uploads at this many bytes a second from now on (Chromium's DevTools throttling). */
async function throttleUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 1_000_000,
    uploadThroughput: bytesPerSecond,
  })
}

/**
 * Submits the form; the size of the request's body, as the browser counts it for the upload panel's bar
 * (Chromium does not tell Playwright the size of a body with files in it).
 */
async function submitAndMeasure(page: Page) {
  await page.getByRole('button', { name: 'Submit Project' }).click()
  const bar = page.getByRole('progressbar')
  await expect(bar).toHaveAttribute('max', /^\d+$/)
  return Number(await bar.getAttribute('max'))
}

test.describe('a photo project with JavaScript', { tag: '@js' }, () => {
  test('sends its photo once on a slow upload, saying how long is left', async ({ page }) => {
    test.setTimeout(60_000)
    const name = uniqueName('Feeder Photo')
    // Under 2048 px: sent as it is, so the bytes sent can be set against the photo's own.
    const photo = await photoFile('feeder.jpg', 1600, 1200)
    await startPhotoProject(page, name)
    await page.getByLabel('Upload files').setInputFiles(photo)
    await expect(page.getByTestId('thumbnail-info')).toContainText(
      'Your first photo is the thumbnail: feeder.jpg',
    )

    // The venue's Wi-Fi at its worst: about 8 seconds for this photo.
    await throttleUpload(page, photo.buffer.length / 8)
    const sent = await submitAndMeasure(page)
    await expect(page.getByText('Keep this page open until it finishes')).toBeVisible()
    await expect(page.getByTestId('upload-time-left')).toHaveText(/ · (About \d+ seconds|A few seconds) left/)
    // The photo, the text fields and the multipart's boundaries: not the photo twice.
    expect(sent).toBeGreaterThan(photo.buffer.length)
    expect(sent).toBeLessThan(photo.buffer.length + 4_000)
    await expect(page).toHaveURL(confirmationUrl, { timeout: 30_000 })
    // The server made the thumbnail from the photo it stored: one picture, no second copy.
    const stored = storedFilesOf(name)
    expect(stored.files.map((f) => f.role)).toEqual(['card', 'file'])
    expect(stored.thumbnail).toBe(stored.files.find((f) => f.role === 'file')?.name)
  })

  test("scales a phone's photo down before sending it, to what the server keeps", async ({ page }) => {
    test.setTimeout(60_000)
    const name = uniqueName('Phone Photo')
    const photo = await photoFile('IMG_0001.jpg', 4000, 3000)
    await startPhotoProject(page, name)
    // Scaled off the page, in a worker: the page's own canvas encodes only when the page is idle.
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    await page.getByLabel('Upload files').setInputFiles(photo)
    // Slow enough for the upload panel to be read.
    await throttleUpload(page, 100_000)
    expect(await submitAndMeasure(page)).toBeLessThan(photo.buffer.length / 4)
    expect(workers).toEqual([expect.stringMatching(/\/build\/_shared\/shrink-photo-\w+\.js$/)])
    await expect(page).toHaveURL(confirmationUrl, { timeout: 30_000 })
    // The server still re-encodes what arrives, and keeps it at 2048 px.
    const stored = storedFilesOf(name)
    const kept = stored.files.find((f) => f.role === 'file')!
    const file = path.join(stored.uploadsDir, kept.name)
    expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 2048, height: 1536 })
    expect(kept.size).toBe(fs.statSync(file).size)
    expect(kept.size).toBeLessThan(photo.buffer.length / 4)
  })

  test('a browser without workers scales it on the page instead', async ({ page }) => {
    test.setTimeout(60_000)
    await page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined }))
    const name = uniqueName('Older Phone Photo')
    const photo = await photoFile('IMG_0002.jpg', 3000, 2250)
    await startPhotoProject(page, name)
    await page.getByLabel('Upload files').setInputFiles(photo)
    await throttleUpload(page, 200_000)
    expect(await submitAndMeasure(page)).toBeLessThan(photo.buffer.length / 2)
    await expect(page).toHaveURL(confirmationUrl, { timeout: 30_000 })
  })
})
