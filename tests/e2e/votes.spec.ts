import crypto from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { e2eSessionSecret, servers, viewports } from '../../playwright.config'
import { createBallotKeys } from '../../app/features/showcase/ballot-keys'
import { insertProject, serverDb } from './fixtures'
import { expectNoSeriousA11yViolations, signInAsOrganiser } from './helpers'

// People's Choice on a phone (docs/decisions/0032, 0041), with and without JavaScript, on a server of its
// own: a ballot opened by its QR code's address, a search, a vote, a change of mind (each time back on the
// list with the vote marked), the organiser's count; a typed code; and the printed sheet, 8 ballots to an
// A4 page, whose QR codes read back to the ballots' addresses and whose long address stays on one line.
// The runs with and without JS share the server: each makes its own ballots and projects.

const origin = `http://localhost:${servers.votes.port}`
/** The site's address as printed (the server's PUBLIC_URL): browsers reach the same server at `origin`. */
const publicUrl = servers.votes.publicUrl
const keys = createBallotKeys(e2eSessionSecret)

/** Ballots written straight into the server's database, as "Print ballots" writes them; voting open. */
function ballots(count: number) {
  const db = serverDb(servers.votes)
  try {
    return db.transaction(() => {
      const last = (
        db
          .prepare(`SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'ballots'), 0) AS n`)
          .get() as { n: number }
      ).n
      const made = []
      for (let id = last + 1; id <= last + count; id++) {
        db.prepare('INSERT INTO ballots (id, batch, token_key, code_key) VALUES (?, 1000 + ?, ?, ?)').run(
          id,
          id,
          keys.lookupKey('token', keys.token(id)),
          keys.lookupKey('code', keys.code(id)),
        )
        made.push({ id, token: keys.token(id), code: keys.code(id) })
      }
      db.prepare('UPDATE voting_settings SET voting_open = 1').run()
      return made
    })()
  } finally {
    db.close()
  }
}

/** The nonce the browser's `sc_voter` cookie names it by (its signed value is base64 JSON). */
async function voterNonce(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sc_voter')
  if (!cookie) throw new Error('no sc_voter cookie')
  const value = decodeURIComponent(cookie.value).split('.')[0]!
  return (JSON.parse(Buffer.from(value, 'base64').toString()) as { n: string }).n
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: viewports.desktop })
  const page = await context.newPage()
  await signInAsOrganiser(page, origin)
  return page
}

