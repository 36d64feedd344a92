import { expect, test } from '@playwright/test'
import {
  server,
  origin,
  password,
  api,
  criteriaIds,
  panel,
  listItem,
  waiting,
  anyWaiting,
  seed,
  scoreRows,
  open,
  setAllSliders,
  saveAnyway,
  type Row,
} from './offline-helpers'
import { serverDb } from './fixtures'
import { signInAsJudge } from './helpers'

// With JavaScript, a judge scores without a network; the evaluations wait on the tablet (IndexedDB) and
// reach the server exactly once when it is back. On a server of its own, where these stories read exact
// scores and timestamps. Without the service worker but in the last story below (and offline-shell.spec.ts),
// as nothing else here reloads the page while offline. Blocked, not just unused: Playwright takes the page back
// online before the worker, and the page's first reload of its data after a send would be answered from the
// worker's copy in between, a gap no tablet has (its page and worker share one network).

// One story at a time on this server: each seed re-plans the assignments, which must not move a queue
// while another story is reading it.
test.describe.configure({ mode: 'default' })

/** Until the clock the server shares with us is past every row's time: a row written again would show it. */
const clockPassed = (rows: Row[]) =>
  expect.poll(() => Date.now()).toBeGreaterThan(Math.max(...rows.map((row) => row.submittedAt)))

