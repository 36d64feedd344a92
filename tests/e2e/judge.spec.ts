import { expect, test, type Page } from '@playwright/test'
import { approveJudge, countScores, insertProject, resetLinkFromLog, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled } from './helpers'

test.describe.configure({ mode: 'serial' })

// One judge's day, on a tablet: register, wait for the organiser's approval, sign in, score, rescore,
// reset the password.
test.describe('judging on a tablet', { tag: '@judge' }, () => {
  const name = uniqueName('Judge Ada')
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@judges.example.org`
  const project = uniqueName('Wind Turbine')
  const secret = uniqueName('Secret Rocket')
  let projectId: number
  let secretId: number

  async function login(page: Page, password: string) {
    await page.goto('/judge-login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
  }

  /**
   * The dashboard opens on the judge's queue, which on this shared server holds whatever the assignment
   * gave them: the judge looks under All, 30 projects a page, oldest first, and searches for this one.
   */
  async function findProject(page: Page) {
    await page.getByRole('navigation', { name: 'Show projects' }).getByRole('link', { name: /^All/ }).click()
    await expect(page).toHaveURL(/[?&]show=all/)
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(project)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/[?&]q=/)
    return page
      .getByRole('list', { name: 'Projects to Evaluate' })
      .getByRole('link', { name: new RegExp(project) })
  }

  async function setScores(page: Page, scores: number[]) {
    const sliders = page.getByRole('slider')
    for (const [index, score] of scores.entries()) await sliders.nth(index).fill(String(score))
  }

  test('registers, with the password mismatch caught first', async ({ page }, testInfo) => {
    await page.goto('/judge-login')
    await expect(page.getByRole('heading', { level: 1, name: 'Judge Login' })).toBeVisible()
    await page.getByRole('link', { name: 'New judge? Register here' }).click()
    const dialog = page.getByRole('dialog', { name: 'Register as a Judge' })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(page, testInfo)

    await dialog.getByLabel('Full Name').fill(name)
    await dialog.getByLabel('Email Address').fill(email)
    await dialog.getByLabel('Area of Expertise').fill('Renewable energy')
    await dialog.getByLabel(/^Password/).fill('first-pass')
    await dialog.getByLabel('Confirm Password').fill('other-pass')
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
    await dialog.getByRole('button', { name: 'Create Judge Account' }).click()
    await expect(dialog.getByText('Passwords do not match')).toBeVisible()
    // With JavaScript the mismatch stops the request in the browser.
    if (jsEnabled(testInfo)) expect(posts).toEqual([])

    await dialog.getByLabel(/^Password/).fill('first-pass')
    await dialog.getByLabel('Confirm Password').fill('first-pass')
    await dialog.getByRole('button', { name: 'Create Judge Account' }).click()
    const notice = page.getByRole('status').filter({ hasText: 'Registration Successful' })
    await expect(notice).toContainText('Your judge account has been created. You can now log in.')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('signs in while awaiting the organiser’s approval, and sees no project', async ({
    page,
  }, testInfo) => {
    secretId = insertProject({
      name: secret,
      submissionType: 'website',
      url: 'https://example.org/rocket',
      status: 'pending',
    })
    await login(page, 'first-pass')
    await expect(page).toHaveURL(/\/judge-dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: "Your account is waiting for the organiser's approval" }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    for (const heading of ['Projects to Evaluate', 'Evaluate Project']) {
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
    }
    await expect(page.getByText(/projects reviewed/)).toHaveCount(0)
    await expect(page.getByText(secret)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page, testInfo)

    // A pending project's page does not exist for them, even by its address.
    expect((await page.goto(`/project/${secretId}`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible()
  })

  test('once approved, signs in, sees Not Reviewed, scores a project and sees it Reviewed', async ({
    page,
  }, testInfo) => {
    // The organiser's Approve button (admin.spec.ts clicks it).
    approveJudge(email)
    projectId = insertProject({
      name: project,
      submissionType: 'website',
      url: 'https://example.org/turbine',
    })
    await login(page, 'wrong-pass')
    await expect(page.getByRole('alert')).toContainText('Login Failed')
    await expect(page.getByRole('alert')).toContainText('Invalid credentials')

    await login(page, 'first-pass')
    await expect(page).toHaveURL(/\/judge-dashboard$/)
    await expect(page.getByRole('status').filter({ hasText: 'Login Successful' })).toContainText(
      `Welcome, ${name}!`,
    )
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible()

    const item = await findProject(page)
    await expect(item).toContainText('Not Reviewed')
    await item.click()
    await expect(page).toHaveURL(new RegExp(`project=${projectId}`))
    const sliders = page.getByRole('slider')
    await expect(sliders).toHaveCount(5)
    for (let i = 0; i < 5; i++) await expect(sliders.nth(i)).toHaveValue('5')
    await expect(sliders.first()).toHaveAttribute('max', '10')
    await expectNoSeriousA11yViolations(page, testInfo)

    // Beside each slider, its number, with or without JS (never the scale's "0 to 10"); before the judge
    // moves it, "Not scored yet", though it starts at 5 (docs/decisions/0042).
    const outputs = page.getByRole('region', { name: 'Evaluate Project' }).locator('output')
    await expect(outputs).toHaveText(Array(5).fill('Not scored yet'))
    await expect(page.getByText('0 to 10')).toHaveCount(0)
    await setScores(page, [8, 6, 7, 9])
    if (jsEnabled(testInfo)) await expect(outputs).toHaveText(['8', '6', '7', '9', 'Not scored yet'])
    await page.getByLabel('Comments').first().fill('A clever design, well tested.')
    // A note for the organiser only, folded away under its own summary (a details element: no JS needed).
    const note = page.getByLabel('Your note for the organiser').first()
    await expect(note).toBeHidden()
    await page.locator('summary', { hasText: 'Note for the organiser' }).first().click()
    await note.fill('Check the turbine video’s music licence.')
    // One criterion left unmoved: asked first, and nothing is saved yet. The question has the focus (the
    // browser's autofocus on the server's answer without JS), and the sliders are as the judge left them.
    await page.getByRole('button', { name: 'Submit Scores' }).click()
    const question = page.getByRole('group', { name: '1 criterion is not scored yet' })
    await expect(question).toBeFocused()
    await expect(question).toHaveAccessibleDescription(
      'You have not moved the slider for Presentation. If you save now, it is saved as 5 / 10.',
    )
    for (const [index, value] of ['8', '6', '7', '9', '5'].entries())
      await expect(sliders.nth(index)).toHaveValue(value)
    await expect(outputs).toHaveText(['8', '6', '7', '9', 'Not scored yet'])
    await expect(page.getByLabel('Comments').first()).toHaveValue('A clever design, well tested.')
    await expect(note).toHaveValue('Check the turbine video’s music licence.')
    expect(countScores(projectId)).toBe(0)
    await expectNoSeriousA11yViolations(page, testInfo)
    await question
      .getByRole('link', { name: 'Go back and score it' })
      .or(question.getByRole('button', { name: 'Go back and score it' }))
      .click()
    await expect(sliders.nth(4)).toBeFocused()
    await sliders.nth(4).fill('10')
    await page.getByRole('button', { name: 'Submit Scores' }).click()

    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toContainText(
      'Your evaluation has been recorded successfully.',
    )
    // The selection is cleared; the list keeps the judge's search.
    await expect(page).toHaveURL(/\/judge-dashboard\?show=all&q=[^&#]+$/)
    await expect(page.getByRole('slider')).toHaveCount(0)
    // (8 + 6 + 7 + 9 + 10) = 40 of 50, 8.0 out of 10.
    await expect(item).toContainText('Reviewed')
    await expect(item).toContainText('8.0/10')
    await expect(item).toContainText('40/50')
    // Opened again, the number beside each slider is the score saved and the slider's value, as the server
    // sends it; without JS, which cannot follow the slider, it says it is the saved one.
    await item.click()
    await expect(outputs).toHaveText(['8', '6', '7', '9', '10'])
    // The note is the judge's to read again, open since there is one.
    await expect(note).toBeVisible()
    await expect(note).toHaveValue('Check the turbine video’s music licence.')
    for (const [index, value] of ['8', '6', '7', '9', '10'].entries())
      await expect(sliders.nth(index)).toHaveValue(value)
    await expect(
      page.getByRole('region', { name: 'Evaluate Project' }).getByText('saved', { exact: true }),
    ).toHaveCount(jsEnabled(testInfo) ? 0 : 5)

    // Approved judges see pending projects too.
    expect((await page.goto(`/project/${secretId}`))?.status()).toBe(200)
  })

  test('changes one score later: updated in place, shown on the leaderboard and project page', async ({
    page,
  }) => {
    await login(page, 'first-pass')
    const item = await findProject(page)
    await item.click()
    const sliders = page.getByRole('slider')
    await expect(sliders.first()).toHaveValue('8')
    await expect(page.getByLabel('Comments').first()).toHaveValue('A clever design, well tested.')
    await sliders.first().fill('10')
    await page.getByRole('button', { name: 'Submit Scores' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toBeVisible()
    await expect(item).toContainText('8.4/10')
    await expect(item).toContainText('42/50')
    expect(countScores(projectId)).toBe(5)

    await page.goto(`/project/${projectId}`)
    const evaluation = page.getByRole('region', { name: 'Judge Evaluation' })
    await expect(evaluation).toContainText('42.0 / 50')
    await expect(evaluation).toContainText('84%')
    await expect(page.getByRole('region', { name: 'Judge Feedback' })).toContainText(
      'A clever design, well tested.',
    )
    await page.goto('/feed?tab=leaderboard')
    await expect(
      page.getByRole('list', { name: 'Leaderboard' }).getByRole('link', { name: new RegExp(project) }),
    ).toContainText('42.0 / 50')
  })

  test('logs out, and a reset link from the log sets a new password', async ({ page }) => {
    await login(page, 'first-pass')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/judge-login$/)
    await page.goto('/judge-dashboard')
    await expect(page).toHaveURL(/\/judge-login$/)

    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reset your password' })
    await dialog.getByLabel('Email Address').fill(email.toUpperCase())
    await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Password Reset Email Sent' })).toContainText(
      'Check your email for password reset instructions.',
    )

    const link = await resetLinkFromLog(email)
    expect(link).toBeTruthy()
    await page.goto(link!)
    await page.getByLabel(/^New password/).fill('second-pass')
    await page.getByLabel('Confirm new password').fill('second-pass')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Password Updated' })).toBeVisible()

    await login(page, 'first-pass')
    await expect(page.getByRole('alert')).toContainText('Invalid credentials')
    await login(page, 'second-pass')
    await expect(page).toHaveURL(/\/judge-dashboard$/)

    // The link works once.
    await page.goto(link!)
    await expect(page.getByText('This password reset link has already been used.')).toBeVisible()
  })
})
