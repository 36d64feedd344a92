import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { viewports } from '../../playwright.config'
import {
  approveProjectId,
  insertApprovedJudge,
  insertProject,
  pngFile,
  serverDb,
  uniqueName,
} from './fixtures'
import { expectNoSeriousA11yViolations, signInAsJudge } from './helpers'

// A project's story, on a phone with JavaScript and without: from its private link a family sends version 2
// of its approved project with what it changed. Once the organiser approves it, the project's page says
// "Version 2 of 2" with the timeline, the showcase shows one card with "2 versions", the leaderboard ranks
// the story once, and the judge who scored version 1 finds "New version of …" with their earlier scores.

test.use({ viewport: viewports.phone })

/** An approved project with a private link, scored by one judge who is its only one; its link and the judge. */
function approvedStory(name: string) {
  const id = insertProject({ name, submissionType: 'website', url: 'https://example.org/oven' })
  const token = crypto.randomBytes(32).toString('base64url')
  const judge = {
    name: 'Story Judge',
    email: `${crypto.randomUUID()}@judges.example.org`,
    password: 'story-pass-1',
  }
  const db = serverDb()
  try {
    db.prepare('update projects set edit_token_hash = ? where id = ?').run(
      crypto.createHash('sha256').update(token).digest('hex'),
      id,
    )
    const judgeId = insertApprovedJudge(db, judge)
    db.prepare('delete from assignments where project_id = ?').run(id)
    db.prepare('insert into assignments (project_id, judge_id) values (?, ?)').run(id, judgeId)
    const criteria = db
      .prepare('select id from scoring_criteria where is_active = 1 order by id')
      .pluck()
      .all()
    const score = db.prepare(
      'insert into project_scores (project_id, judge_id, criteria_id, score, evaluated_at) values (?, ?, ?, 6, ?)',
    )
    for (const criterion of criteria) score.run(id, judgeId, criterion, Date.now())
  } finally {
    db.close()
  }
  return { id, link: `/my-project/${token}`, judge }
}

const newestVersionOf = (id: number) => {
  const db = serverDb()
  try {
    return db
      .prepare('select id, status, what_changed from projects where story_id = ? order by id desc')
      .get(id) as { id: number; status: string; what_changed: string } | undefined
  } finally {
    db.close()
  }
}