/** Chooses a project in the list and confirms; back on the list it came from, the vote is marked. */
async function choose(page: Page, name: string, others: string[]) {
  const listAddress = page.url()
  await page.getByRole('link', { name: `Choose ${name}` }).click()
  await expect(page.getByRole('heading', { name: `Vote for ${name}?` })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my vote' }).click()
  await expect(page).toHaveURL(listAddress)
  // The vote at the top, and on its project in the list; every other project still offered.
  const status = page.getByRole('status')
  await expect(status).toContainText('Your vote')
  await expect(status).toContainText(name)
  const marked = page.locator('[aria-current="true"]')
  await expect(marked).toHaveCount(1)
  await expect(marked).toHaveAccessibleName(`${name}: your vote`)
  await expect(marked).toContainText('Your vote')
  for (const other of others) await expect(page.getByRole('link', { name: `Choose ${other}` })).toBeVisible()
}

test.describe('voting on a phone', () => {
  test.use({ viewport: viewports.phone })

  test('scan a ballot, vote, change it, and the organiser counts the new vote', async ({
    page,
    browser,
  }, testInfo) => {
    const run = crypto.randomBytes(3).toString('hex')
    const [kite, oven] = [`Kite ${run}`, `Oven ${run}`]
    insertProject({ name: kite, submissionType: 'photo' }, servers.votes)
    insertProject({ name: oven, submissionType: 'photo' }, servers.votes)
    const [ballot] = ballots(1)

    await page.goto(`${origin}/vote/${ballot!.token}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your favourite' })).toBeVisible()
    await page.getByRole('searchbox').fill(run)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('link', { name: /^Choose / })).toHaveCount(2)
    await expect(page).toHaveURL(`${origin}/vote/${ballot!.token}?q=${run}`)
    await choose(page, kite, [oven])
    await choose(page, oven, [kite])
    await expectNoSeriousA11yViolations(page, testInfo)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    const admin = await adminPage(browser)
    await admin.goto(`${origin}/admin/awards`)
    await admin.getByText('People’s Choice', { exact: true }).click()
    const row = admin.getByRole('row').filter({ hasText: run })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(oven)
    await expect(row.getByRole('cell').last()).toHaveText('1')
  })

  test('a typed code opens its ballot; every wrong code gets the same answer', async ({ page }) => {
    const [ballot] = ballots(1)
    await page.goto(`${origin}/vote`)
    const answers: string[] = []
    for (const wrong of ['ZZZZZ ZZZZZ', 'not a code at all']) {
      await page.getByLabel('Ballot code').fill(wrong)
      // The answer itself, not the alert the last one left on the page.
      const answered = page.waitForResponse((r) => r.request().method() === 'POST')
      await page.getByRole('button', { name: 'Open my ballot' }).click()
      await answered
      answers.push(await page.getByRole('alert').innerText())
    }
    expect(answers).toEqual(Array(2).fill('That code does not open a ballot. Check it and try again.'))
    // With JavaScript the form posts to /vote.data, and the browser's cookie goes there too, so the wrong
    // codes are counted on it (tests/integration/ballot-codes.test.ts).
    expect(await voterNonce(page)).toBeTruthy()
    const typed = `${ballot!.code.slice(0, 5).toLowerCase()} ${ballot!.code.slice(5)}`
    await page.getByLabel('Ballot code').fill(typed)
    await page.getByRole('button', { name: 'Open my ballot' }).click()
    await expect(page).toHaveURL(`${origin}/vote/${ballot!.token}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your favourite' })).toBeVisible()
  })
})

test.describe('the printed ballots', { tag: '@admin' }, () => {
  test('give ⌈N/8⌉ A4 pages, each QR code reads back to its ballot’s address, and the address to type stays on one line', async ({
    browser,
  }, testInfo) => {
    const admin = await adminPage(browser)
    await admin.goto(`${origin}/admin/awards`)
    await admin.getByText('People’s Choice', { exact: true }).click()
    await admin.getByLabel('Ballots to make').fill('10')
    await admin.getByRole('button', { name: 'Print ballots' }).click()
    await expect(admin.getByRole('heading', { name: 'People’s Choice ballots' })).toBeVisible()
    await expect(admin.locator('.ballot')).toHaveCount(10)

    const pdf = await admin.pdf({ preferCSSPageSize: true, printBackground: true })
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(Math.ceil(10 / 8))

    for (const index of [0, 9]) {
      const ballot = admin.locator('.ballot').nth(index)
      const text = await ballot.innerText()
      expect(text).toMatch(
        /People’s Choice\s+Scan the code[^]*Or go to\s+science-challenge\.example-club\.org\/vote\s+and type [2-9A-Z]{10}$/,
      )
      const png = await ballot.locator('.ballot-qr').screenshot()
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)
      const code = text.match(/type ([2-9A-Z]{10})/)![1]!
      const id = Number(
        serverDb(servers.votes)
          .prepare('SELECT id FROM ballots WHERE code_key = ?')
          .pluck()
          .get(keys.lookupKey('code', code)),
      )
      expect(read?.data).toBe(`${publicUrl}/vote/${keys.token(id)}`)
    }

    // The address families type: one line, inside its ballot, on screen and on paper.
    const address = admin.locator('.ballot-address').first()
    const lines = () =>
      address.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
        overflow: el.scrollWidth - el.clientWidth,
      }))
    for (const media of ['screen', 'print'] as const) {
      await admin.emulateMedia({ media })
      const measured = await lines()
      expect(measured.height, media).toBeCloseTo(measured.lineHeight, 0)
      expect(measured.overflow, media).toBeLessThanOrEqual(0)
    }
    await admin.emulateMedia({ media: 'print' })
    // Still 2 × 4 ballots of 105 × 74.25 mm on each A4 sheet (96 CSS px to the inch).
    const mm = (px: number) => Math.round((px * 25.4 * 100) / 96) / 100
    const boxes = await admin
      .locator('.ballot')
      .evaluateAll((els) =>
        els.slice(0, 8).map((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]),
      )
    expect(boxes.map(([w, h]) => [mm(w!), mm(h!)])).toEqual(Array(8).fill([105, 74.25]))
    await admin.emulateMedia({ media: 'screen' })

    // On a phone the preview fits the screen: no sideways scroll, the address still on one line.
    await admin.setViewportSize(viewports.phone)
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const lineTops = await address.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    })
    expect(lineTops).toBe(1)
    await expectNoSeriousA11yViolations(admin, testInfo)
  })
})
