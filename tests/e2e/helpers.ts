import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

export function jsEnabled(testInfo: TestInfo) {
  return testInfo.project.use.javaScriptEnabled !== false
}

/** Signs a judge in through the login form on `origin` (the base URL when empty): their dashboard opens. */
export async function signInAsJudge(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/judge-login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/judge-dashboard$/)
}

/** Signs the organiser in on `origin` through the login form that `path` shows first: the dashboard opens. */
export async function signInAsOrganiser(page: Page, origin = '', path = '/admin') {
  await page.goto(`${origin}${path}`)
  await page.getByLabel('Password').fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Login' }).click()
  // The organiser's password is checked at bcrypt's cost of 12: a fraction of a second on a quiet core,
  // more than the 5 s a look waits on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({
    timeout: 15_000,
  })
}

type Files = Parameters<Page['setInputFiles']>[1]

/**
 * Fills the submission form as a family would, field by field from the top; `url` or `files` as the way
 * of sharing asks, the consent ticked unless `consent` is false, then the thumbnail when one is given.
 */
export async function fillProjectForm(
  page: Page,
  form: {
    name: string
    author: string
    email: string
    type: string
    method: string
    url?: string
    files?: Files
    description: string
    consent?: boolean
    thumbnail?: Files
  },
) {
  await page.getByLabel('Project Name').fill(form.name)
  await page.getByLabel('Your Name').fill(form.author)
  await page.getByLabel('Your Email Address').fill(form.email)
  await page.getByLabel('Project Type').selectOption(form.type)
  await page.getByLabel('How are you sharing it?').selectOption(form.method)
  if (form.url !== undefined) await page.getByLabel('Project URL').fill(form.url)
  if (form.files !== undefined) await page.getByLabel('Upload files').setInputFiles(form.files)
  await page.getByLabel('Project Description').fill(form.description)
  if (form.consent !== false) await page.getByLabel(/parent or guardian/).check()
  if (form.thumbnail !== undefined) await page.getByLabel('Project Thumbnail').setInputFiles(form.thumbnail)
}

/** Waits for the mark app/root.tsx sets once every effect of the first render has run: the page has hydrated. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0)
}

export type RecordedAnswer = { url: string; body: Promise<string> }

/**
 * Records the body of every answer from `origin` that `wanted` picks (by its address and content type), for
 * a scan made afterwards. Each is read on its way to the page, so an answer the page has already navigated
 * away from is scanned all the same: the browser may have dropped its body by then.
 */
export async function recordAnswers(
  page: Page,
  origin: string,
  wanted: (url: string, contentType: string) => boolean,
) {
  const answers: RecordedAnswer[] = []
  await page.route(
    (url) => url.origin === origin && !url.pathname.startsWith('/build/'),
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 })
      const body = await response.body()
      const url = route.request().url()
      if (wanted(url, response.headers()['content-type'] ?? '')) {
        answers.push({ url, body: Promise.resolve(body.toString('utf8')) })
      }
      await route.fulfill({ response, body })
    },
  )
  return answers
}

const matches = (grep: RegExp | RegExp[], title: string) =>
  (Array.isArray(grep) ? grep : [grep]).some((pattern) => {
    pattern.lastIndex = 0
    return pattern.test(title)
  })

/** Whether a project without JavaScript also runs this test (chosen by its tags, as the config's grep does). */
function alsoRunsWithoutJs(testInfo: TestInfo) {
  const title = [...testInfo.titlePath, ...testInfo.tags].join(' ')
  return testInfo.config.projects.some(
    (project) =>
      project.use.javaScriptEnabled === false &&
      matches(project.grep, title) &&
      !(project.grepInvert && matches(project.grepInvert, title)),
  )
}

/**
 * Fails on any serious or critical WCAG 2.1 AA violation, listing what and where.
 *
 * A story that runs both with and without JavaScript is scanned once, in its run without: the server's
 * HTML, which every visitor gets first and a visitor without JavaScript keeps (JavaScript only swaps a few
 * parts of it, the notice's dismiss button and the sliders' live values). A story that runs only with
 * JavaScript is scanned there.
 *
 * axe runs as a script, which a page with JavaScript disabled cannot do: there the very HTML the page
 * holds (the answer to a form's post, a notice shown once included) is scanned in a twin page whose app
 * scripts are blocked, so axe sees exactly the server-rendered markup.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo) {
  if (jsEnabled(testInfo) && alsoRunsWithoutJs(testInfo)) return
  let target = page
  let cleanup = async () => {}
  if (!jsEnabled(testInfo)) {
    const browser = page.context().browser()!
    const context = await browser.newContext({
      javaScriptEnabled: true,
      viewport: page.viewportSize(),
      storageState: await page.context().storageState(),
    })
    const html = await page.content()
    const document = new URL(page.url())
    document.hash = ''
    await context.route(
      (address) => address.href === document.href,
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    )
    await context.route('**/build/**/*.js', (route) => route.abort())
    target = await context.newPage()
    await target.goto(page.url())
    cleanup = () => context.close()
  }
  try {
    const results = await new AxeBuilder({ page: target })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      )
    expect(serious, serious.join('\n')).toEqual([])
  } finally {
    await cleanup()
  }
}
