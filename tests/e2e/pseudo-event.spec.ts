import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { serverDb } from './fixtures'
import { hydrated, jsEnabled, signInAsOrganiser } from './helpers'
import { expectEveryWordTranslated, pseudoOn } from './pseudo'

// This part's own pseudo-language server: its stories change the event's settings.
const { choosePseudo, pseudoOrigin, pseudoServer } = pseudoOn('event')

// The organiser's Event tab in the pseudo-language (docs/languages.md): every section open, each form's
// answer to a bad save (the server's without JavaScript, the page's own with it), the notices after a save
// and a reset, the submission window with its time zone questions, and the new challenge's confirmation.
// No word may come from outside a catalogue but the organiser's own (the event's texts, shown in the text
// boxes) and what the organiser typed.
//
// This part's pseudo server is shared by its runs with and without JavaScript, side by side: nothing here
// starts a new challenge or leaves the event's words or the window changed, and the stories that change
// the tab for a moment (the window's closes submissions for one) take turns.

test.describe.configure({ timeout: 180_000 })

/** The organiser's own words the tab shows: the club's name and tagline, and the challenge's name. */
const organiser = [
  'Kids Startup Club',
  'Young inventors, big ideas, and a little help from AI.',
  'Science Innovation Challenge',
]
/**
 * Names, the same in every language: a command, the event's time zone as the organiser set it, and the
 * language menu's languages, each in its own words.
 */
const names = ['npm run restore', 'UTC', 'English', 'Español']

/** The event's default texts in the text boxes: a textarea's content is part of the page's text. */
async function textBoxes(page: Page) {
  const texts = await page
    .locator('textarea')
    .evaluateAll((boxes) => boxes.map((box) => box.textContent ?? ''))
  return texts.filter((text) => text.trim() !== '')
}

async function expectTabTranslated(page: Page, typed: readonly string[] = []) {
  // The admin header's title and the tabs are the dashboard's words (the admin part's own story).
  await page.evaluate(() => {
    document.querySelector('header h1')?.remove()
    document.querySelector('nav[aria-label="Dashboard sections"]')?.remove()
  })
  await expectEveryWordTranslated(page, [...organiser, ...names, ...typed, ...(await textBoxes(page))])
}

/**
 * The words of one part of a page: a line in the Event tab's words on another part's page, whose other words
 * are that part's own story's.
 */
async function expectPartTranslated(part: Locator, allowed: readonly string[] = []) {
  let rest = await part.innerText()
  for (const own of allowed) rest = rest.split(own).join(' ')
  for (let before = ''; before !== rest;) {
    before = rest
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')
  }
  expect(rest.split('\n').filter((line) => /\p{L}/u.test(line))).toEqual([])
}

/** Each story that changes the shared server's Event tab, one at a time across the runs. */
async function exclusively(run: () => Promise<void>) {
  const lock = path.join(pseudoServer.dataDir, 'pseudo-event.lock')
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    await run()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * A submission window typed in another time zone than the event's, open since 2000 with no close: the
 * window's section asks which the organiser wants, and families can submit as with no window at all.
 */
function seedWindowInAnotherZone(zone = 'Pacific/Chatham') {
  const db = serverDb(pseudoServer)
  db.prepare(
    `INSERT INTO submission_window (id, opens_at, closes_at, time_zone) VALUES (1, '2000-01-01T00:00', NULL, ?)
     ON CONFLICT(id) DO UPDATE SET opens_at = excluded.opens_at, closes_at = NULL, time_zone = excluded.time_zone`,
  ).run(zone)
  db.close()
}

/** Always open, as the server starts. */
function clearWindow() {
  const db = serverDb(pseudoServer)
  db.prepare('UPDATE submission_window SET opens_at = NULL, closes_at = NULL, time_zone = NULL').run()
  db.close()
}

async function openEventTab(page: Page, js = jsEnabled(test.info())) {
  await page.goto(`${pseudoOrigin}/admin/event`)
  if (js) await hydrated(page)
}

/** Every <details> of the page open: the resets' confirmations, each agenda slot's folded fields. */
async function openEveryDetails(page: Page) {
  await page
    .locator('details')
    .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)))
}

test.beforeEach(async ({ context, page }) => {
  await choosePseudo(context)
  await signInAsOrganiser(page, pseudoOrigin)
})