test.describe('judging offline', { tag: ['@judge', '@js'] }, () => {
  test.use({ serviceWorkers: 'block' })
  test('online, both buttons save as before, each evaluation under a name of its own', async ({ page }) => {
    const story = seed(['Ice Lens', 'Jelly Motor'])
    const [ice, jelly] = story.projects
    await open(page, story)

    const pressed = Date.now()
    await panel(page).getByRole('slider').first().fill('6')
    await panel(page).getByRole('button', { name: 'Save and next' }).click()
    // The four criteria not moved are asked about first (docs/decisions/0042).
    await saveAnyway(page)
    await expect(page).toHaveURL(new RegExp(`project=${jelly!.id}#selected$`))
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toBeVisible()
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await saveAnyway(page)
    await expect(page).toHaveURL(new RegExp(`\\?show=queue&q=${story.stamp}$`))
    await expect(anyWaiting(page)).toBeHidden()

    const db = serverDb(server)
    try {
      const batches = db
        .prepare('select batch_id as batchId from score_batches where judge_id = ?')
        .all(story.judgeId) as { batchId: string }[]
      expect(batches).toHaveLength(2)
      for (const { batchId } of batches) expect(batchId).toMatch(/^[0-9a-f]{32}$/)
      const times = db
        .prepare(
          'select distinct evaluated_at as t from project_scores where judge_id = ? and project_id = ?',
        )
        .all(story.judgeId, ice!.id) as { t: number }[]
      expect(times).toHaveLength(1)
      expect(times[0]!.t).toBeGreaterThanOrEqual(pressed)
      expect(times[0]!.t).toBeLessThanOrEqual(Date.now())
    } finally {
      db.close()
    }
  })

  test('three evaluations scored offline wait on the tablet, then reach the server once each', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000)
    const story = seed(['Kite Lab', 'Lemon Cell', 'Moss Wall', 'Nail Compass'])
    const [kite, lemon, moss, nail] = story.projects
    await open(page, story)

    await context.setOffline(true)
    // "Save and next" twice: the next project opens without the server. The criteria not moved are asked
    // about offline too, before the evaluation is kept: it carries the judge's answer.
    await panel(page).getByRole('slider').first().fill('9')
    await panel(page).getByRole('button', { name: 'Save and next' }).click()
    await saveAnyway(page, 4)
    await expect(waiting(page, 1)).toBeVisible()
    await expect(panel(page).getByRole('heading', { name: lemon!.name })).toBeVisible()
    await expect(panel(page).getByRole('slider').first()).toHaveValue('5')
    // Opened without the server, it has no score of the judge's yet.
    await expect(panel(page).locator('output')).toHaveText(Array(5).fill('Not scored yet'))

    await panel(page).getByRole('slider').first().fill('8')
    await panel(page).getByRole('button', { name: 'Save and next' }).click()
    await saveAnyway(page, 4)
    await expect(waiting(page, 2)).toBeVisible()
    await expect(panel(page).getByRole('heading', { name: moss!.name })).toBeVisible()

    // "Submit Scores" stays on the project, saved on the tablet.
    await panel(page).getByRole('slider').first().fill('7')
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await saveAnyway(page, 4)
    await expect(waiting(page, 3)).toBeVisible()
    await expect(panel(page).getByRole('heading', { name: moss!.name })).toBeVisible()
    await expect(panel(page).getByText('Saved on this tablet', { exact: true })).toBeVisible()
    await expect(panel(page).getByRole('status')).toContainText('It will be sent when you are back online')
    for (const project of [kite!, lemon!, moss!]) {
      await expect(listItem(page, project.name)).toContainText('Saved on this tablet')
    }
    await expect(listItem(page, nail!.name)).toContainText('Not Reviewed')
    expect(scoreRows(story)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: testInfo.outputPath('offline-waiting.png') })
    await listItem(page, kite!.name).scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('offline-list.png') })

    const backOnline = Date.now()
    await context.setOffline(false)
    await expect(anyWaiting(page)).toBeHidden({ timeout: 30_000 })
    const allSent = Date.now()
    await expect
      .poll(() => scoreRows(story).length, { timeout: 30_000 - (allSent - backOnline) })
      .toBe(3 * criteriaIds().length)
    const rows = scoreRows(story)
    expect(rows.every((row) => row.n === 1)).toBe(true)
    // Each project's first slider was moved; the others stayed at 5.
    const top = (projectId: number) =>
      Math.max(...rows.filter((r) => r.projectId === projectId).map((r) => r.score))
    expect([top(kite!.id), top(lemon!.id), top(moss!.id)]).toEqual([9, 8, 7])
    testInfo.annotations.push({ type: 'back online → all sent', description: `${allSent - backOnline} ms` })
    console.log(`[offline] back online → all sent: ${allSent - backOnline} ms`)

    // The page reloads its data: the list shows the server's statuses.
    for (const project of [kite!, lemon!, moss!]) {
      await expect(listItem(page, project.name)).toContainText('/10')
      await expect(listItem(page, project.name)).not.toContainText('Not Reviewed')
      await expect(listItem(page, project.name)).not.toContainText('Saved on this tablet')
    }
    await expect(panel(page).getByText('Saved on this tablet')).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: testInfo.outputPath('offline-sent.png') })
  })

  test('an older evaluation sent late does not overwrite a newer one', async ({ page, context }) => {
    test.setTimeout(60_000)
    const story = seed(['Rain Gauge'])
    const gauge = story.projects[0]!
    await open(page, story)

    await context.setOffline(true)
    await setAllSliders(page, 2)
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await expect(waiting(page, 1)).toBeVisible()

    // Back online, but the waiting evaluation cannot get through (the JSON API fails) until released.
    let held = true
    const answers: unknown[] = []
    await page.route('**/api/scoring/submit-batch', async (route) => {
      if (held) return route.abort('failed')
      const response = await route.fetch()
      answers.push(await response.json())
      await route.fulfill({ response })
    })
    await context.setOffline(false)
    await setAllSliders(page, 9)
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toBeVisible()
    expect(scoreRows(story).map((r) => r.score)).toEqual(criteriaIds().map(() => 9))
    await expect(waiting(page, 1)).toBeVisible()

    // Released: sent when the page loads. The server skips every item (older than the rows), without error.
    held = false
    await page.reload()
    await expect
      .poll(() => answers)
      .toEqual([expect.objectContaining({ saved: 0, skipped: criteriaIds().length })])
    await expect(anyWaiting(page)).toBeHidden()
    await expect(
      page.getByText(`A newer evaluation of ${gauge.name} was already saved, so this one was not applied.`),
    ).toBeVisible()
    expect(scoreRows(story).map((r) => r.score)).toEqual(criteriaIds().map(() => 9))
    await expect(listItem(page, gauge.name)).toContainText('/10')
  })

  test('a batch sent twice is written once', async ({ page }) => {
    const story = seed(['Salt Crystal'])
    const crystal = story.projects[0]!
    await open(page, story)

    // The same batch twice, as a client whose first answer was lost would send it.
    const body = {
      batchId: `replay-${story.stamp}`,
      evaluatedAt: Date.now(),
      scores: criteriaIds().map((criteriaId) => ({
        projectId: crystal.id,
        criteriaId,
        score: 6,
        comments: '',
      })),
    }
    const first = await page.request.post(api, { data: body })
    expect(first.status()).toBe(200)
    const written = scoreRows(story)
    expect(written.map((r) => r.score)).toEqual(criteriaIds().map(() => 6))
    await clockPassed(written)
    const replay = await page.request.post(api, { data: body })
    expect(replay.status()).toBe(200)
    expect(await replay.json()).toEqual(await first.json())
    // Not written again: the same rows, with the first write's timestamps.
    expect(scoreRows(story)).toEqual(written)
  })

  test('an evaluation whose answer was lost is kept, sent again under its name, and written once', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const story = seed(['Tide Clock'])
    await open(page, story)

    // The form's post reaches the server, which saves it, but the answer never reaches the tablet.
    let lose = true
    await page.route('**/judge-dashboard.data*', async (route) => {
      if (route.request().method() !== 'POST' || !lose) return route.fallback()
      lose = false
      await route.fetch()
      await route.abort('connectionreset')
    })
    await setAllSliders(page, 4)
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await expect(waiting(page, 1)).toBeVisible()
    const written = scoreRows(story)
    expect(written.map((r) => r.score)).toEqual(criteriaIds().map(() => 4))

    // Sent again when the page loads, under the same batchId: the server answers, and writes nothing.
    await clockPassed(written)
    const answer = page.waitForResponse((r) => r.url() === api)
    await page.reload()
    expect((await answer).status()).toBe(200)
    await expect(anyWaiting(page)).toBeHidden()
    expect(scoreRows(story)).toEqual(written)
  })

  test('a submit the server does not answer within 10 s is kept, and written once', async ({ page }) => {
    test.setTimeout(60_000)
    const story = seed(['Uphill Ball'])
    await open(page, story)

    // The form's post waits 12 s before it goes on to the server.
    await page.route('**/judge-dashboard.data*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 12_000))
      await route.fallback()
    })
    await setAllSliders(page, 3)
    const pressed = Date.now()
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await expect(panel(page).getByRole('button', { name: 'Submitting...' })).toBeVisible()
    await expect(waiting(page, 1)).toBeVisible({ timeout: 15_000 })
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(10_000)

    // The late post still arrives; sent again when the page loads, it writes nothing more.
    await expect.poll(() => scoreRows(story).length, { timeout: 10_000 }).toBe(criteriaIds().length)
    const written = scoreRows(story)
    await page.unrouteAll()
    const answer = page.waitForResponse((r) => r.url() === api)
    await page.reload()
    expect((await answer).status()).toBe(200)
    await expect(anyWaiting(page)).toBeHidden()
    expect(scoreRows(story)).toEqual(written)
  })

  test('an evaluation the server refuses is not sent again, and shows until dismissed', async ({
    page,
    context,
  }, testInfo) => {
    const story = seed(['Wind Vane'])
    const vane = story.projects[0]!
    await open(page, story)
    let sends = 0
    page.on('request', (request) => {
      if (request.url() === api) sends++
    })

    await context.setOffline(true)
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await saveAnyway(page)
    await expect(waiting(page, 1)).toBeVisible()
    // Meanwhile the organiser deactivates the judge: the server will refuse the scores (403, final).
    const db = serverDb(server)
    db.prepare('update judges set is_active = 0 where id = ?').run(story.judgeId)
    db.close()

    await context.setOffline(false)
    const alert = page.getByRole('alert').filter({ hasText: 'Not saved' })
    await expect(alert).toContainText(`Not saved: “${vane.name}”.`)
    await expect(alert).toContainText('Your judge account is inactive, so you cannot submit scores.')
    await expect(anyWaiting(page)).toBeHidden()
    // The page reloads its data once the answer is in: the judge is inactive now, so it lists no project
    // (nothing waits on the tablet any more either).
    await expect(page.getByRole('heading', { name: 'Your judge account is inactive' })).toBeVisible()
    await expect(page.getByText('Saved on this tablet')).toHaveCount(0)
    expect(scoreRows(story)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: testInfo.outputPath('offline-refused.png') })

    // Not sent again when the page loads; gone once dismissed.
    await page.reload()
    await expect(alert).toBeVisible()
    expect(sends).toBe(1)
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await expect(alert).toBeHidden()
    await page.reload()
    // Inactive now: the page says why, and shows no project.
    await expect(page.getByRole('heading', { name: 'Your judge account is inactive' })).toBeVisible()
    await expect(panel(page)).toBeHidden()
    await expect(alert).toBeHidden()
    expect(sends).toBe(1)
  })

  test('an evaluation kept offline and sent after the organiser closed scoring is refused, visibly', async ({
    page,
    context,
  }) => {
    const story = seed(['Sun Dial'])
    const dial = story.projects[0]!
    await open(page, story)
    const setScoringOpen = (open: boolean) => {
      const db = serverDb(server)
      try {
        db.prepare('update judging_settings set scoring_open = ? where id = 1').run(open ? 1 : 0)
      } finally {
        db.close()
      }
    }

    await context.setOffline(true)
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await saveAnyway(page)
    await expect(waiting(page, 1)).toBeVisible()
    // The organiser closes scoring for the awards while the tablet is offline.
    setScoringOpen(false)
    try {
      await context.setOffline(false)
      const alert = page.getByRole('alert').filter({ hasText: 'Not saved' })
      await expect(alert).toContainText(`Not saved: “${dial.name}”.`)
      await expect(alert).toContainText('Scoring is closed')
      await expect(anyWaiting(page)).toBeHidden()
      // The page the judge now sees says why, and the form is read-only.
      await expect(page.getByRole('status').filter({ hasText: 'Scoring is closed.' })).toBeVisible()
      expect(scoreRows(story)).toEqual([])
    } finally {
      setScoringOpen(true)
    }
  })
})

