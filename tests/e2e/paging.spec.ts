import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { approveJudge, CROWD_SIZE, seedCrowd, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled, signInAsJudge, signInAsOrganiser } from './helpers'

// Lists longer than a page, on the crowd server: plain links and GET forms, so they work without JS.
const crowd = `http://localhost:${servers.crowd.port}`

test.beforeAll(() => seedCrowd())

test.describe('long lists', () => {
  test('the leaderboard shows 50 at a time; More projects shows the rest', async ({ page }, testInfo) => {
    await page.goto(`${crowd}/feed?tab=leaderboard`)
    const entries = page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem')
    await expect(entries).toHaveCount(50)
    await expect(entries.first()).toContainText('Crowd project 70')
    await page.getByRole('link', { name: 'More projects' }).click()
    await expect(page).toHaveURL(/\/feed\?tab=leaderboard&page=2$/)
    await expect(entries).toHaveCount(CROWD_SIZE)
    await expect(entries.last()).toContainText('Crowd project 01')
    await expect(entries.nth(50)).toContainText('51st place')
    await expect(page.getByRole('link', { name: 'More projects' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page, testInfo)
  })
})

// The wheel tests only look: they share one judge, so that the crowd server's registrations stay under the
// limit per address that the other stories' judges count against too.
let lookingJudge: string | undefined

/** A judge of the crowd server (a new one, unless `shared`), signed in, on every project of the crowd. */
async function signInToCrowd(page: Page, { shared = false } = {}) {
  let email = shared ? lookingJudge : undefined
  if (!email) {
    email = `${uniqueName('crowd').replace(/\W+/g, '.')}@judges.example.org`
    const registered = await page.request.post(`${crowd}/api/judges/register`, {
      data: { name: 'Crowd Judge', email, password: 'secret1' },
    })
    expect(registered.status()).toBe(201)
    approveJudge(email, servers.crowd)
    if (shared) lookingJudge = email
  }
  await page.context().clearCookies()
  await signInAsJudge(page, email, 'secret1', crowd)
  // The dashboard opens on the judge's queue; the whole crowd, in order, is under All.
  await page.goto(`${crowd}/judge-dashboard?show=all`)
}

test.describe('the judge’s list', { tag: '@judge' }, () => {
  const signIn = signInToCrowd

  test('pages through 30 projects at a time, keeps the page while scoring, and searches', async ({
    page,
  }, testInfo) => {
    await signIn(page)
    const items = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link')
    await expect(items).toHaveCount(30)
    await expect(page.getByText(`Showing 1–30 of ${CROWD_SIZE}`)).toBeVisible()
    await expect(page.getByText('Page 1 of 3')).toBeVisible()

    // With JavaScript the pager and the list change the page without reloading the document (their links
    // are our SiteLink, not Remix's <Link>: docs/decisions/0019).
    const markDocument = () =>
      page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    const sameDocument = () =>
      page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)
    if (jsEnabled(testInfo)) await markDocument()
    await page.getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(/\/judge-dashboard\?show=all&page=2$/)
    await expect(page.getByText(`Showing 31–60 of ${CROWD_SIZE}`)).toBeVisible()
    await expect(items.first()).toContainText('Crowd project 31')

    // Choosing a project keeps the list where it was.
    await items.filter({ hasText: 'Crowd project 33' }).click()
    await expect(page).toHaveURL(/\?show=all&page=2&project=\d+#selected$/)
    await expect(page.getByRole('slider')).toHaveCount(5)
    if (jsEnabled(testInfo)) expect(await sameDocument()).toBe(true)
    await expect(page.getByText('Page 2 of 3')).toBeVisible()
    await expectNoSeriousA11yViolations(page, testInfo)
    // Saving clears the selection and comes back to the same page (nothing moved: saved at 5 once asked).
    await page.getByRole('button', { name: 'Submit Scores' }).click()
    await page.getByRole('button', { name: 'Save anyway' }).click()
    await expect(page).toHaveURL(/\/judge-dashboard\?show=all&page=2$/)
    await expect(items.filter({ hasText: 'Crowd project 33' })).toContainText('Reviewed')

    await page.getByRole('link', { name: '← Previous' }).click()
    await expect(page).toHaveURL(/\/judge-dashboard\?show=all$/)
    await expect(items.first()).toContainText('Crowd project 01')

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('crowd PROJECT 6')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\?show=all&q=crowd\+PROJECT\+6$/)
    await expect(items).toHaveText(
      ['60', '61', '62', '63', '64', '65', '66', '67', '68', '69'].map(
        (n) => new RegExp(`Crowd project ${n}`),
      ),
    )
    await expect(page.getByText('Showing 1–10 of 10 matching "crowd PROJECT 6"')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('no such project')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('No projects match "no such project".')).toBeVisible()
    await expect(items).toHaveCount(0)
  })

  // The evaluate panel once stayed pinned while taller than the screen, so Submit Scores was
  // reached only past the end of the 30-item list. It now never runs past the screen's bottom and scrolls
  // on its own.
  test('the whole evaluate panel, Submit Scores included, is on screen on a landscape tablet and a laptop', async ({
    page,
  }) => {
    await signIn(page)
    const items = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link')
    for (const [size, project] of [
      [{ width: 1180, height: 820 }, 'Crowd project 44'],
      [{ width: 1280, height: 800 }, 'Crowd project 45'],
    ] as const) {
      await page.setViewportSize(size)
      await page.goto(`${crowd}/judge-dashboard?show=all&page=2`)
      await items.filter({ hasText: project }).click()
      await expect(page).toHaveURL(/\?show=all&page=2&project=\d+#selected$/)
      // Wherever the judge has scrolled the list, the pinned panel ends above the bottom of the screen.
      const evaluate = page.locator('#evaluate')
      await expect(evaluate.getByRole('heading', { name: project })).toBeVisible()
      for (const scrollY of [400, 1500]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY)
        const box = await evaluate.boundingBox()
        expect(box!.y).toBeGreaterThanOrEqual(0)
        expect(box!.y + box!.height).toBeLessThanOrEqual(size.height)
      }
      const panel = await evaluate.boundingBox()
      const submit = page.getByRole('button', { name: 'Submit Scores' })
      await submit.scrollIntoViewIfNeeded()
      const button = await submit.boundingBox()
      // Reached inside the panel: the page itself stays where the panel is.
      expect(button!.y).toBeGreaterThanOrEqual(panel!.y)
      expect(button!.y + button!.height).toBeLessThanOrEqual(panel!.y + panel!.height)
      await submit.click()
      await page.getByRole('button', { name: 'Save anyway' }).click()
      await expect(page).toHaveURL(/\/judge-dashboard\?show=all&page=2$/)
      await expect(items.filter({ hasText: project })).toContainText('Reviewed')
    }
  })
})

test.describe('the judge’s evaluate panel and the wheel', { tag: '@judge' }, () => {
  // The first projects of a list page: the page at its top, the pinned panel starting below the welcome.
  // The wheel over the panel, a notch at a time, brings both buttons wholly on screen, inside the panel's
  // own scroll or the page's, on a laptop, a landscape tablet and a portrait one.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1180, height: 820 },
    { width: 820, height: 1180 },
  ]) {
    test(`at ${size.width}×${size.height}, the first project of a list page`, async ({ page }) => {
      await page.setViewportSize(size)
      await signInToCrowd(page, { shared: true })
      await page.goto(`${crowd}/judge-dashboard?show=all&page=2`)
      const first = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link').first()
      await expect(first).toContainText('Crowd project 31')
      await first.click()
      await expect(page).toHaveURL(/\?show=all&page=2&project=\d+#selected$/)
      const evaluate = page.locator('#evaluate')
      await expect(evaluate.getByRole('slider')).toHaveCount(5)
      const box = (await evaluate.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 100, size.height - 100))
      const buttons = ['Save and next', 'Submit Scores'].map((name) => evaluate.getByRole('button', { name }))
      // A notch, then a look (the scroll has 200 ms to land), again and again without the growing pauses
      // toPass would otherwise leave between tries: a judge's wheel does not wait a second between notches.
      await expect(async () => {
        await page.mouse.wheel(0, 200)
        // IntersectionObserver's view: in the window, and not clipped by the panel's own scroll.
        for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1, timeout: 200 })
      }).toPass({ intervals: [50], timeout: 20_000 })
    })
  }
})

