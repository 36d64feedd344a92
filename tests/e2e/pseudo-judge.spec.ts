import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { languageNames } from '../../app/i18n/languages'
import { insertApprovedJudge, insertProject, resetLinkFromLog, serverDb, uniqueName } from './fixtures'
import { hydrated, jsEnabled } from './helpers'
import { expectEveryWordTranslated, pseudoOn } from './pseudo'

// This part's own pseudo-language server: its stories change the event's settings.
const { choosePseudo, pseudoOrigin, pseudoServer } = pseudoOn('judge')

// Every screen a judge sees, in the pseudo-language (tests/e2e/pseudo.ts), with and without JavaScript: the
// login page and its dialogs, choosing a new password, the dashboard with a queue, the evaluate panel, the
// step aside, the question about criteria not scored, scoring closed, a judge waiting for approval and an
// inactive one. What people wrote (projects, criteria and their levels, judges' names, comments, the club's
// words) is read from the server's database and allowed.

const password = 'pseudo-pass-1'

/**
 * The organiser's words in the header and the footer (the Event tab's, over app/content/), and the language
 * menu's names, each language's in itself.
 */
const organiser = [
  'Kids Startup Club',
  'Young inventors, big ideas, and a little help from AI.',
  ...Object.values(languageNames),
]

/** Everything people wrote on the pseudo server: projects, criteria and their levels, judges, comments. */
function writtenByPeople(...more: string[]) {
  const db = serverDb(pseudoServer)
  try {
    const texts = [
      ...db.prepare('select name, author_name, description, what_changed from projects').raw().all(),
      ...db.prepare('select name, description, levels from scoring_criteria').raw().all(),
      ...db.prepare('select name, expertise from judges').raw().all(),
      ...db.prepare('select comments, organiser_note from project_scores').raw().all(),
    ].flat() as (string | null)[]
    const levels = db.prepare('select levels from scoring_criteria').pluck().all() as (string | null)[]
    for (const stored of levels) {
      for (const level of JSON.parse(stored ?? '[]') as { word: string }[]) texts.push(level.word)
    }
    return [...organiser, ...more, ...texts.filter((t): t is string => !!t)]
  } finally {
    db.close()
  }
}

const expectTranslated = async (page: Page, ...more: string[]) =>
  expectEveryWordTranslated(page, writtenByPeople(...more))

/** A judge of this story, and `count` photo projects assigned to them (oldest first); their ids. */
function seedJudge(options: { projects?: number; approved?: boolean; active?: boolean } = {}) {
  const stamp = uniqueName('pj').replace(' ', '-')
  const email = `${stamp}@judges.example.org`
  const db = serverDb(pseudoServer)
  let judgeId: number
  try {
    judgeId = insertApprovedJudge(db, { name: `Ada ${stamp}`, email, password, expertise: 'Botany' })
  } finally {
    db.close()
  }
  const projects = Array.from({ length: options.projects ?? 0 }, (_, index) => {
    const name = `Leaf ${index + 1} ${stamp}`
    return {
      name,
      id: insertProject(
        {
          name,
          submissionType: 'photo',
          authorName: `Family ${stamp}`,
          submittedAt: 1_700_000_000_000 + index,
        },
        pseudoServer,
      ),
    }
  })
  const after = serverDb(pseudoServer)
  try {
    // Its own projects are in this judge's queue, whoever else the assignment gave them to.
    const assign = after.prepare('insert or ignore into assignments (project_id, judge_id) values (?, ?)')
    for (const project of projects) assign.run(project.id, judgeId)
    // The first stands at a table: its tag is in the list and the evaluate panel.
    if (projects[0]) {
      after
        .prepare(
          'update projects set table_number = (select coalesce(max(table_number), 0) + 1 from projects) where id = ?',
        )
        .run(projects[0].id)
    }
    if (options.approved === false)
      after.prepare('update judges set approved_at = null where id = ?').run(judgeId)
    if (options.active === false) after.prepare('update judges set is_active = 0 where id = ?').run(judgeId)
  } finally {
    after.close()
  }
  return { stamp, email, judgeId, projects }
}

async function signIn(page: Page, email: string) {
  await page.goto(`${pseudoOrigin}/judge-login`)
  const form = page.locator('form:has(input[name="intent"][value="login"])')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="password"]').fill(password)
  await form.getByRole('button', { name: '⟦Login⟧' }).click()
  await expect(page).toHaveURL(/\/judge-dashboard$/)
}

/**
 * Scoring is open for the whole server: a story that closes it, and the stories that save scores or step
 * aside, take turns (the tablet runs, JS on and off, share the pseudo server).
 */