test(
  'the Event tab with every section open, the past date and the new dates asked for',
  { tag: '@admin' },
  async ({ page }) => {
    await exclusively(async () => {
      seedWindowInAnotherZone()
      // A new challenge has started and the dates are not saved yet: the banner asks for them.
      const db = serverDb(pseudoServer)
      const { id } = db.prepare('INSERT INTO new_challenges DEFAULT VALUES RETURNING id').get() as {
        id: number
      }
      db.close()
      try {
        await openEventTab(page)
        await openEveryDetails(page)
        await expect(page.getByRole('status').filter({ hasText: '⟦Update the dates' })).toBeVisible()
        // The default date is a day gone by.
        await expect(page.getByText('is past.⟧')).toBeVisible()
        await expect(
          page.locator('#window').getByRole('group', { name: '⟦These times were set in' }),
        ).toBeVisible()
        await expectTabTranslated(page)
      } finally {
        const cleanup = serverDb(pseudoServer)
        cleanup.prepare('DELETE FROM new_challenges WHERE id = ?').run(id)
        cleanup.close()
        clearWindow()
      }
    })
    // The certificates' page says the date is past in the same words (the date is its own loader's).
    await page.goto(`${pseudoOrigin}/admin/certificates`)
    await expectPartTranslated(page.getByText('is past.⟧').locator('..'), ['Saturday, May 31, 2025'])
  },
)

const sections = [
  ['event', 'Event'],
  ['club', 'Club'],
  ['agenda', 'Agenda'],
  ['challenge', 'Challenge'],
] as const

test('each section saved, then its reset asked and done', { tag: '@admin' }, async ({ page }) => {
  await exclusively(async () => {
    try {
      await openEventTab(page)
      for (const [id, name] of sections) {
        await page.locator(`#${id}`).getByRole('button', { name: '⟦Save ' }).click()
        await expect(page.getByText(`⟦${name} saved⟧`)).toBeVisible()
        await expectTabTranslated(page)
      }
      // Each section is the organiser's now: its reset is offered, and asks first.
      for (const [id, name] of sections) {
        const card = page.locator(`#${id}`)
        await card.locator('summary', { hasText: '⟦Reset to the default⟧' }).click()
        await expect(card.getByText('⟦Every word of the')).toBeVisible()
        await expectTabTranslated(page)
        await card.getByRole('button', { name: `⟦Reset ${name}⟧` }).click()
        await expect(page.getByText(`⟦${name} reset to the default⟧`)).toBeVisible()
      }
      await expect(page.getByText('⟦Default words⟧')).toHaveCount(4)
    } finally {
      // The defaults again, whatever happened: the other stories read this server's event words.
      const db = serverDb(pseudoServer)
      db.prepare('DELETE FROM event_details').run()
      db.close()
    }
  })
})

test('a bad save in each section is answered beside its fields', { tag: '@admin' }, async ({ page }) => {
  await openEventTab(page)

  // A section's own rules (an end after its start) are checked once its every field is right.
  const event = page.locator('#event')
  await event.getByLabel('Date').fill('')
  await event.getByRole('textbox', { name: 'Time zone' }).fill('Mars/Olympus')
  await event.getByLabel('Access').fill('')
  await event.getByRole('button', { name: '⟦Save event⟧' }).click()
  await expect(event.getByText('is not a time zone name.')).toBeVisible()
  await expect(event.getByText('is required⟧').first()).toBeVisible()
  await expectTabTranslated(page, ['Mars/Olympus'])

  await openEventTab(page)
  await event.getByLabel('Start time').fill('15:00')
  await event.getByLabel('End time').fill('10:00')
  await event.getByRole('button', { name: '⟦Save event⟧' }).click()
  await expect(event.getByText('⟦The end time must be after the start time⟧')).toBeVisible()
  await expectTabTranslated(page)

  await openEventTab(page)
  const club = page.locator('#club')
  await club.getByLabel('Club name').fill('')
  await club.getByLabel('Video channel link').fill('javascript:alert(1)')
  await club.getByLabel('About link').fill('not a link')
  await club.getByLabel('Contact e-mail').fill('nobody')
  await club.getByRole('button', { name: '⟦Save club⟧' }).click()
  await expect(club.getByText('must be a valid e-mail address⟧')).toBeVisible()
  await expect(club.getByText('must be a full web address').first()).toBeVisible()
  await expectTabTranslated(page)

  await openEventTab(page)
  const agenda = page.locator('#agenda')
  // A new slot (without JavaScript, the server's answer): its fields open, empty.
  const slots = await agenda.locator('ol > li').count()
  await agenda.getByRole('button', { name: '⟦Add a slot⟧' }).click()
  await expect(agenda.locator('ol > li')).toHaveCount(slots + 1)
  await agenda.getByLabel('Title').first().fill('')
  await agenda.getByLabel('Profile link').first().fill('not a link')
  await agenda.getByRole('button', { name: '⟦Save agenda⟧' }).click()
  await expect(agenda.getByText('is required⟧').first()).toBeVisible()
  await expect(agenda.getByText('must be a full web address').first()).toBeVisible()
  await openEveryDetails(page)
  await expectTabTranslated(page)

  await openEventTab(page)
  await agenda.getByLabel('Start').first().fill('15:00')
  await agenda.getByLabel('End').first().fill('10:00')
  await openEveryDetails(page)
  await agenda.getByLabel('Button label').first().fill('Go')
  await agenda.getByLabel('Button link').first().fill('')
  await agenda.getByRole('button', { name: '⟦Save agenda⟧' }).click()
  await expect(agenda.getByText('⟦The end must be after the start⟧')).toBeVisible()
  await expect(agenda.getByText('⟦A button needs both a label and a link⟧')).toBeVisible()
  await expectTabTranslated(page)

  await openEventTab(page)
  const challenge = page.locator('#challenge')
  await challenge.getByLabel('Grand Prize: title').fill('')
  await challenge.getByLabel('Purpose').fill('')
  await challenge.getByRole('button', { name: '⟦Save challenge⟧' }).click()
  await expect(challenge.getByText('is required⟧').first()).toBeVisible()
  await expectTabTranslated(page)

  await openEventTab(page)
  const window = page.locator('#window')
  await window.getByLabel('Opens').fill('2031-05-31T16:30')
  await window.getByLabel('Closes').fill('2031-05-31T13:00')
  await window.getByRole('button', { name: '⟦Save submission window⟧' }).click()
  await expect(window.getByText('⟦The closing time must be after the opening time⟧')).toBeVisible()
  await expectTabTranslated(page)

  await openEventTab(page)
  const newChallenge = page.locator('#new-challenge')
  await newChallenge.getByLabel('To confirm').fill('Not the challenge')
  await newChallenge.getByRole('button', { name: '⟦Start a new challenge⟧' }).click()
  await expect(newChallenge.getByText('exactly as shown')).toBeVisible()
  await expectTabTranslated(page)
})

