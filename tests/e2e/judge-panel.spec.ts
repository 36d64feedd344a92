import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import {
  approveJudge,
  insertProject,
  pngFile,
  seedCrowd,
  serverDb,
  submissionForm,
  uniqueName,
} from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled, signInAsJudge } from './helpers'

// The evaluate panel shows the project itself, the chosen project is marked
// and scrolled to, and nothing scrolls sideways on a phone, JS or not.

const crowd = `http://localhost:${servers.crowd.port}`
const pdf = { name: 'poster.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }

/** A new approved judge, signed in through the login form, on `origin`'s dashboard. */
async function signIn(page: Page, origin = '') {
  const email = `${uniqueName('panel').replace(/\W+/g, '.')}@judges.example.org`
  const server = origin === crowd ? servers.crowd : servers.main
  const registered = await page.request.post(`${origin}/api/judges/register`, {
    data: { name: 'Panel Judge', email, password: 'secret1' },
  })
  expect(registered.status()).toBe(201)
  approveJudge(email, server)
  await page.context().clearCookies()
  await signInAsJudge(page, email, 'secret1', origin)
}

/** Under All (the dashboard opens on the judge's queue, whatever the assignment gave them), by name. */
async function choose(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Show projects' }).getByRole('link', { name: /^All/ }).click()
  await expect(page).toHaveURL(/[?&]show=all/)
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  const item = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link', { name })
  await item.click()
  await expect(page).toHaveURL(/[?&]project=\d+#selected$/)
  return item
}

/** Whether an image arrived and decoded (a blocked or missing file has no natural width). */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) =>
      images.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0),
    )

