import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, jsEnabled } from './helpers'

test.describe('information pages', () => {
  test('/ and /home redirect to Challenge Info', async ({ page }) => {
    for (const path of ['/', '/home']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/challenge-info$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Science Innovation Challenge' }),
      ).toBeVisible()
    }
  })

  test('Challenge Info shows the challenge, prizes, 9 prompt cards and the two buttons', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/challenge-info')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'What is the challenge?' })).toBeVisible()
    for (const label of ['Video', 'Photo', 'PDF/Slides', 'Website/Code']) {
      await expect(
        page
          .locator('#types-title + * , section[aria-labelledby="types-title"]')
          .getByText(label, { exact: true }),
      ).toBeVisible()
    }
    await expect(page.getByText('You may submit more than once', { exact: false })).toBeVisible()
    await expect(page.getByText('2 conference tickets')).toBeVisible()
    const prompts = page.locator('section[aria-labelledby="prompts-title"] ol > li')
    await expect(prompts).toHaveCount(9)
    // Folded on a phone (a tap opens one); on a wide screen JavaScript opens them all.
    const firstPrompt = prompts.first()
    if (page.viewportSize()!.width < 768) {
      await expect(firstPrompt.getByText('Starter prompt')).toBeHidden()
      await firstPrompt.getByRole('heading', { level: 3 }).click()
    }
    await expect(firstPrompt.getByText('Starter prompt')).toBeVisible()
    await expect(prompts.last().getByText('Starter prompt')).toBeVisible({
      visible: page.viewportSize()!.width >= 768,
    })

    const submit = page.getByRole('link', { name: 'Submit Your Project' }).first()
    await expect(submit).toHaveAttribute('href', '/submission')
    const browse = page.getByRole('link', { name: 'View Other Submissions' }).first()
    await expect(browse).toHaveAttribute('href', '/feed')
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('Agenda shows the event, the keynote, how to help, the guides and the six slots', async ({
    page,
  }, testInfo) => {
    await page.goto('/agenda')
    const header = page.getByRole('heading', { level: 1, name: 'Event Agenda' })
    await expect(header).toBeVisible()
    // The agenda header stays on screen while the schedule scrolls by.
    await page.getByRole('heading', { name: 'Detailed Schedule' }).scrollIntoViewIfNeeded()
    await expect(header).toBeInViewport()

    await expect(page.getByText('$400,000').first()).toBeVisible()
    for (const [label, value] of [
      ['Date', 'Saturday, May 31'],
      ['Time', '1:00-5:00 PM'],
      ['Access', 'Invite Only'],
    ]) {
      const card = page.locator('li', { hasText: label }).filter({ hasText: value })
      await expect(card.first()).toBeVisible()
    }

    await expect(page.getByRole('heading', { name: 'How You Can Help' })).toBeVisible()
    const foodBar = page.getByRole('link', { name: /Brain Food Bar/ })
    await expect(foodBar).toHaveAttribute('target', '_blank')
    await expect(foodBar).toHaveAttribute('rel', 'noopener noreferrer')

    const guides = page.locator('section[aria-labelledby="guides-title"]').getByRole('link')
    await expect(guides).toHaveCount(3)

    const slots = page.locator('section[aria-labelledby="schedule-title"] ol > li')
    await expect(slots).toHaveCount(6)
    const times = await slots.locator('.font-mono').allTextContents()
    expect(times).toEqual(['1:00-1:30', '1:30-2:00', '2:00-2:15', '2:15-2:30', '2:30-4:30', '4:30-5:00'])
    await expect(slots.nth(1).getByRole('link', { name: /View Presentation/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(slots.nth(2).getByRole('link', { name: /View Presentation/ })).toBeVisible()
    await expect(slots.nth(4).getByText('Expert guides', { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('AI Playbook shows 8 tools with category and difficulty, 2 examples and 4 tips', async ({
    page,
  }, testInfo) => {
    await page.goto('/ai-playbook')
    await expect(page.getByRole('heading', { level: 1, name: 'AI Playbook' })).toBeVisible()
    const tools = page.locator('section[aria-labelledby="tools-title"] > div > div > ul > li')
    await expect(tools).toHaveCount(8)
    for (const difficulty of ['Beginner', 'Intermediate', 'Advanced']) {
      await expect(tools.getByText(difficulty, { exact: true }).first()).toBeVisible()
    }
    await expect(tools.first().getByText('Features')).toBeVisible()
    await expect(page.locator('section[aria-labelledby="examples-title"] article')).toHaveCount(2)
    await expect(page.locator('section[aria-labelledby="tips-title"] ul > li')).toHaveCount(4)
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('Privacy, reached from the footer, tells a family what is kept, who sees it, for how long and how to withdraw', async ({
    page,
  }, testInfo) => {
    await page.goto('/feed')
    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' })
    await policies.getByRole('link', { name: 'Privacy' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page).toHaveTitle(/^Privacy \| /)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
    for (const heading of [
      'What we store',
      'Who sees what',
      'How long we keep it',
      'Change or withdraw your project',
      'Get a copy, or have everything erased',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(page.getByText('Your e-mail address:')).toBeVisible()
    await expect(page.getByText(/only once an organiser approves the project/)).toBeVisible()
    await expect(page.getByText(/starts with \/my-project\//)).toBeVisible()
    await expect(page.getByRole('link', { name: 'hello@kidsstartupclub.org' })).toHaveAttribute(
      'href',
      'mailto:hello@kidsstartupclub.org',
    )
    // The page's own contents links work without JavaScript.
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'How long we keep it' })
      .click()
    await expect(page).toHaveURL(/\/privacy#how-long$/)
    await expect(page.getByRole('heading', { name: 'How long we keep it' })).toBeInViewport()
    // Nothing wider than a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('an unknown path answers 404 with Page Not Found', async ({ page }, testInfo) => {
    const response = await page.goto('/no-such-page/at/all')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    // Both buttons in the site's Title Case.
    await expect(page.getByRole('link', { name: 'Go to Challenge Info', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'See the Projects', exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page, testInfo)
  })
})

test.describe('security headers', () => {
  test('pages carry a nonce-based CSP and the other headers, and still run', async ({ page }, testInfo) => {
    const response = await page.goto('/challenge-info')
    const headers = response!.headers()
    const csp = headers['content-security-policy']!
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    // Every inline script Remix wrote carries this response's nonce.
    const html = await response!.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!)
    expect(inline.length).toBeGreaterThan(0)
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
    if (jsEnabled(testInfo)) {
      // Hydration worked under the policy: the menu opens without a page load.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page).toHaveURL(/\/challenge-info$/)
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    }
  })
})

test.describe('layout', () => {
  test('the footer has the site links, the external links and the 2025 copyright', async ({ page }) => {
    await page.goto('/agenda')
    const footer = page.getByRole('contentinfo')
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')
    await expect(links).toHaveText([
      'Home',
      'Challenge Info',
      'Agenda',
      'Submit Project',
      'Project Feed',
      'AI Playbook',
    ])
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home')
    // The privacy page sits beside the copyright line, apart from the footer's navigation links.
    await expect(footer.getByRole('navigation', { name: 'Policies' }).getByRole('link')).toHaveText([
      'Privacy',
    ])
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
    for (const name of [/YouTube Channel/, /About the Club/]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank')
    }
    await expect(footer.getByText(/© 2025/)).toBeVisible()
  })
})
