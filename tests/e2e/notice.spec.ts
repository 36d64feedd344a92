import { createCookie } from '@remix-run/node'
import { expect, test } from '@playwright/test'
import { e2eSessionSecret } from '../../playwright.config'
import { hydrated, jsEnabled } from './helpers'

// Later features set notices through redirectWithToast(); here the flash
// cookie is written directly, signed with the test server's secret.
async function flashNotice(title: string, description: string) {
  const cookie = createCookie('sc_toast', { secrets: [e2eSessionSecret], path: '/' })
  const header = await cookie.serialize({
    __flash_toast__: { id: 'n1', type: 'success', title, description },
  })
  return decodeURIComponent(header.split(';')[0]!.slice('sc_toast='.length))
}

test('a flash notice shows once, as a banner without JS and as a toast with JS', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const value = await flashNotice('Success!', 'Your project has been submitted successfully.')
  await context.addCookies([{ name: 'sc_toast', value: encodeURIComponent(value), url: baseURL! }])
  // With JS the notice is the toast from the first paint: nothing moves when the page hydrates. Module
  // scripts run once the document is parsed, so the shifts counted are those after it: a paint of a page
  // not yet wholly parsed (the header's language menu one button short) is not the toast's doing.
  await page.addInitScript(() => {
    const shifts: { value: number; startTime: number }[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push({
          value: (entry as PerformanceEntry & { value: number }).value,
          startTime: entry.startTime,
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/agenda')

  const notice = page.getByRole('status').filter({ hasText: 'Success!' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Your project has been submitted successfully.')

  if (jsEnabled(testInfo)) {
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCSS('position', 'fixed')
    await hydrated(page)
    const shiftsOnceParsed = await page.evaluate(() => {
      const { shifts } = window as unknown as { shifts: { value: number; startTime: number }[] }
      const [parsed] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return shifts.filter((shift) => shift.startTime >= parsed!.domInteractive).map((shift) => shift.value)
    })
    expect(shiftsOnceParsed).toEqual([])
    await notice.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(notice).toBeHidden()
  }

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Event Agenda' })).toBeVisible()
  await expect(page.getByText('Your project has been submitted successfully.')).toBeHidden()
})
