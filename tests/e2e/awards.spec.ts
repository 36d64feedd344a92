import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { awardsPendingProject, awardsProjects, seedAwards, serverDb } from './fixtures'
import { hydrated, jsEnabled, signInAsOrganiser } from './helpers'

// The projector's reveal at /admin/awards and the certificates at
// /admin/certificates, on a server of their own (seedAwards: five approved projects, 2nd place shared,
// one pending project with the best score). The runs with and without JS share it and only read, except
// the publishing story, which runs once and does both.

const origin = `http://localhost:${servers.awards.port}`
const [first, secondA, secondB, fourth, fifth] = awardsProjects
const everyName = [...awardsProjects.map((p) => p.name), awardsPendingProject.name]
const step = (k: number) => `${origin}/admin/awards?places=3&ranking=raw&step=${k}`

test.beforeAll(() => seedAwards())

async function signIn(page: Page) {
  await signInAsOrganiser(page, origin)
}

/** The page as the server sends it, with the admin's cookie: the markup and Remix's serialized data. */
async function rawHtml(page: Page, url: string) {
  const response = await page.request.get(url)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  return response.text()
}

const place = (page: Page) => page.getByRole('heading', { level: 1 })

function setVisibility(visibility: 'hidden' | 'published') {
  const db = serverDb(servers.awards)
  try {
    db.prepare('update judging_settings set results_visibility = ? where id = 1').run(visibility)
  } finally {
    db.close()
  }
}

function visibility() {
  const db = serverDb(servers.awards)
  try {
    return (
      db.prepare('select results_visibility as v from judging_settings where id = 1').get() as { v: string }
    ).v
  } finally {
    db.close()
  }
}

