import { expect, test } from '@playwright/test'
import { insertProject, scoreProject, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations } from './helpers'

test.describe('project page', () => {
  test('shows the project, the judges’ evaluation and anonymous feedback, never the e-mail', async ({
    page,
  }, testInfo) => {
    const name = uniqueName('Solar Oven')
    const id = insertProject({
      name,
      submissionType: 'video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      authorEmail: 'private.family@example.org',
    })
    scoreProject(id, [8, 6, 7, 9, 10], 'Lovely idea!')
    scoreProject(id, [6, 6, 9, 7, 8])

    const response = await page.goto(`/project/${id}`)
    expect(response?.status()).toBe(200)
    expect(await response?.text()).not.toContain('private.family@example.org')
    await expect(page.getByRole('link', { name: /Back to projects/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Just now')).toBeVisible()

    const evaluation = page.getByRole('region', { name: 'Judge Evaluation' })
    // (8+6)/2 + (6+6)/2 + (7+9)/2 + (9+7)/2 + (10+8)/2 = 7 + 6 + 8 + 8 + 9 = 38 of 50.
    await expect(evaluation).toContainText('38')
    await expect(evaluation).toContainText('/ 50')
    await expect(evaluation).toContainText('76%')
    await expect(evaluation).toContainText('Scored by 2 judges')
    await expect(evaluation).toContainText('7.0 / 10')

    await expect(page.getByRole('region', { name: 'Project Media' }).locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    const feedback = page.getByRole('region', { name: 'Judge Feedback' })
    await expect(feedback.getByText('Judge 1').first()).toBeVisible()
    await expect(feedback.getByText('Judge 2').first()).toBeVisible()
    await expect(feedback.getByText('Lovely idea!').first()).toBeVisible()
    await expect(page.getByRole('complementary')).toContainText('Project Details')

    const og = page.locator('meta[property="og:title"]')
    await expect(og).toHaveAttribute('content', name)
    // This fixture has no uploaded thumbnail: the video's own picture stands in.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    )
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('a missing or unapproved project is Project Not Found with status 404', async ({ page }) => {
    const pending = insertProject({
      name: uniqueName('Secret Pending'),
      submissionType: 'photo',
      status: 'pending',
    })
    const rejected = insertProject({
      name: uniqueName('Secret Rejected'),
      submissionType: 'photo',
      status: 'rejected',
    })
    for (const path of ['/project/999999', `/project/${pending}`, `/project/${rejected}`, '/project/abc']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible()
      await expect(
        page.getByText("The project you're looking for doesn't exist or has been removed."),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: /Go Back/ })).toBeVisible()
    }
    const api = await page.request.get(`/api/projects/${pending}`)
    expect(api.status()).toBe(404)
    expect(await api.json()).toEqual({ message: 'Project not found' })
  })
})
