import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { approveJudge, insertProject, serverDb, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, signInAsJudge, signInAsOrganiser } from './helpers'

// The organiser sets the criteria, and a new one reaches the judges' form as a slider.
// On a server of its own: every other story counts on the five seeded criteria.

const origin = `http://localhost:${servers.criteria.port}`

async function adminSignIn(page: Page) {
  await signInAsOrganiser(page, origin, '/admin?tab=criteria')
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Criteria' })
    .click()
  await expect(page).toHaveURL(/[?&]tab=criteria/)
}

/** The Add Criterion dialog, filled and sent; the new criterion is the table's last row. */
async function addCriterion(page: Page, name: string, maxPoints: number) {
  await page.getByRole('link', { name: 'Add Criterion' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Criterion' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByLabel('Description', { exact: true }).fill('Did the inventor ask a grown-up scientist?')
  // Its name for the families and judges who read Spanish.
  await dialog.getByLabel('Name in Español').fill(`${name} (es)`)
  await dialog.getByLabel('Max Points').fill(String(maxPoints))
  await dialog.getByLabel('Weight').fill('1.5')
  await dialog.getByRole('button', { name: 'Add Criterion' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Criterion added successfully' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText(String(maxPoints))
  await expect(row).toContainText('1.5')
  await expect(row).toContainText('Active')
  return row
}

/** A new approved judge on the criteria server, on the evaluate form of `project`. */
async function judgeEvaluates(page: Page, project: string) {
  const email = `${uniqueName('criteria').replace(/\W+/g, '.')}@judges.example.org`
  const registered = await page.request.post(`${origin}/api/judges/register`, {
    data: { name: 'Criteria Judge', email, password: 'secret1' },
  })
  expect(registered.status()).toBe(201)
  approveJudge(email, servers.criteria)
  await page.context().clearCookies()
  await signInAsJudge(page, email, 'secret1', origin)
  // The dashboard opens on the judge's queue; the project is found under All.
  await page.getByRole('navigation', { name: 'Show projects' }).getByRole('link', { name: /^All/ }).click()
  await expect(page).toHaveURL(/[?&]show=all/)
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(project)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link', { name: project }).click()
  await expect(page).toHaveURL(/[?&]project=\d+#selected$/)
}

function criterionId(name: string) {
  const db = serverDb(servers.criteria)
  try {
    return (db.prepare('select id from scoring_criteria where name = ?').get(name) as { id: number }).id
  } finally {
    db.close()
  }
}

test.describe('the organiser’s criteria', { tag: '@admin' }, () => {
  test('adds, reorders and edits a criterion; a maximum below a given score is refused', async ({
    page,
  }, testInfo) => {
    // The organiser's whole round, and a judge's sign-in: longer than one page's story.
    test.slow()
    const name = uniqueName('Asked an expert')
    const project = uniqueName('Rain gauge')
    insertProject({ name: project, submissionType: 'photo' }, servers.criteria)

    await adminSignIn(page)
    await expect(page.getByRole('row').filter({ hasText: 'Originality' })).toContainText('Active')
    const row = await addCriterion(page, name, 7)
    await expectNoSeriousA11yViolations(page, testInfo)

    // A second one goes after it; moved up, it comes first. Other runs add and move their own criteria
    // meanwhile, so it moves up until it has passed the first (never more than a few steps).
    const later = uniqueName('Kept a notebook')
    await addCriterion(page, later, 3)
    const names = () => page.getByRole('row').locator('td:first-child > span').allTextContents()
    const laterFirst = async () => {
      const list = await names()
      return list.indexOf(later) < list.indexOf(name)
    }
    for (let step = 0; step < 5 && !(await laterFirst()); step++) {
      await page
        .getByRole('row')
        .filter({ hasText: later })
        .getByRole('button', { name: `Move up ${later}` })
        .click()
      await expect(page.getByRole('status').filter({ hasText: 'Criterion moved' })).toBeVisible()
    }
    expect(await laterFirst()).toBe(true)

    // A judge gave it 6: the organiser cannot lower its maximum to 5, and nothing changes.
    const db = serverDb(servers.criteria)
    try {
      const judge = db
        .prepare(
          "insert into judges (name, email, password, approved_at) values ('J', ?, 'x', ?) returning id",
        )
        .get(`${uniqueName('j').replace(/\W+/g, '')}@example.org`, Date.now()) as { id: number }
      const projectId = db.prepare('select id from projects where name = ?').pluck().get(project) as number
      db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score) values (?, ?, ?, 6)',
      ).run(projectId, judge.id, criterionId(name))
    } finally {
      db.close()
    }
    await page.reload()
    await row.getByRole('link', { name: `Edit ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Criterion' })
    await expect(dialog.getByLabel('Name in Español')).toHaveValue(`${name} (es)`)
    await dialog.getByLabel('Max Points').fill('5')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Failed to update criterion')
    await expect(dialog).toContainText(
      'Max points cannot go below 6: a judge has already given this criterion 6 points. Nothing was changed.',
    )
    await expect(dialog.getByLabel('Max Points')).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByRole('link', { name: 'Cancel' }).click()
    await expect(row).toContainText('7')
    await expect(row).toContainText('highest given: 6')

    // The judge's form has it as a slider from 0 to 7.
    const judge = await page.context().browser()!.newContext({
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
      viewport: page.viewportSize(),
    })
    const judgePage = await judge.newPage()
    await judgeEvaluates(judgePage, project)
    const slider = judgePage.getByRole('slider', { name })
    await expect(slider).toHaveAttribute('max', '7')
    await expect(slider).toHaveAttribute('min', '0')
    await expect(judgePage.getByRole('slider', { name: later })).toHaveAttribute('max', '3')
    const sliders = await judgePage
      .getByRole('slider')
      .evaluateAll((inputs) => inputs.map((input) => input.id))
    const [laterId, nameId] = [criterionId(later), criterionId(name)].map((id) => `score-${id}`)
    expect(sliders.indexOf(laterId!)).toBeLessThan(sliders.indexOf(nameId!))

    // Switched off, it leaves the judge's form; its score stays.
    await row.getByRole('link', { name: `Edit ${name}` }).click()
    await dialog.getByLabel(/^Active/).uncheck()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Criterion updated successfully' })).toBeVisible()
    await expect(row).toContainText('Inactive')
    await judgePage.reload()
    await expect(judgePage.getByRole('slider', { name: 'Originality' })).toBeVisible()
    await expect(judgePage.getByRole('slider', { name })).toHaveCount(0)
    await judge.close()
  })
})

test.describe('a criterion the organiser adds, on the judge’s tablet', { tag: '@judge' }, () => {
  test('appears as a slider on the evaluate form, and is scored with the others', async ({ page }) => {
    // The organiser's part and the judge's, in one story.
    test.slow()
    const name = uniqueName('Tested twice')
    const project = uniqueName('Solar oven')
    const projectId = insertProject(
      { name: project, submissionType: 'website', url: 'https://example.org' },
      servers.criteria,
    )

    await adminSignIn(page)
    await addCriterion(page, name, 4)

    await judgeEvaluates(page, project)
    const slider = page.getByRole('slider', { name })
    await expect(slider).toHaveAttribute('max', '4')
    await expect(slider).toHaveValue('4')
    await slider.fill('3')
    await page.getByRole('button', { name: 'Submit Scores' }).click()
    // The five seeded criteria were not moved: saved at 5 once the judge says so (docs/decisions/0042).
    await page.getByRole('button', { name: 'Save anyway' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toBeVisible()
    const db = serverDb(servers.criteria)
    try {
      const score = db
        .prepare('select score from project_scores where project_id = ? and criteria_id = ?')
        .pluck()
        .get(projectId, criterionId(name))
      expect(score).toBe(3)
    } finally {
      db.close()
    }
  })

  test('shows each level’s words beside the slider, as the organiser wrote them', async ({ page }) => {
    // The organiser's part and the judge's, in one story.
    test.slow()
    const name = uniqueName('Kept going')
    const project = uniqueName('Wind vane')
    insertProject({ name: project, submissionType: 'website', url: 'https://example.org' }, servers.criteria)

    await adminSignIn(page)
    const row = await addCriterion(page, name, 4)
    await row.getByRole('link', { name: `Edit ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Criterion' })
    // A level past the max points is refused beside its box, and nothing changes.
    await dialog.getByLabel('Level words', { exact: true }).fill('0 Not yet\n5 Too far')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog).toContainText('A level cannot begin above the max points (4).')
    await expect(dialog.getByLabel('Level words', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByLabel('Level words', { exact: true }).fill('0 Not yet\n2 Nearly\n4 Spot on')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Criterion updated successfully' })).toBeVisible()
    await expect(row).toContainText('0–1 Not yet · 2–3 Nearly · 4 Spot on')

    await judgeEvaluates(page, project)
    const slider = page.getByRole('slider', { name })
    await expect(slider).toHaveAccessibleDescription(/0–1 Not yet 2–3 Nearly 4 Spot on$/)
    // The seeded criteria come with words of their own.
    await expect(page.getByRole('slider', { name: 'Originality' })).toHaveAccessibleDescription(
      /0–3 Getting started 4–6 Growing 7–8 Strong 9–10 Outstanding$/,
    )
    const readout = (criterion: string) =>
      page.locator(`p:has(> output[for="score-${criterionId(criterion)}"])`)
    await slider.fill('3')
    await page.getByRole('slider', { name: 'Originality' }).fill('8')
    await page.getByRole('button', { name: 'Submit Scores' }).click()
    await page.getByRole('button', { name: 'Save anyway' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toBeVisible()
    // Opened again: beside each saved number, its level's words.
    await page
      .getByRole('list', { name: 'Projects to Evaluate' })
      .getByRole('link', { name: project })
      .click()
    await expect(readout(name)).toContainText('3 / 4')
    await expect(readout(name)).toContainText('Nearly')
    await expect(readout('Originality')).toContainText('8 / 10')
    await expect(readout('Originality')).toContainText('Strong')
  })
})
