// The admin tabs' screenshots in docs/screens/admin/, at a phone's, a tablet's and a laptop's width, to
// compare a change's look before and after, and each page's full height. Run after `npm run build`:
//
//   node scripts/screens-admin.js before        writes docs/screens/admin/before-<tab>-<width>.png
//   node scripts/screens-admin.js after         the same, named after-…
//
// It seeds the demo event (1,000 projects, 30 judges) into a scratch folder, starts the built server there
// on port 3296, signs in as the organiser and saves what they see first (the viewport, not the whole page),
// as small palette PNGs (sharp). It prints each page's height and whether it scrolls sideways.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { screensAdminPassword as adminPassword, startScreensEvent } from './screens-event.js'

const label = process.argv[2]
if (!label || !/^[a-z]+$/.test(label)) {
  console.error('Usage: node scripts/screens-admin.js <label>   (e.g. before, after)')
  process.exit(1)
}
const out = path.resolve('docs/screens/admin')
const widths = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
]
// Every tab; a page's name is kept only if the page exists in this build (a later tab is skipped before).
const pages = {
  projects: '/admin',
  'projects-pending': '/admin?status=pending',
  judges: '/admin?tab=judges',
  criteria: '/admin?tab=criteria',
  grading: '/admin?tab=grading',
  'judging-settings': '/admin?tab=settings',
}

const { base, browser, close } = await startScreensEvent({
  name: 'screens-admin',
  port: 3296,
  seedArgs: ['--projects', '1000', '--judges', '30', '--pictures', '4'],
})
let total = 0
try {
  fs.mkdirSync(out, { recursive: true })
  for (const viewport of widths) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto(`${base}/admin`)
    await page.getByLabel('Password').fill(adminPassword)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    for (const [name, url] of Object.entries(pages)) {
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' })
      // A tab this build does not have falls back to Projects: no shot of it.
      const tabs = page.locator(`nav[aria-label="Dashboard sections"] [aria-current="page"][href="${url}"]`)
      if (url.includes('tab=') && (await tabs.count()) === 0) continue
      const { height, sideways } = await page.locator('html').evaluate((html) => ({
        height: html.scrollHeight,
        sideways: html.scrollWidth > html.clientWidth,
      }))
      console.log(`${name} at ${viewport.width} px: ${height} px tall${sideways ? ', SCROLLS SIDEWAYS' : ''}`)
      // From the tabs down: the header and the count cards are the same on every tab.
      await page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .evaluate((nav) => nav.scrollIntoView())
      const file = path.join(out, `${label}-${name}-${viewport.width}.png`)
      await sharp(await page.screenshot())
        .png({ palette: true, quality: 70, compressionLevel: 9 })
        .toFile(file)
      total += fs.statSync(file).size
    }
    await context.close()
  }
  console.log(`docs/screens/admin/${label}-*.png: ${Math.round(total / 1024)} KB in all`)
} finally {
  await close()
}
