import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { servers } from '../../playwright.config'
import { insertProject, pngFile, scoreProject, serverDb, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled } from './helpers'
import { columnsAfterCriteria } from '../setup/results-columns'

test.describe.configure({ mode: 'serial' })

// The JS run has its own server, since this story changes the admin password.
const serverFor = (testInfo: TestInfo) => (jsEnabled(testInfo) ? servers.admin : servers.main)
const base = (testInfo: TestInfo) => `http://localhost:${serverFor(testInfo).port}`

test.describe('the organiser’s dashboard', { tag: '@admin' }, () => {
  const stamp = uniqueName('').trim()
  const names = { approve: `Approve me ${stamp}`, reject: `Reject me ${stamp}`, remove: `Delete me ${stamp}` }
  const created: Record<string, { id: number; thumbnail: string; files: string[] }> = {}
  let password = 'e2e-admin-password'

  /** Opens a row's "More" menu (a <details>), unless it is open already. */
  const more = async (row: Locator) => {
    const menu = row.locator('details')
    if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) {
      await menu.locator('summary').click()
    }
    return menu
  }

  const signedIn = (page: Page) =>
    expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()

  async function login(page: Page, testInfo: TestInfo, secret = password) {
    await page.goto(`${base(testInfo)}/admin`)
    await page.getByLabel('Password').fill(secret)
    await page.getByRole('button', { name: 'Login' }).click()
  }

  test('/admin-simple without a session redirects; a wrong password is refused', async ({
    page,
  }, testInfo) => {
    await page.goto(`${base(testInfo)}/admin-simple`)
    await expect(page).toHaveURL(/\/admin-login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    if (jsEnabled(testInfo)) await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled()
    await login(page, testInfo, 'not-the-password')
    await expect(page.getByRole('alert')).toContainText('Login Failed')
    await expect(page.getByRole('alert')).toContainText('Invalid password')
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('a password typed before the page’s JavaScript arrives still signs in', async ({ page }, testInfo) => {
    // A slow phone: the field is filled while the scripts are still on their way (without JavaScript,
    // the plain form).
    let release = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/build/**', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto(`${base(testInfo)}/admin`, { waitUntil: 'commit' })
    await page.getByLabel('Password').fill(password)
    release()
    if (jsEnabled(testInfo)) {
      await page.waitForFunction(
        () =>
          (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state
            .initialized,
      )
    }
    await page.getByRole('button', { name: 'Login' }).click()
    await signedIn(page)
  })

  test('moderates projects: search, approve, reject, edit, delete', async ({ page }, testInfo) => {
    // The organiser's whole round, with two confirmations and accessibility scans: about 17 s alone.
    test.slow()
    for (const [key, name] of Object.entries(names)) {
      const response = await page.request.post(`${base(testInfo)}/api/projects`, {
        multipart: {
          name,
          authorName: 'Test Family',
          authorEmail: 'family@example.org',
          submissionType: 'photo',
          submissionMethod: 'upload',
          description: `About ${name}`,
          files: await pngFile(`${key}.png`),
          // One family said yes through the API: its row shows when.
          ...(key === 'reject' ? { consent: 'true' } : {}),
        },
      })
      expect(response.status()).toBe(201)
      created[key] = await response.json()
    }

    await login(page, testInfo)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Login Successful' })).toContainText(
      'Welcome to the admin dashboard!',
    )
    for (const label of ['Total Projects', 'Approved', 'Pending Review', 'Active Judges']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page, testInfo)

    await page.getByPlaceholder('Search projects...').fill(stamp.toUpperCase())
    await page.getByRole('button', { name: 'Search' }).click()
    const rows = page.getByRole('row').filter({ hasText: stamp })
    await expect(rows).toHaveCount(3)
    await expect(rows.first()).toContainText('family@example.org')
    await expect(rows.first()).toContainText('Pending')

    const row = (name: string) => page.getByRole('row').filter({ hasText: name })
    // Sent through the API without consent: the row says so, and Approve asks first.
    await expect(row(names.approve).getByText('No consent recorded').filter({ visible: true })).toBeVisible()
    await expect(
      row(names.reject)
        .getByText(/^Consent given [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
        .filter({ visible: true }),
    ).toBeVisible()
    await row(names.approve)
      .getByRole('button', { name: `Approve ${names.approve}`, exact: true })
      .click()
    const consentDialog = page.getByRole('dialog', { name: 'Approve without consent?' })
    await expect(consentDialog).toContainText(names.approve)
    await consentDialog.getByRole('link', { name: 'Cancel' }).click()
    await expect(consentDialog).toBeHidden()
    await expect(row(names.approve)).toContainText('Pending')
    await row(names.approve)
      .getByRole('button', { name: `Approve ${names.approve}`, exact: true })
      .click()
    await consentDialog.getByRole('button', { name: 'Approve anyway' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Project updated successfully' })).toBeVisible()
    await expect(row(names.approve)).toContainText('Approved')
    await expect(row(names.approve).getByRole('button', { name: /^(Approve|Reject) / })).toHaveCount(0)
    // Decided: Edit is the row's one main action, and Reject is nowhere, not even under More.
    await expect(row(names.approve).getByRole('link', { name: `Edit ${names.approve}` })).toBeVisible()
    const menu = await more(row(names.approve))
    await expect(row(names.approve).getByRole('button', { name: /^Reject / })).toHaveCount(0)
    await menu.locator('summary').click()

    // A pending row's one main action is Approve; Reject sits under More, quiet.
    await expect(row(names.reject).getByRole('button')).toHaveText([/^Approve/])
    await more(row(names.reject))
    await row(names.reject)
      .getByRole('button', { name: `Reject ${names.reject}`, exact: true })
      .click()
    await expect(row(names.reject)).toContainText('Rejected')

    // Edit: new name and thumbnail; the status stays Approved.
    await row(names.approve)
      .getByRole('link', { name: `Edit ${names.approve}`, exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await expect(dialog.getByLabel('Description')).toHaveValue(`About ${names.approve}`)
    await expect(dialog.getByRole('figure', { name: 'Current thumbnail' }).locator('img')).toHaveAttribute(
      'src',
      `/api/files/${created.approve!.thumbnail}`,
    )
    names.approve = `${names.approve} (edited)`
    await dialog.getByLabel('Project Name').fill(names.approve)
    await dialog.getByLabel('Project Thumbnail').setInputFiles(await pngFile('new-thumb.png', '#dc2626'))
    if (jsEnabled(testInfo)) await expect(dialog.getByText('Selected: new-thumb.png')).toBeVisible()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Project updated successfully' })).toBeVisible()
    await expect(row(names.approve)).toContainText('Approved')

    const feed = await page.context().newPage()
    await feed.goto(`${base(testInfo)}/feed?type=photo`)
    const card = feed.getByRole('article').filter({ has: feed.getByRole('heading', { name: names.approve }) })
    const src = await card.locator('img').getAttribute('src')
    expect(src).toMatch(/^\/api\/files\/[0-9a-f]{32}-card\.webp$/)
    expect(src).not.toContain(created.approve!.thumbnail.slice(0, 32))
    await feed.close()

    // Delete: the row, and its files on disk.
    const uploads = path.join(serverFor(testInfo).dataDir, 'uploads')
    const own = [...created.remove!.files, created.remove!.thumbnail]
    expect(own.every((name) => fs.existsSync(path.join(uploads, name)))).toBe(true)
    // A second look first: a dialog with JS, a page of its own without, at an address of its own.
    const deleteLink = row(names.remove).getByRole('link', { name: `Delete ${names.remove}`, exact: true })
    await more(row(names.remove))
    // Quiet in the menu, the colour of its other items: red only in its confirmation.
    const colour = (link: Locator) => link.evaluate((a) => getComputedStyle(a).color)
    expect(await colour(deleteLink)).toBe(
      await colour(row(names.remove).getByRole('link', { name: `Edit ${names.remove}` })),
    )
    await deleteLink.click()
    await expect(page).toHaveURL(/[?&]dialog=delete-project&id=\d+/)
    expect(new URL(page.url()).searchParams.get('q')).toBe(stamp.toUpperCase())
    const confirm = page.getByRole('dialog', { name: 'Delete this project?' })
    await expect(confirm).toContainText(names.remove)
    if (jsEnabled(testInfo)) await expect(confirm.getByRole('link', { name: 'Cancel' })).toBeFocused()
    await expectNoSeriousA11yViolations(page, testInfo)
    await confirm.getByRole('link', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(row(names.remove)).toHaveCount(1)
    expect(own.every((name) => fs.existsSync(path.join(uploads, name)))).toBe(true)

    await more(row(names.remove))
    await deleteLink.click()
    const button = confirm.getByRole('button', { name: 'Delete project' })
    // Tailwind's red-600.
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toMatch(
      /^oklch\(0\.577 0\.245 27/,
    )
    await button.click()
    await expect(page.getByRole('status').filter({ hasText: 'Project deleted successfully' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`\\?q=${stamp.toUpperCase()}$`))
    await expect(row(names.remove)).toHaveCount(0)
    expect(own.filter((name) => fs.existsSync(path.join(uploads, name)))).toEqual([])
  })

  test('filters projects by status, with counts, the pending first; actions keep the filter', async ({
    page,
  }, testInfo) => {
    const tag = uniqueName('Filter').trim()
    const now = Date.now()
    const server = serverFor(testInfo)
    const make = (name: string, status: 'pending' | 'approved' | 'rejected', age: number) =>
      insertProject(
        { name: `${tag} ${name}`, submissionType: 'video', status, submittedAt: now - age },
        server,
      )
    make('old pending', 'pending', 5_000)
    make('approved', 'approved', 0)
    make('rejected', 'rejected', 1_000)
    make('new pending', 'pending', 2_000)

    await login(page, testInfo)
    await signedIn(page)
    await page.goto(`${base(testInfo)}/admin?q=${encodeURIComponent(tag)}`)
    const filters = page.getByRole('navigation', { name: 'Filter by status' })
    const rows = page.getByRole('row').filter({ hasText: tag })
    await expect(filters.getByRole('link')).toHaveText([
      'All (4)',
      'Pending (2)',
      'Approved (1)',
      'Rejected (1)',
    ])
    await expect(filters.getByRole('link', { name: 'All (4)' })).toHaveAttribute('aria-current', 'page')
    await expect(rows).toHaveText([/new pending/, /old pending/, /approved/, /rejected/])

    await filters.getByRole('link', { name: 'Pending (2)' }).click()
    await expect(page).toHaveURL(/\?q=Filter\+[0-9a-f]+&status=pending$/)
    await expect(rows).toHaveText([/new pending/, /old pending/])
    await expectNoSeriousA11yViolations(page, testInfo)

    // An action comes back to the same search and filter.
    await rows
      .filter({ hasText: 'new pending' })
      .getByRole('button', { name: /^Approve / })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Project updated successfully' })).toBeVisible()
    await expect(page).toHaveURL(/\?q=Filter\+[0-9a-f]+&status=pending$/)
    await expect(rows).toHaveText([/old pending/])
    await expect(filters.getByRole('link')).toHaveText([
      'All (4)',
      'Pending (1)',
      'Approved (2)',
      'Rejected (1)',
    ])

    // A new search keeps the filter.
    await page.getByPlaceholder('Search projects...').fill(`${tag} old`)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/[?&]status=pending/)
    await expect(rows).toHaveText([/old pending/])
    await filters.getByRole('link', { name: 'Rejected (0)' }).click()
    await expect(page.getByText(`No rejected projects match "${tag} old".`)).toBeVisible()
  })

  test('a delete from anyone but the organiser changes nothing', async ({ page, browser }, testInfo) => {
    const server = serverFor(testInfo)
    const id = insertProject(
      { name: uniqueName('Keep me'), submissionType: 'pdf', status: 'pending' },
      server,
    )
    const exists = () => {
      const db = serverDb(server)
      try {
        return db.prepare('select 1 from projects where id = ?').get(id) !== undefined
      } finally {
        db.close()
      }
    }
    const origin = base(testInfo)
    const form = { intent: 'delete-project', id: String(id), tab: 'projects' }
    const stranger = await browser.newContext()
    for (const path of ['/admin', '/admin-simple', '/admin?dialog=delete-project&id=' + id]) {
      const answer = await stranger.request.post(`${origin}${path}`, {
        form,
        headers: { origin },
        maxRedirects: 0,
      })
      expect(answer.status(), path).not.toBe(200)
      expect(exists(), path).toBe(true)
    }
    await stranger.close()

    await login(page, testInfo)
    await signedIn(page)
    const answer = await page.request.post(`${origin}/admin`, { form, headers: { origin }, maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(exists()).toBe(false)
  })

  test('on a 390 px screen: cards, nothing wider than the screen, every action within reach', async ({
    page,
  }, testInfo) => {
    const server = serverFor(testInfo)
    const tag = uniqueName('Phone').trim()
    const name = `${tag} a very long project name about volcanoes, rainbows, magnets and kites that goes on`
      .padEnd(100, '!')
      .slice(0, 100)
    const email = 'jean-baptiste.alexandre-dupont.family@primary-school.example'
    const judgeName = uniqueName('Professor Bartholomew Long-Name')
    const judgeEmail = `${judgeName.split(' ').at(-1)}.jean-alexandre-dupont.judges@primary-school.example`
    const db = serverDb(server)
    try {
      const { id } = db
        .prepare(
          `insert into projects (name, description, submission_type, author_name, author_email, status, submitted_at)
           values (?, ?, 'photo', 'Marie-Antoinette Long-Surname-Family', ?, 'pending', ?) returning id`,
        )
        .get(name, 'An experiment that keeps going. '.repeat(16).slice(0, 500), email, Date.now()) as {
        id: number
      }
      scoreProject(id, [7, 7, 7, 7, 7], undefined, server)
      db.prepare('insert into judges (name, email, password) values (?, ?, ?)').run(
        judgeName,
        judgeEmail,
        'x',
      )
    } finally {
      db.close()
    }
    expect([name.length, email.length, judgeEmail.length]).toEqual([100, 60, 60])

    await page.setViewportSize({ width: 390, height: 844 })
    await login(page, testInfo)
    await signedIn(page)
    const fitsTheScreen = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)

    await page.goto(`${base(testInfo)}/admin?q=${encodeURIComponent(tag)}`)
    await fitsTheScreen()
    const card = page.getByRole('row').filter({ hasText: tag })
    // The card's own line (the table's cell is hidden on a phone), the whole address.
    await expect(card.getByText(email).locator('visible=true')).toBeVisible()
    // A compact card: the name, a line of details, the e-mail, the status, Approve and More (about 300 px
    // before). This one holds the longest there is (a 100-character name cut to one line, a 60-character
    // e-mail on two, the consent note on its own line); a typical card is about 124 px.
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(170)
    for (const action of ['Approve', 'Reject', 'Edit', 'Delete']) {
      if (action === 'Reject') await more(card)
      const control = card.getByRole(/Edit|Delete/.test(action) ? 'link' : 'button', {
        name: `${action} ${name}`,
        exact: true,
      })
      await control.scrollIntoViewIfNeeded()
      await expect(control, action).toBeInViewport({ ratio: 1 })
      await control.click({ trial: true })
    }
    await page.screenshot({ path: testInfo.outputPath('projects-390.png'), fullPage: true })

    await page.goto(`${base(testInfo)}/admin?tab=judges`)
    await fitsTheScreen()
    const judge = page.getByRole('row').filter({ hasText: judgeName })
    for (const [role, action] of [
      ['button', 'Approve'],
      ['link', 'Edit'],
      ['link', 'Delete'],
    ] as const) {
      if (action === 'Edit') await more(judge)
      const control = judge.getByRole(role, { name: `${action} ${judgeName}`, exact: true })
      await control.scrollIntoViewIfNeeded()
      await expect(control, action).toBeInViewport({ ratio: 1 })
      await control.click({ trial: true })
    }

    // Searched for: the server the story shares holds more projects than Grading Status's first page.
    await page.goto(`${base(testInfo)}/admin?tab=grading&q=${encodeURIComponent(tag)}`)
    await fitsTheScreen()
    const graded = page.getByRole('row').filter({ hasText: name })
    await graded.scrollIntoViewIfNeeded()
    await expect(graded).toContainText('Scored by 1 judge')
    await expect(page.getByRole('link', { name: 'Download results (CSV)' })).toBeVisible()
  })

  test('manages judges: add, deactivate, delete', async ({ page }, testInfo) => {
    // Add, edit, and a delete that now asks first, with two accessibility scans: longer than 30 s here.
    test.slow()
    const judge = uniqueName('Dr Curie')
    const email = `${judge.replace(/\W+/g, '.').toLowerCase()}@example.org`
    await login(page, testInfo)
    await page.getByRole('link', { name: 'Judges' }).click()
    await page.getByRole('link', { name: 'Add New Judge' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Judge' })
    await add.getByLabel('Name').fill(judge)
    await add.getByLabel('Email').fill(email)
    await add.getByLabel('Expertise Area').fill('Chemistry')
    await add.getByRole('button', { name: 'Add Judge' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Judge added successfully' })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: judge })
    await expect(row).toContainText('Active')
    await expect(row).toContainText('0 projects')
    await expect(row.getByRole('textbox', { name: `Password link for ${judge}` })).toHaveValue(
      /\/judge-reset-password\?token=/,
    )
    await expectNoSeriousA11yViolations(page, testInfo)

    await row.getByRole('link', { name: /Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Judge' })
    await expect(edit.getByLabel('Active Judge')).toBeChecked()
    await edit.getByLabel('Active Judge').uncheck()
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Judge updated successfully' })).toBeVisible()
    await expect(row).toContainText('Inactive')

    // Quiet under More; the confirmation names the judge, and its button is the red one.
    await more(row)
    await row.getByRole('link', { name: /Delete/ }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this judge?' })
    await expect(confirm).toContainText(judge)
    await expectNoSeriousA11yViolations(page, testInfo)
    await confirm.getByRole('button', { name: 'Delete judge' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Judge deleted successfully' })).toBeVisible()
    await expect(row).toHaveCount(0)
  })

  test('approves a judge who registered themselves, who then sees the projects', async ({
    page,
    browser,
  }, testInfo) => {
    const judge = uniqueName('Dr Franklin')
    const email = `${judge.replace(/\W+/g, '.').toLowerCase()}@judges.example.org`
    const registered = await page.request.post(`${base(testInfo)}/api/judges/register`, {
      data: { name: judge, email, password: 'secret1' },
    })
    expect(registered.status()).toBe(201)

    await login(page, testInfo)
    // Under "Active Judges", how many wait (other stories' judges may be waiting on the same server).
    const waiting = page.getByRole('link', { name: /^\d+ awaiting approval$/ })
    await waiting.click()
    await expect(page).toHaveURL(/\?tab=judges$/)
    const row = page.getByRole('row').filter({ hasText: judge })
    await expect(row).toContainText('Awaiting approval')
    // The organiser's to-do list comes first.
    await expect(page.getByRole('row').nth(1)).toContainText('Awaiting approval')
    await expectNoSeriousA11yViolations(page, testInfo)

    await row.getByRole('button', { name: `Approve ${judge}`, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Judge approved successfully' })).toBeVisible()
    await expect(row).not.toContainText('Awaiting approval')
    await expect(row).toContainText('Active')
    await expect(row.getByRole('button', { name: /^Approve / })).toHaveCount(0)

    // The judge, on their own device: the projects to evaluate, this story's approved one among them.
    const device = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) })
    const judgePage = await device.newPage()
    await judgePage.goto(`${base(testInfo)}/judge-login`)
    await judgePage.getByLabel('Email').fill(email)
    await judgePage.getByLabel('Password').fill('secret1')
    await judgePage.getByRole('button', { name: 'Login' }).click()
    await expect(judgePage.getByRole('heading', { name: 'Projects to Evaluate' })).toBeVisible()
    // Their queue holds what the assignment gave them; every project is under All.
    await judgePage
      .getByRole('navigation', { name: 'Show projects' })
      .getByRole('link', { name: /^All/ })
      .click()
    await expect(judgePage).toHaveURL(/[?&]show=all/)
    await judgePage.getByRole('searchbox', { name: 'Search projects' }).fill(stamp)
    await judgePage.getByRole('button', { name: 'Search' }).click()
    await expect(judgePage.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link')).toHaveText([
      new RegExp(names.approve.replace(/[()]/g, '\\$&')),
    ])
    await device.close()
  })

  test('shows grading progress and downloads the results as CSV', async ({ page }, testInfo) => {
    scoreProject(created.approve!.id, [8, 6, 7, 9, 10], 'Nice', serverFor(testInfo))
    scoreProject(created.approve!.id, [6, 6, 9, 7, 8], undefined, serverFor(testInfo))
    await login(page, testInfo)
    await page.getByRole('link', { name: 'Grading Status' }).click()
    await expect(page.getByRole('heading', { name: 'Grading Progress' })).toBeVisible()
    // Oldest first, 50 a page: on a busy test server this story's project may be on a later page.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(names.approve)
    await page.getByRole('button', { name: 'Apply' }).click()
    const row = page.getByRole('row').filter({ hasText: names.approve })
    await expect(row).toContainText('Scored by 2 judges')
    await expect(row).toContainText(/2\/\d+/)
    // (7 + 6 + 8 + 8 + 9) = 38 of 50 → 7.6 out of 10.
    await expect(row).toContainText('7.6 avg')
    await expect(row).toContainText('Total: 38')

    const csv = await page.request.get(`${base(testInfo)}/admin/results.csv`)
    expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="challenge-results-/)
    const text = (await csv.text()).replace(/^\uFEFF/, '')
    const lines = text.trim().split('\r\n')
    expect(lines[0]).toMatch(/^Project ID,Project,Author,Type,Status,Judges,Originality/)
    const ours = lines.find((line) => line.includes(names.approve))!
    const header = lines[0]!.split(',')
    expect(header.slice(-columnsAfterCriteria.length)).toEqual(columnsAfterCriteria)
    // Both judges scored fewer than 5 projects: their scores stay raw, the adjusted score is the raw one.
    // The last two columns are the table number and the judges' notes for the organiser.
    const cells = ours.split(',').slice(-10, -2)
    expect([...cells.slice(0, 3), cells[5], cells[7]]).toEqual(['38.00', '50.00', '76%', '38.00', ''])
    expect(text).not.toContain('family@example.org')
  })

  test('changes the password, logs out, and only the new one works', async ({ page }, testInfo) => {
    await login(page, testInfo)
    await page.getByRole('link', { name: 'Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Admin Password' })
    const update = dialog.getByRole('button', { name: 'Update Password' })
    if (jsEnabled(testInfo)) await expect(update).toBeDisabled()
    await dialog.getByLabel('Current Password').fill(password)
    await dialog.getByLabel(/^New Password/).fill('brand-new-pass')
    await dialog.getByLabel('Confirm New Password').fill('something-else')
    await update.click()
    await expect(dialog.getByText("New passwords don't match")).toBeVisible()

    await dialog.getByLabel('Current Password').fill(password)
    await dialog.getByLabel(/^New Password/).fill('brand-new-pass')
    await dialog.getByLabel('Confirm New Password').fill('brand-new-pass')
    await dialog.getByRole('button', { name: 'Update Password' }).click()
    // Checked and hashed again at bcrypt's cost of 12: seconds on a busy machine.
    await expect(page.getByRole('status').filter({ hasText: 'Password updated successfully' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const old = password
    password = 'brand-new-pass'

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    await login(page, testInfo, old)
    await expect(page.getByRole('alert')).toContainText('Invalid password')
    await login(page, testInfo, password)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  })
})
