import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { servers } from '../../playwright.config'
import { leaderboardProjects, seedLeaderboard, serverDb } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled, signInAsOrganiser } from './helpers'

// The judges' feedback for families (docs/decisions/0049): the organiser's sheets printed by Chromium, and
// a family's private link once the results are out. On the leaderboard server (seedLeaderboard: five
// approved projects scored by up to three judges, results live), which only ever reads its scores; this
// story adds the judges' comments, a note for the organiser, a private link, and comments long enough that
// one sheet must shrink and shorten them.

const origin = `http://localhost:${servers.leaderboard.port}`
const [, kite, , , robot] = leaderboardProjects
const TOKEN = 'e2e-feedback-private-link'.padEnd(43, 'x')
const COMMENT = 'Your kite flies beautifully, and the lantern glows evenly.'
const NOTE = 'Organiser only: check the photo consent, zqwx'
const LONG = 'You explained your question clearly, then tested it and wrote down what happened. '.repeat(11)

function seedFeedback() {
  seedLeaderboard()
  const db = serverDb(servers.leaderboard)
  try {
    db.transaction(() => {
      const id = (name: string) =>
        (db.prepare('select id from projects where name = ?').get(name) as { id: number }).id
      db.prepare('update projects set edit_token_hash = ? where id = ?').run(
        crypto.createHash('sha256').update(TOKEN).digest('hex'),
        id(kite.name),
      )
      db.prepare('update project_scores set comments = ?, organiser_note = ? where project_id = ?').run(
        COMMENT,
        NOTE,
        id(kite.name),
      )
      db.prepare('update project_scores set comments = ? where project_id = ?').run(LONG, id(robot.name))
    }).immediate()
  } finally {
    db.close()
  }
}

function approvedCount() {
  const db = serverDb(servers.leaderboard)
  try {
    return (db.prepare("select count(*) as n from projects where status = 'approved'").get() as { n: number })
      .n
  } finally {
    db.close()
  }
}

test.beforeAll(() => seedFeedback())

test.describe('the feedback sheets', { tag: '@desktop' }, () => {
  test('Chromium prints one A4 portrait page per approved project, nothing spilling off it', async ({
    page,
  }, testInfo) => {
    await signInAsOrganiser(page, origin)
    await page.goto(`${origin}/admin?tab=grading`)
    await page.getByRole('link', { name: 'Print feedback sheets' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback sheets' })).toBeVisible()
    const sheets = page.getByRole('article')
    const count = approvedCount()
    await expect(sheets).toHaveCount(count)
    await expect(page.getByText(`${count} feedback sheets, one A4 portrait page each`)).toBeVisible()

    const sheet = page.getByRole('article', { name: kite.name })
    await expect(sheet).toContainText('Feedback from the judges')
    await expect(sheet).toContainText('by Test Inventor')
    await expect(sheet).toContainText('9.0 / 10')
    await expect(sheet).toContainText('Outstanding')
    await expect(sheet).toContainText(`Judge 1${COMMENT}`)
    await expect(sheet).toContainText(`Judge 3${COMMENT}`)
    await expect(page.locator('body')).not.toContainText(NOTE)
    await expect(page.locator('body')).not.toContainText('Leaderboard judge')

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    const text = pdf.toString('latin1')
    expect(text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).toHaveLength(count)
    // A4 portrait in points: 595 × 842.
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text)
    expect([Math.round(Number(box![1])), Math.round(Number(box![2]))]).toEqual([595, 842])
    await testInfo.attach('feedback-sheets.pdf', { body: pdf, contentType: 'application/pdf' })

    // As print shows them, at 96 dpi: each sheet a whole page, and every line inside its own page.
    await page.setViewportSize({ width: 794, height: 1123 })
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback sheets' })).toBeHidden()
    const fits = await sheets.evaluateAll((articles) =>
      articles.map((article) => {
        const { height, bottom } = article.getBoundingClientRect()
        const lowest = Math.max(
          ...[...article.querySelectorAll('*')].map((e) => e.getBoundingClientRect().bottom),
        )
        return { height: Math.round(height), spills: lowest > bottom + 0.5 }
      }),
    )
    expect(fits).toEqual(Array.from({ length: count }, () => ({ height: 1123, spills: false })))
    // The one with the longest comments: smaller type, shortened, and it says so.
    const long = page.getByRole('article', { name: robot.name })
    await expect(long).toContainText('Some long comments are shortened to fit this page')
    await expect(long).toContainText('…')
    await testInfo.attach('feedback-sheet.png', {
      body: await sheet.screenshot(),
      contentType: 'image/png',
    })
    await testInfo.attach('feedback-sheet-long.png', {
      body: await long.screenshot(),
      contentType: 'image/png',
    })
  })
})

test.describe('the feedback on the family’s private link', () => {
  test('shows each criterion’s score in words and the judges’ comments, and prints alone', async ({
    page,
  }, testInfo) => {
    await page.goto(`${origin}/my-project/${TOKEN}`)
    await expect(page.getByRole('heading', { level: 1, name: kite.name })).toBeVisible()
    const feedback = page.getByRole('region', { name: 'Feedback from the judges' })
    await expect(feedback).toBeVisible()
    const originality = feedback.getByRole('region', { name: 'Originality' })
    await expect(originality).toContainText('9.0 / 10')
    await expect(originality.getByText('Outstanding', { exact: true })).toBeVisible()
    await expect(originality.getByText('Judge 1', { exact: true })).toBeVisible()
    await expect(originality).toContainText(COMMENT)
    await expect(page.locator('body')).not.toContainText(NOTE)
    if (jsEnabled(testInfo)) {
      await expect(feedback.getByRole('button', { name: 'Print the feedback' })).toBeVisible()
    } else {
      await expect(feedback).toContainText('use your browser’s Print command')
    }
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    )
    await expectNoSeriousA11yViolations(page, testInfo)

    // Printed: the A4 sheet alone, on one page.
    await page.emulateMedia({ media: 'print' })
    await expect(feedback).toBeHidden()
    await expect(page.getByRole('article', { name: kite.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Change your project' })).toBeHidden()
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).toHaveLength(1)
  })
})
