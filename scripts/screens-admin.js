// The admin tabs' screenshots in docs/screens/admin/, at a phone's, a tablet's and a laptop's width, to
// compare a change's look before and after, and each page's full height. Run after `npm run build`:
//
//   node scripts/screens-admin.js before        writes docs/screens/admin/before-<tab>-<width>.png
//   node scripts/screens-admin.js after         the same, named after-…
//
// It seeds the demo event (1,000 projects, 30 judges) into a scratch folder, starts the built server there
// on port 3296, signs in as the organiser and saves what they see first (the viewport, not the whole page),
// as small palette PNGs (sharp). It prints each page's height and whether it scrolls sideways.
import path from 'node:path'
import { shootPages, shotLabel, signInAsOrganiser, startScreensEvent } from './screens-event.js'

const label = shotLabel('screens-admin.js')
const out = path.resolve('docs/screens/admin')
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
try {
  await shootPages({
    browser,
    base,
    out,
    label,
    pages,
    signIn: (page) => signInAsOrganiser(page, base),
    async arrange(page, name, url, viewport) {
      // A tab this build does not have falls back to Projects: no shot of it.
      const tabs = page.locator(`nav[aria-label="Dashboard sections"] [aria-current="page"][href="${url}"]`)
      if (url.includes('tab=') && (await tabs.count()) === 0) return false
      const { height, sideways } = await page.locator('html').evaluate((html) => ({
        height: html.scrollHeight,
        sideways: html.scrollWidth > html.clientWidth,
      }))
      console.log(`${name} at ${viewport.width} px: ${height} px tall${sideways ? ', SCROLLS SIDEWAYS' : ''}`)
      // From the tabs down: the header and the count cards are the same on every tab.
      await page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .evaluate((nav) => nav.scrollIntoView())
    },
  })
} finally {
  await close()
}
