// The screenshots in docs/screens/: the judge dashboard, the admin Projects and Grading Status tabs and a project page, on a
// phone and a tablet, from the demo event. Run after `npm run build`:
//
//   node scripts/screens.js
//
// It seeds the demo event into a scratch folder, starts the built server there on port 3299, signs in as a
// judge and as the organiser, and writes small palette PNGs (sharp) of what a visitor sees first.
import fs from 'node:fs'
import path from 'node:path'
import { savePng, signInAsJudge, signInAsOrganiser, startScreensEvent } from './screens-event.js'

const out = path.resolve('docs/screens')
const sizes = { phone: { width: 390, height: 844 }, tablet: { width: 820, height: 1180 } }

const save = async (page, name) => savePng(await page.screenshot(), path.join(out, `${name}.png`))

const { base, browser, close } = await startScreensEvent({
  name: 'screens',
  port: 3299,
  seedArgs: ['--projects', '120'],
})
try {
  fs.mkdirSync(out, { recursive: true })
  for (const [size, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()

    await page.goto(`${base}/project/7`)
    await save(page, `project-${size}`)

    await signInAsJudge(page, base)
    // The judge's queue, with its first project open.
    await page.goto(`${base}/judge-dashboard`)
    const first = page.locator('#projects-title ~ * a[href*="project="]').first()
    await page.goto(new URL((await first.getAttribute('href')) ?? '/judge-dashboard', base).href)
    await save(page, `judge-dashboard-${size}`)

    await signInAsOrganiser(page, base)
    await page.goto(`${base}/admin`) // past the one-time "Login Successful" notice
    // From the tabs down: the filter, and the first projects with their actions.
    await page.getByRole('navigation', { name: 'Dashboard sections' }).evaluate((nav) => nav.scrollIntoView())
    await save(page, `admin-projects-${size}`)
    await page.goto(`${base}/admin?tab=grading`)
    await page.getByRole('navigation', { name: 'Dashboard sections' }).evaluate((nav) => nav.scrollIntoView())
    await save(page, `admin-grading-${size}`)
    await context.close()
  }
} finally {
  await close()
}
