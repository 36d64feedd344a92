import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { servers, viewports } from '../../playwright.config'
import { layoutJudge, seedWide } from './wide-event'
import { signInAsJudge } from './helpers'

// Every screen of the judge's dashboard at a phone's, a tablet's and a laptop's width, with the wide
// server's long names and comments: not one axe-core finding of any impact, and nothing wider than the
// window. With JavaScript, as judges' tablets run it (the markup without it is layout.spec.ts's and each
// story's own scan).

const wide = `http://localhost:${servers.wide.port}`
let event: ReturnType<typeof seedWide>
test.beforeAll(() => {
  event = seedWide()
})

test.describe('the judge’s screens', { tag: ['@judge', '@js'] }, () => {
  test.describe.configure({ timeout: 120_000 })

  test('have no axe-core finding and no sideways scroll at 390, 820 and 1280 px', async ({ page }) => {
    await signInAsJudge(page, layoutJudge.email, layoutJudge.password, wide)
    const failures: string[] = []
    for (const viewport of [viewports.phone, viewports.tablet, viewports.desktop]) {
      await page.setViewportSize(viewport)
      for (const path of [
        '/judge-dashboard',
        '/judge-dashboard?show=reviewed',
        '/judge-dashboard?show=all',
        `/judge-dashboard?show=all&project=${event.approved}`,
      ]) {
        await page.goto(`${wide}${path}`)
        await expect(page.getByRole('heading', { name: 'Projects to Evaluate' })).toBeVisible()
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
        for (const v of violations)
          failures.push(`${path} at ${viewport.width}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target)}`)
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        if (sideways > 0) failures.push(`${path} at ${viewport.width}: ${sideways} px too wide`)
      }
    }
    expect(failures).toEqual([])
  })
})
