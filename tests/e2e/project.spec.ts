import { expect, test } from '@playwright/test'
import { insertProject, scoreProject, serverDb, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled } from './helpers'

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
    await expect(evaluation).toContainText('38.0 / 50')
    await expect(evaluation).toContainText('76%')
    await expect(evaluation).toContainText('Scored by 2 judges')

    await expect(page.getByRole('region', { name: 'Project Media' }).locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    await expect(page.getByRole('complementary')).toContainText('Project Details')
    await expectNoSeriousA11yViolations(page, testInfo)

    const og = page.locator('meta[property="og:title"]')
    await expect(og).toHaveAttribute('content', name)
    // This fixture has no uploaded thumbnail: the video's own picture stands in.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    )
  })

  test('a video’s player comes only when the visitor asks for it, and plays from the page', async ({
    page,
  }, testInfo) => {
    const name = uniqueName('Wind Tunnel')
    const id = insertProject({ name, submissionType: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' })
    const player: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.youtube-nocookie.com/')) player.push(request.url())
    })
    await page.goto(`/project/${id}`)
    const media = page.getByRole('region', { name: 'Project Media' })
    const frame = media.locator('iframe')
    await expect(frame).toBeHidden()
    await media.scrollIntoViewIfNeeded()
    if (jsEnabled(testInfo)) {
      // In view and the page idle, still no player: a phone fetches nothing of it until asked.
      await page.waitForLoadState('networkidle')
      expect(player).toEqual([])
    }
    await media.getByText('Play the video').click()
    await expect(frame).toBeVisible()
    await expect(frame).toHaveAttribute('title', `Video: ${name}`)
    await expect.poll(() => player).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'])
    await expect(media.getByText('Play the video')).toBeHidden()
  })

  test('the feedback is each criterion’s average, its judges and their comments, never a bare mark', async ({
    page,
  }) => {
    const id = insertProject({ name: uniqueName('Rain Gauge'), submissionType: 'photo' })
    // Judge 1 explains their marks; judges 2 and 3 leave marks only, one of them a bare 2.
    scoreProject(id, [8, 6, 7, 9, 10], 'Lovely idea!')
    scoreProject(id, [6, 6, 9, 7, 8])
    scoreProject(id, [2, 3])

    await page.goto(`/project/${id}`)
    const feedback = page.getByRole('region', { name: 'Judge Feedback' })
    const criteria = feedback.getByRole('region')
    await expect(criteria).toHaveCount(5)
    // The first two criteria have three judges: (8+6+2)/3 = 5.3, (6+6+3)/3 = 5.0; then two: 8, 8, 9. Beside
    // each average, the words of the level it rounds to (the seeded criteria's: 4–6 Growing, 7–8 Strong,
    // 9–10 Outstanding).
    await expect(criteria.nth(0)).toContainText('Average 5.3 / 10 Growing · 3 judges')
    await expect(criteria.nth(1)).toContainText('Average 5.0 / 10 Growing · 3 judges')
    await expect(criteria.nth(2)).toContainText('Average 8.0 / 10 Strong · 2 judges')
    await expect(criteria.nth(4)).toContainText('Average 9.0 / 10 Outstanding · 2 judges')
    for (let i = 0; i < 5; i++) {
      await expect(criteria.nth(i).getByRole('blockquote')).toHaveText('Lovely idea!')
      await expect(criteria.nth(i).getByRole('figure')).toContainText('Judge 1')
    }
    // The judges who wrote nothing are not listed, and no single mark ("2 / 10", "Judge 3") shows.
    await expect(feedback).not.toContainText('Judge 2')
    await expect(feedback).not.toContainText('Judge 3')
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(/(?<![.\d])\d+ ?\/ ?10\b/)
  })

  test('on a phone the details come before the feedback, and nothing scrolls sideways', async ({
    browser,
  }, testInfo) => {
    const words = 'Extraordinarily long named solar powered rainwater collecting greenhouse for the school'
    const name = `${words} ${'x'.repeat(100)}`.slice(0, 100)
    const id = insertProject({
      name,
      submissionType: 'website',
      url: `https://example.org/projects/2025/science-fair/${'very-long-path-segment-'.repeat(4)}index.html?utm_source=showcase&token=${'abcdef0123456789'.repeat(5)}`,
    })
    const description = Array.from({ length: 60 }, (_, i) =>
      i === 30 ? 'Supercalifragilisticexpialidocious-ness' : 'plants',
    ).join(' ')
    const db = serverDb()
    try {
      db.prepare('update projects set description = ?, author_name = ? where id = ?').run(
        description.padEnd(500, ' water').slice(0, 500),
        `${'Alexandra-Konstantina '.repeat(3)}Featherstonehaugh`,
        id,
      )
    } finally {
      db.close()
    }
    scoreProject(id, [7, 8, 9, 6, 5], `Wonderful! ${'Keep-on-experimenting-'.repeat(6)}`)

    // A plain 390-pixel window (no mobile zoom-out to hide an overflow), the app's scripts run or not.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 390, height: 844 },
    })
    if (!jsEnabled(testInfo)) await context.route('**/build/**/*.js', (route) => route.abort())
    const page = await context.newPage()
    try {
      await page.goto(`/project/${id}`)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }))
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner)

      const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
      expect(headings.indexOf('Project Details')).toBeGreaterThan(-1)
      expect(headings.indexOf('Project Details')).toBeLessThan(headings.indexOf('Judge Feedback'))
      const details = await page.getByRole('heading', { name: 'Project Details' }).boundingBox()
      const feedback = await page.getByRole('heading', { name: 'Judge Feedback' }).boundingBox()
      expect(details!.y).toBeLessThan(feedback!.y)
      // The link wraps inside its box.
      const link = await page.getByRole('complementary').getByRole('link').boundingBox()
      const box = await page.getByRole('complementary').boundingBox()
      expect(link!.x + link!.width).toBeLessThanOrEqual(box!.x + box!.width)
    } finally {
      await context.close()
    }
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