test.describe('the projector’s reveal', { tag: '@admin' }, () => {
  test('shows nothing of the result before the first step, then one place at a time, lowest first', async ({
    page,
  }, testInfo) => {
    await signIn(page)
    await page.goto(`${origin}/admin/awards`)
    await expect(page.getByRole('heading', { level: 1, name: 'The awards reveal' })).toBeVisible()
    // No site header or footer on the projector, but a way back.
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('link', { name: '← Admin' })).toHaveAttribute('href', '/admin')
    await expect(page.getByText('Scoring is still open: judges can still change the result.')).toBeVisible()
    await expect(page.getByRole('link', { name: /Close scoring/ })).toHaveAttribute(
      'href',
      '/admin?tab=grading',
    )
    await expect(page.getByLabel('Places to reveal')).toHaveValue('3')
    await expect(page.getByRole('radio', { name: 'Raw scores' })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Full screen' })).toHaveCount(jsEnabled(testInfo) ? 1 : 0)

    const setup = await rawHtml(page, `${origin}/admin/awards`)
    expect(setup).toContain('noindex')
    for (const name of everyName) expect(setup).not.toContain(name)
    expect(setup).not.toMatch(/\d(st|nd|rd|th) place/)
    const setupData = await rawHtml(page, `${origin}/admin/awards.data`)
    for (const name of everyName) expect(setupData).not.toContain(name)

    // Step 1, through the form: the shared 2nd place, both projects, and nothing above it.
    await page.getByRole('button', { name: 'Start the reveal' }).click()
    await expect(page).toHaveURL(step(1))
    await expect(place(page)).toHaveText('Joint 2nd place')
    for (const project of [secondA, secondB]) {
      await expect(page.getByText(project.name, { exact: true })).toBeVisible()
      await expect(page.getByText(`by ${project.authorName}`, { exact: true })).toBeVisible()
    }
    await expect(page.locator('main img')).toHaveCount(2)
    await expect(page.getByText('Next →')).toBeVisible()
    const stepData = await rawHtml(page, step(1).replace('awards?', 'awards.data?'))
    for (const html of [await rawHtml(page, step(1)), stepData]) {
      expect(html).toContain(secondA.name)
      expect(html).toContain(secondB.name)
      for (const name of [first.name, first.authorName, fourth.name, fifth.name, awardsPendingProject.name]) {
        expect(html).not.toContain(name)
      }
      expect(html).not.toContain('1st place')
    }
    // No score at all: nothing beyond what is announced.
    expect(stepData).not.toMatch(/score|percentage|judgeCount/i)
    expect(await page.locator('body').innerText()).not.toMatch(/score|points|%/i)

    // Step 2: 1st place, with the 2nd place smaller below, and no Next.
    await page.getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(step(2))
    await expect(place(page)).toHaveText('1st place')
    await expect(page.getByText(first.name, { exact: true })).toBeVisible()
    await expect(page.getByText(`by ${first.authorName}`, { exact: true })).toBeVisible()
    await expect(page.getByText('Joint 2nd place:')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Next →' })).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: 'Publish results' }).or(page.getByText('Results are published')),
    ).toBeVisible()

    // Back, and a step past the last is the last.
    await page.getByRole('link', { name: '← Back' }).click()
    await expect(page).toHaveURL(step(1))
    await expect(place(page)).toHaveText('Joint 2nd place')
    await page.getByRole('link', { name: '← Back' }).click()
    await expect(page).toHaveURL(step(0))
    await expect(page.getByRole('heading', { level: 1, name: 'The awards reveal' })).toBeVisible()
    await page.goto(step(9))
    await expect(place(page)).toHaveText('1st place')
  })

  test('reveals 4th place first with four places, and ranks by adjusted scores on request', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto(`${origin}/admin/awards`)
    await page.getByLabel('Places to reveal').selectOption('4')
    await page.getByRole('radio', { name: 'Adjusted scores' }).check()
    await page.getByRole('button', { name: 'Start the reveal' }).click()
    await expect(page).toHaveURL(`${origin}/admin/awards?places=4&ranking=adjusted&step=1`)
    // One judge scored everything: too few scores to adjust, so the adjusted order is the raw one.
    await expect(place(page)).toHaveText('4th place')
    await expect(page.getByText(fourth.name, { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Next →' }).click()
    await expect(place(page)).toHaveText('Joint 2nd place')
    await expect(page.getByText('4th place:')).toBeVisible()
  })

  test('certificates: one per approved project, with the place for the top three', async ({
    page,
  }, testInfo) => {
    await signIn(page)
    await page.goto(`${origin}/admin/certificates`)
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible()
    await expect(page.getByText('5 certificates')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    if (jsEnabled(testInfo))
      await expect(page.getByRole('button', { name: 'Print certificates' })).toBeVisible()
    else await expect(page.getByText(/Use your browser’s Print command/)).toBeVisible()
    const certificates = page.getByRole('article')
    await expect(certificates).toHaveCount(5)
    await expect(page.getByText(awardsPendingProject.name)).toHaveCount(0)
    for (const project of awardsProjects) {
      const certificate = page.getByRole('article', { name: `Certificate for ${project.authorName}` })
      await expect(certificate).toContainText('Kids Startup Club')
      await expect(certificate).toContainText('Certificate of Innovation')
      await expect(certificate).toContainText(project.name)
      await expect(certificate).toContainText('Saturday, May 31, 2025')
      if (project.place) await expect(certificate).toContainText(project.place)
      else await expect(certificate).not.toContainText(/place/)
    }
    // The placed ones first, 1st place first.
    await expect(certificates.first()).toContainText(first.name)
  })

  test('Grading Status opens on the Awards panel: above the table, whole, inside a laptop’s window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await page.goto(`${origin}/admin?tab=grading`)
    const panel = page.getByRole('region', { name: 'Awards' })
    const box = (await panel.boundingBox())!
    // It starts on the first screen, and ends before the grading table begins.
    expect(box.y).toBeLessThan(800)
    expect(box.y + box.height).toBeLessThanOrEqual((await page.getByRole('table').boundingBox())!.y)
    const controls = [
      panel.getByRole('link', { name: 'Open the awards reveal' }),
      panel.getByRole('link', { name: 'Print certificates' }),
      panel.getByRole('button', { name: /^(Close|Reopen) scoring$/ }),
      panel.getByRole('button', { name: 'Save results setting' }),
    ]
    const cards = panel.locator('label:has(input[name="resultsVisibility"])')
    await expect(cards).toHaveCount(3)
    for (const control of [...controls, ...(await cards.all())]) {
      const at = (await control.boundingBox())!
      expect(at.x).toBeGreaterThanOrEqual(0)
      expect(at.x + at.width).toBeLessThanOrEqual(1280)
    }
    // Each choice card is wide enough to read, and holds its whole text (none spills into its neighbour).
    for (const card of await cards.all()) {
      const at = (await card.boundingBox())!
      expect(at.width).toBeGreaterThanOrEqual(200)
      for (const text of await card.locator('span').all()) {
        const line = (await text.boundingBox())!
        expect(line.x + line.width).toBeLessThanOrEqual(at.x + at.width)
        expect(line.y + line.height).toBeLessThanOrEqual(at.y + at.height)
      }
      expect(await card.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true)
    }
  })

  test('a visitor without the admin session is sent to the admin login', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) })
    const page = await context.newPage()
    for (const path of ['/admin/awards?step=2', '/admin/certificates']) {
      await page.goto(`${origin}${path}`)
      await expect(page).toHaveURL(`${origin}/admin-login`)
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
      const html = await page.content()
      for (const name of everyName) expect(html).not.toContain(name)
    }
    const post = await page.request.post(`${origin}/admin/awards?step=2`, {
      form: { intent: 'publish' },
      headers: { Origin: origin },
      maxRedirects: 0,
    })
    expect(post.status()).toBe(302)
    expect(post.headers()['location']).toBe('/admin-login')
    await context.close()
  })
})

