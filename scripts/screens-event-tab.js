// The screenshots of the admin's Event tab in docs/screens/ (event-tab-390.png, event-tab-1280.png): the
// whole page, every section, at a phone's and a desktop's width. Run after `npm run build`:
//
//   node scripts/screens-event-tab.js
import fs from 'node:fs'
import path from 'node:path'
import { savePng, signInAsOrganiser, startScreensEvent } from './screens-event.js'

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
    await signInAsOrganiser(page, base)
    await page.goto(`${base}/admin/event`) // past the one-time "Login Successful" notice
    await savePng(await page.screenshot({ fullPage: true }), path.join(out, `event-tab-${width}.png`))
    await page.close()
  }
} finally {
  await close()
}
