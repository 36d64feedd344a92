// The screenshots of the admin's Event tab in docs/screens/ (event-tab-390.png, event-tab-1280.png): the
// whole page, every section, at a phone's and a desktop's width. Run after `npm run build`:
//
//   node scripts/screens-event-tab.js
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { screensAdminPassword as adminPassword, startScreensEvent } from './screens-event.js'

const out = path.resolve('docs/screens')
const widths = [390, 1280]

const { base, browser, close } = await startScreensEvent({
  name: 'screens-event-tab',
  port: 4119,
  seedArgs: [],
})
try {
  fs.mkdirSync(out, { recursive: true })
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    await page.goto(`${base}/admin`)
    await page.getByLabel('Password').fill(adminPassword)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    await page.goto(`${base}/admin/event`) // past the one-time "Login Successful" notice
    const png = await page.screenshot({ fullPage: true })
    const file = path.join(out, `event-tab-${width}.png`)
    await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(file)
    console.log(`${path.relative(process.cwd(), file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`)
    await page.close()
  }
} finally {
  await close()
}
