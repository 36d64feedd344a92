import bcrypt from 'bcryptjs'
import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { serverDb } from './fixtures'
import { jsEnabled, recordAnswers, type RecordedAnswer } from './helpers'

// Results kept for the awards, on a server of its own whose organiser has hidden the results until the awards
// and closed scoring before these stories start (the state never changes during the run, so the stories
// can run side by side). Scanned through a real browser, with JS on and off: every public page, the
// .data each click fetches, and the JSON API carry no score, rank or judge's comment.

const server = servers.results
const origin = `http://localhost:${server.port}`
const password = 'results-pass-1'
const judgeEmail = 'closed-judge@judges.example.org'
const hiddenMessage = 'The results will be announced at the awards ceremony.'

const approvedNames = ['Hidden Kite', 'Hidden Lens', 'Hidden Pump']
const comments = ['Kite comment qv1', 'Lens comment qv2', 'Pump comment qv3']

type Seeded = { approved: { id: number; name: string }[]; judgeId: number }

/** The event, written once whichever project's worker comes first (one IMMEDIATE transaction). */
function seed(): Seeded {
  const db = serverDb(server)
  try {
    const run = db.transaction((): Seeded => {
      const existing = db
        .prepare(
          "select id, name from projects where name like 'Hidden %' and status = 'approved' order by id",
        )
        .all() as { id: number; name: string }[]
      if (existing.length > 0) {
        const judge = db.prepare('select id from judges where email = ?').get(judgeEmail) as { id: number }
        return { approved: existing, judgeId: judge.id }
      }
      const { id: judgeId } = db
        .prepare(
          "insert into judges (name, email, password, expertise, approved_at) values ('Closed Judge', ?, ?, 'Physics', ?) returning id",
        )
        .get(judgeEmail, bcrypt.hashSync(password, 4), Date.now()) as { id: number }
      const insert = db.prepare(
        `insert into projects (name, description, submission_type, submission_method, url, author_name, status)
         values (?, 'A project for the awards.', 'website', 'other', 'https://example.org/awards', 'Ada Lovelace', ?) returning id`,
      )
      const criteria = (
        db.prepare('select id from scoring_criteria where is_active = 1 order by id').all() as {
          id: number
        }[]
      ).map((c) => c.id)
      const score = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score, comments) values (?, ?, ?, ?, ?)',
      )
      const approved = approvedNames.map((name, index) => {
        const { id } = insert.get(name, 'approved') as { id: number }
        for (const criterion of criteria) score.run(id, judgeId, criterion, 9 - index, comments[index])
        return { id, name }
      })
      insert.get('Hidden Pending', 'pending')
      db.prepare(
        "update judging_settings set results_visibility = 'hidden', scoring_open = 0 where id = 1",
      ).run()
      return { approved, judgeId }
    })
    return run.immediate()
  } finally {
    db.close()
  }
}

// What a result looks like anywhere: a comment, the leaderboard's fields, the page's averages, a rank badge.
const traces = [...comments, 'percentage', '"averageScore"', 'judgesFeedback', '/ 10', '%</']

// A page opened from outside carries the site's stylesheet, which has words such as "length-percentage".
const withoutStylesheet = (text: string) => text.replace(/<style data-href="[^"]*">[\s\S]*?<\/style>/, '')

/** Records every answer from the server the page loads or fetches, to scan them all. */
const recordAll = (page: Page) =>
  recordAnswers(
    page,
    origin,
    (url, type) => /html|json|text\/x-script|turbo/.test(type) || url.includes('.data'),
  )

async function leaksIn(answers: RecordedAnswer[]) {
  const leaks: string[] = []
  for (const answer of answers) {
    const body = withoutStylesheet(await answer.body)
    for (const trace of traces) if (body.includes(trace)) leaks.push(`${answer.url}: ${trace}`)
  }
  return leaks
}

