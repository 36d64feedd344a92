import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { CROWD_SIZE, seedCrowd } from './fixtures'
import { expectNoSeriousA11yViolations } from './helpers'

// The Grading Status tab on the crowd server (70 scored projects, "Crowd project 01"…70, project n
// averaging (n + 10) / 10): pages of 50, sort and search as GET parameters, with and without JS.
const crowd = `http://localhost:${servers.crowd.port}`

test.beforeAll(() => seedCrowd())

test.describe('the organiser’s grading status', { tag: '@admin' }, () => {
  async function signIn(page: Page, base = crowd) {
    await page.goto(`${base}/admin`)
    await page.getByLabel('Password').fill('e2e-admin-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  }

  const table = (page: Page) => page.getByRole('table')
  // The table's rows below its header.
  const bodyRows = (page: Page) =>
    table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of grading progress' })

  test('renders one page of 50 rows, and pages, sorts and searches through links and a form', async ({
    page,
  }, testInfo) => {
    // Three pages and an accessibility scan of a 50-row table with the coverage and settings panels: on
    // two busy cores that is more than the default 30 seconds.
    test.slow()
    await signIn(page)
    await page.getByRole('link', { name: 'Grading Status' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=grading$/)
    await expect(bodyRows(page)).toHaveCount(50)
    await expect(pager(page)).toContainText(/Page 1 of \d+/)
    // The server sends one page, not the whole event.
    const html = await (await page.request.get(`${crowd}/admin?tab=grading`)).text()
    expect(html.match(/<tr[\s>]/g)).toHaveLength(51)

    // Search and sort in one form; the pages keep both.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('crowd PROJECT')
    await page.getByLabel('Sort by').selectOption({ label: 'Highest average' })
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\?tab=grading&q=crowd\+PROJECT&sort=average-high$/)
    await expect(page.getByText(`Showing 1–50 of ${CROWD_SIZE} matching “crowd PROJECT”`)).toBeVisible()
    await expect(bodyRows(page).first()).toContainText('Crowd project 70')
    await expect(bodyRows(page).first()).toContainText('8.0 avg')
    await expect(bodyRows(page).nth(1)).toContainText('Crowd project 69')
    await expect(page.getByLabel('Sort by')).toHaveValue('average-high')
    await expectNoSeriousA11yViolations(page, testInfo)

    await pager(page).getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(/\?tab=grading&q=crowd\+PROJECT&sort=average-high&page=2$/)
    await expect(pager(page)).toContainText('Page 2 of 2')
    await expect(bodyRows(page)).toHaveCount(CROWD_SIZE - 50)
    await expect(bodyRows(page).last()).toContainText('Crowd project 01')
    await expect(bodyRows(page).last()).toContainText('1.1 avg')
    await expect(pager(page).getByRole('link', { name: 'Next →' })).toHaveCount(0)

    await pager(page).getByRole('link', { name: '← Previous' }).click()
    await expect(page).toHaveURL(/\?tab=grading&q=crowd\+PROJECT&sort=average-high$/)
    await expect(bodyRows(page).first()).toContainText('Crowd project 70')

    await page.getByLabel('Sort by').selectOption({ label: 'Lowest average' })
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/sort=average-low$/)
    await expect(bodyRows(page).first()).toContainText('Crowd project 01')

    // The tab link from elsewhere starts again on page 1, under-covered projects first.
    await pager(page).getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(/page=2$/)
    await page.getByRole('link', { name: 'Projects', exact: true }).click()
    await page.getByRole('link', { name: 'Grading Status' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=grading$/)
    await expect(pager(page)).toContainText(/Page 1 of \d+/)
    await expect(page.getByLabel('Sort by')).toHaveValue('coverage')
  })

  test('a search that finds nothing says so; % and _ are not wildcards', async ({ page }) => {
    await signIn(page)
    await page.goto(`${crowd}/admin?tab=grading`)
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('%')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('No projects match “%”.')).toBeVisible()
    await expect(table(page)).toHaveCount(0)

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('crowd_project 0')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('No projects match “crowd_project 0”.')).toBeVisible()
    await page.getByRole('link', { name: 'Show all projects' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=grading$/)
    await expect(bodyRows(page)).toHaveCount(50)

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('crowd project 0')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(bodyRows(page)).toHaveCount(9)
    await expect(pager(page)).toHaveCount(0)
  })
})