async function withScoringTurn<T>(run: () => Promise<T>): Promise<T> {
  const lock = path.join(pseudoServer.dataDir, 'pseudo-judge-scoring.lock')
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await run()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

function setScoringOpen(open: boolean) {
  const db = serverDb(pseudoServer)
  try {
    db.prepare('update judging_settings set scoring_open = ? where id = 1').run(open ? 1 : 0)
  } finally {
    db.close()
  }
}

test.describe('every word from a catalogue: the judge’s screens', { tag: '@judge' }, () => {
  test.describe.configure({ timeout: 120_000 })
  test.beforeEach(async ({ context }) => choosePseudo(context))

  test('the login page, its dialogs and what they refuse', async ({ page }) => {
    const { email } = seedJudge()
    await page.goto(`${pseudoOrigin}/judge-login`)
    await expectTranslated(page)

    // A wrong password.
    const login = page.locator('form:has(input[name="intent"][value="login"])')
    await login.locator('input[name="email"]').fill(email)
    await login.locator('input[name="password"]').fill('not-the-password')
    await login.getByRole('button', { name: '⟦Login⟧' }).click()
    await expect(page.getByRole('alert')).toContainText('⟦Invalid credentials⟧')
    await expectTranslated(page)

    // Registering: every field's message, then an address already taken.
    await page.goto(`${pseudoOrigin}/judge-login?dialog=register`)
    const dialog = page.getByRole('dialog')
    await expectTranslated(page)
    await dialog.getByRole('button', { name: '⟦Create Judge Account⟧' }).click()
    await expect(dialog.getByText('⟦Full name is required⟧')).toBeVisible()
    await expect(dialog.getByText('⟦Passwords do not match⟧')).toBeVisible()
    await expectTranslated(page)
    await dialog.locator('input[name="name"]').fill('Bea Pseudo')
    await dialog.locator('input[name="email"]').fill(email)
    await dialog.locator('input[name="expertise"]').fill('Optics')
    await dialog.locator('input[name="password"]').fill('secret-1')
    await dialog.locator('input[name="confirmPassword"]').fill('secret-1')
    await dialog.getByRole('button', { name: '⟦Create Judge Account⟧' }).click()
    await expect(dialog.getByRole('alert')).toContainText('⟦A judge with this email address already exists⟧')
    await expectTranslated(page, 'Bea Pseudo', 'Optics', email)

    // Forgot the password: the dialog, then the notice on the login page.
    await page.goto(`${pseudoOrigin}/judge-login?dialog=forgot`)
    await expectTranslated(page)
    await page.getByRole('dialog').locator('input[name="email"]').fill('not an address')
    await page.getByRole('dialog').getByRole('button', { name: '⟦Send Reset Instructions⟧' }).click()
    await expect(page.getByRole('dialog').getByText('⟦Must be a valid email address⟧')).toBeVisible()
    await expectTranslated(page, 'not an address')
    await page.getByRole('dialog').locator('input[name="email"]').fill(email)
    await page.getByRole('dialog').getByRole('button', { name: '⟦Send Reset Instructions⟧' }).click()
    await expect(page.getByText('⟦Password Reset Email Sent⟧')).toBeVisible()
    await expectTranslated(page)
  })

  test('choosing a new password: a spent link, the form and its refusal, the notice', async ({ page }) => {
    await page.goto(`${pseudoOrigin}/judge-reset-password?token=no-such-token`)
    await expect(page.getByRole('alert')).toContainText('⟦This password reset link is not valid.')
    await expectTranslated(page)

    const { email } = seedJudge()
    const asked = await page.request.post(`${pseudoOrigin}/api/judges/forgot-password`, { data: { email } })
    expect(asked.status()).toBe(200)
    const link = new URL((await resetLinkFromLog(email, pseudoServer))!)
    await page.goto(`${pseudoOrigin}${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { name: '⟦Choose a new password⟧' })).toBeVisible()
    await expectTranslated(page)
    await page.locator('input[name="password"]').fill('brand-new-1')
    await page.locator('input[name="confirmPassword"]').fill('brand-new-2')
    await page.getByRole('button', { name: '⟦Set New Password⟧' }).click()
    await expect(page.getByText('⟦Passwords do not match⟧')).toBeVisible()
    await expectTranslated(page)
    await page.locator('input[name="password"]').fill('brand-new-1')
    await page.locator('input[name="confirmPassword"]').fill('brand-new-1')
    await page.getByRole('button', { name: '⟦Set New Password⟧' }).click()
    await expect(page).toHaveURL(/\/judge-login$/)
    await expect(page.getByText('⟦Password Updated⟧')).toBeVisible()
    await expectTranslated(page)
  })

  test('the dashboard with a queue, the evaluate panel, the question, the step aside', async ({ page }) => {
    const { email, stamp, projects } = seedJudge({ projects: 3 })
    const [first, second] = [projects[0]!, projects[1]!]
    await withScoringTurn(async () => {
      // Signed in: the notice, the welcome, the queue (only this story's projects: it searches for them).
      await signIn(page, email)
      await expect(page.getByText('⟦Login Successful⟧')).toBeVisible()
      await expectTranslated(page)
      const queue = `${pseudoOrigin}/judge-dashboard?show=queue&q=${stamp}`
      await page.goto(queue)
      const list = page.getByRole('list', { name: '⟦Projects to Evaluate⟧' })
      await expect(list.getByRole('link', { name: first.name })).toBeVisible()
      await expectTranslated(page, stamp)
      for (const view of ['reviewed', 'all&order=table']) {
        await page.goto(`${pseudoOrigin}/judge-dashboard?show=${view}&q=${stamp}`)
        await expectTranslated(page, stamp)
      }
      await page.goto(`${pseudoOrigin}/judge-dashboard?show=reviewed`)
      await expectTranslated(page)
      await page.goto(`${pseudoOrigin}/judge-dashboard?show=queue&q=nothing-${stamp}`)
      await expectTranslated(page, `nothing-${stamp}`)

      // A project open in the panel, with the step aside opened.
      await page.goto(`${queue}&project=${first.id}`)
      const panel = page.locator('#evaluate')
      await expect(panel.getByRole('heading', { name: first.name })).toBeVisible()
      await panel.getByText('⟦I know this participant: step aside⟧').click()
      await expect(panel.getByRole('button', { name: '⟦Step aside from this project⟧' })).toBeVisible()
      await expectTranslated(page, stamp)

      // Saving without moving a slider asks first (the panel with JavaScript, the server without).
      if (jsEnabled(test.info())) await hydrated(page)
      await panel.locator('textarea[name^="comments-"]').first().fill(`Lovely leaves ${stamp}`)
      await panel.getByRole('button', { name: /⟦Save and next⟧/ }).click()
      const question = page.getByRole('group', { name: /⟦\d criteria are not scored yet⟧/ })
      await expect(question).toBeVisible()
      await expectTranslated(page, stamp, `Lovely leaves ${stamp}`)
      await question.getByRole('button', { name: '⟦Save anyway⟧' }).click()
      await expect(page.getByText('⟦Scores Submitted⟧')).toBeVisible()
      await expect(panel.getByRole('heading', { name: second.name })).toBeVisible()
      await expectTranslated(page, stamp)

      // Stepping aside from the next one: the notice, then the project as the judge now sees it.
      await panel.getByText('⟦I know this participant: step aside⟧').click()
      await panel.getByRole('button', { name: '⟦Step aside from this project⟧' }).click()
      await expect(page.getByText('⟦You stepped aside⟧')).toBeVisible()
      await expectTranslated(page, stamp)
      await page.goto(`${pseudoOrigin}/judge-dashboard?show=all&q=${stamp}&project=${second.id}`)
      await expect(panel.getByText('⟦You stepped aside from this project⟧')).toBeVisible()
      await expectTranslated(page, stamp)
    })
  })

  test('the evaluations kept on the tablet without a network', { tag: '@js' }, async ({ page, context }) => {
    const { email, stamp, projects } = seedJudge({ projects: 1 })
    await withScoringTurn(async () => {
      await signIn(page, email)
      await page.goto(`${pseudoOrigin}/judge-dashboard?show=queue&q=${stamp}&project=${projects[0]!.id}`)
      await hydrated(page)
      await context.setOffline(true)
      try {
        const panel = page.locator('#evaluate')
        await panel.getByRole('button', { name: '⟦Submit Scores⟧' }).click()
        await page.getByRole('button', { name: '⟦Save anyway⟧' }).click()
        await expect(page.getByText('⟦1 evaluation waiting to be sent:⟧')).toBeVisible({ timeout: 15_000 })
        await expect(page.getByText('⟦Offline⟧')).toBeVisible()
        await expectTranslated(page, stamp)
      } finally {
        await context.setOffline(false)
      }
      await expect(page.getByText('⟦1 evaluation waiting to be sent:⟧')).toBeHidden({ timeout: 15_000 })
    })
  })

  test('scoring closed', async ({ page }) => {
    const { email, stamp, projects } = seedJudge({ projects: 1 })
    await withScoringTurn(async () => {
      setScoringOpen(false)
      try {
        await signIn(page, email)
        await page.goto(`${pseudoOrigin}/judge-dashboard?show=queue&q=${stamp}&project=${projects[0]!.id}`)
        await expect(page.getByText('⟦Scoring is closed.⟧')).toBeVisible()
        await expectTranslated(page, stamp)
      } finally {
        setScoringOpen(true)
      }
    })
  })

  test('a judge waiting for approval, and an inactive judge with their earlier scores', async ({ page }) => {
    const waiting = seedJudge({ approved: false })
    await signIn(page, waiting.email)
    await expect(page.getByRole('heading', { name: /⟦Your account is waiting/ })).toBeVisible()
    await expectTranslated(page)

    await page.context().clearCookies()
    await choosePseudo(page.context())
    const inactive = seedJudge({ projects: 1 })
    const db = serverDb(pseudoServer)
    try {
      const criteria = db
        .prepare('select id from scoring_criteria where is_active = 1 order by position, id')
        .pluck()
        .all() as number[]
      const insert = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score, comments) values (?, ?, ?, ?, ?)',
      )
      criteria.forEach((criterion, index) =>
        insert.run(inactive.projects[0]!.id, inactive.judgeId, criterion, 6, `Bright idea ${index}`),
      )
      db.prepare('update judges set is_active = 0 where id = ?').run(inactive.judgeId)
    } finally {
      db.close()
    }
    await signIn(page, inactive.email)
    await expect(page.getByRole('heading', { name: '⟦Your judge account is inactive⟧' })).toBeVisible()
    await expectTranslated(page)
  })
})