test.describe('the reveal with JavaScript', { tag: '@js' }, () => {
  test('moves by the keys a presentation clicker sends, not with a modifier', async ({ page }) => {
    await signIn(page)
    await page.goto(step(1))
    await expect(place(page)).toHaveText('Joint 2nd place')
    // The keys are the page's once it has hydrated: a key pressed before goes nowhere, as on a slow laptop.
    await hydrated(page)
    const moves = [
      ['ArrowRight', 2],
      ['ArrowLeft', 1],
      ['Space', 2],
      ['PageUp', 1],
      ['PageDown', 2],
      ['Backspace', 1],
      ['ArrowLeft', 0],
      ['ArrowRight', 1],
    ] as const
    for (const [key, to] of moves) {
      await page.keyboard.press(key)
      await expect(page).toHaveURL(step(to))
      await expect(place(page)).toHaveText(
        to === 0 ? 'The awards reveal' : to === 1 ? 'Joint 2nd place' : '1st place',
      )
    }
    await page.keyboard.press('Shift+ArrowRight')
    await page.keyboard.press('Control+ArrowRight')
    await expect(page).toHaveURL(step(1))
    // In a form field the keys are the field's.
    await page.goto(step(0))
    await hydrated(page)
    await page.getByLabel('Places to reveal').focus()
    await page.keyboard.press('PageDown')
    await expect(page).toHaveURL(step(0))
  })

  test('publishes the results from the last step, with and without JavaScript', async ({ page, browser }) => {
    async function publish(target: Page) {
      setVisibility('hidden')
      await signIn(target)
      await target.goto(step(2))
      await target.getByRole('button', { name: 'Publish results' }).click()
      await expect(target).toHaveURL(step(2))
      await expect(target.getByRole('status').filter({ hasText: 'Results published' })).toContainText(
        'The leaderboard and the judges’ feedback are public now.',
      )
      await expect(target.getByText('Results are published')).toBeVisible()
      await expect(target.getByRole('button', { name: 'Publish results' })).toHaveCount(0)
      expect(visibility()).toBe('published')
    }
    await publish(page)
    const noJs = await browser.newContext({ javaScriptEnabled: false })
    await publish(await noJs.newPage())
    await noJs.close()
  })

  test('Chromium prints one A4 landscape page per approved project', async ({ page }, testInfo) => {
    await signIn(page)
    await page.goto(`${origin}/admin/certificates`)
    await expect(page.getByRole('article')).toHaveCount(awardsProjects.length)
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    const text = pdf.toString('latin1')
    const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []
    expect(pages).toHaveLength(awardsProjects.length)
    // A4 landscape in points: 842 × 595.
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text)
    expect(box).not.toBeNull()
    expect(Math.round(Number(box![1]))).toBe(842)
    expect(Math.round(Number(box![2]))).toBe(595)
    await testInfo.attach('certificates.pdf', { body: pdf, contentType: 'application/pdf' })

    // The pages as images: the first certificate as print media, on a page of A4 at 96 dpi.
    await page.setViewportSize({ width: 1123, height: 794 })
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeHidden()
    const certificate = page.getByRole('article').first()
    const size = await certificate.boundingBox()
    expect(Math.round(size!.width)).toBe(1123)
    expect(Math.round(size!.height)).toBe(794)
    expect(size!.y).toBe(0)
    // Every one a whole page, one under the other, as the PDF's pages.
    const boxes = await page
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect),
      )
    boxes.forEach((box, index) => {
      expect(Math.round(box.height)).toBe(794)
      expect(Math.round(box.top - boxes[0]!.top)).toBe(Math.round(index * box.height))
    })
    await testInfo.attach('certificate.png', {
      body: await certificate.screenshot(),
      contentType: 'image/png',
    })
    // The longest names stay inside their page.
    const long = page.getByRole('article', { name: `Certificate for ${fourth.authorName}` })
    const longBox = await long.boundingBox()
    await testInfo.attach('certificate-long-names.png', {
      body: await long.screenshot(),
      contentType: 'image/png',
    })
    for (const text of [fourth.authorName, fourth.name]) {
      const line = await long.getByText(text, { exact: false }).boundingBox()
      expect(line!.x).toBeGreaterThanOrEqual(longBox!.x)
      expect(line!.x + line!.width).toBeLessThanOrEqual(longBox!.x + longBox!.width)
      expect(line!.y + line!.height).toBeLessThanOrEqual(longBox!.y + longBox!.height)
    }
  })
})
