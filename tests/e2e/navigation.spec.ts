import { expect, test } from '@playwright/test'
import { viewports } from '../../playwright.config'
import { jsEnabled } from './helpers'

const navLabels = ['Challenge Info', 'Agenda', 'Submit Project', 'Project Feed', 'AI Playbook']

// Projects pick tests by tag: @desktop needs a wide viewport, @js needs JavaScript.
test.describe('top bar on a desktop', { tag: '@desktop' }, () => {
  test('shows the logo, the club name and the five links in order, the current one marked', async ({
    page,
  }) => {
    await page.goto('/challenge-info')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText(navLabels)
    await expect(page.getByRole('banner').getByText('Kids Startup Club')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Challenge Info' })).toHaveAttribute('aria-current', 'page')

    await nav.getByRole('link', { name: 'Agenda' }).click()
    await expect(page).toHaveURL(/\/agenda$/)
    await expect(nav.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Challenge Info' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: viewports.phone })

  test('opens a side panel with the same links, and following one navigates and closes it', async ({
    page,
  }, testInfo) => {
    await page.goto('/agenda')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()

    const panel = page.getByRole('dialog', { name: 'Menu' })
    await expect(panel).toBeVisible()
    // The panel slides in from the right edge.
    const box = (await panel.boundingBox())!
    expect(Math.round(box.x + box.width)).toBe(viewports.phone.width)
    expect(Math.round(box.height)).toBe(viewports.phone.height)
    await expect(panel.getByRole('link')).toHaveText(navLabels)
    await expect(panel.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page')
    if (!jsEnabled(testInfo)) await expect(page).toHaveURL(/\/agenda\?menu=open$/)

    await panel.getByRole('link', { name: 'AI Playbook' }).click()
    await expect(page).toHaveURL(/\/ai-playbook$/)
    await expect(page.getByRole('heading', { level: 1, name: 'AI Playbook' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })

  test('closes with its close button and returns to the same page', async ({ page }, testInfo) => {
    await page.goto('/challenge-info')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Menu' })
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: 'Close menu' }).click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(/\/challenge-info\??$/)
    if (jsEnabled(testInfo)) await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test(
    'with JavaScript, Escape closes it and focus moves into it on open',
    { tag: '@js' },
    async ({ page }) => {
      await page.goto('/challenge-info')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const panel = page.getByRole('dialog', { name: 'Menu' })
      await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    },
  )
})
