// The judge's sliders and the Event tab's menu in docs/screens/sliders-event/ (docs/decisions/0042), at 390,
// 820 and 1280 px, with JavaScript and, where the page differs, without. Run after `npm run build`:
//
//   node scripts/screens-sliders-event.js
//
// It seeds the demo event into a scratch folder, starts the built server there on port 4851 and saves what
// the screen shows (the viewport) as small palette PNGs (sharp):
// - evaluate-untouched-<width>: a project the judge has not scored, every criterion "Not scored yet";
// - evaluate-moved-<width>: the same with its first slider moved to 7 and a comment of five lines;
// - evaluate-saved-<width>-no-js: a project the judge scored, each number marked "saved";
// - evaluate-question-<width>[-no-js]: the question after saving with criteria not moved;
// - event-top-<width>: the Event tab's top with its menu; event-agenda-390: the agenda's times on a phone.
import fs from 'node:fs'
import path from 'node:path'
import { startScreensEvent, savePng, screenSizes as sizes, openPage } from './screens-event.js'

const out = path.resolve('docs/screens/sliders-event')
const save = async (page, name) => savePng(await page.screenshot(), path.join(out, `${name}.png`))

const { base, browser, close } = await startScreensEvent({
  name: 'screens-sliders-event',
  port: 4851,
  seedArgs: ['--projects', '60'],
})

/** A page at `width`, with or without JavaScript, signed in as `who` (none, the organiser or a judge). */
const open = (width, options) => openPage(browser, base, sizes[width], options)

/** The first project of a list the judge sees (`show`: queue or reviewed), opened. */
async function openFirst(page, show, js) {
  await page.goto(`${base}/judge-dashboard?show=${show}`)
  const first = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link').first()
  await page.goto(new URL((await first.getAttribute('href')) ?? '/judge-dashboard', base).href, {
    waitUntil: 'networkidle',
  })
  if (js) await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0)
}

/** Brings `locator` to the top of what shows (inside the pinned panel, or the page). */
const toTop = (locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'start' }))
const toMiddle = (locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }))

try {
  fs.mkdirSync(out, { recursive: true })
  for (const width of [390, 820, 1280]) {
    for (const js of [true, false]) {
      const suffix = `${width}${js ? '' : '-no-js'}`
      const judge = await open(width, { js, who: 'judge' })
      const { page } = judge
      await openFirst(page, 'queue', js)
      if (js) {
        await toTop(page.getByRole('heading', { name: 'Your scores' }))
        await save(page, `evaluate-untouched-${width}`)
        const slider = page.getByRole('slider').first()
        await slider.focus()
        for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight')
        await page
          .getByLabel('Comments')
          .first()
          .fill(
            'A clear question, and the family tested it three times.\nThe notebook shows every change.\n' +
              'The second version fixed the leak.\nNext: a cheaper sensor.\nWell explained at the table.',
          )
        await page.getByLabel('Comments').first().blur()
        await toTop(page.getByRole('heading', { name: 'Your scores' }))
        await save(page, `evaluate-moved-${width}`)
      } else {
        // Moved without JavaScript, and sent: the server asks, and the page shows the slider as it was sent.
        await page.getByRole('slider').first().fill('8')
      }
      await page.getByRole('button', { name: 'Save and next' }).click()
      const question = page.getByRole('group', { name: /not scored yet$/ })
      await question.waitFor()
      await toMiddle(question)
      await save(page, `evaluate-question-${suffix}`)
      if (!js) {
        await openFirst(page, 'reviewed', js)
        await toTop(page.getByRole('heading', { name: 'Your scores' }))
        await save(page, `evaluate-saved-${suffix}`)
      }
      await judge.done()
    }

    const admin = await open(width, { who: 'admin' })
    await admin.page.goto(`${base}/admin/event`, { waitUntil: 'networkidle' })
    await save(admin.page, `event-top-${width}`)
    if (width === 390) {
      await toTop(admin.page.locator('#agenda li').first())
      await admin.page.evaluate(() => globalThis.scrollBy(0, -72))
      await save(admin.page, 'event-agenda-390')
    }
    await admin.done()
  }
} finally {
  await close()
}
