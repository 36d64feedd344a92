// The screens of the day itself in docs/screens/day/: the organiser's Grading Status (the Awards panel first),
// the feed with a search, the judge's dashboard on a tablet (the list and the panel side by side) and a
// content page's header, at 390, 820 and 1280 px, with JavaScript and, where the page differs, without.
// Run after `npm run build`:
//
//   node scripts/screens-day.js
//
// It seeds the demo event into a scratch folder, starts the built server there on port 3294 and saves what a
// visitor sees first (the viewport) as small palette PNGs (sharp).
import fs from 'node:fs'
import path from 'node:path'
import { startScreensEvent, savePng, screenSizes as sizes, openPage } from './screens-event.js'

const out = path.resolve('docs/screens/day')
const save = async (page, name) => savePng(await page.screenshot(), path.join(out, `${name}.png`))

const { base, browser, close } = await startScreensEvent({
  name: 'screens-day',
  port: 3294,
  seedArgs: ['--projects', '300', '--judges', '12', '--pictures', '4'],
})

/** A page at `width`, with or without JavaScript, signed in as `who` (none, the organiser or a judge). */
const open = (width, options) => openPage(browser, base, sizes[width], options)

try {
  fs.mkdirSync(out, { recursive: true })
  for (const width of [390, 820, 1280]) {
    // From the tabs down: the Awards panel first on the tab.
    const admin = await open(width, { who: 'admin' })
    await admin.page.goto(`${base}/admin?tab=grading`, { waitUntil: 'networkidle' })
    await admin.page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .evaluate((nav) => nav.scrollIntoView())
    await save(admin.page, `grading-awards-${width}`)
    await admin.done()

    // A search by the name the cards show.
    for (const js of width === 390 ? [true, false] : [true]) {
      const visitor = await open(width, { js })
      await visitor.page.goto(`${base}/feed?q=Amira`, { waitUntil: 'networkidle' })
      await save(visitor.page, `feed-search-${width}${js ? '' : '-no-js'}`)
      await visitor.done()
    }

    // The content pages' one header: the agenda's, sticky over its page.
    const reader = await open(width)
    await reader.page.goto(`${base}/agenda`, { waitUntil: 'networkidle' })
    await save(reader.page, `agenda-header-${width}`)
    await reader.done()
  }

  // The judge's tablet: the list beside the panel, the queue's first photo open (a video's player needs
  // the network, which the screenshots' machine may not have).
  for (const js of [true, false]) {
    const judge = await open(820, { js, who: 'judge' })
    await judge.page.goto(`${base}/judge-dashboard?show=queue`)
    const first = judge.page
      .getByRole('list', { name: 'Projects to Evaluate' })
      .getByRole('link')
      .filter({ hasText: 'Photo' })
      .first()
    await judge.page.goto(new URL((await first.getAttribute('href')) ?? '/judge-dashboard', base).href, {
      waitUntil: 'networkidle',
    })
    await save(judge.page, `judge-dashboard-820${js ? '' : '-no-js'}`)
    await judge.done()
  }
} finally {
  await close()
}
