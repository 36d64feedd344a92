import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { insertProject, scoreProject } from './fixtures'
import { wallTime } from '../../app/utils/time'
import { expectNoSeriousA11yViolations, hydrated, jsEnabled, signInAsOrganiser } from './helpers'

// The Event tab (docs/decisions/0029): the organiser changes the club's name, the date, one agenda slot
// and the grand prize; the header, the agenda, the challenge page, the footer and a certificate follow.
// "Reset to the default" then brings every page's text back exactly. Each run has a server of its own.

// Four saves, four resets and six pages: longer than the default 30 s on this shared machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const serverFor = () => (jsEnabled(test.info()) ? servers.event : servers.eventNoJs)
const originFor = () => `http://localhost:${serverFor().port}`

async function signIn(page: Page, origin: string) {
  await signInAsOrganiser(page, origin)
}

/**
 * What a visitor reads on the public pages that carry the event's words. With JavaScript, once the page
 * has hydrated (the root's `hydrated` mark): the prompt cards' Copy buttons are drawn only then, and a page
 * read a moment earlier would differ from one read a moment later.
 */
async function publicTexts(page: Page, origin: string) {
  const texts: Record<string, string> = {}
  for (const path of ['/agenda', '/challenge-info', '/privacy']) {
    await page.goto(`${origin}${path}`)
    if (jsEnabled(test.info())) await hydrated(page)
    texts[path] = await page.locator('body').innerText()
  }
  return texts
}

async function save(page: Page, section: string, button: string) {
  await page.getByRole('button', { name: button }).click()
  await expect(page.getByText(`${section} saved`)).toBeVisible()
}

