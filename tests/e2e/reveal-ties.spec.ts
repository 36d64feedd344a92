import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { jsEnabled, signInAsOrganiser } from './helpers'
import { seedTies, tiedFirst, tiedNinth, waitingForJudges } from './ties-event'

// The reveal on a projector: a tie of up to 12 fits a 1280×800 and a 1920×1080 screen, every name whole
// and on screen, with Back and Next or Publish, on the ties server (ties-event.ts). It only reads.

const origin = `http://localhost:${servers.ties.port}`
const step = (k: number) => `${origin}/admin/awards?places=10&ranking=raw&step=${k}`
const projectors = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]

test.beforeAll(() => seedTies())

async function signIn(page: Page) {
  await signInAsOrganiser(page, origin)
}

/** Wholly on screen: in the window and not clipped by a scrolling box (IntersectionObserver's view). */
async function expectOnScreen(page: Page, projects: readonly { name: string; authorName: string }[]) {
  for (const { name, authorName } of projects) {
    await expect(page.getByText(name, { exact: true })).toBeInViewport({ ratio: 1 })
    await expect(page.getByText(`by ${authorName}`, { exact: true })).toBeInViewport({ ratio: 1 })
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(sideways).toBeLessThanOrEqual(0)
}

test.describe('a big tie on the projector', { tag: '@admin' }, () => {
  test('the setup says how many projects wait for more judges and are not placed', async ({ page }) => {
    await signIn(page)
    await page.goto(`${origin}/admin/awards`)
    await expect(
      page.getByText(
        '3 projects are waiting for more judges: fewer than 2 judges have scored them, so they are not placed.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /See the judges setting/ })).toHaveAttribute(
      'href',
      '/admin?tab=grading',
    )
    for (const { name } of waitingForJudges) await expect(page.getByText(name)).toHaveCount(0)
  })

  for (const viewport of projectors) {
    test(`12 sharing 9th and 8 sharing 1st fit ${viewport.width}×${viewport.height}, with Back, Next and Publish`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      await signIn(page)

      await page.goto(step(1))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Joint 9th place')
      await expectOnScreen(page, tiedNinth)
      await expect(page.getByRole('link', { name: '← Back' })).toBeInViewport({ ratio: 1 })
      await expect(page.getByRole('link', { name: 'Next →' })).toBeInViewport({ ratio: 1 })

      await page.goto(step(2))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Joint 1st place')
      await expectOnScreen(page, tiedFirst)
      // The 12 of 9th place, smaller below, on screen too.
      await expect(page.getByText('Joint 9th place:')).toBeInViewport({ ratio: 1 })
      await expect(page.getByRole('link', { name: '← Back' })).toBeInViewport({ ratio: 1 })
      await expect(page.getByRole('button', { name: 'Publish results' })).toBeInViewport({ ratio: 1 })
      for (const { name } of waitingForJudges) await expect(page.getByText(name)).toHaveCount(0)
      // Not one axe-core finding, of any impact (axe runs in the page: with JS, the same markup plus the
      // keys' hint and Full screen).
      if (jsEnabled(testInfo)) {
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze()
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
      }
    })
  }
})
