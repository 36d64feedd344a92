import fs from 'node:fs'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { serverDb } from './fixtures'
import { jsEnabled, recordAnswers, type RecordedAnswer } from './helpers'

// Participants' names, on a server of its own whose organiser shows participants as "first name and initial".
// Scanned through a real browser, with JS on and off, as a visitor and as a judge: every public page, the
// .data each click fetches and the public JSON carry no surname. The organiser's switch is tried here too;
// since it shows full names for a moment, the stories on this server take turns (a lock file).

const server = servers.names
const origin = `http://localhost:${server.port}`
const SURNAME = /quixotebottom/i
const judgeEmail = 'names-judge@judges.example.org'
const password = 'names-pass-1'

// Each project's author as the family typed it, and as the public reads it.
const entries = [
  { name: 'Names Kite', author: 'Ada Quixotebottom', shown: 'Ada Q.' },
  { name: 'Names Lens', author: 'grace  quixotebottom-hopper', shown: 'grace Q.' },
  { name: 'Names Pump', author: 'Émile van Quixotebottom', shown: 'Émile Q.' },
]

type Seeded = { id: number; name: string; shown: string }[]

/**
 * The event, written once whichever project's worker comes first (one IMMEDIATE transaction), with the
 * setting on "first name and initial" whatever the last story left.
 */
function seed(): Seeded {
  const db = serverDb(server)
  try {
    const run = db.transaction((): Seeded => {
      db.prepare("update judging_settings set participant_names = 'initial' where id = 1").run()
      const existing = db
        .prepare(
          "select id, name from projects where name like 'Names %' and status = 'approved' order by id",
        )
        .all() as { id: number; name: string }[]
      if (existing.length > 0) {
        return existing.map((row) => ({ ...row, shown: entries.find((e) => e.name === row.name)!.shown }))
      }
      const { id: judgeId } = db
        .prepare(
          "insert into judges (name, email, password, expertise, approved_at) values ('Names Judge', ?, ?, 'Physics', ?) returning id",
        )
        .get(judgeEmail, bcrypt.hashSync(password, 4), Date.now()) as { id: number }
      const insert = db.prepare(
        `insert into projects (name, description, submission_type, submission_method, url, author_name, status)
         values (?, 'A project by a family who keeps its surname private.', 'website', 'other', 'https://example.org/names', ?, ?) returning id`,
      )
      const criteria = db
        .prepare('select id from scoring_criteria where is_active = 1')
        .pluck()
        .all() as number[]
      const score = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score, comments) values (?, ?, ?, ?, ?)',
      )
      const seeded = entries.map((entry, index) => {
        const { id } = insert.get(entry.name, entry.author, 'approved') as { id: number }
        for (const criterion of criteria) score.run(id, judgeId, criterion, 9 - index, 'Well explained')
        return { id, name: entry.name, shown: entry.shown }
      })
      insert.get('Names Pending', 'Zed Quixotebottom', 'pending')
      return seeded
    })
    return run.immediate()
  } finally {
    db.close()
  }
}

function setNames(value: 'full' | 'initial') {
  const db = serverDb(server)
  try {
    db.prepare('update judging_settings set participant_names = ? where id = 1').run(value)
  } finally {
    db.close()
  }
}

