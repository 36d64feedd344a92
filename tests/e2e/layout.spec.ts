import { expect, test, type Page } from '@playwright/test'
import { servers, viewports } from '../../playwright.config'
import { hydrated, signInAsJudge, signInAsOrganiser } from './helpers'
import { layoutJudge, longDescription, longEmail, longName, seedWide } from './wide-event'

// Nothing scrolls sideways: every page, the judge's and the organiser's included, at plain
// 390, 820 and 1280 px wide viewports, filled with long real content.
const wide = `http://localhost:${servers.wide.port}`

// Each test is a sweep of up to 19 pages at three widths, 1 to 4 s a page while the rest of the suite runs
// beside it.
test.describe.configure({ timeout: 90_000 })
const widths = [viewports.phone, viewports.tablet, viewports.desktop]

let event: ReturnType<typeof seedWide>

test.beforeAll(() => {
  expect(longName).toHaveLength(100)
  expect(longEmail).toHaveLength(60)
  expect(longDescription).toHaveLength(500)
  event = seedWide()
})

/**
 * Every path, each loaded once and measured at each width (the window resized: without JavaScript the
 * page is its markup and the stylesheet's media queries, which the resize applies): the pages wider than
 * the window, or hiding content in a sideways box.
 */
async function wideOnes(page: Page, paths: string[]) {
  const failures: string[] = []
  for (const path of paths) {
    await page.setViewportSize(widths[0]!)
    const response = await page.goto(`${wide}${path}`)
    expect(response?.status(), path).toBeLessThan(500)
    for (const viewport of widths) {
      await page.setViewportSize(viewport)
      const { scrollWidth, innerWidth, hidden } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        // Content cut off inside a box that scrolls sideways on its own (a table's), other than the rows
        // made to scroll and marked so (.scroll-fade-x): the page stays narrow, but the reader misses it.
        hidden: [...document.querySelectorAll('body *')].filter((element) => {
          const style = getComputedStyle(element)
          return (
            ['auto', 'scroll'].includes(style.overflowX) &&
            !element.classList.contains('scroll-fade-x') &&
            element.scrollWidth > element.clientWidth + 1
          )
        }).length,
      }))
      expect(innerWidth, `${path}: the window resized`).toBe(viewport.width)
      if (scrollWidth > innerWidth) failures.push(`${path} at ${viewport.width}: ${scrollWidth} px wide`)
      if (hidden > 0) failures.push(`${path} at ${viewport.width}: ${hidden} box(es) scroll sideways`)
    }
  }
  return failures
}

test.describe(
  `no page scrolls sideways at ${widths.map((w) => w.width).join(', ')} px`,
  { tag: '@layout' },
  () => {
    test('the public pages', async ({ page }) => {
      const failures = await wideOnes(page, [
        '/',
        '/home',
        '/challenge-info',
        '/agenda',
        '/ai-playbook',
        '/privacy',
        '/feed',
        '/feed?type=website',
        '/feed?q=no+such+project',
        '/feed?tab=leaderboard',
        '/submission',
        `/project/${event.approved}`,
        '/project/999999',
        '/no-such-page',
        '/judge-login',
        '/judge-login?dialog=register',
        '/judge-login?dialog=forgot',
        '/judge-reset-password?token=nope',
        '/admin-login',
      ])
      expect(failures).toEqual([])
    })

    test('the judge’s pages', async ({ page }) => {
      await signInAsJudge(page, layoutJudge.email, layoutJudge.password, wide)

      const failures = await wideOnes(page, [
        '/judge-dashboard',
        '/judge-dashboard?show=all',
        `/judge-dashboard?show=all&project=${event.approved}`,
        `/project/${event.approved}`,
      ])
      expect(failures).toEqual([])
    })

    test('the organiser’s pages', async ({ page }) => {
      await signInAsOrganiser(page, wide)

      const failures = await wideOnes(page, [
        '/admin',
        '/admin?q=solar',
        '/admin?tab=judges',
        '/admin?tab=grading',
        '/admin?tab=criteria',
        '/admin?tab=criteria&dialog=add-criterion',
        '/admin?tab=criteria&dialog=edit-criterion&id=1',
        `/admin?dialog=delete-project&id=${event.pending}`,
        '/admin?status=pending',
        '/admin?dialog=password',
        `/admin?dialog=edit-project&id=${event.pending}`,
        `/admin?dialog=family-data&email=${encodeURIComponent(longEmail)}`,
        `/admin?dialog=erase-family&email=${encodeURIComponent(longEmail)}`,
        '/admin?tab=judges&dialog=add-judge',
        `/admin?tab=judges&dialog=edit-judge&id=${event.judgeId}`,
        '/admin-simple',
        `/project/${event.pending}`,
      ])
      expect(failures).toEqual([])
    })
  },
)

