import { expect, test } from '@playwright/test'
import { insertProject, scoreProject, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled } from './helpers'

test.describe('the showcase', () => {
  test('filters by type, sorts and searches, as links and GET forms', async ({ page }, testInfo) => {
    const prefix = uniqueName('Sortable')
    // The inventor of one of them, found by the name the card shows.
    const inventor = uniqueName('Mina').replace(' ', ' Q')
    const now = Date.now()
    insertProject({
      name: `${prefix} Zebra Robot`,
      submissionType: 'website',
      url: 'https://example.org/robot',
      submittedAt: now - 3000,
    })
    insertProject({ name: `${prefix} Apple Clock`, submissionType: 'pdf', submittedAt: now - 2000 })
    insertProject({
      name: `${prefix} Mango Rocket`,
      submissionType: 'video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      authorName: inventor,
      submittedAt: now - 1000,
    })

    await page.goto('/feed')
    await expect(page.getByRole('heading', { level: 1, name: 'Innovation Showcase' })).toBeVisible()
    const filters = page.getByRole('navigation', { name: 'Filter by type' }).getByRole('link')
    await expect(filters).toHaveText(['All Projects', 'Video', 'Photo', 'PDF/Slides', 'Website/Code'])
    // The server-rendered page never shows a skeleton.
    await expect(page.locator('[aria-hidden="true"] .animate-pulse')).toHaveCount(0)

    const ours = page.getByRole('heading', { level: 3, name: new RegExp(prefix) })
    await expect(ours).toHaveText([
      `${prefix} Mango Rocket`,
      `${prefix} Apple Clock`,
      `${prefix} Zebra Robot`,
    ])

    await filters.getByText('PDF/Slides').click()
    await expect(page).toHaveURL(/\/feed\?type=pdf$/)
    await expect(ours).toHaveText([`${prefix} Apple Clock`])
    await expect(page.getByRole('link', { name: 'PDF/Slides' })).toHaveAttribute('aria-current', 'true')

    await filters.getByText('All Projects').click()
    // The sort form carries the page's filter: it is used once the unfiltered page is there.
    await expect(page).toHaveURL(/\/feed$/)
    await expect(ours).toHaveCount(3)
    await page.getByLabel('Sort by').selectOption('name')
    if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/sort=name/)
    await expect(ours).toHaveText([
      `${prefix} Apple Clock`,
      `${prefix} Mango Rocket`,
      `${prefix} Zebra Robot`,
    ])

    await page.getByLabel('Sort by').selectOption('oldest')
    if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/sort=oldest/)
    // With JS the URL changes before the new list arrives (skeleton cards meanwhile): wait for it.
    await expect.poll(() => ours.allTextContents()).toContain(`${prefix} Mango Rocket`)
    const oldestFirst = await ours.allTextContents()
    expect(oldestFirst.indexOf(`${prefix} Zebra Robot`)).toBeLessThan(
      oldestFirst.indexOf(`${prefix} Mango Rocket`),
    )

    // The search, a GET form: by the inventor's name, in any case, keeping the order; a chip keeps it.
    const search = page.getByRole('searchbox', { name: /Search projects/ })
    await search.fill(inventor.toLowerCase())
    await search.press('Enter')
    await expect(page).toHaveURL(/\/feed\?q=mina\+q[0-9a-f]+&sort=oldest$/)
    await expect(ours).toHaveText([`${prefix} Mango Rocket`])
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article')).toContainText(inventor)
    await expect(search).toHaveValue(inventor.toLowerCase())
    await expectNoSeriousA11yViolations(page, testInfo)
    await filters.getByText('PDF/Slides').click()
    await expect(page).toHaveURL(/type=pdf&q=mina/)
    await expect(page.getByText(`No projects match “${inventor.toLowerCase()}”.`)).toBeVisible()
    await page.getByRole('link', { name: 'Search every type' }).click()
    await expect(ours).toHaveText([`${prefix} Mango Rocket`])
    await page.getByRole('link', { name: 'Clear the search' }).click()
    await expect(page).toHaveURL(/\/feed\?sort=oldest$/)
    await expect(search).toHaveValue('')
    await expect.poll(() => ours.count()).toBe(3)
  })

  test('a card shows its parts and opens the project; its button does its own thing', async ({
    page,
    context,
  }, testInfo) => {
    const name = uniqueName('Card Rocket')
    const id = insertProject({
      name,
      submissionType: 'video',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    const site = uniqueName('Card Website')
    insertProject({ name: site, submissionType: 'website', url: 'https://example.org/my-site' })

    await page.goto('/feed?sort=newest')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
    await expect(card.getByText('Video', { exact: true })).toBeVisible()
    await expect(card.getByText(`All about ${name}.`)).toBeVisible()
    await expect(card.getByText('Test Inventor')).toBeVisible()
    // No thumbnail: the video-sharing site's own picture.
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    )

    const siteCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: site }) })
    await expect(siteCard.locator('img')).toHaveAttribute('src', '/fallbacks/website.svg')
    const viewProject = siteCard.getByRole('link', { name: /View Project/ })
    await expect(viewProject).toHaveAttribute('href', 'https://example.org/my-site')
    await expect(viewProject).toHaveAttribute('target', '_blank')

    const watch = card.getByRole('link', { name: /Watch Video/ })
    if (jsEnabled(testInfo)) {
      await card.hover()
      await watch.click()
      const dialog = page.getByRole('dialog', { name: `Video: ${name}` })
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('iframe')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      )
      const onYouTube = dialog.getByRole('link', { name: /Open on YouTube/ })
      await expect(onYouTube).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
      await expect(onYouTube).toHaveAttribute('target', '_blank')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/feed/)
    } else {
      await watch.click()
      await expect(page).toHaveURL(new RegExp(`/project/${id}$`))
      await page.goBack()
    }

    // A click anywhere else on the card opens the project page: with JavaScript, without reloading the
    // document (the card's link is our SiteLink, not Remix's <Link>: docs/decisions/0019).
    if (jsEnabled(testInfo))
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    const box = (await card.boundingBox())!
    await card.click({ position: { x: 24, y: box.height - 24 } })
    await expect(page).toHaveURL(new RegExp(`/project/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    if (jsEnabled(testInfo)) {
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
      // Back goes back to the feed, once.
      await page.goBack()
      await expect(page).toHaveURL(/\/feed\?sort=newest$/)
    }
    void context
  })

  test("the first card's picture and the project page hero are fetched first, the other cards as they come near", async ({
    page,
  }) => {
    const names = Array.from({ length: 4 }, () => uniqueName('Row Kite'))
    const ids = names.map((name) => insertProject({ name, submissionType: 'photo' }))

    const response = await page.goto('/feed?sort=newest')
    // The largest paint of a phone's first screen is the first card; a wider screen's first row has two or
    // three, each named ahead of the scripts only for the screens that show it there.
    const pictures = page.getByRole('article').locator('img')
    await expect(pictures.nth(0)).toHaveAttribute('fetchpriority', 'high')
    await expect(pictures.nth(0)).not.toHaveAttribute('loading', 'lazy')
    for (const index of [1, 2, 3]) {
      await expect(pictures.nth(index)).toHaveAttribute('loading', 'lazy')
      await expect(pictures.nth(index)).not.toHaveAttribute('fetchpriority', 'high')
    }
    const sources = await pictures.evaluateAll((images) =>
      images.slice(0, 4).map((image) => image.getAttribute('src')),
    )
    const preloads = (await response!.headerValue('link'))!
      .split(/,\s*(?=<)/)
      .filter((link) => link.includes('as=image'))
    expect(preloads).toEqual([
      `<${sources[0]}>; rel=preload; as=image; fetchpriority=high`,
      `<${sources[1]}>; rel=preload; as=image; fetchpriority=high; media="(min-width: 40rem)"`,
      `<${sources[2]}>; rel=preload; as=image; fetchpriority=high; media="(min-width: 64rem)"`,
    ])

    await page.goto(`/project/${ids[0]}`)
    const hero = page.getByRole('img', { name: `Thumbnail of ${names[0]}` })
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).not.toHaveAttribute('loading', 'lazy')
  })

  test("@js a first visit carries the site's stylesheet and its words, and fetches their files for the next page only once it has loaded", async ({
    page,
  }) => {
    // Fetched earlier, the files would share a phone's bandwidth with the scripts the page hydrates with.
    const events: string[] = []
    page.on('load', () => events.push('load'))
    page.on('request', (request) => {
      const url = request.url()
      if (/\/build\/_assets\/tailwind-\w+\.css$/.test(url)) events.push('stylesheet')
      const words = /\/locales\/en\/(\w+)\.json\?v=\w+$/.exec(url)
      if (words) events.push(words[1]!)
    })
    await page.goto('/feed')
    await expect(page.locator('style[data-href]')).toHaveCount(1)
    await expect(page.locator('head link[rel="prefetch"][as="style"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="prefetch"][as="fetch"]')).toHaveCount(2)
    await expect.poll(() => [...events].sort()).toEqual(['common', 'load', 'showcase', 'stylesheet'])
    expect(events[0]).toBe('load')
    // It hydrated with the words it carried: a render without them would write the catalogue's keys.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('hydrated', 'mark').length))
      .toBe(1)
    await expect(page.getByRole('link', { name: 'Agenda' }).first()).toBeVisible()
    await expect(page.getByText('nav.agenda')).toHaveCount(0)
  })

  test('the leaderboard ranks scored projects; equal scores share a place', async ({ page }, testInfo) => {
    const names = [uniqueName('Leader Gold'), uniqueName('Leader Silver')]
    const gold = insertProject({ name: names[0]!, submissionType: 'photo' })
    const silver = insertProject({ name: names[1]!, submissionType: 'pdf' })
    // Perfect scores cannot be beaten by other tests' projects: gold is rank 1.
    scoreProject(gold, [10, 10, 10, 10, 10])
    scoreProject(gold, [10, 10, 10, 10, 10])
    scoreProject(silver, [10, 10, 10, 10, 10])

    await page.goto('/feed')
    await page.getByRole('link', { name: 'Leaderboard' }).click()
    await expect(page).toHaveURL(/\/feed\?tab=leaderboard$/)
    await expect(page.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page')
    const rows = page.getByRole('list', { name: 'Leaderboard' }).getByRole('link')
    // Other tests score projects too, some perfectly: check the top's badge, and our two rows' shared place,
    // order and numbers (the ties and the judges setting have a server of their own: leaderboard.spec.ts).
    await expect(rows.nth(0)).toHaveAccessibleName(/^(Joint )?1st place /)
    const goldRow = rows.filter({ hasText: names[0]! })
    const silverRow = rows.filter({ hasText: names[1]! })
    await expect(goldRow).toHaveAccessibleName(/^Joint 1st place /)
    await expect(silverRow).toHaveAccessibleName(/^Joint 1st place /)
    await expect(goldRow).toContainText('100%')
    await expect(goldRow).toContainText('50.0 / 50')
    await expect(goldRow).toContainText('by Test Inventor')
    await expect(goldRow).toContainText('2 judges')
    await expect(silverRow).toContainText('1 judge')
    const order = await rows.allTextContents()
    const at = (name: string) => order.findIndex((text) => text.includes(name))
    expect(at(names[0]!)).toBeLessThan(at(names[1]!))
    await expectNoSeriousA11yViolations(page, testInfo)

    await goldRow.click()
    await expect(page).toHaveURL(new RegExp(`/project/${gold}$`))
  })

  test(
    'a leaderboard entry shows its picture and inventor on a desktop, and every score in one format',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      const name = uniqueName('Leader Picture')
      const id = insertProject({ name, submissionType: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' })
      scoreProject(id, [9, 9, 9, 9, 8])
      scoreProject(id, [9, 9, 9, 9, 9])

      await page.goto('/feed?tab=leaderboard')
      const rows = page.getByRole('list', { name: 'Leaderboard' }).getByRole('link')
      const row = rows.filter({ hasText: name })
      await expect(row).toContainText('by Test Inventor')
      await expect(row).toContainText('44.5 / 50')
      const picture = row.locator('img')
      await expect(picture).toBeVisible()
      await expect(picture).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')
      // The list spreads over the page's width.
      const width = (await page.getByRole('list', { name: 'Leaderboard' }).boundingBox())!.width
      expect(width).toBeGreaterThan(1000)
      // Every score on the board, and on the project page, reads "points.d / max".
      for (const text of await rows.allTextContents()) {
        expect(text).toMatch(/\d+\.\d \/ \d+/)
        expect(text).not.toMatch(/(?<![.\d])\d+ \/ \d/)
      }
      await row.click()
      await expect(page.getByRole('region', { name: 'Judge Evaluation' })).toContainText('44.5 / 50')
      await expect(page.getByRole('region', { name: 'Judge Feedback' })).toContainText('8.5 / 10')
    },
  )

  test('on a phone a long name wraps in the leaderboard instead of being cut', async ({ page }) => {
    const name = uniqueName(
      'A remarkably long project name about solar powered rain gauges for the whole school garden',
    )
    const id = insertProject({ name, submissionType: 'photo' })
    scoreProject(id, [10, 10, 10, 10, 10])
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/feed?tab=leaderboard')
    const title = page.getByRole('list', { name: 'Leaderboard' }).getByText(name, { exact: true })
    await expect(title).toBeVisible()
    const box = (await title.boundingBox())!
    // Several lines tall, and nothing clipped.
    expect(box.height).toBeGreaterThan(40)
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  })

  test('with JavaScript, skeleton cards show while a filter loads', { tag: '@js' }, async ({ page }) => {
    await page.goto('/feed')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/feed.data*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('navigation', { name: 'Filter by type' }).getByText('Photo').click()
    await expect(page.locator('li > [aria-hidden="true"] .animate-pulse').first()).toBeVisible()
    await expect(page.locator('ul > li > div[aria-hidden="true"]')).toHaveCount(6)
    release()
    await expect(page).toHaveURL(/type=photo/)
    await expect(page.locator('ul > li > div[aria-hidden="true"]')).toHaveCount(0)
  })
})