test.describe('without JavaScript', () => {
  // The page's own check stops a text past its limit first: only a browser without JavaScript sends it.
  test.use({ javaScriptEnabled: false })

  test('a save longer than the tab takes is refused at the top', { tag: '@admin' }, async ({ page }) => {
    await openEventTab(page, false)
    await page.locator('#agenda').getByLabel('Biography').fill('€'.repeat(100_000))
    await page.getByRole('button', { name: '⟦Save agenda⟧' }).click()
    await expect(page.getByRole('alert').filter({ hasText: '⟦Nothing was saved' })).toBeVisible()
    await expectTabTranslated(page)
  })
})

test(
  'the submission window: its time zone questions, a save and the reset',
  { tag: '@admin' },
  async ({ page }) => {
    await exclusively(async () => {
      try {
        seedWindowInAnotherZone()
        await openEventTab(page)
        const window = page.locator('#window')
        const question = window.getByRole('group', { name: '⟦These times were set in' })
        await expect(question).toBeVisible()
        await expectTabTranslated(page)

        // Answered after the window's zone changed meanwhile: asked again, nothing changed.
        seedWindowInAnotherZone('Pacific/Fiji')
        await question.getByRole('button', { name: '⟦Keep ' }).first().click()
        await expect(page.getByText('⟦The submission window was not changed⟧')).toBeVisible()
        await expectTabTranslated(page)

        // The Event section asks before a new time zone moves the window; nothing is saved meanwhile.
        await openEventTab(page)
        const event = page.locator('#event')
        await event.getByRole('textbox', { name: 'Time zone' }).fill('Asia/Tokyo')
        await event.getByRole('button', { name: '⟦Save event⟧' }).click()
        await expect(event.getByRole('group', { name: '⟦Nothing is saved yet' })).toBeVisible()
        await expectTabTranslated(page)

        // A closing time far ahead: families can still submit.
        await openEventTab(page)
        await window.getByLabel('Opens').fill('')
        await window.getByLabel('Closes').fill('2099-12-31T17:00')
        await window.getByRole('button', { name: '⟦Save submission window⟧' }).click()
        await expect(page.getByText('⟦Submission window saved⟧')).toBeVisible()
        await expect(window).toContainText('⟦Submissions close on')
        await expectTabTranslated(page)

        // The dashboard's line says the same.
        await page.goto(`${pseudoOrigin}/admin`)
        await expectPartTranslated(page.getByTestId('submission-window-state'))
        // The submission form says when submissions close, its date and time too.
        await page.goto(`${pseudoOrigin}/submission`)
        await expectPartTranslated(page.getByRole('timer').locator('xpath=..'))

        // Closed since 2020: the submission page says so and when, and the challenge page says so.
        await openEventTab(page)
        await window.getByLabel('Closes').fill('2020-01-01T10:00')
        await window.getByRole('button', { name: '⟦Save submission window⟧' }).click()
        await expect(page.getByText('⟦Submission window saved⟧')).toBeVisible()
        await page.goto(`${pseudoOrigin}/submission`)
        await expectPartTranslated(page.locator('section[aria-labelledby="window-shut-title"]'))
        await page.goto(`${pseudoOrigin}/challenge-info`)
        // In place of the Submit button, at the top and at the bottom.
        await expect(page.getByText('⟦Submissions are closed.⟧')).toHaveCount(2)

        await openEventTab(page)
        await window.getByRole('button', { name: '⟦Reset to the default⟧' }).click()
        await expect(page.getByText('⟦Submissions are open again')).toBeVisible()
        await expect(window).toContainText('⟦No closing time is set')
        await expectTabTranslated(page)
      } finally {
        clearWindow()
      }
    })
  },
)