test.describe('the evaluate panel', { tag: '@judge' }, () => {
  test('shows the chosen project: thumbnail, description, photos and document; a video plays in place', async ({
    page,
  }, testInfo) => {
    // A pending upload: judges see it (and its files) before the organiser approves it.
    const photoName = uniqueName('Leaf Press')
    const form = submissionForm(
      {
        name: photoName,
        authorName: 'Test Family',
        authorEmail: 'family@example.org',
        submissionType: 'photo',
        submissionMethod: 'upload',
        description: 'We pressed 40 leaves and measured how fast each one dried.',
      },
      [await pngFile('a.png', '#16a34a'), await pngFile('b.png', '#ca8a04'), pdf],
      await pngFile('thumb.png', '#0ea5e9'),
    )
    const created = await page.request.post('/api/projects', { multipart: form })
    expect(created.status()).toBe(201)
    const videoName = uniqueName('Bottle Rocket')
    insertProject({ name: videoName, submissionType: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' })

    await signIn(page)
    const item = await choose(page, photoName)
    await expect(item).toHaveAttribute('aria-current', 'true')
    const panel = page.getByRole('region', { name: 'Evaluate Project' })
    await expect(panel.getByRole('heading', { name: photoName })).toBeVisible()
    await expect(panel.getByRole('heading', { name: photoName })).toBeInViewport()
    // On the tablet (820 × 1180) the list and the panel sit side by side, as on a laptop: the panel to the
    // right of the list, the two level.
    const list = (await page.getByRole('region', { name: 'Projects to Evaluate' }).boundingBox())!
    const beside = (await panel.boundingBox())!
    expect(page.viewportSize()).toEqual({ width: 820, height: 1180 })
    expect(beside.x).toBeGreaterThanOrEqual(list.x + list.width)
    expect(beside.y).toBeLessThan(list.y + list.height)
    expect(list.y).toBeLessThan(beside.y + beside.height)
    await expect(panel).toContainText('We pressed 40 leaves and measured how fast each one dried.')
    await expect(panel.getByRole('img', { name: `Thumbnail of ${photoName}` })).toHaveAttribute(
      'src',
      /^\/api\/files\/[0-9a-f]{32}-card\.webp$/,
    )
    const photos = panel.getByRole('list', { name: 'Photos' }).getByRole('img')
    await expect(photos).toHaveCount(2)
    await expect(panel.getByRole('link', { name: /Open the document/ })).toHaveAttribute(
      'href',
      /^\/api\/files\/[0-9a-f]{32}\.pdf$/,
    )
    await panel.getByRole('button', { name: 'Submit Scores' }).scrollIntoViewIfNeeded()
    // Images decode in their own time on a busy machine: wait for them rather than read once.
    await expect.poll(() => loaded(page, '#evaluate img')).toBe(true)
    await expect(panel.locator('iframe')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page, testInfo)

    await choose(page, videoName)
    await expect(panel.getByRole('heading', { name: videoName })).toBeVisible()
    // The player comes when the judge asks for it, with or without JavaScript.
    await expect(panel.locator('iframe')).toBeHidden()
    await panel.getByText('Play the video').click()
    await expect(panel.locator('iframe')).toBeVisible()
    await expect(panel.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    await expect(panel.locator('iframe')).toHaveAttribute('title', `Video: ${videoName}`)
    await expect(panel).toContainText(`All about ${videoName}.`)
  })

  test('on a tablet and a laptop the chosen project is scrolled into view beside the pinned panel', async ({
    page,
  }) => {
    seedCrowd()
    await signIn(page, crowd)
    const panel = page.getByRole('region', { name: 'Evaluate Project' })
    // Early, midway and last on the page: the pinned panel is never pushed up by the end of the list.
    for (const [n, viewport] of [
      ['02', { width: 1280, height: 800 }],
      ['15', { width: 1280, height: 800 }],
      ['30', { width: 1280, height: 800 }],
      ['30', { width: 820, height: 1180 }],
    ] as const) {
      // The tests run on a tablet: first the laptop's window, then the tablet's again.
      if (page.viewportSize()!.width !== viewport.width) {
        await page.setViewportSize(viewport)
        await page.goto(`${crowd}/judge-dashboard?show=all`)
      }
      const item = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link', {
        name: new RegExp(`Crowd project ${n}`),
      })
      await item.click()
      await expect(page).toHaveURL(/\?show=all&project=\d+#selected$/)
      await expect(item).toHaveAttribute('aria-current', 'true')
      await expect(panel.getByRole('heading', { name: `Crowd project ${n}` })).toBeVisible()
      // The item whole; the panel's top (with the project's name) below the 64 px site header. Once the page
      // has scrolled far enough to pin the panel, all of it is on screen.
      await expect(item).toBeInViewport({ ratio: 1 })
      await expect(panel.getByRole('heading', { name: `Crowd project ${n}` })).toBeInViewport({ ratio: 1 })
      const box = (await panel.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(64)
      if (n !== '02') expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    }
  })
})

// A plain 390 px wide page, not a device emulation: with isMobile Chromium widens the layout viewport
// to fit the content, and the check below could never fail.
test.describe('the judge dashboard on a phone', { tag: '@judge' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: false })

  test('never scrolls sideways, with a long name and description, chosen or not, scored or not', async ({
    page,
  }, testInfo) => {
    const stamp = uniqueName('plants').replace(' ', '-')
    const name = `${'Automatic plant waterer with moisture sensors '.repeat(3).slice(0, 99 - stamp.length)} ${stamp}`
    expect(name).toHaveLength(100)
    // The oldest project: first on the list's first page.
    const id = insertProject({
      name,
      submissionType: 'website',
      url: 'https://example.org/plants',
      submittedAt: 1,
    })
    const db = serverDb()
    try {
      db.prepare('update projects set description = ? where id = ?').run(
        `${'The soil sensor tells the pump when to water. '.repeat(10)}${'y'.repeat(40)}`.slice(0, 500),
        id,
      )
    } finally {
      db.close()
    }

    const fits = () =>
      page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
    const expectNoSidewaysScroll = async () => {
      const { scrollWidth, innerWidth } = await fits()
      expect(innerWidth).toBe(390)
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    }

    // With JS, as on a browser that cannot size a field to its content: the panel measures the comment box.
    if (jsEnabled(testInfo)) {
      await page.addInitScript(() => {
        const supports = CSS.supports.bind(CSS)
        CSS.supports = (property: string, value?: string) =>
          property === 'field-sizing'
            ? false
            : value === undefined
              ? supports(property)
              : supports(property, value)
      })
    }
    await signIn(page)
    await page.goto('/judge-dashboard?show=all')
    const item = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link', { name: stamp })
    await expect(item).toBeVisible()
    await expectNoSidewaysScroll()

    await item.click()
    await expect(page).toHaveURL(new RegExp(`project=${id}#selected$`))
    await expect(page.getByRole('slider')).toHaveCount(5)
    await expectNoSidewaysScroll()

    // The comment box: four lines tall empty, and it grows with its text (CSS; with JS here, measured).
    if (jsEnabled(testInfo))
      await page.addStyleTag({ content: 'textarea { field-sizing: fixed !important }' })
    const comment = page.getByLabel('Comments').first()
    const empty = await comment.evaluate((box) => box.clientHeight)
    expect(empty).toBeGreaterThanOrEqual(4 * 24)
    await comment.fill(Array.from({ length: 8 }, (_, n) => `Line ${n + 1} of what I noticed.`).join('\n'))
    const grown = await comment.evaluate((box) => ({ client: box.clientHeight, scroll: box.scrollHeight }))
    expect(grown.client).toBeGreaterThan(empty)
    expect(grown.scroll).toBeLessThanOrEqual(grown.client)
    await expectNoSidewaysScroll()

    await page.getByRole('slider').first().fill('10')
    await page.getByRole('button', { name: 'Submit Scores' }).click()
    await page.getByRole('button', { name: 'Save anyway' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toBeVisible()
    await expect(item).toContainText('Reviewed')
    await expectNoSidewaysScroll()

    await item.click()
    await expect(page.getByRole('slider').first()).toHaveValue('10')
    await expectNoSidewaysScroll()
  })
})
