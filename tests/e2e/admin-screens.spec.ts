import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { servers, viewports } from '../../playwright.config'
import { insertProject, serverDb } from './fixtures'
import { hydrated, signInAsOrganiser } from './helpers'
import { seedWide } from './wide-event'

// Every admin screen (each tab, each dialog, a row's More menu open) on the wide server's long content:
// nothing scrolls sideways at 390, 820 and 1280 px, as the server sends it (app scripts blocked: what a
// visitor without JavaScript gets) and, at a phone's and a laptop's width, hydrated. Each screen is loaded
// once a sweep and measured at each width, the window resized. axe-core finds nothing at all (every impact,
// best practices included) on the phone's layout as sent and the laptop's hydrated: its rules read the
// markup, which is the same at every width of one layout, and a scan costs seconds where the width check
// costs milliseconds.
const wide = `http://localhost:${servers.wide.port}`
test.describe.configure({ timeout: 240_000 })

let paths: string[]

test.beforeAll(() => {
  const event = seedWide()
  const pending = insertProject(
    { name: 'Screens pending', submissionType: 'video', status: 'pending' },
    servers.wide,
  )
  const noConsent = insertProject(
    { name: 'Screens without consent', submissionType: 'pdf', status: 'pending', consent: false },
    servers.wide,
  )
  const db = serverDb(servers.wide)
  const judge = (db.prepare('select id from judges order by id limit 1').get() as { id: number }).id
  db.close()
  paths = [
    '/admin',
    '/admin?status=pending',
    '/admin?tab=judges',
    '/admin?tab=criteria',
    '/admin?tab=grading',
    '/admin?tab=grading&dialog=email-feedback',
    `/admin?dialog=bulk-status&decision=approve&id=${pending}&id=${noConsent}&id=${event.approved}`,
    `/admin?dialog=bulk-status&decision=reject&id=${pending}`,
    '/admin?dialog=bulk-status&decision=approve',
    `/admin?dialog=delete-project&id=${pending}`,
    `/admin?dialog=approve-without-consent&id=${noConsent}`,
    `/admin?dialog=edit-project&id=${pending}`,
    '/admin?dialog=password',
    '/admin?dialog=family-data',
    '/admin?tab=judges&dialog=add-judge',
    `/admin?tab=judges&dialog=edit-judge&id=${judge}`,
    `/admin?tab=judges&dialog=delete-judge&id=${judge}`,
    '/admin?tab=criteria&dialog=add-criterion',
  ]
})

async function signedIn(browser: Browser, viewport: Viewport, scripts: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: true })
  if (!scripts) await context.route('**/build/**/*.js', (route) => route.abort())
  const page = await context.newPage()
  await signInAsOrganiser(page, wide)
  return { page, close: () => context.close() }
}

/** What is wrong with the page as it is now: axe's findings, and a page wider than the window. */
async function problems(page: Page, label: string, axe: boolean) {
  const found: string[] = []
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  if (scrollWidth > innerWidth) found.push(`${label}: ${scrollWidth} px wide`)
  if (!axe) return found
  // A table's rows are one component: the first three stand for the rest of the wide server's fifty, and the
  // scan takes a fraction of the time. The width check above measures the whole page.
  const results = await new AxeBuilder({ page })
    .exclude('tbody tr:nth-child(n+4)')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  for (const v of results.violations) {
    found.push(`${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }
  return found
}

/**
 * From a tablet's width Grading Status is a table, not a card per row: its column headers show, and all
 * its columns fit the width (the long names of the wide server's fifty rows included) without a scroll.
 */
async function aTable(page: Page) {
  const { headers, sideways } = await page.getByRole('table').evaluate((table) => ({
    headers: table.querySelector('thead')!.getBoundingClientRect().height,
    sideways: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
  }))
  const found: string[] = []
  if (headers < 30) found.push(`Grading Status: cards, not a table (its header is ${headers} px tall)`)
  if (sideways > 0) found.push(`Grading Status: the table scrolls ${sideways} px sideways`)
  return found
}

type Viewport = { width: number; height: number }

/** Where each sweep loads the screens and scans them with axe, then the widths it measures them at. */
const sweeps: { scripts: boolean; widths: [Viewport, ...Viewport[]] }[] = [
  { scripts: false, widths: [viewports.phone, viewports.tablet, viewports.desktop] },
  { scripts: true, widths: [viewports.desktop, viewports.phone] },
]

test.describe('the admin screens', { tag: '@layout' }, () => {
  for (const { scripts, widths } of sweeps) {
    const [first] = widths
    const title = `axe finds nothing at ${first.width} px and nothing scrolls sideways at ${widths
      .map((w) => w.width)
      .join(', ')} px, ${scripts ? 'hydrated' : 'as sent'}`
    test(title, async ({ browser }) => {
      const { page, close } = await signedIn(browser, first, scripts)
      const found: string[] = []
      /** The screen as it is now: axe at the first width, then each width's sideways check. */
      async function measure(label: string, path?: string) {
        found.push(...(await problems(page, `${label} at ${first.width}`, true)))
        for (const viewport of widths.slice(1)) {
          await page.setViewportSize(viewport)
          found.push(...(await problems(page, `${label} at ${viewport.width}`, false)))
        }
        for (const viewport of widths) {
          if (path !== '/admin?tab=grading' || viewport.width < 768) continue
          await page.setViewportSize(viewport)
          found.push(...(await aTable(page)))
        }
        await page.setViewportSize(first)
      }
      try {
        for (const path of paths) {
          await page.goto(`${wide}${path}`)
          if (scripts) await hydrated(page)
          await measure(path, path)
        }
        // A row's More menu, open.
        await page.goto(`${wide}/admin?status=pending`)
        await page.locator('tbody details summary').first().click()
        await measure('/admin?status=pending, More open')
      } finally {
        await close()
      }
      expect(found).toEqual([])
    })
  }
})
