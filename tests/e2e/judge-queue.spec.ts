import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { servers } from '../../playwright.config'
import { syncAssignments } from '../../app/features/judging/assignment.server'
import { countScores, insertApprovedJudge, serverDb, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled, signInAsJudge } from './helpers'

// The dashboard opens on the judge's queue, "Save and next" walks through it,
// and a judge who knows a participant steps aside. Each run (JS on, JS off) has a server of its own where
// its judge is the only one, so the assignment gives them every project of the story.
test.describe.configure({ mode: 'serial' })

const password = 'queue-pass-1'

/**
 * The judge and five projects, oldest first, written into the server's file; rows written there skip the
 * app's hooks, so the assignment is then made by the model, as the app makes it after a submission.
 */
function seedQueue(server: (typeof servers)['queue'], stamp: string) {
  const db = serverDb(server)
  try {
    const email = `${stamp.replace(/\W+/g, '.')}@judges.example.org`
    insertApprovedJudge(db, { name: 'Queue Judge', email, password, expertise: 'Robotics' })
    const insert = db.prepare(
      `insert into projects (name, description, submission_type, submission_method, url, author_name, status, submitted_at)
       values (?, ?, 'website', 'other', 'https://example.org/queue', 'Queue Family', 'approved', ?) returning id`,
    )
    const projects = ['Ant Farm', 'Bee Hotel', 'Cloud Jar', 'Dew Catcher', 'Echo Box'].map((name, index) => {
      const full = `${name} ${stamp}`
      const { id } = insert.get(full, `How the ${name.toLowerCase()} works.`, 1_700_000_000_000 + index) as {
        id: number
      }
      return { id, name: full }
    })
    syncAssignments({ $client: db } as never)
    return { email, projects }
  } finally {
    db.close()
  }
}