test.describe('layout details', { tag: '@layout' }, () => {
  test('nothing moves when JavaScript takes over, and the page starts right under the header without it', async ({
    page,
    browser,
  }, testInfo) => {
    const paths = ['/challenge-info', '/agenda', '/feed', '/submission', `/project/${event.approved}`]
    // As sent (this project runs without JavaScript): <main> right under the header, no strip between.
    await page.setViewportSize(viewports.phone)
    for (const path of paths) {
      await page.goto(`${wide}${path}`)
      const header = (await page.getByRole('banner').boundingBox())!
      expect((await page.locator('main').boundingBox())!.y, path).toBe(header.y + header.height)
    }
    await testInfo.attach('agenda-no-js.png', { body: await page.screenshot(), contentType: 'image/png' })

    // With it, on a phone: every layout shift from the first paint until the page has hydrated.
    const context = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: true })
    await context.addInitScript(() => {
      const shifts: string[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          sources: { node?: Node }[]
        })[])
          shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((s) => s.node?.nodeName).join(' ')}`)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const withJs = await context.newPage()
    try {
      for (const path of paths) {
        await withJs.goto(`${wide}${path}`)
        // The root's mark, once every effect of the first render has run (app/root.tsx).
        await hydrated(withJs)
        await withJs.waitForTimeout(100)
        expect(await withJs.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual(
          [],
        )
      }
    } finally {
      await context.close()
    }
  })

  test('sideways rows say so, footer links keep to one line, the challenge intro reads as one column', async ({
    page,
  }) => {
    for (const viewport of widths) {
      await page.setViewportSize(viewport)
      await page.goto(`${wide}/feed`)
      const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link')
      for (const link of await footerLinks.all()) {
        // An inline link that wraps has one box per line.
        expect(
          await link.evaluate((a) => a.getClientRects().length),
          `${await link.textContent()} at ${viewport.width}`,
        ).toBe(1)
      }
      const chips = page.getByRole('navigation', { name: 'Filter by type' })
      const { scrolls, mask } = await chips.evaluate((nav) => ({
        scrolls: nav.scrollWidth > nav.clientWidth,
        mask: getComputedStyle(nav).maskImage,
      }))
      // Where the chips scroll sideways, the row fades out at its edge; where they fit, nothing fades.
      expect(mask !== 'none', `chips at ${viewport.width}`).toBe(scrolls)
      if (viewport === viewports.phone) {
        expect(scrolls).toBe(true)
        // Scrolled to its end, the last chip stops left of the faded edge and of the arrow over it.
        await chips.evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth }))
        const last = (await chips.getByRole('listitem').last().boundingBox())!
        const row = (await chips.boundingBox())!
        const arrow = (await page.locator('.chips-more').boundingBox())!
        expect(last.x + last.width).toBeLessThanOrEqual(row.x + row.width - 40)
        expect(last.x + last.width).toBeLessThanOrEqual(arrow.x)
      }

      await page.goto(`${wide}/challenge-info`)
      const paragraphs = page.locator('section[aria-labelledby="purpose-title"] p')
      const lefts = await paragraphs.evaluateAll((ps) =>
        ps.map((p) => Math.round(p.getBoundingClientRect().left)),
      )
      if (viewport.width < 1024) expect(new Set(lefts).size, `intro at ${viewport.width}`).toBe(1)
    }
  })
})
