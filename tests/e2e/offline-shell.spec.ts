import { expect, test, type Page } from '@playwright/test'
import { syncAssignments } from '../../app/features/judging/assignment.server'
import { insertApprovedJudge, pngFile, serverDb, submissionForm, uniqueName } from './fixtures'
import { hydrated, signInAsJudge } from './helpers'

// A judge whose tablet loses the network reloads the dashboard and still sees their queue and a project's
// evaluate panel, because the judges' service worker kept them; the copy is this judge's alone, never holds
// an organiser's page, and is deleted at logout (docs/decisions/0014).

const password = 'offline-pass-1'

/** An approved judge on the main server, with a password to sign in with. */
function insertJudge(name: string) {
  const email = `${uniqueName('offline').replace(/\W+/g, '.')}@judges.example.org`
  const db = serverDb()
  try {
    return { id: insertApprovedJudge(db, { name, email, password }), email, name }
  } finally {
    db.close()
  }
}

/**
 * Two projects in the judge's queue: one sent with a thumbnail (pending: judges see it), one without
 * (its picture is the one for its type). The assignment is made by the model, as the app makes it; on a
 * server shared with other stories it may give these projects to other judges, so the judge's own
 * assignments are then written too (the top-up keeps every valid assignment).
 */
async function seedQueue(page: Page, judgeId: number) {
  const withPicture = uniqueName('Rain Gauge')
  const form = submissionForm(
    {
      name: withPicture,
      authorName: 'Offline Family',
      authorEmail: 'family@example.org',
      submissionType: 'website',
      submissionMethod: 'other',
      url: 'https://example.org/rain-gauge',
      description: 'A gauge that tells the rain from the sprinkler.',
    },
    [],
    await pngFile('gauge.png', '#0ea5e9'),
  )
  const created = await page.request.post('/api/projects', { multipart: form })
  expect(created.status()).toBe(201)
  const first = (await created.json()) as { id: number }

  const plain = uniqueName('Wind Vane')
  const db = serverDb()
  try {
    const second = db
      .prepare(
        `insert into projects (name, description, submission_type, submission_method, url, author_name, status, submitted_at)
         values (?, 'Which way the wind blows, drawn every hour.', 'website', 'other', 'https://example.org/vane', 'Offline Family', 'approved', ?) returning id`,
      )
      .get(plain, Date.now()) as { id: number }
    syncAssignments({ $client: db } as never)
    const assign = db.prepare('insert or ignore into assignments (project_id, judge_id) values (?, ?)')
    for (const id of [first.id, second.id]) assign.run(id, judgeId)
    return [
      { id: first.id, name: withPicture },
      { id: second.id, name: plain },
    ]
  } finally {
    db.close()
  }
}

function renameJudge(id: number, name: string) {
  const db = serverDb()
  try {
    db.prepare('update judges set name = ? where id = ?').run(name, id)
  } finally {
    db.close()
  }
}

async function signIn(page: Page, email: string) {
  await signInAsJudge(page, email, password)
}

/** The names of the site's caches, as the page sees them. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

/** Every address kept in the caches whose name starts with `prefix`, as path and query. */
const keptIn = (page: Page, prefix: string) =>
  page.evaluate(async (prefix) => {
    const kept: string[] = []
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url)
        kept.push(url.pathname + url.search)
      }
    }
    return kept
  }, prefix)

/** Waits until nothing more is stored in the caches named `prefix…`: the fetches ahead are over. */
async function settled(page: Page, prefix: string) {
  let last = ''
  await expect
    .poll(
      async () => {
        const now = JSON.stringify((await keptIn(page, prefix)).sort())
        const same = now === last && now !== '[]'
        last = now
        return same
      },
      { intervals: [1_000], timeout: 20_000 },
    )
    .toBe(true)
}

/** What the worker keeps of a judge's queue: each project's page and Remix data, and the queue's own. */
const queueCopy = (projects: { id: number }[]) => [
  '/judge-dashboard?show=queue',
  '/judge-dashboard.data?show=queue',
  ...projects.flatMap(({ id }) => [
    `/judge-dashboard?show=queue&project=${id}`,
    `/judge-dashboard.data?show=queue&project=${id}`,
  ]),
]

const connection = (page: Page) => page.getByRole('status').filter({ hasText: /^(Online|Offline)$/ })