/** Waits for this server's other stories to finish; returns the release. */
async function takeTurn() {
  const lock = path.join(server.dataDir, 'participant-names.lock')
  for (const until = Date.now() + 80_000; ;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'))
      return () => fs.rmSync(lock, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** Records every answer the page loads or fetches from the server (the judge's own dashboard aside). */
const recordAll = (page: Page) =>
  recordAnswers(
    page,
    origin,
    (url, type) =>
      !url.includes('/judge-dashboard') &&
      (/html|json|text\/x-script|turbo/.test(type) || url.includes('.data')),
  )

async function leaksIn(answers: RecordedAnswer[]) {
  const leaks: string[] = []
  for (const answer of answers) if (SURNAME.test(await answer.body)) leaks.push(answer.url)
  return leaks
}

/** The feed, the leaderboard tab and every project's page by clicks, then the .data twins and the JSON. */
async function visitEverything(page: Page, seeded: Seeded, answers: RecordedAnswer[]) {
  await page.goto(`${origin}/feed`)
  for (const project of seeded) {
    const card = page.getByRole('article').filter({ hasText: project.name })
    await expect(card).toContainText(project.shown)
  }
  await page.getByRole('link', { name: 'Leaderboard' }).click()
  await expect(page.getByText(`by ${seeded[0]!.shown}`)).toBeVisible()
  for (const project of seeded) {
    await page.goto(`${origin}/feed`)
    await page.getByRole('link', { name: project.name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible()
    await expect(page.getByRole('main').getByText(project.shown, { exact: true })).toHaveCount(2)
  }
  const direct = [
    '/feed.data',
    '/feed.data?tab=leaderboard',
    '/api/projects',
    '/api/leaderboard',
    ...seeded.flatMap(({ id }) => [`/project/${id}.data`, `/api/projects/${id}`]),
  ]
  for (const pathname of direct) {
    const answer = await page.request.get(`${origin}${pathname}`)
    expect(answer.status(), pathname).toBe(200)
    answers.push({ url: pathname, body: answer.text() })
  }
  const api = (await (await page.request.get(`${origin}/api/projects`)).json()) as { authorName: string }[]
  // A judge's list has the pending project too.
  expect(api.map((p) => p.authorName)).toEqual(expect.arrayContaining(seeded.map((p) => p.shown)))
  return direct.length
}

test.describe('participants shown as first name and initial', () => {
  test('no public page, .data or JSON carries a surname, for a visitor or a judge', async ({
    page,
  }, testInfo) => {
    test.slow()
    const release = await takeTurn()
    try {
      const seeded = seed()
      const answers = await recordAll(page)
      const direct = await visitEverything(page, seeded, answers)
      await page.goto(`${origin}/feed`)
      await page.screenshot({ path: testInfo.outputPath('feed-initials.png') })
      await page.goto(`${origin}/project/${seeded[0]!.id}`)
      await page.screenshot({ path: testInfo.outputPath('project-initials.png'), fullPage: true })

      // A judge is not the organiser: the public pages name participants the same way for them.
      await page.goto(`${origin}/judge-login`)
      await page.getByLabel('Email').fill(judgeEmail)
      await page.getByLabel('Password').fill(password)
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page).toHaveURL(/\/judge-dashboard/)
      await visitEverything(page, seeded, answers)

      expect(answers.length).toBeGreaterThan(2 * direct + (jsEnabled(testInfo) ? 8 : 12))
      expect(await leaksIn(answers)).toEqual([])
    } finally {
      release()
    }
  })
})

test.describe('the organiser’s names setting', { tag: '@admin' }, () => {
  test('switches every public page between first name and initial and as entered', async ({
    page,
    request,
  }, testInfo) => {
    test.slow()
    const release = await takeTurn()
    try {
      seed()
      setNames('full')
      const visitorFeed = async () => (await request.get(`${origin}/feed`)).text()
      expect(await visitorFeed()).toMatch(SURNAME)

      await page.goto(`${origin}/admin`)
      await page.getByLabel('Password').fill('e2e-admin-password')
      await page.getByRole('button', { name: 'Login' }).click()
      await page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('link', { name: 'Grading Status' })
        .click()
      const privacy = page.getByRole('region', { name: 'Privacy' })
      const names = privacy.getByRole('group', { name: "Show participants' names as" })
      await expect(names.getByLabel('As entered')).toBeChecked()
      await privacy.screenshot({ path: testInfo.outputPath('privacy-card.png') })

      await names.getByLabel('First name and initial').check()
      await privacy.getByRole('button', { name: 'Save names setting' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Names: First name and initial' }),
      ).toBeVisible()
      await expect(page).toHaveURL(/\/admin\?tab=grading/)
      await expect(names.getByLabel('First name and initial')).toBeChecked()
      const shortened = await visitorFeed()
      expect(shortened).not.toMatch(SURNAME)
      expect(shortened).toContain('Ada Q.')
      // The organiser still reads the name as entered on the dashboard.
      await page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('link', { name: 'Projects' })
        .click()
      // The row's line in the desktop table (the phone card's line is hidden at this width).
      await expect(page.getByText('Ada Quixotebottom').filter({ visible: true }).first()).toBeVisible()

      await page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('link', { name: 'Grading Status' })
        .click()
      await names.getByLabel('As entered').check()
      await privacy.getByRole('button', { name: 'Save names setting' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Names: As entered' })).toBeVisible()
      expect(await visitorFeed()).toMatch(SURNAME)
    } finally {
      setNames('initial')
      release()
    }
  })
})
