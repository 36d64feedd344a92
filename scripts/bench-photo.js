// How long a family on a phone waits to submit a photo project: Chromium through CDP with the venue's
// slow Wi-Fi (Slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up) and its CPU slowed 4×. The clock runs
// from the tap on Submit Project to the feed's page load, which is what the family waits through.
// Usage: node scripts/bench-photo.js <base URL> [photo.jpg]  (without a photo, a 4000×3000 one is made)
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

export const slowPhone = {
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpuSlowdown: 4,
}

/**
 * A stand-in for a phone's 12-megapixel photo: 4000×3000, a gradient under fine noise, about 3.6 MB as a
 * quality-90 JPEG (noise is what keeps a real photo's file large).
 */
export async function makePhonePhoto(file) {
  const width = 4000
  const height = 3000
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width
    const y = Math.floor(i / 3 / width)
    const noise = () => (Math.random() - 0.5) * 38
    pixels[i] = Math.max(0, Math.min(255, (x * 255) / width + noise()))
    pixels[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + noise()))
    pixels[i + 2] = Math.max(0, Math.min(255, 128 + noise()))
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file)
  return file
}

/** Seconds from Submit Project to the feed, for one photo project with this photo, on a slow phone. */
export async function measurePhotoSubmission({ baseUrl, chromiumPath, photoPath }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', slowPhone.network)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown })

    await page.goto(new URL('/submission', baseUrl).href)
    // Hydrated: the ways of sharing are narrowed to the chosen type's (the server's HTML lists them all).
    await page.locator('optgroup').first().waitFor({ state: 'detached', timeout: 60_000 })
    await page.getByLabel('Project Name').fill('Bench photo project')
    await page.getByLabel('Your Name').fill('Bench Family')
    await page.getByLabel('Your Email Address').fill('bench.family@example.org')
    await page.getByLabel('Project Type').selectOption('photo')
    await page.getByLabel('How are you sharing it?').selectOption('upload')
    await page.getByLabel('Upload files').setInputFiles(photoPath)
    await page.getByLabel('Project Description').fill('A photo taken on a phone, sent over slow Wi-Fi.')
    await page.getByLabel(/parent or guardian/).check()

    const started = performance.now()
    await page.getByRole('button', { name: 'Submit Project' }).click()
    await page.waitForURL(/\/feed$/, { timeout: 300_000, waitUntil: 'load' })
    return (performance.now() - started) / 1000
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const [baseUrl, given] = process.argv.slice(2)
  if (!baseUrl) throw new Error('Usage: node scripts/bench-photo.js <base URL> [photo.jpg]')
  fs.mkdirSync('.cache/bench', { recursive: true })
  const photoPath = given ?? (await makePhonePhoto(path.resolve('.cache/bench/phone-photo.jpg')))
  const seconds = await measurePhotoSubmission({
    baseUrl,
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    photoPath,
  })
  console.log(
    `${(fs.statSync(photoPath).size / 1e6).toFixed(2)} MB photo submitted in ${seconds.toFixed(1)} s`,
  )
}