test.describe('the judge dashboard without a network', { tag: ['@judge', '@js'] }, () => {
  test('a judge reloads offline: the queue, a project’s panel and its sliders are there; logging out deletes the copy', async ({
    page,
    context,
  }) => {
    const judge = insertJudge('Offline Judge')
    const projects = await seedQueue(page, judge.id)
    const [withPicture, plain] = projects as [(typeof projects)[0], (typeof projects)[0]]
    await signIn(page, judge.email)
    await expect(connection(page)).toHaveText('Online')

    // The worker takes the page over and keeps the judge's queue, in a cache of this judge's own.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await expect
      .poll(() => keptIn(page, `sc-judge-${judge.id}`), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(queueCopy(projects)))
    const kept = await keptIn(page, `sc-judge-${judge.id}`)
    // The uploaded thumbnail's card picture; the app shell in the shared cache.
    expect(kept).toContainEqual(expect.stringMatching(/^\/api\/files\/[0-9a-f]{32}-card\.webp$/))
    const shell = await keptIn(page, 'sc-shell-')
    expect(shell).toContainEqual(expect.stringMatching(/^\/build\/root-\w+\.js$/))
    expect(shell).toContainEqual(expect.stringMatching(/^\/build\/routes\/judge-dashboard-\w+\.js$/))
    expect(shell).toContainEqual(expect.stringMatching(/^\/build\/_assets\/tailwind-\w+\.css$/))

    await context.setOffline(true)
    await expect(connection(page)).toHaveText('Offline')
    // Renamed on the server meanwhile: the page shown is the copy, not a fresh one.
    renameJudge(judge.id, 'Renamed Judge')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Offline Judge' })).toBeVisible()
    // Styled: the page was opened from outside and carried its stylesheet, but the kept copy links it, and
    // the kept shell has its file.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Offline Judge' })).toHaveCSS(
      'font-weight',
      '800',
    )
    // Hydrated from the kept build: the root's mark, and the pill, which JavaScript alone draws. Not the
    // pill's word: that is the browser's navigator.onLine, which Playwright does not carry into a document
    // loaded after setOffline, so a page reloaded with no network at all may read "Online".
    await hydrated(page)
    await expect(connection(page)).toBeVisible()
    const list = page.getByRole('list', { name: 'Projects to Evaluate' })
    await expect(list.getByRole('link', { name: plain.name })).toBeVisible()

    await list.getByRole('link', { name: withPicture.name }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]project=${withPicture.id}#selected$`))
    const panel = page.getByRole('region', { name: 'Evaluate Project' })
    await expect(panel.getByRole('heading', { name: withPicture.name })).toBeVisible()
    const thumbnail = panel.getByRole('img', { name: `Thumbnail of ${withPicture.name}` })
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    const slider = panel.getByRole('slider').first()
    await slider.fill('7')
    await expect(slider).toHaveValue('7')

    // Reopened on the project itself: its page was kept too.
    await page.reload()
    await expect(panel.getByRole('heading', { name: withPicture.name })).toBeVisible()
    await expect(panel.getByRole('slider').first()).toBeVisible()
    await hydrated(page)

    // Back online (an 'online' event where the reloaded page believed it was offline), the page is fresh.
    await context.setOffline(false)
    await expect(connection(page)).toHaveText('Online')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Renamed Judge' })).toBeVisible()
    // The organiser's pages and JSON are never kept, even when a judge's page asks for them.
    await page.evaluate(() =>
      Promise.all(
        ['/admin', '/admin?tab=judges', '/admin-simple', '/api/admin/check-auth'].map((target) =>
          fetch(target).catch(() => null),
        ),
      ),
    )
    // The admin's page (its login form, for a judge) is outside the worker's scope.
    await page.goto('/admin')
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    expect((await keptIn(page, '')).filter((target) => /^\/(admin|api\/admin)/.test(target))).toEqual([])

    await page.goto('/judge-dashboard')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/judge-login$/)
    expect((await cacheNames(page)).filter((name) => name.startsWith('sc-judge-'))).toEqual([])
  })

  test('each judge’s copy is theirs alone: deleted when their session ends, and by the logout form without JS', async ({
    page,
  }) => {
    const first = insertJudge('First Judge')
    const second = insertJudge('Second Judge')
    const projects = await seedQueue(page, first.id)
    await signIn(page, first.email)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await expect
      .poll(() => keptIn(page, `sc-judge-${first.id}`), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(queueCopy(projects)))

    // The first judge never logs out, but their session ends (12 hours unused): the dashboard now sends
    // the tablet to the login page, and the worker forgets the copy.
    await page.context().clearCookies()
    await page.goto('/judge-dashboard')
    await expect(page).toHaveURL(/\/judge-login$/)
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('sc-judge-')))
      .toEqual([])
    // The second judge signs in on the same tablet: a copy of their own.
    await signIn(page, second.email)
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('sc-judge-')), {
        timeout: 20_000,
      })
      .toEqual([`sc-judge-${second.id}`])

    // The logout form as a page without JavaScript posts it (once the worker is done fetching ahead, so
    // that no fetch of the signed-out dashboard tells it instead): the worker sees the logout go by.
    await settled(page, `sc-judge-${second.id}`)
    await page.evaluate(() => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = '/judge-logout'
      document.body.append(form)
      form.submit()
    })
    await expect(page).toHaveURL(/\/judge-login$/)
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('sc-judge-')))
      .toEqual([])
  })
})

test.describe('the judge dashboard without JavaScript', { tag: ['@judge', '@no-js'] }, () => {
  test('shows no connection status, since nothing follows the network', async ({ page }) => {
    const judge = insertJudge('Plain Judge')
    await signIn(page, judge.email)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Plain Judge' })).toBeVisible()
    await expect(connection(page)).toHaveCount(0)
  })
})
