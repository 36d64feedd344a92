// A family's screens around their submission in docs/screens/family/: the confirmation they land on after
// submitting (with JavaScript, sent by XHR, and without, a plain post: the same page, plus the Copy button
// with it; its notice is a banner without JavaScript, and a toast, gone by the shot, with it), "Find my project" in the browser that sent it, and the submission
// page once submissions are closed, at 390, 820 and 1280 px. Run after `npm run build`:
//
//   node scripts/screens-family.js            (SCREENS_PORT=… if 3293 is taken)
//
// It seeds a small demo event into a scratch folder, starts the built server there and saves whole pages
// as small palette PNGs (sharp).
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { startScreensEvent, savePng, screenSizes as sizes } from './screens-event.js'

const out = path.resolve('docs/screens/family')
const save = async (page, name) =>
  savePng(await page.screenshot({ fullPage: true }), path.join(out, `${name}.png`))

const { base, browser, close, dataDir } = await startScreensEvent({
  name: 'screens-family',
  port: 3293,
  seedArgs: ['--projects', '24', '--judges', '2', '--pictures', '2'],
})

const thumbnail = {
  name: 'periscope.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0ea5e9' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="360"><circle cx="320" cy="180" r="110" fill="#fbbf24"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer(),
}

/** Submits a website project from the page as a family would; the page is left on the confirmation. */
async function submit(page, js) {
  await page.goto(`${base}/submission`)
  if (js) await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0)
  await page.getByLabel('Project Name').fill('Milk Carton Periscope')
  await page.getByLabel('Your Name').fill('Robin Family')
  await page.getByLabel('Your Email Address').fill('robin.family@example.org')
  await page.getByLabel('Project Type').selectOption('website')
  await page.getByLabel('How are you sharing it?').selectOption('other')
  await page.getByLabel('Project URL').fill('https://example.org/periscope')
  await page.getByLabel('Project Description').fill('A periscope from two mirrors and a milk carton.')
  await page.getByLabel('Project Thumbnail').setInputFiles(thumbnail)
  await page.getByLabel(/parent or guardian/).check()
  await page.getByRole('button', { name: 'Submit Project' }).click()
  await page.getByRole('heading', { name: 'Your project was submitted' }).waitFor()
  await page.waitForLoadState('networkidle')
}

try {
  fs.mkdirSync(out, { recursive: true })
  for (const width of [390, 820, 1280]) {
    for (const js of [true, false]) {
      const context = await browser.newContext({ viewport: sizes[width], javaScriptEnabled: js })
      const page = await context.newPage()
      await submit(page, js)
      // With JavaScript the notice is a toast that leaves after 5 s; a whole-page shot would show it
      // stranded mid-page, where the phone's screen ended.
      if (js) await page.getByRole('status').filter({ hasText: 'Success!' }).waitFor({ state: 'detached' })
      await save(page, `confirmation-${width}${js ? '' : '-no-js'}`)
      if (js && width !== 820) {
        await page.goto(`${base}/my-project`, { waitUntil: 'networkidle' })
        await save(page, `find-my-project-${width}`)
      }
      await context.close()
    }
  }

  // Closed since yesterday at 5 PM, in the event's zone.
  const db = new Database(path.join(dataDir, 'app.db'))
  const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10)
  db.prepare(`UPDATE submission_window SET closes_at = ?, time_zone = 'UTC'`).run(`${yesterday}T17:00`)
  db.close()
  for (const width of [390, 820, 1280]) {
    // The same page with or without JavaScript: nothing on it runs a script.
    const context = await browser.newContext({ viewport: sizes[width] })
    const page = await context.newPage()
    await page.goto(`${base}/submission`, { waitUntil: 'networkidle' })
    await save(page, `submissions-closed-${width}`)
    await context.close()
  }
} finally {
  await close()
}