test('a family sends version 2 from its private link; the showcase, the leaderboard and the judge tell the story', async ({
  page,
  browser,
}, testInfo) => {
  const name = uniqueName('Solar Oven')
  const story = approvedStory(name)

  // The private link: the way to a new version, on a project that is on the showcase.
  await page.goto(story.link)
  await page.getByRole('link', { name: 'Submit a new version' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a new version' })).toBeVisible()
  await expect(page.getByLabel('Project Name')).toHaveValue(name)
  await expectNoSeriousA11yViolations(page, testInfo)
  await page.getByLabel('What did you change or learn?').fill('Added a mirror: it gets 20 degrees hotter.')
  await page.getByLabel('Project Description').fill('A box that cooks with sunlight, now with a mirror.')
  // The project had no picture of its own (it was sent with a link): the new version brings one.
  await page.getByLabel('New thumbnail').setInputFiles(await pngFile('oven-with-mirror.png', '#f59e0b'))
  await page.getByRole('button', { name: 'Send the new version' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'New version sent' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your project’s story' })).toBeVisible()
  await expect(page.getByText('Waiting for an organiser’s review')).toHaveCount(2)
  // The link opens version 2 now; the judges' feedback it shows is version 1's, and it says so.
  await expect(page.getByRole('region', { name: 'Feedback from the judges' })).toContainText(
    'On the version on the showcase now.',
  )
  await expectNoSeriousA11yViolations(page, testInfo)
  const version = newestVersionOf(story.id)!
  expect(version).toMatchObject({
    status: 'pending',
    what_changed: 'Added a mirror: it gets 20 degrees hotter.',
  })

  // Until the organiser approves it, the project's page shows version 1 alone.
  await page.goto(`/project/${story.id}`)
  await expect(page.getByText('Version 1 of')).toHaveCount(0)

  // The API lists a story's approved versions only: the pending one is not there yet.
  const before = await (await page.request.get(`/api/projects/${story.id}`)).json()
  expect(before.versions).toEqual([expect.objectContaining({ id: story.id, number: 1, whatChanged: null })])

  approveProjectId(version.id)
  const after = await (await page.request.get(`/api/projects/${version.id}`)).json()
  expect(after.versions.map((v: { id: number; number: number }) => [v.id, v.number])).toEqual([
    [story.id, 1],
    [version.id, 2],
  ])
  expect(after.versions[1].whatChanged).toBe('Added a mirror: it gets 20 degrees hotter.')
  await page.goto(`/project/${version.id}`)
  await expect(page.getByText('Version 2 of 2')).toBeVisible()
  const timeline = page.getByRole('region', { name: 'How it grew' })
  await expect(timeline.getByText('Added a mirror: it gets 20 degrees hotter.')).toBeVisible()
  await expect(timeline.getByRole('link', { name: `Version 1: ${name}` })).toHaveAttribute(
    'href',
    `/project/${story.id}`,
  )
  await expectNoSeriousA11yViolations(page, testInfo)
  await page.screenshot({ path: testInfo.outputPath('story-project-page.png'), fullPage: true })

  // The showcase: one card for the story, its newest version, with "2 versions".
  await page.goto(`/feed?q=${encodeURIComponent(name)}`)
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    `/project/${version.id}`,
  )
  await expect(cards.getByText('2 versions')).toBeVisible()

  // The leaderboard: both versions have scores, the story has one row.
  const db = serverDb()
  try {
    const judgeId = db.prepare('select id from judges where email = ?').pluck().get(story.judge.email)
    const criteria = db
      .prepare('select id from scoring_criteria where is_active = 1 order by id')
      .pluck()
      .all()
    const score = db.prepare(
      'insert into project_scores (project_id, judge_id, criteria_id, score, evaluated_at) values (?, ?, ?, 9, ?)',
    )
    // Another judge scores version 2, so that it ranks; the story's judge keeps it in their queue.
    const other = insertApprovedJudge(db, {
      name: 'Other',
      email: `${crypto.randomUUID()}@judges.example.org`,
      password: 'x-pass-123',
    })
    for (const criterion of criteria) score.run(version.id, other, criterion, Date.now())
    expect(judgeId).toBeTruthy()
  } finally {
    db.close()
  }
  await page.goto('/feed?tab=leaderboard')
  const rows = page.getByRole('link', { name: new RegExp(`place ${name} by`) })
  await expect(rows).toHaveCount(1)
  await expect(rows).toHaveAttribute('href', `/project/${version.id}`)

  // The judge who scored version 1 finds version 2 in their queue, with their earlier scores.
  // Judges work on tablets.
  const judging = await browser.newContext({ ...testInfo.project.use, viewport: viewports.tablet })
  const judgePage = await judging.newPage()
  await signInAsJudge(judgePage, story.judge.email, story.judge.password, testInfo.project.use.baseURL ?? '')
  await judgePage.goto('/judge-dashboard?show=queue')
  const item = judgePage
    .getByRole('list', { name: 'Projects to Evaluate' })
    .getByRole('listitem')
    .filter({ hasText: name })
  await expect(item).toHaveCount(1)
  await expect(item.getByText(`New version of ${name}`)).toBeVisible()
  await expect(item.getByText('Added a mirror: it gets 20 degrees hotter.')).toBeVisible()
  await expect(item.getByText(/Your earlier scores: Originality 6\/10/)).toBeVisible()
  await judging.close()
})

test('another family’s private link cannot start a version of a project that is not theirs', async ({
  page,
}) => {
  const mine = approvedStory(uniqueName('Rain Gauge'))
  const theirs = approvedStory(uniqueName('Wind Vane'))
  const png = () => pngFile('x.png', '#0ea5e9')
  const fields = {
    name: 'Hijack',
    authorName: 'Mallory',
    description: 'Not mine.',
    url: 'https://example.org/x',
    whatChanged: 'Took it over.',
  }
  // Naming the other project changes nothing: a version grows from the link's own project, the only one
  // the link opens.
  const sent = await page.request.post(`${mine.link}/new-version`, {
    multipart: {
      ...fields,
      projectId: String(theirs.id),
      storyId: String(theirs.id),
      thumbnail: await png(),
    },
    maxRedirects: 0,
  })
  expect(sent.status()).toBe(302)
  expect(newestVersionOf(mine.id)).toMatchObject({ status: 'pending', what_changed: 'Took it over.' })
  expect(newestVersionOf(theirs.id)).toBeUndefined()
  // Their link still opens their own project, version 1, untouched.
  await page.goto(theirs.link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Wind Vane/)
  // A made-up link is a 404, and writes nothing.
  const made = await page.request.post(`/my-project/${'Z'.repeat(43)}/new-version`, {
    multipart: { ...fields, thumbnail: await png() },
  })
  expect(made.status()).toBe(404)
})
