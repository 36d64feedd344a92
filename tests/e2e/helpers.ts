import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

export function jsEnabled(testInfo: TestInfo) {
  return testInfo.project.use.javaScriptEnabled !== false
}

/**
 * Fails on any serious or critical WCAG 2.1 AA violation, listing what and
 * where. axe runs as a script, which a page with JavaScript disabled cannot
 * do: there the same URL is scanned in a twin page whose app scripts are
 * blocked, so axe sees exactly the server-rendered markup.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo) {
  let target = page
  let cleanup = async () => {}
  if (!jsEnabled(testInfo)) {
    const browser = page.context().browser()!
    const context = await browser.newContext({
      javaScriptEnabled: true,
      viewport: page.viewportSize(),
      storageState: await page.context().storageState(),
    })
    await context.route('**/build/**/*.js', (route) => route.abort())
    target = await context.newPage()
    await target.goto(page.url())
    cleanup = () => context.close()
  }
  try {
    const results = await new AxeBuilder({ page: target })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      )
    expect(serious, serious.join('\n')).toEqual([])
  } finally {
    await cleanup()
  }
}