// The whole story of the venue's Wi-Fi dropping during judging, with the service worker
// (docs/decisions/0014): the tablet loses the network, the judge scores three projects, reloads, still sees
// the queue, scores a fourth, and all four reach the server once each when the network is back.
test.describe('judging offline across a reload', { tag: ['@judge', '@js'] }, () => {
  test('three evaluations, a reload offline, a fourth: all four sent once when back online', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    // Submitted before every other story's projects, so they come first in the judge's queue even if a
    // story running alongside adds one of its own to it.
    const story = seed(['Owl Feeder', 'Pulley Lift', 'Quartz Radio', 'Rain Gauge'], 1_600_000_000_000)
    // Exactly these four in the judge's queue: the earlier stories' projects, shared out among all the
    // judges on this server, would come first in it.
    const db = serverDb(server)
    try {
      db.prepare('delete from assignments where judge_id = ?').run(story.judgeId)
      const assign = db.prepare('insert into assignments (project_id, judge_id) values (?, ?)')
      for (const project of story.projects) assign.run(project.id, story.judgeId)
    } finally {
      db.close()
    }
    await signInAsJudge(page, story.email, password, origin)

    // The worker keeps the queue and each of its projects' pages before the network goes.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const kept = () =>
      page.evaluate(async (judge) => {
        const cache = await caches.open(`sc-judge-${judge}`)
        return (await cache.keys()).map((request) => new URL(request.url).search)
      }, story.judgeId)
    await expect
      .poll(kept, { timeout: 30_000 })
      .toEqual(expect.arrayContaining(story.projects.map((p) => `?show=queue&project=${p.id}`)))

    const list = page.getByRole('list', { name: 'Projects to Evaluate' })
    await list.getByRole('link').filter({ hasText: story.projects[0]!.name }).click()
    await expect(panel(page).getByRole('heading', { name: story.projects[0]!.name })).toBeVisible()
    await expect(panel(page).locator('input[name="batchId"]')).toBeAttached()

    await context.setOffline(true)
    for (const [index, score] of [9, 8].entries()) {
      await setAllSliders(page, score)
      await panel(page).getByRole('button', { name: 'Save and next' }).click()
      await expect(waiting(page, index + 1)).toBeVisible()
    }
    await setAllSliders(page, 7)
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await expect(waiting(page, 3)).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Offline Judge' })).toBeVisible()
    await expect(waiting(page, 3)).toBeVisible()
    // The queue, as the worker kept it; the fourth project's page too.
    await page.goto(`${origin}/judge-dashboard?show=queue`)
    const listAgain = page.getByRole('list', { name: 'Projects to Evaluate' })
    await expect(listAgain.getByRole('link').filter({ hasText: story.projects[3]!.name })).toBeVisible()
    await listAgain.getByRole('link').filter({ hasText: story.projects[3]!.name }).click()
    await expect(panel(page).getByRole('heading', { name: story.projects[3]!.name })).toBeVisible()
    await expect(panel(page).locator('input[name="batchId"]')).toBeAttached()
    await setAllSliders(page, 6)
    await panel(page).getByRole('button', { name: 'Submit Scores' }).click()
    await expect(waiting(page, 4)).toBeVisible()
    expect(scoreRows(story)).toEqual([])

    const backOnline = Date.now()
    await context.setOffline(false)
    await expect(anyWaiting(page)).toBeHidden({ timeout: 30_000 })
    await expect
      .poll(() => scoreRows(story).length, { timeout: Math.max(1_000, 30_000 - (Date.now() - backOnline)) })
      .toBe(4 * criteriaIds().length)
    const rows = scoreRows(story)
    expect(rows.every((row) => row.n === 1)).toBe(true)
    const scoreOf = (projectId: number) => rows.find((row) => row.projectId === projectId)!.score
    expect(story.projects.map((p) => scoreOf(p.id))).toEqual([9, 8, 7, 6])
    console.log(`[offline] four evaluations, back online → all sent: ${Date.now() - backOnline} ms`)
  })
})