test(
  'the organiser’s event words reach every page, and the defaults come back exactly',
  { tag: '@admin' },
  async ({ page }) => {
    const server = serverFor()
    const origin = originFor()
    const id = insertProject({ name: 'Pond Skimmer Robot', submissionType: 'photo' }, server)
    scoreProject(id, [9, 9, 9, 9, 9], undefined, server)

    const before = await publicTexts(page, origin)
    await signIn(page, origin)
    await page.getByRole('link', { name: 'Event' }).click()
    await expect(page).toHaveURL(`${origin}/admin/event`)

    const club = page.locator('#club')
    await club.getByLabel('Club name').fill('Riverside Science Club')
    await save(page, 'Club', 'Save club')

    const event = page.locator('#event')
    await event.getByLabel('Date').fill('2026-06-13')
    await event.getByLabel('Start time').fill('10:00')
    await event.getByLabel('End time').fill('15:30')
    await save(page, 'Event', 'Save event')

    const agenda = page.locator('#agenda')
    await agenda.getByLabel('Title').first().fill('Doors Open & Badges')
    await save(page, 'Agenda', 'Save agenda')

    const challenge = page.locator('#challenge')
    await challenge.getByLabel('Grand Prize: title').fill('A telescope for the family')
    await save(page, 'Challenge', 'Save challenge')

    await page.goto(`${origin}/agenda`)
    await expect(page.getByRole('banner').getByText('Riverside Science Club')).toBeVisible()
    await expect(page.getByText('Riverside Science Club Science Innovation Challenge')).toBeVisible()
    await expect(page.getByText('Saturday, June 13', { exact: true })).toBeVisible()
    await expect(page.getByText('10:00 AM-3:30 PM', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Doors Open & Badges' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(
      '© 2026 Riverside Science Club. All rights reserved.',
    )

    await page.goto(`${origin}/challenge-info`)
    await expect(page.getByText('Riverside Science Club presents')).toBeVisible()
    await expect(page.getByText('A telescope for the family')).toBeVisible()
    await expect(page.getByText('Saturday, June 13', { exact: true })).toBeVisible()

    await page.goto(`${origin}/privacy`)
    await expect(
      page.getByText('the end of September 2026, three months after the event').first(),
    ).toBeVisible()

    await page.goto(`${origin}/admin/certificates`)
    const certificate = page.locator('article').first()
    await expect(certificate).toContainText('Riverside Science Club')
    await expect(certificate).toContainText('Saturday, June 13, 2026')

    await page.goto(`${origin}/admin/event`)
    for (const title of ['Club', 'Event', 'Agenda', 'Challenge']) {
      // It asks first: the summary opens, and only its own button resets.
      await page.locator('summary', { hasText: `Reset to the default: ${title}` }).click()
      await page.getByRole('button', { name: `Reset ${title}`, exact: true }).click()
      await expect(page.getByText(`${title} reset to the default`)).toBeVisible()
    }
    await page.goto(`${origin}/admin/certificates`)
    await expect(page.locator('article').first()).toContainText('Saturday, May 31, 2025')

    // Signed out, as a visitor reads them: the same texts as before anything changed.
    await page.context().clearCookies()
    expect(await publicTexts(page, origin)).toEqual(before)
  },
)

test(
  'a date gone by is said plainly on the Event tab and the certificates, with the way to change it',
  { tag: '@admin' },
  async ({ page }) => {
    const origin = originFor()
    const passed = 'The event’s date, Saturday, May 31, 2025, is past.'
    await signIn(page, origin)
    // The default date (app/content/) is a day gone by.
    await page.goto(`${origin}/admin/certificates`)
    await expect(page.getByText(passed)).toBeVisible()
    await page.getByRole('link', { name: 'Change the date' }).click()
    await expect(page).toHaveURL(`${origin}/admin/event#event`)
    await expect(page.getByText(passed)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Change the date' })).toHaveAttribute(
      'href',
      '/admin/event#event',
    )

    const future = `${new Date().getFullYear() + 2}-05-31`
    await page.locator('#event').getByLabel('Date').fill(future)
    await save(page, 'Event', 'Save event')
    await expect(page.getByText(/is past\./)).toHaveCount(0)
    await page.goto(`${origin}/admin/certificates`)
    await expect(page.locator('article').first()).toContainText(future.slice(0, 4))
    await expect(page.getByText(/is past\./)).toHaveCount(0)

    await page.goto(`${origin}/admin/event`)
    await page.locator('summary', { hasText: 'Reset to the default: Event' }).click()
    await page.getByRole('button', { name: 'Reset Event', exact: true }).click()
    await expect(page.getByText(passed)).toBeVisible()
  },
)

test(
  'the section menu jumps to each section, and every date and time shows its whole value at every width',
  { tag: '@admin' },
  async ({ page }) => {
    const origin = originFor()
    await signIn(page, origin)
    await page.goto(`${origin}/admin/event`)
    const menu = page.getByRole('navigation', { name: 'On this page' })
    const sections = [
      ['window', 'Submission window'],
      ['event', 'Event'],
      ['club', 'Club'],
      ['languages', 'Languages'],
      ['agenda', 'Agenda'],
      ['challenge', 'Challenge'],
      ['new-challenge', 'Start a new challenge'],
    ] as const
    // In the page's order, the submission window first.
    await expect(menu.getByRole('link')).toHaveText(sections.map(([, title]) => title))
    const regions = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(regions.first()).toHaveAccessibleName('Submission window')
    await expectNoSeriousA11yViolations(page, test.info())
    // Plain links, with or without JS: the section scrolls to the top, below the site's header, and takes
    // the focus, so the next Tab starts inside it. Last first, so each jump moves the page.
    for (const [id, title] of [...sections].reverse()) {
      await menu.getByRole('link', { name: title, exact: true }).click()
      await expect(page).toHaveURL(`${origin}/admin/event#${id}`)
      const section = page.getByRole('region', { name: title, exact: true })
      await expect(section).toBeFocused()
      await expect(section.getByRole('heading', { name: title, exact: true })).toBeInViewport()
      expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(64)
    }

    // "01:00 PM", not "01:00 PI": each field at least as wide as its whole value (as wide as the field
    // is when the browser sizes it to its text), from a phone to a laptop, where the fields wrap.
    for (const width of [390, 640, 820, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const fields = await page
        .locator('input[type="time"], input[type="date"], input[type="datetime-local"]')
        .evaluateAll((inputs) =>
          inputs.map((input) => {
            const { width: shown } = input.getBoundingClientRect()
            const { scrollWidth, clientWidth } = input
            const style = (input as HTMLInputElement).style
            style.setProperty('field-sizing', 'content')
            style.setProperty('width', 'auto')
            style.setProperty('min-width', '0')
            const { width: whole } = input.getBoundingClientRect()
            style.cssText = ''
            return { name: (input as HTMLInputElement).name, shown, whole, scrollWidth, clientWidth }
          }),
        )
      // The window's two, the event's three and each agenda slot's start and end.
      expect(fields.length).toBeGreaterThanOrEqual(7)
      for (const field of fields) {
        expect(field.scrollWidth, `${field.name} at ${width} px`).toBeLessThanOrEqual(field.clientWidth)
        expect(field.shown, `${field.name} at ${width} px`).toBeGreaterThanOrEqual(field.whole - 0.5)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  },
)

test(
  'a bad link is refused beside its field, and nothing of that save is stored',
  { tag: '@admin' },
  async ({ page }) => {
    const origin = originFor()
    await signIn(page, origin)
    await page.goto(`${origin}/admin/event`)
    const club = page.locator('#club')
    await club.getByLabel('Club name').fill('Never Stored Club')
    await club.getByLabel('About link').fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Save club' }).click()
    await expect(
      club.getByText('About link must be a full web address starting with https:// or http://'),
    ).toBeVisible()
    await page.goto(`${origin}/agenda`)
    await expect(page.getByRole('banner')).toContainText('Kids Startup Club')
  },
)

// docs/decisions/0037: the submission window is the wall-clock time the organiser typed, read in the event's
// zone. A new zone asks first; "keep 5:00 PM" closes at 5:00 PM in the new zone, as the tab then shows.
// Last in this file: it leaves this server in Los Angeles time.
test(
  'a new time zone asks before it moves the submission window; the countdown counts by the server’s clock',
  { tag: '@admin' },
  async ({ browser, page }) => {
    const origin = originFor()
    await signIn(page, origin)
    await page.goto(`${origin}/admin/event`)
    const event = page.locator('#event')
    await event.getByRole('textbox', { name: 'Time zone', exact: true }).fill('UTC')
    await save(page, 'Event', 'Save event')
    const windowSection = page.getByRole('region', { name: 'Submission window' })
    await windowSection.getByLabel('Closes').fill('2031-05-31T17:00')
    await windowSection.getByRole('button', { name: 'Save submission window' }).click()
    await expect(page.getByText('Submission window saved')).toBeVisible()

    await event.getByRole('textbox', { name: 'Time zone', exact: true }).fill('America/Los_Angeles')
    await event.getByRole('button', { name: 'Save event' }).click()
    const question = event.getByRole('group', {
      name: 'Nothing is saved yet: the new time zone moves the submission window. Which do you want?',
    })
    await expect(question).toContainText(
      'Submissions close at 5:00 PM on Saturday, May 31, 2031. With the new time zone that is 5:00 PM ' +
        'Los Angeles time (it was 5:00 PM UTC).',
    )
    await expect(event.getByRole('textbox', { name: 'Time zone', exact: true })).toHaveValue(
      'America/Los_Angeles',
    )
    await expect(windowSection).toContainText("In the event's time zone (UTC)")
    await expect(
      question.getByRole('button', { name: 'Keep the same moment (10:00 AM Los Angeles time)' }),
    ).toBeVisible()
    await question.getByRole('button', { name: 'Keep 5:00 PM in the new zone' }).click()
    await expect(page.getByText('Event saved')).toBeVisible()

    // The tab shows 5:00 PM in Los Angeles time, and the pages say so.
    await expect(windowSection.getByLabel('Closes')).toHaveValue('2031-05-31T17:00')
    await expect(windowSection).toContainText("In the event's time zone (America/Los_Angeles)")
    await expect(windowSection).toContainText('Submissions close on Saturday, May 31, 2031 at 5:00 PM.')
    await page.goto(`${origin}/submission`)
    await expect(page.getByText('Submissions close on Saturday, May 31, 2031 at 5:00 PM')).toBeVisible()

    // A close two and a half hours away, on a phone whose clock is five hours fast: by the phone's own clock
    // it would read closed; by the server's, two hours and some minutes are left.
    await page.goto(`${origin}/admin/event`)
    const soon = wallTime(Date.now() + 150 * 60_000, 'America/Los_Angeles').slice(0, 16)
    await windowSection.getByLabel('Closes').fill(soon)
    await windowSection.getByRole('button', { name: 'Save submission window' }).click()
    await expect(page.getByText('Submission window saved')).toBeVisible()
    const phone = await browser.newPage({ javaScriptEnabled: jsEnabled(test.info()) })
    await phone.clock.setFixedTime(Date.now() + 5 * 60 * 60_000)
    await phone.goto(`${origin}/submission`)
    if (jsEnabled(test.info())) {
      // The faked clock fakes `performance` too, so the root's 'hydrated' mark cannot be read: the router
      // Remix makes as it hydrates is the sign, and the countdown's first tick runs just after.
      await phone.waitForFunction(() => '__remixRouter' in window, undefined, { polling: 100 })
      await phone.waitForTimeout(500)
    }
    await expect(phone.getByRole('timer')).toHaveText(/^Closes in 2 h 2\d min$/)
    await phone.close()
  },
)

test(
  'the challenge in Spanish: the organiser writes it, a Spanish visitor reads it, the reset brings back the default',
  { tag: '@admin' },
  async ({ page, browser }) => {
    const origin = originFor()
    const readChallenge = async (locale: string) => {
      const visitor = await browser.newContext({ locale, javaScriptEnabled: jsEnabled(test.info()) })
      const visit = await visitor.newPage()
      await visit.goto(`${origin}/challenge-info`)
      const text = await visit.locator('main').innerText()
      await visitor.close()
      return text
    }
    await signIn(page, origin)
    await page.goto(`${origin}/admin/event`)
    const languages = page.locator('#languages')
    await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked()
    await expect(languages.getByRole('checkbox', { name: 'Español' })).toBeChecked()
    await languages.getByRole('button', { name: 'Save languages' }).click()
    await expect(page.getByText('Languages saved')).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Write the agenda and the challenge in' })
      .getByRole('link', { name: 'Español' })
      .click()
    await expect(page).toHaveURL(`${origin}/admin/event?words=es#agenda`)
    const challenge = page.locator('#challenge')
    await expect(challenge).toContainText('Words in Español')
    // The Spanish words the club has now: app/content/es/'s.
    await expect(challenge.getByLabel('Grand Prize: title')).toHaveValue('2 entradas para una conferencia')
    await challenge.getByLabel('Grand Prize: title').fill('Premio Cohete Dorado')
    // The event's title in Spanish.
    await expect(challenge.getByLabel('Title', { exact: true })).toHaveValue('Desafío de Innovación Científica')
    await challenge.getByLabel('Title', { exact: true }).fill('Feria de Inventos del Club')
    await save(page, 'Challenge', 'Save challenge')
    await expect(page).toHaveURL(/\/admin\/event\?words=es#challenge$/)

    const spanish = await readChallenge('es-ES')
    expect(spanish).toContain('Premio Cohete Dorado')
    expect(spanish).toContain('Feria de Inventos del Club')
    const english = await readChallenge('en-GB')
    expect(english).not.toMatch(/Premio Cohete Dorado|Feria de Inventos/)
    expect(english).toContain('Science Innovation Challenge')

    await challenge.getByText('Reset to the default').click()
    await challenge.getByRole('button', { name: 'Reset Challenge' }).click()
    await expect(page.getByText('Challenge reset to the default')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/event\?words=es#challenge$/)
    const reset = await readChallenge('es-ES')
    expect(reset).not.toMatch(/Premio Cohete Dorado|Feria de Inventos/)
    expect(reset).toContain('2 entradas para una conferencia')
  },
)
