// A project's story in docs/screens/story/: a family sends version 2 from its private link (the form, at
// 390 px), and once the organiser approves it the project page says "Version 2 of 2" with how it grew (390
// and 1280 px), the showcase card says "2 versions", and the judge who scored version 1 finds it in their
// queue with what changed and their earlier scores (820 px). Run after `npm run build`:
//
//   node scripts/screens-story.js            (SCREENS_PORT=… if 3297 is taken)
//
// It seeds a small demo event into a scratch folder, starts the built server there and saves whole pages
// as small palette PNGs (sharp).
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { savePng, screenSizes as sizes, signInAsJudge, startScreensEvent } from './screens-event.js'

const out = path.resolve('docs/screens/story')
const save = async (page, name) =>
  savePng(await page.screenshot({ fullPage: true }), path.join(out, `${name}.png`))

const { base, browser, close, dataDir } = await startScreensEvent({
  name: 'screens-story',
  port: 3297,
  seedArgs: ['--projects', '12', '--judges', '2', '--pictures', '2'],
})

const picture = async (background, sun) => ({
  name: 'oven.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="640" height="360"><rect x="170" y="150" width="300" height="150" rx="12" fill="#1e293b"/><circle cx="${sun}" cy="90" r="60" fill="#fbbf24"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer(),
})

const db = () => new Database(path.join(dataDir, 'app.db'))

try {
  fs.mkdirSync(out, { recursive: true })
  const context = await browser.newContext({ viewport: sizes[390] })
  const page = await context.newPage()
  await page.goto(`${base}/submission`)
  await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0)
  await page.getByLabel('Project Name').fill('Solar Oven')
  await page.getByLabel('Your Name').fill('Ada Lovelace')
  await page.getByLabel('Your Email Address').fill('ada.family@example.org')
  await page.getByLabel('Project Type').selectOption('website')
  await page.getByLabel('How are you sharing it?').selectOption('other')
  await page.getByLabel('Project URL').fill('https://example.org/solar-oven')
  await page.getByLabel('Project Description').fill('A pizza box that cooks with sunlight.')
  await page.getByLabel('Project Thumbnail').setInputFiles(await picture('#0ea5e9', 480))
  await page.getByLabel(/parent or guardian/).check()
  await page.getByRole('button', { name: 'Submit Project' }).click()
  await page.getByRole('heading', { name: 'Your project was submitted' }).waitFor()
  const link = await page.getByRole('link', { name: 'Change or withdraw this project' }).getAttribute('href')

  // The organiser approves version 1, and the demo's first judge scores it.
  const first = db()
  const v1 = first.prepare("SELECT id FROM projects WHERE name = 'Solar Oven'").pluck().get()
  const judge = first.prepare("SELECT id FROM judges WHERE email = 'judge01@demo.example.org'").pluck().get()
  first
    .prepare(
      "UPDATE projects SET status = 'approved', submitted_at = submitted_at - 86400000 * 9 WHERE id = ?",
    )
    .run(v1)
  first.prepare('INSERT OR IGNORE INTO assignments (project_id, judge_id) VALUES (?, ?)').run(v1, judge)
  const criteria = first
    .prepare('SELECT id FROM scoring_criteria WHERE is_active = 1 ORDER BY id')
    .pluck()
    .all()
  const score = first.prepare(
    'INSERT OR REPLACE INTO project_scores (project_id, judge_id, criteria_id, score, comments) VALUES (?, ?, ?, ?, ?)',
  )
  criteria.forEach((criterion, index) => score.run(v1, judge, criterion, [7, 5, 6, 4, 6][index] ?? 5, null))
  first.close()

  await page.goto(`${base}${link}/new-version`, { waitUntil: 'networkidle' })
  await page
    .getByLabel('What did you change or learn?')
    .fill('Added a mirror lid and black paper inside: it now reaches 90 °C instead of 70 °C.')
  await page
    .getByLabel('Project Description')
    .fill('A pizza box that cooks with sunlight, now with a mirror lid.')
  await page.getByLabel('New thumbnail').setInputFiles(await picture('#f97316', 200))
  await save(page, 'new-version-390')
  await page.getByRole('button', { name: 'Send the new version' }).click()
  await page.getByRole('status').filter({ hasText: 'New version sent' }).waitFor()
  await page.getByRole('status').filter({ hasText: 'New version sent' }).waitFor({ state: 'detached' })
  await save(page, 'private-link-story-390')

  const second = db()
  const v2 = second.prepare('SELECT id FROM projects WHERE story_id = ?').pluck().get(v1)
  second.prepare("UPDATE projects SET status = 'approved' WHERE id = ?").run(v2)
  second.close()

  for (const width of [390, 1280]) {
    const shot = await browser.newContext({ viewport: sizes[width] })
    const visitor = await shot.newPage()
    await visitor.goto(`${base}/project/${v2}`, { waitUntil: 'networkidle' })
    await save(visitor, `project-story-${width}`)
    if (width === 390) {
      await visitor.goto(`${base}/feed?q=Solar`, { waitUntil: 'networkidle' })
      await save(visitor, `feed-card-${width}`)
    }
    await shot.close()
  }

  const tablet = await browser.newContext({ viewport: sizes[820] })
  const judgePage = await tablet.newPage()
  await signInAsJudge(judgePage, base)
  await judgePage.goto(`${base}/judge-dashboard?show=queue&q=Solar`, { waitUntil: 'networkidle' })
  await save(judgePage, 'judge-queue-820')
  await tablet.close()
  await context.close()
} finally {
  await close()
}
