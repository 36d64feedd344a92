import { expect, test } from '@playwright/test'
import { servers } from '../../playwright.config'
import { insertProject } from './fixtures'
import { expectNoSeriousA11yViolations, signInAsOrganiser } from './helpers'

// A server of its own, where the story runs in order: nothing, then one photo project.
test.describe.configure({ mode: 'serial' })
const base = `http://localhost:${servers.empty.port}`

test.describe('empty states', { tag: '@empty' }, () => {
  test('before anything is submitted, the organiser’s Grading Status has no data', async ({ page }) => {
    await signInAsOrganiser(page, base)
    await page.goto(`${base}/admin?tab=grading`)
    await expect(page.getByText('No grading data available')).toBeVisible()
    // Nothing to search or page through.
    await expect(page.getByRole('search')).toHaveCount(0)
    // No feedback sheet to print: the page says why, and where to go.
    await page.goto(`${base}/admin/feedback-sheets`)
    await expect(page.getByRole('heading', { level: 2, name: 'No approved project yet' })).toBeVisible()
    await expect(page.getByText('A feedback sheet is made for every approved project.')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    await expect(page.getByText(/Print command|Print feedback sheets/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to the admin dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    )
  })

  test('no projects yet: the feed invites a first submission; nothing scored yet', async ({
    page,
  }, testInfo) => {
    insertProject(
      { name: 'Still waiting for approval', submissionType: 'photo', status: 'pending' },
      servers.empty,
    )
    await page.goto(`${base}/feed`)
    await expect(page.getByText('No projects have been submitted yet.')).toBeVisible()
    await expect(page.getByText('Be the first to share your innovation with the community!')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Submit Your Project' })).toHaveAttribute(
      'href',
      '/submission',
    )
    await expectNoSeriousA11yViolations(page, testInfo)

    await page.goto(`${base}/feed?tab=leaderboard`)
    await expect(page.getByText('No projects have been scored yet')).toBeVisible()
    expect(await (await page.request.get(`${base}/api/leaderboard`)).json()).toEqual([])
    expect(await (await page.request.get(`${base}/api/projects`)).json()).toEqual([])
  })

  test('a filter that matches nothing says so', async ({ page }) => {
    insertProject({ name: 'The only photo', submissionType: 'photo' }, servers.empty)
    await page.goto(`${base}/feed?type=website`)
    await expect(page.getByText('No projects match your current filter.')).toBeVisible()
    await page.getByRole('link', { name: 'Show all projects' }).click()
    await expect(page.getByRole('heading', { level: 3, name: 'The only photo' })).toBeVisible()
  })
})
