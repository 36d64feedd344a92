import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { leaderboardProjects, seedLeaderboard, setMinJudgesToRank } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled, signInAsOrganiser } from './helpers'

// Honest ties and coverage, on a server of its own (seedLeaderboard): one project a single judge gave
// 100%, three that two or three judges gave 90%, one at 60%. Every story that changes the judges setting
// sets it to 2, so the runs with and without JS, in any order, see the same board.

const origin = `http://localhost:${servers.leaderboard.port}`
const [lamp, ...ranked] = leaderboardProjects
const tied = ranked.slice(0, 3)
const fourth = ranked[3]

test.beforeAll(() => seedLeaderboard())

const board = (page: Page) => page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem')
const waitingList = (page: Page) =>
  page.getByRole('list', { name: 'Waiting for more judges' }).getByRole('listitem')

async function expectHonestBoard(page: Page) {
  await expect(board(page)).toHaveCount(4)
  for (const [index, project] of tied.entries()) {
    const row = board(page).nth(index)
    await expect(row).toContainText(project.name)
    // Seen, and heard from the badge.
    await expect(row.getByText('Joint 1st', { exact: true })).toBeVisible()
    await expect(row.getByRole('link')).toHaveAccessibleName(/^Joint 1st place /)
    await expect(row).toContainText(`${project.judges} judges`)
    await expect(row).toContainText('45.0 / 50')
  }
  await expect(board(page).nth(3)).toContainText(fourth.name)
  await expect(board(page).nth(3).getByRole('link')).toHaveAccessibleName(/^4th place /)
  await expect(board(page).nth(3)).not.toContainText('Joint')

  await expect(page.getByRole('heading', { level: 3, name: 'Waiting for more judges' })).toBeVisible()
  await expect(page.getByText('A project is ranked once 2 judges have scored it.')).toBeVisible()
  await expect(waitingList(page)).toHaveCount(1)
  await expect(waitingList(page).first()).toContainText(lamp.name)
  await expect(waitingList(page).first()).toContainText('1 judge')
  await expect(waitingList(page).first().getByRole('link')).toHaveAccessibleName(/^Not ranked yet /)
}

test.describe('the leaderboard’s ties and coverage', () => {
  test('a three-way tie at 1st reads "Joint 1st"; a one-judge project waits for more judges', async ({
    page,
  }, testInfo) => {
    setMinJudgesToRank(2)
    await page.goto(`${origin}/feed`)
    await page.getByRole('link', { name: 'Leaderboard' }).click()
    await expect(page).toHaveURL(`${origin}/feed?tab=leaderboard`)
    await expectHonestBoard(page)
    // The rows open their projects, waiting or not.
    await waitingList(page).first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: lamp.name })).toBeVisible()
    await page.goBack()
    await expect(board(page)).toHaveCount(4)
    // Nothing scrolls sideways on a phone or a desktop.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    )
    await expectNoSeriousA11yViolations(page, testInfo)
  })
})

test.describe('the organiser’s judges setting', { tag: '@admin' }, () => {
  test('ranks a project once enough judges scored it; the results file says the same', async ({
    page,
  }, testInfo) => {
    // Sign-in, two saves, the results file and the board: a long story, as the coverage one.
    test.slow()
    await signInAsOrganiser(page, origin)
    await page.goto(`${origin}/admin?tab=grading`)
    const settings = page.getByRole('region', { name: 'Judging settings' })
    const minJudges = settings.getByLabel('Rank a project once this many judges have scored it')
    await expect(minJudges).toHaveAttribute('aria-describedby', /./)

    // Below 1 is refused: by Conform before the post with JS, by the browser's own check without it.
    await minJudges.fill('0')
    await settings.getByRole('button', { name: 'Save settings' }).click()
    if (jsEnabled(testInfo)) {
      await expect(settings).toContainText(
        'The judges needed to rank a project must be a whole number, 1 or more',
      )
      await expect(minJudges).toHaveAttribute('aria-invalid', 'true')
    } else {
      expect(await minJudges.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)
    }
    await expect(page.getByRole('status').filter({ hasText: 'Judging settings saved' })).toHaveCount(0)

    await minJudges.fill('2')
    await settings.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Judging settings saved' })).toContainText(
      'once 2 judges have scored a project',
    )
    await expect(minJudges).toHaveValue('2')

    // The results file gives the leaderboard's words.
    const csv = await page.request.get(`${origin}/admin/results.csv`)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    const header = lines[0]!.split(',')
    const place = (name: string) =>
      lines.find((line) => line.split(',')[1] === name)!.split(',')[header.indexOf('Leaderboard place')]
    for (const project of tied) expect(place(project.name), project.name).toBe('Joint 1st')
    expect(place(fourth.name)).toBe('4th')
    expect(place(lamp.name)).toBe('Waiting for more judges')

    await page.goto(`${origin}/feed?tab=leaderboard`)
    await expectHonestBoard(page)
  })
})
