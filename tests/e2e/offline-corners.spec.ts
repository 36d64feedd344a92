import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import {
  server,
  origin,
  api,
  criteriaIds,
  panel,
  waiting,
  anyWaiting,
  seed,
  scoreRows,
  open,
  setAllSliders,
  type Story,
} from './offline-helpers'
import { serverDb } from './fixtures'

// The corners where a judge's evaluation kept on the tablet used to be lost or silently skipped
// (docs/decisions/0015): a tablet whose clock is wrong, a venue Wi-Fi's captive portal, a session that
// ends while evaluations wait. Each story has a judge and projects of its own on the offline server.
// Without the service worker, as in offline-scores.spec.ts and for the same reason: nothing here reloads
// while offline, and Playwright takes the page back online before the worker, so the page's reload of its
// data after a send failed inside the worker (a gap no tablet has) and showed the error page.

const DAY = 86_400_000

/** The tablet's wall clock, off by `shift` ms from the first script of every page on (its monotonic clock is not). */
async function shiftClock(page: Page, shift: number) {
  await page.addInitScript((by) => {
    const RealDate = Date
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + by)
        else super(...(args as [number]))
      }
      static override now() {
        return RealDate.now() + by
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor
  }, shift)
}

/** The network drops and comes back: the page sends what waits (the `online` event). */
async function networkBack(context: BrowserContext) {
  await context.setOffline(true)
  await context.setOffline(false)
}

const scores = (story: Story) => scoreRows(story).map((row) => row.score)
const every = (score: number) => criteriaIds().map(() => score)
const submit = (page: Page) => panel(page).getByRole('button', { name: 'Submit Scores' }).click()
const notApplied = (page: Page, story: Story) =>
  page.getByText(
    `A newer evaluation of ${story.projects[0]!.name} was already saved, so this one was not applied.`,
    { exact: true },
  )

/** Keeps the JSON API from answering until `release`: the page's sends on load fail as offline. */
async function holdSends(page: Page) {
  let held = true
  await page.route(api, (route) => (held ? route.abort('internetdisconnected') : route.fallback()))
  return () => {
    held = false
  }
}

