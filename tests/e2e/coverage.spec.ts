import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { coverageProjects, seedCoverage } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled } from './helpers'

// The organiser's side of the judging: on the Grading Status tab the projects short of judges
// come first, the judges per project can be changed, and the assignments rebalanced, with and without JS,
// at a tablet's size. On a server of its own (seedCoverage): the runs with and without JS share it, so
// both set the same number and check only what holds whichever ran first.

const origin = `http://localhost:${servers.coverage.port}`

test.beforeAll(() => seedCoverage())

async function openGradingStatus(page: Page) {
  await page.goto(`${origin}/admin`)
  await page.getByLabel('Password').fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Grading Status' })
    .click()
  await expect(page).toHaveURL(/\/admin\?tab=grading$/)
}

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
const coverage = (page: Page) => page.getByRole('region', { name: 'Coverage' })
const settings = (page: Page) => page.getByRole('region', { name: 'Judging settings' })
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.describe('the organiser’s coverage and judging settings', { tag: '@judge' }, () => {
  test('lists under-covered projects first, changes the judges per project and rebalances', async ({
    page,
  }, testInfo) => {
    test.slow()
    await openGradingStatus(page)

    // Unscored projects first, oldest first, then those one judge scored: so with 2 or 3 judges a project.
    await expect(page.getByLabel('Sort by')).toHaveValue('coverage')
    const name = (number: number) => coverageProjects[number - 1]![0]
    for (const [index, project] of [name(2), name(5), name(3), name(7)].entries()) {
      await expect(bodyRows(page).nth(index)).toContainText(project)
    }
    await expect(bodyRows(page).first()).toContainText('Under-covered')
    await expect(bodyRows(page).first()).toContainText(/0 \/ [23]/)
    await expect(coverage(page)).toContainText(/of 8 projects are scored by fewer than [23] judges/)
    await expectNoSeriousA11yViolations(page, testInfo)

    // A number out of range is refused: by Conform before the post with JS, by the browser's own
    // check of the number box without it. Nothing is saved either way.
    const judgesPerProject = settings(page).getByLabel('Judges per project')
    await judgesPerProject.fill('0')
    await settings(page).getByRole('button', { name: 'Save settings' }).click()
    if (jsEnabled(testInfo)) {
      await expect(settings(page)).toContainText('Judges per project must be a whole number from 1 to 20')
      await expect(judgesPerProject).toHaveAttribute('aria-invalid', 'true')
    } else {
      expect(await judgesPerProject.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)
    }
    await expect(notice(page, 'Judging settings saved')).toHaveCount(0)

    // Two judges a project: Coverage 4 (two judges) is covered now.
    await judgesPerProject.fill('2')
    await settings(page).getByLabel('Adjusted scores').check()
    await settings(page).getByRole('button', { name: 'Save settings' }).click()
    await expect(notice(page, 'Judging settings saved')).toBeVisible()
    await expect(notice(page, '2 judges per project')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\?tab=grading&sort=coverage$/)
    await expect(settings(page).getByLabel('Judges per project')).toHaveValue('2')
    await expect(settings(page).getByLabel('Adjusted scores')).toBeChecked()
    await expect(coverage(page)).toContainText('4 of 8 projects are scored by fewer than 2 judges')
    const kite = bodyRows(page).filter({ hasText: 'Coverage 4 kite' })
    await expect(kite).toContainText('2 / 2')
    await expect(kite).not.toContainText('Under-covered')
    await expect(bodyRows(page).nth(4)).toContainText('Coverage 1 rain gauge')

    // Rebalancing gives the two judges who joined last some projects.
    await coverage(page).getByRole('button', { name: 'Rebalance assignments' }).click()
    await expect(notice(page, 'Assignments rebalanced')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\?tab=grading&sort=coverage$/)
    await expect(coverage(page)).toContainText(/Judges\s*6 · [1-9]/)
    await expect(bodyRows(page).first()).toContainText(/in \d+ queues?/)

    // Nothing scrolls sideways at a tablet's width.
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
  })
})