test.describe('the organiser’s list', { tag: '@admin' }, () => {
  test('shows the newest 50 projects; More projects shows the rest', async ({ page }) => {
    await signInAsOrganiser(page, crowd)
    const rows = page.getByRole('row').filter({ hasText: 'Crowd project' })
    await expect(rows).toHaveCount(50)
    await expect(rows.first()).toContainText('Crowd project 70')
    await page.getByRole('link', { name: 'More projects' }).click()
    await expect(page).toHaveURL(/\/admin\?page=2$/)
    await expect(rows).toHaveCount(CROWD_SIZE)
    await expect(rows.last()).toContainText('Crowd project 01')
    await expect(page.getByRole('link', { name: 'More projects' })).toHaveCount(0)

    // The pages keep the search and the status filter, and a dialog closes back to the same page.
    await page.goto(`${crowd}/admin?q=crowd+PROJECT&status=approved`)
    await expect(page.getByRole('link', { name: 'Approved (70)' })).toHaveAttribute('aria-current', 'page')
    await expect(rows).toHaveCount(50)
    await page.getByRole('link', { name: 'More projects' }).click()
    await expect(page).toHaveURL(/\/admin\?q=crowd\+PROJECT&status=approved&page=2$/)
    await expect(rows).toHaveCount(CROWD_SIZE)
    await rows
      .last()
      .getByRole('link', { name: /^Edit / })
      .click()
    await expect(page).toHaveURL(/\?q=crowd\+PROJECT&status=approved&page=2&dialog=edit-project&id=\d+$/)
    await page.getByRole('dialog', { name: 'Edit Project' }).getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/admin\?q=crowd\+PROJECT&status=approved&page=2$/)
    await expect(rows).toHaveCount(CROWD_SIZE)
  })
})