test.describe('the judge’s queue', { tag: '@judge' }, () => {
  let origin: string
  let server: (typeof servers)['queue']
  let story: ReturnType<typeof seedQueue>

  // eslint-disable-next-line no-empty-pattern -- Playwright asks for the fixtures' object first
  test.beforeAll(({}, testInfo: TestInfo) => {
    server = jsEnabled(testInfo) ? servers.queue : servers.queueNoJs
    origin = `http://localhost:${server.port}`
    story = seedQueue(server, uniqueName('q').replace(' ', '-'))
  })

  const project = (index: number) => story.projects[index]!
  const panel = (page: Page) => page.getByRole('region', { name: 'Evaluate Project' })
  const filter = (page: Page) => page.getByRole('navigation', { name: 'Show projects' })

  async function signIn(page: Page) {
    await signInAsJudge(page, story.email, password, origin)
  }

  /** The filter's links, read as "To review (n)" and so on. */
  async function expectFilter(page: Page, queue: number, reviewed: number, all: number) {
    await expect(filter(page).getByRole('link')).toHaveCount(3)
    await expect(filter(page).getByRole('link', { name: `To review (${queue})`, exact: true })).toBeVisible()
    await expect(
      filter(page).getByRole('link', { name: `Reviewed (${reviewed})`, exact: true }),
    ).toBeVisible()
    await expect(filter(page).getByRole('link', { name: `All (${all})`, exact: true })).toBeVisible()
  }

  test('opens on the queue, with the progress line and the counts', async ({ page }, testInfo) => {
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Queue Judge' })).toBeVisible()
    await expect(page.getByText('Robotics · 0 of 5 assigned projects reviewed')).toBeVisible()
    await expect(page.getByText('0 of 5 assigned projects reviewed', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Projects to Evaluate' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your queue' })).toBeVisible()
    await expectFilter(page, 5, 0, 5)
    await expect(filter(page).getByRole('link', { name: /^To review/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const items = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link')
    await expect(items).toHaveText(story.projects.map((p) => new RegExp(`${p.name}.*Not Reviewed`)))
    await expectNoSeriousA11yViolations(page, testInfo)

    // Reviewed is empty, and says so (nothing to search there).
    await filter(page)
      .getByRole('link', { name: /^Reviewed/ })
      .click()
    await expect(page).toHaveURL(/\/judge-dashboard\?show=reviewed$/)
    await expect(page.getByText('You have not reviewed any project yet.')).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveCount(0)
    // A search keeps the filter, and the filter keeps the search.
    await filter(page).getByRole('link', { name: /^All/ }).click()
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('Bee Hotel')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\?show=all&q=Bee\+Hotel$/)
    await expect(items).toHaveText([new RegExp(project(1).name)])
    await expect(page.getByText('Showing 1–1 of 1 matching "Bee Hotel"')).toBeVisible()
    await expectFilter(page, 1, 0, 1)
    await filter(page)
      .getByRole('link', { name: /^Reviewed/ })
      .click()
    await expect(page).toHaveURL(/\?show=reviewed&q=Bee\+Hotel$/)
    await expect(page.getByText('No project you reviewed matches "Bee Hotel".')).toBeVisible()
    await page.getByRole('link', { name: 'Search all projects' }).click()
    await expect(page).toHaveURL(/\?show=all&q=Bee\+Hotel$/)
    await expect(filter(page).getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page')
    await filter(page)
      .getByRole('link', { name: /^To review/ })
      .click()
    await expect(page).toHaveURL(/\?show=queue&q=Bee\+Hotel$/)
    await expect(items).toHaveText([new RegExp(`${project(1).name}.*Not Reviewed`)])
  })

  /** Tab, as a keyboard does, until `target` has the focus (at most `most` presses). */
  async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 40) {
    for (let presses = 0; presses < most; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
  }

  test('Save and next walks through the queue with the keyboard, focus on the next project each time', async ({
    page,
  }, testInfo) => {
    await signIn(page)
    // The keyboard only from here: to the first project of the list, opened with Enter.
    await tabTo(
      page,
      page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link', { name: project(0).name }),
    )
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`\\?show=queue&project=${project(0).id}#selected$`))
    await expect(panel(page).getByRole('heading', { name: project(0).name })).toBeVisible()
    // Save and next, the main action, comes first in the tab order (the document's: no tabindex above 0).
    await expect(panel(page).getByRole('button', { name: /^(Save and next|Submit Scores)/ })).toHaveText([
      /Save and next/,
      /Submit Scores/,
    ])

    for (const [index, score] of [
      [0, 9],
      [1, 7],
      [2, 4],
    ] as const) {
      // From the project's heading to its first slider, moved from 5 with the arrow keys.
      await tabTo(page, page.getByRole('slider').first())
      for (let value = 5; value !== score; value += Math.sign(score - value))
        await page.keyboard.press(score > value ? 'ArrowRight' : 'ArrowLeft')
      await expect(page.getByRole('slider').first()).toHaveValue(String(score))
      await tabTo(page, panel(page).getByRole('button', { name: 'Save and next' }))
      await page.keyboard.press('Enter')
      // The four criteria not moved are asked about first (docs/decisions/0042): the question has the
      // focus (with JS the panel's, without it the browser's autofocus on the server's answer), and Save
      // anyway is the next Tab.
      const question = panel(page).getByRole('group', { name: '4 criteria are not scored yet' })
      await expect(question).toBeFocused()
      if (index === 0) await expectNoSeriousA11yViolations(page, testInfo)
      await page.keyboard.press('Tab')
      await expect(question.getByRole('button', { name: 'Save anyway' })).toBeFocused()
      await page.keyboard.press('Enter')
      // The next project of the queue opens, and the progress goes up by one. With JS its heading has the
      // focus; without, the fragment moves where the next Tab starts (the browser's, not the page's).
      const next = project(index + 1)
      await expect(page).toHaveURL(new RegExp(`\\?show=queue&project=${next.id}#selected$`))
      const heading = panel(page).getByRole('heading', { name: next.name })
      if (jsEnabled(testInfo)) await expect(heading).toBeFocused()
      else await expect(heading).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toContainText(
        'Your evaluation has been recorded successfully.',
      )
      await expect(
        page.getByText(`${index + 1} of 5 assigned projects reviewed`, { exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('slider').first()).toHaveValue('5')
      expect(countScores(project(index).id, server)).toBe(5)
    }
    await expectFilter(page, 2, 3, 5)
    const items = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link')
    await expect(items).toHaveText([new RegExp(project(3).name), new RegExp(project(4).name)])

    await filter(page)
      .getByRole('link', { name: /^Reviewed/ })
      .click()
    await expect(page).toHaveURL(/\?show=reviewed$/)
    await expect(items).toHaveText([0, 1, 2].map((i) => new RegExp(`${project(i).name}.*Reviewed`)))
    // (9 + 5 × 4) / 5 criteria: 29 of 50, 5.8 out of 10.
    await expect(items.first()).toContainText('5.8/10')
  })

  test('steps aside: out of the queue, marked in All, no form, and a forged score is refused', async ({
    page,
  }, testInfo) => {
    await signIn(page)
    const dew = project(3)
    await page
      .getByRole('list', { name: 'Projects to Evaluate' })
      .getByRole('link', { name: dew.name })
      .click()
    await expect(panel(page).getByRole('heading', { name: dew.name })).toBeVisible()
    const disclosure = panel(page).getByText('I know this participant: step aside')
    await expect(panel(page).getByRole('button', { name: 'Step aside from this project' })).toBeHidden()
    await disclosure.click()
    await expect(panel(page)).toContainText('your scores on this project will not count')
    await expect(panel(page)).toContainText('the project goes to another judge')
    await expect(panel(page)).toContainText('the organiser can see that you stepped aside')
    await expectNoSeriousA11yViolations(page, testInfo)
    await panel(page).getByRole('button', { name: 'Step aside from this project' }).click()

    // On to the next project of the queue.
    const echo = project(4)
    await expect(page).toHaveURL(new RegExp(`\\?show=queue&project=${echo.id}#selected$`))
    const notice = page.getByRole('status').filter({ hasText: 'You stepped aside' })
    await expect(notice).toContainText(dew.name)
    await expect(page.getByText('3 of 4 assigned projects reviewed', { exact: true })).toBeVisible()
    await expectFilter(page, 1, 3, 5)
    const items = page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link')
    await expect(items).toHaveText([new RegExp(echo.name)])

    await filter(page).getByRole('link', { name: /^All/ }).click()
    const stepped = items.filter({ hasText: dew.name })
    await expect(stepped).toContainText('Stepped aside')
    await expect(stepped).not.toContainText('Not Reviewed')
    await stepped.click()
    await expect(page).toHaveURL(new RegExp(`\\?show=all&project=${dew.id}#selected$`))
    await expect(panel(page).getByText('You stepped aside from this project')).toBeVisible()
    await expect(page.getByRole('slider')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Submit Scores|Save and next|Step aside/ })).toHaveCount(0)

    // Forged: the form's fields posted anyway, from the site itself, and the JSON API.
    const form = new URLSearchParams({ intent: 'score', projectId: String(dew.id) })
    for (const id of [1, 2, 3, 4, 5]) {
      form.append('criteriaId', String(id))
      form.append(`score-${id}`, '10')
    }
    const forged = await page.request.post(`${origin}/judge-dashboard?show=all&project=${dew.id}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      data: form.toString(),
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    expect(await forged.text()).toContain('You stepped aside from this project, so you cannot score it.')
    const api = await page.request.post(`${origin}/api/scoring/submit-batch`, {
      headers: { origin },
      data: { scores: [{ projectId: dew.id, criteriaId: 1, score: 10 }] },
    })
    expect(api.status()).toBe(403)
    expect(await api.json()).toEqual({
      message: 'You stepped aside from this project, so you cannot score it.',
      final: true,
    })
    expect(countScores(dew.id, server)).toBe(0)
  })

  test('the last Save and next empties the queue, and the dashboard says so', async ({ page }, testInfo) => {
    await signIn(page)
    const echo = project(4)
    await page
      .getByRole('list', { name: 'Projects to Evaluate' })
      .getByRole('link', { name: echo.name })
      .click()
    await panel(page).getByRole('button', { name: 'Save and next' }).click()
    await panel(page).getByRole('button', { name: 'Save anyway' }).click()
    await expect(page).toHaveURL(/\/judge-dashboard\?show=queue#projects-title$/)
    // The judge carries on from the list's heading: focused with JS, the fragment's target without.
    if (jsEnabled(testInfo))
      await expect(page.getByRole('heading', { name: 'Projects to Evaluate' })).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toContainText(
      'Your queue is done: every project assigned to you is reviewed.',
    )
    await expect(
      page.getByText('Your queue is empty: every project assigned to you is reviewed.'),
    ).toBeVisible()
    await expect(page.getByText('4 of 4 assigned projects reviewed', { exact: true })).toBeVisible()
    await expectFilter(page, 0, 4, 5)
    await page.getByRole('link', { name: 'See all projects' }).click()
    await expect(page).toHaveURL(/\?show=all$/)
    await expect(page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link')).toHaveCount(5)
  })

  test('fits a phone’s width: filter, list, panel and step-aside', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    for (const path of ['/judge-dashboard?show=all', `/judge-dashboard?show=all&project=${project(0).id}`]) {
      await page.goto(`${origin}${path}`)
      if (path.includes('project')) await panel(page).getByText('I know this participant: step aside').click()
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
      expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth)
    }
  })
})
