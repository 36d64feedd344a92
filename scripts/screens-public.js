// The public pages' screenshots in docs/screens/public/, at a phone's, a tablet's and a laptop's width, to
// compare a change's look before and after. Run after `npm run build`:
//
//   node scripts/screens-public.js before        writes docs/screens/public/before-<page>-<width>.png
//   node scripts/screens-public.js after         the same, named after-…
//
// It seeds a small demo event into a scratch folder, starts the built server there on port 3297 and saves
// what a visitor sees first (the viewport, not the whole page), as small palette PNGs (sharp).
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { startScreensEvent } from './screens-event.js'

const label = process.argv[2]
if (!label || !/^[a-z]+$/.test(label)) {
  console.error('Usage: node scripts/screens-public.js <label>   (e.g. before, after)')
  process.exit(1)
}
const out = path.resolve('docs/screens/public')
const widths = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
]
// A demo photo project: its page has a picture, a description and files.
const pages = {
  'challenge-info': '/challenge-info',
  // The nine prompt cards, the longest part of the page on a phone.
  'challenge-info-prompts': '/challenge-info#prompts-title',
  feed: '/feed',
  submission: '/submission',
  project: '/project/7',
  agenda: '/agenda',
  'ai-playbook': '/ai-playbook',
  'not-found': '/no-such-page',
}

const { base, browser, close } = await startScreensEvent({
  name: 'screens-public',
  port: 3297,
  seedArgs: ['--projects', '24', '--judges', '3', '--pictures', '8'],
})
let total = 0
try {
  fs.mkdirSync(out, { recursive: true })
  for (const viewport of widths) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    for (const [name, url] of Object.entries(pages)) {
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' })
      const file = path.join(out, `${label}-${name}-${viewport.width}.png`)
      await sharp(await page.screenshot())
        .png({ palette: true, quality: 70, compressionLevel: 9 })
        .toFile(file)
      total += fs.statSync(file).size
    }
    await context.close()
  }
  console.log(`docs/screens/public/${label}-*.png: ${Math.round(total / 1024)} KB in all`)
} finally {
  await close()
}