test.describe('offline evaluations in the corners', { tag: ['@judge', '@js'] }, () => {
  test.use({ serviceWorkers: 'block' })
  test('a tablet whose clock is a day behind keeps its later corrections', async ({ page, context }) => {
    test.setTimeout(90_000)
    const story = seed(['Echo Chamber'])
    await shiftClock(page, -DAY)
    await open(page, story)
    expect(await page.evaluate(() => Date.now())).toBeLessThan(Date.now() - DAY + 60_000)

    // Scored first on another device, whose clock is right.
    const first = await page.request.post(api, {
      data: {
        scores: criteriaIds().map((criteriaId) => ({
          projectId: story.projects[0]!.id,
          criteriaId,
          score: 3,
        })),
      },
    })
    expect(first.status()).toBe(200)

    // Corrected on this tablet offline, and sent when the network is back: applied.
    await context.setOffline(true)
    await setAllSliders(page, 8)
    await submit(page)
    await expect(waiting(page, 1)).toBeVisible()
    await context.setOffline(false)
    await expect(anyWaiting(page)).toBeHidden()
    expect(scores(story)).toEqual(every(8))

    // Corrected again, and sent only after a reload: applied too.
    await context.setOffline(true)
    await setAllSliders(page, 6)
    await submit(page)
    await expect(waiting(page, 1)).toBeVisible()
    const release = await holdSends(page)
    await context.setOffline(false)
    await page.reload()
    await expect(waiting(page, 1)).toBeVisible()
    release()
    await networkBack(context)
    // Sent by the reloaded page's own retry, which on a loaded machine (the whole suite) takes past 5 s.
    await expect(anyWaiting(page)).toBeHidden({ timeout: 15_000 })
    expect(scores(story)).toEqual(every(6))
    await expect(notApplied(page, story)).toBeHidden()
  })

  test('a tablet whose clock is a day ahead does not overwrite a newer evaluation, and says so', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    const story = seed(['Fog Catcher'])
    await shiftClock(page, DAY)
    await open(page, story)

    await context.setOffline(true)
    await setAllSliders(page, 2)
    await submit(page)
    await expect(waiting(page, 1)).toBeVisible()
    // Back online, the waiting evaluation cannot get through until released; meanwhile the judge saves 9s.
    const release = await holdSends(page)
    await context.setOffline(false)
    await setAllSliders(page, 9)
    await submit(page)
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toBeVisible()
    expect(scores(story)).toEqual(every(9))

    // Sent after a reload: older than the 9s, so not applied, and the judge is told until they dismiss it.
    await page.reload()
    await expect(waiting(page, 1)).toBeVisible()
    release()
    await networkBack(context)
    // Sent by the reloaded page's own retry, which on a loaded machine (the whole suite) takes past 5 s.
    await expect(anyWaiting(page)).toBeHidden({ timeout: 15_000 })
    expect(scores(story)).toEqual(every(9))
    await expect(notApplied(page, story)).toBeVisible()
    await page.reload()
    await expect(notApplied(page, story)).toBeVisible()
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect(notApplied(page, story)).toBeHidden()
  })

  test('a captive portal’s answer keeps the evaluation, which is sent once the server answers', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    const story = seed(['Solar Oven'])
    await open(page, story)
    const portal = '<!doctype html><title>Venue Wi-Fi</title><h1>Accept the terms to go online</h1>'
    await page.route(`${origin}/captive-portal`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: portal }),
    )

    // The form's own post, answered by the portal: its page (200), then a redirect to it.
    for (const [index, answer] of [
      { status: 200, contentType: 'text/html', body: portal },
      { status: 302, headers: { location: `${origin}/captive-portal` } },
    ].entries()) {
      await page.route('**/judge-dashboard.data*', (route) =>
        route.request().method() === 'POST' ? route.fulfill(answer) : route.fallback(),
      )
      await setAllSliders(page, 4 + index)
      await submit(page)
      await expect(waiting(page, index + 1)).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toHaveCount(0)
      await page.unroute('**/judge-dashboard.data*')
    }
    expect(scoreRows(story)).toEqual([])

    // The queue's sends meet the portal too: its page, then a redirect. The same evaluation goes each time.
    const answers = [
      { status: 200, contentType: 'text/html', body: portal },
      { status: 302, headers: { location: `${origin}/captive-portal` } },
    ]
    const sent: string[] = []
    await page.route(api, (route) => {
      sent.push((route.request().postDataJSON() as { batchId: string }).batchId)
      const answer = answers.shift()
      return answer ? route.fulfill(answer) : route.fallback()
    })
    await networkBack(context)
    await expect.poll(() => sent.length).toBe(1)
    await networkBack(context)
    await expect.poll(() => sent.length).toBe(2)
    await expect(waiting(page, 2)).toBeVisible()
    expect(scoreRows(story)).toEqual([])

    // The real server answers: both are sent, in the order they were made.
    await networkBack(context)
    await expect(anyWaiting(page)).toBeHidden()
    expect(sent).toHaveLength(4)
    expect(sent[1]).toBe(sent[0])
    expect(sent[2]).toBe(sent[0])
    expect(scoreRows(story)).toEqual(
      criteriaIds().map((criteriaId) => expect.objectContaining({ criteriaId, score: 5, n: 1 })),
    )
  })

  test('an expired session keeps the queue for its judge, never sent as another', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const ada = seed(['Wave Tank'])
    const bea = seed(['Sand Clock'])
    await open(page, ada)

    await context.setOffline(true)
    await setAllSliders(page, 7)
    await submit(page)
    await expect(waiting(page, 1)).toBeVisible()
    // The session ends on the server while the tablet is offline.
    const db = serverDb(server)
    try {
      db.prepare("delete from sessions where json_extract(sess, '$.judgeId') = ?").run(ada.judgeId)
    } finally {
      db.close()
    }
    const signInAgain = (n: number) =>
      page.getByRole('status').filter({
        hasText: `${n} ${n === 1 ? 'evaluation' : 'evaluations'} waiting to be sent: your session has ended. Sign in again to send them.`,
      })
    const refusedSession = page.waitForResponse((r) => r.url() === api)
    await context.setOffline(false)
    expect((await refusedSession).status()).toBe(401)
    await expect(signInAgain(1)).toBeVisible()
    await expect(signInAgain(1).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/judge-login',
    )

    // A submit from the open form is kept too, not lost to the sign-in page.
    await setAllSliders(page, 8)
    await submit(page)
    await expect(signInAgain(2)).toBeVisible()
    await expect(panel(page).getByText('Saved on this tablet', { exact: true })).toBeVisible()
    expect(scoreRows(ada)).toEqual([])

    // Another judge signs in on this tablet, in another tab: Ada's page sends nothing as Bea, and Bea's
    // dashboard sends none of Ada's.
    const other = await context.newPage()
    await open(other, bea)
    await expect(anyWaiting(other)).toBeHidden()
    const otherJudge = page.waitForResponse((r) => r.url() === api)
    await networkBack(context)
    expect((await otherJudge).status()).toBe(403)
    await expect(signInAgain(2)).toBeVisible()
    expect(scoreRows(ada)).toEqual([])
    expect(scoreRows(bea)).toEqual([])

    // Bea hands the tablet back, and Ada signs in again: both are sent, in order, once each.
    await other.getByRole('button', { name: 'Logout' }).click()
    await expect(other).toHaveURL(/\/judge-login$/)
    // The fresh page shows nothing waiting until it has read the tablet's queue, and sends the two
    // evaluations one after the other: the database is asked until the second has arrived.
    await open(other, ada)
    await expect
      .poll(() => scoreRows(ada), { timeout: 15_000 })
      .toEqual(criteriaIds().map((criteriaId) => expect.objectContaining({ criteriaId, score: 8, n: 1 })))
    await expect(anyWaiting(other)).toBeHidden()
    expect(scoreRows(bea)).toEqual([])
  })
})
