import { expect, test, type Page } from '@playwright/test'
import { servers, viewports } from '../../playwright.config'
import { seedWide } from './wide-event'

// The public pages' finish, on the wide server's long content, without JavaScript (what every visitor gets
// first): icons that are SVGs, not emoji; targets a finger can hit; prompt cards folded on a phone; the feed's
// chips saying they scroll; a submission form of a readable width.
const wide = `http://localhost:${servers.wide.port}`
test.describe.configure({ timeout: 90_000 })

let approved: number
test.beforeAll(() => {
  approved = seedWide().approved
})

const publicPaths = () => [
  '/challenge-info',
  '/challenge-info?menu=open',
  '/agenda',
  '/ai-playbook',
  '/privacy',
  '/feed',
  '/feed?type=video',
  '/feed?tab=leaderboard',
  '/submission',
  `/project/${approved}`,
  '/project/999999',
  '/no-such-page',
]

// Characters that render as a picture rather than a letter: emoji (with or without their variation selector),
// arrows, geometric shapes (▶) and dingbats (★ ✓), which some phones draw in colour and others not at all.
const pictograph = /[\p{Emoji_Presentation}\u{FE0F}\u{2190}-\u{21FF}\u{25A0}-\u{25FF}\u{2600}-\u{27BF}]/u

/** The links, buttons and fields of the page that are shown, with their size and whether they are main ones. */
function targetsOf(page: Page) {
  return page.evaluate(() => {
    const main = [
      'button',
      '[role="button"]',
      'summary',
      'select',
      'footer a',
      'nav[aria-label="Filter by type"] a',
      '.project-card-action',
      'a[href="/privacy"]:not(footer a)',
    ].join(',')
    return [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, summary, select, input:not([type="hidden"]), textarea, [role="button"]',
      ),
    ]
      .map((element) => {
        // A link shown only when focused (the skip link) is measured as it is then.
        if (element.matches('.sr-only')) element.focus()
        const box = element.getBoundingClientRect()
        element.blur()
        return { element, box }
      })
      .filter(({ element, box }) => {
        if (!element.checkVisibility() || box.width <= 1 || box.height <= 1) return false
        // WCAG's exception: a link inside a sentence takes the size of the text around it.
        const parentText = element.parentElement?.textContent?.trim() ?? ''
        const inSentence =
          getComputedStyle(element).display === 'inline' &&
          parentText.length > (element.textContent?.trim().length ?? 0)
        return !inSentence
      })
      .map(({ element, box }) => {
        const name = (element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName)
          .replace(/\s+/g, ' ')
          .slice(0, 40)
        return {
          name,
          width: Math.round(box.width),
          height: Math.round(box.height),
          main: element.matches(main),
        }
      })
  })
}

test.describe('the public pages’ finish', { tag: '@layout' }, () => {
  test('no public page shows an emoji or a symbol as an icon, and every icon is an SVG hidden from screen readers or named', async ({
    page,
  }) => {
    const failures: string[] = []
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport)
      for (const path of publicPaths()) {
        await page.goto(`${wide}${path}`)
        const { text, unnamed } = await page.evaluate(() => ({
          text: document.body.innerText,
          unnamed: [...document.querySelectorAll('svg')].filter(
            (svg) => svg.getAttribute('aria-hidden') !== 'true' && !svg.getAttribute('aria-label'),
          ).length,
        }))
        const found = text.match(new RegExp(pictograph.source, 'gu'))
        if (found) failures.push(`${path} at ${viewport.width}: ${[...new Set(found)].join(' ')}`)
        if (unnamed) failures.push(`${path} at ${viewport.width}: ${unnamed} unnamed svg`)
      }
    }
    expect(failures).toEqual([])
    // The icons are there, as SVGs: one for each prize.
    await page.goto(`${wide}/challenge-info`)
    await expect(page.locator('section[aria-labelledby="prizes-title"] svg')).toHaveCount(3)
  })

  test('every target on a phone is at least 24 px, and the main ones (buttons, chips, footer and consent links) 44 px', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone)
    const failures: string[] = []
    let mainOnes = 0
    for (const path of publicPaths()) {
      await page.goto(`${wide}${path}`)
      for (const target of await targetsOf(page)) {
        if (target.main) mainOnes++
        const least = target.main ? 44 : 24
        if (target.width < least || target.height < least)
          failures.push(`${path}: "${target.name}" ${target.width}×${target.height} (< ${least})`)
      }
    }
    expect(failures).toEqual([])
    // Footer links on every page, chips, the consent link: the main ones were measured, not skipped.
    expect(mainOnes).toBeGreaterThan(100)
  })

  test('on a phone the prompt cards are folded: each shows its title and opens to its prompt without JavaScript', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone)
    await page.goto(`${wide}/challenge-info`)
    const cards = page.locator('section[aria-labelledby="prompts-title"] details')
    await expect(cards).toHaveCount(9)
    for (const card of await cards.all()) {
      await expect(card).not.toHaveAttribute('open')
      await expect(card.locator('summary').getByRole('heading', { level: 3 })).toBeVisible()
      await expect(card.getByText('Starter prompt')).toBeHidden()
    }
    // Nine open cards made the page 9,500 px long on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(7000)

    const first = cards.first()
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open')
    await expect(first.getByText('Starter prompt')).toBeVisible()
    await expect(first.getByText('I am a [age]-year-old inventor')).toBeVisible()
  })

  test('the feed’s chips show an arrow where they scroll, and the submission form keeps to about 720 px', async ({
    page,
  }) => {
    for (const viewport of [viewports.phone, viewports.tablet, viewports.desktop]) {
      await page.setViewportSize(viewport)
      await page.goto(`${wide}/feed`)
      const scrolls = await page
        .getByRole('navigation', { name: 'Filter by type' })
        .evaluate((nav) => nav.scrollWidth > nav.clientWidth)
      const arrow = page.locator('.chips-more')
      if (scrolls) await expect(arrow, `arrow at ${viewport.width}`).toBeVisible()
      else await expect(arrow, `arrow at ${viewport.width}`).toBeHidden()

      await page.goto(`${wide}/submission`)
      const form = page.locator('form').filter({ has: page.getByLabel('Project Name') })
      const width = (await form.boundingBox())!.width
      expect(width, `form at ${viewport.width}`).toBeLessThanOrEqual(720)
      if (viewport === viewports.desktop) expect(width).toBeGreaterThan(600)
    }
  })
})