test.describe('results hidden until the awards', () => {
  test('no public page, .data or JSON carries a score, a rank or a comment', async ({ page }, testInfo) => {
    const { approved } = seed()
    const answers = await recordAll(page)

    await page.goto(`${origin}/feed`)
    await expect(page.getByRole('link', { name: 'Hidden Kite', exact: true })).toBeVisible()
    // The tab: a click (a .data fetch with JS, a page without).
    await page.getByRole('link', { name: 'Leaderboard' }).click()
    await expect(page.getByText(hiddenMessage)).toBeVisible()
    await expect(page.getByRole('list').filter({ hasText: 'Hidden Kite' })).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('leaderboard-hidden.png'), fullPage: true })

    for (const project of approved) {
      await page.goto(`${origin}/feed`)
      await page.getByRole('link', { name: project.name, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Judge Evaluation' })).toContainText(hiddenMessage)
      await expect(page.getByRole('region', { name: 'Judge Feedback' })).toHaveCount(0)
    }

    // Their .data twins and the JSON API, as any script on the internet would ask.
    const direct = [
      '/feed.data?tab=leaderboard',
      '/api/leaderboard',
      ...approved.flatMap(({ id }) => [
        `/project/${id}.data`,
        `/api/projects/${id}/scores`,
        `/api/projects/${id}/feedback`,
      ]),
    ]
    for (const path of direct) {
      const answer = await page.request.get(`${origin}${path}`)
      expect(answer.status(), path).toBe(200)
      answers.push({ url: path, body: answer.text() })
    }
    expect(await page.request.get(`${origin}/api/leaderboard`).then((a) => a.json())).toEqual([])

    expect(answers.length).toBeGreaterThan(direct.length + (jsEnabled(testInfo) ? 4 : 5))
    expect(await leaksIn(answers)).toEqual([])
  })
})

test.describe('scoring closed', { tag: '@judge' }, () => {
  async function signIn(page: Page) {
    await page.goto(`${origin}/judge-login`)
    await page.getByLabel('Email').fill(judgeEmail)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/judge-dashboard$/)
  }

  const rows = (judgeId: number) => {
    const db = serverDb(server)
    try {
      return db
        .prepare('select criteria_id, score, comments from project_scores where judge_id = ? order by id')
        .all(judgeId)
    } finally {
      db.close()
    }
  }

  test('the judge reads their scores under a banner; the form and the API refuse a submit', async ({
    page,
  }, testInfo) => {
    const { approved, judgeId } = seed()
    const before = rows(judgeId)
    await signIn(page)
    await page.goto(`${origin}/judge-dashboard?show=all&project=${approved[0]!.id}`)
    await expect(page.getByRole('status').filter({ hasText: 'Scoring is closed.' })).toBeVisible()
    const panel = page.getByRole('region', { name: 'Evaluate Project' })
    await expect(panel.getByRole('heading', { name: approved[0]!.name })).toBeVisible()
    // Their own scores are still there to read, and nothing can be changed.
    await expect(panel.getByRole('slider').first()).toHaveValue('9')
    await expect(panel.getByRole('slider').first()).toBeDisabled()
    await expect(panel.getByRole('button', { name: 'Submit Scores' })).toBeDisabled()
    await expect(panel.getByRole('button', { name: 'Save and next' })).toBeDisabled()
    await expect(panel.getByText('I know this participant')).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('scoring-closed.png'), fullPage: true })

    // The page's form, sent anyway with the judge's session: refused.
    const form = new URLSearchParams({ intent: 'score', projectId: String(approved[0]!.id), criteriaId: '1' })
    form.set('score-1', '1')
    const posted = await page.request.post(`${origin}/judge-dashboard`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: form.toString(),
      maxRedirects: 0,
    })
    expect(posted.status()).toBe(403)
    expect(await posted.text()).toContain('Scoring is closed')
    // The API: 403 with the message.
    const api = await page.request.post(`${origin}/api/scoring/submit-batch`, {
      data: { scores: [{ projectId: approved[0]!.id, criteriaId: 1, score: 1, comments: 'late' }] },
    })
    expect(api.status()).toBe(403)
    expect(await api.json()).toEqual({ message: 'Scoring is closed', final: true })
    expect(rows(judgeId)).toEqual(before)
  })

  test('with JS, a submit forced past the disabled form shows the refusal @js', async ({ page }) => {
    const { approved, judgeId } = seed()
    const before = rows(judgeId)
    await signIn(page)
    await page.goto(`${origin}/judge-dashboard?show=all&project=${approved[1]!.id}`)
    const panel = page.getByRole('region', { name: 'Evaluate Project' })
    await expect(panel.locator('input[name="batchId"]')).toBeAttached()
    await panel
      .locator('fieldset[disabled], button[disabled]')
      .evaluateAll((elements) => elements.forEach((element) => element.removeAttribute('disabled')))
    await panel.getByRole('slider').first().fill('2')
    await panel.getByRole('button', { name: 'Submit Scores' }).click()
    await expect(panel.getByRole('alert')).toContainText('Scoring is closed')
    expect(rows(judgeId)).toEqual(before)
  })
})
