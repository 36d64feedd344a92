// The awards' screenshots in docs/screens/: the projector's reveal at 1280×800 and one printed
// certificate (an A4 landscape page at 96 dpi, 1123×794, as print media). Run after `npm run build`:
//
//   node scripts/screens-awards.js               writes docs/screens/awards-reveal.png and certificate.png
//   node scripts/screens-awards.js --look DIR    also every step, at a projector's and a phone's size, to DIR
//
// It seeds the demo event into a scratch folder and starts the built server there on port 3298.
import fs from 'node:fs'
import path from 'node:path'
import { savePng, signInAsOrganiser, startScreensEvent } from './screens-event.js'

const out = path.resolve('docs/screens')
const lookIndex = process.argv.indexOf('--look')
const lookDir = lookIndex > 0 ? path.resolve(process.argv[lookIndex + 1] ?? 'awards-look') : null

const save = (png, file) => savePng(png, file, { quality: 90 })

const { base, browser, close } = await startScreensEvent({
  name: 'screens-awards',
  port: 3298,
  seedArgs: ['--projects', '60'],
})
try {
  if (lookDir) fs.mkdirSync(lookDir, { recursive: true })
  const sizes = { projector: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
  for (const [size, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await signInAsOrganiser(page, base)
    for (const step of [0, 1, 2, 3]) {
      await page.goto(`${base}/admin/awards?places=3&ranking=raw&step=${step}`)
      if (size === 'projector' && step === 1)
        await save(await page.screenshot(), path.join(out, 'awards-reveal.png'))
      if (lookDir)
        await save(
          await page.screenshot({ fullPage: true }),
          path.join(lookDir, `awards-${size}-${step}.png`),
        )
    }
    if (size === 'projector') {
      await page.goto(`${base}/admin/certificates`)
      if (lookDir) await save(await page.screenshot(), path.join(lookDir, 'certificates-screen.png'))
      await page.setViewportSize({ width: 1123, height: 794 })
      await page.emulateMedia({ media: 'print' })
      const placed = page.getByRole('article').first()
      await save(await placed.screenshot(), path.join(out, 'certificate.png'))
      if (lookDir)
        await save(
          await page.getByRole('article').nth(5).screenshot(),
          path.join(lookDir, 'certificate-6.png'),
        )
      await page.emulateMedia({ media: 'screen' })
    } else if (lookDir) {
      await page.goto(`${base}/admin/certificates`)
      await save(await page.screenshot({ fullPage: true }), path.join(lookDir, 'certificates-phone.png'))
    }
    await context.close()
  }
} finally {
  await close()
}
