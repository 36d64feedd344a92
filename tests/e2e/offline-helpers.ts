import { expect, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { syncAssignments } from '../../app/features/judging/assignment.server'
import { insertApprovedJudge, serverDb, uniqueName } from './fixtures'
import { signInAsJudge } from './helpers'

// The offline judging stories' judge, projects and views (tests/e2e/offline-scores.spec.ts), on the
// server of their own.

export const server = servers.offline
export const origin = `http://localhost:${server.port}`
export const password = 'offline-pass-1'
export const api = `${origin}/api/scoring/submit-batch`

export type Story = {
  judgeId: number
  email: string
  stamp: string
  projects: { id: number; name: string }[]
}

/**
 * A judge and their projects, oldest first from `submittedFrom`, assigned by the model as the app assigns
 * them (the top-up only adds: another story's seed never takes a project from this judge's queue, though
 * it may add one of its own to it).
 */
export function seed(names: string[], submittedFrom = 1_700_000_000_000): Story {
  const stamp = uniqueName('off').replace(' ', '-')
  const db = serverDb(server)
  try {
    const email = `${stamp}@judges.example.org`
    const judgeId = insertApprovedJudge(db, { name: 'Offline Judge', email, password, expertise: 'Physics' })
    const insert = db.prepare(
      `insert into projects (name, description, submission_type, submission_method, url, author_name, status, submitted_at)
       values (?, ?, 'website', 'other', 'https://example.org/offline', 'Offline Family', 'approved', ?) returning id`,
    )
    const projects = names.map((name, index) => {
      const full = `${name} ${stamp}`
      const { id } = insert.get(full, `How the ${name.toLowerCase()} works.`, submittedFrom + index) as {
        id: number
      }
      return { id, name: full }
    })
    syncAssignments({ $client: db } as never)
    return { judgeId, email, stamp, projects }
  } finally {
    db.close()
  }
}

export type Row = { projectId: number; criteriaId: number; score: number; submittedAt: number; n: number }

/** This judge's rows, one line per project and criterion, with how many rows share it. */
export function scoreRows(story: Story): Row[] {
  const db = serverDb(server)
  try {
    return db
      .prepare(
        `select project_id as projectId, criteria_id as criteriaId, max(score) as score,
                max(submitted_at) as submittedAt, count(*) as n
         from project_scores where judge_id = ? group by project_id, criteria_id order by project_id, criteria_id`,
      )
      .all(story.judgeId) as Row[]
  } finally {
    db.close()
  }
}

export const criteriaIds = () => {
  const db = serverDb(server)
  try {
    return (
      db.prepare('select id from scoring_criteria where is_active = 1 order by id').all() as { id: number }[]
    ).map((c) => c.id)
  } finally {
    db.close()
  }
}

export const panel = (page: Page) => page.getByRole('region', { name: 'Evaluate Project' })
export const listItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Projects to Evaluate' }).getByRole('link').filter({ hasText: name })
export const waiting = (page: Page, n: number) =>
  page.getByText(
    `${n} ${n === 1 ? 'evaluation' : 'evaluations'} waiting to be sent: they will be sent when you are back online`,
    { exact: true },
  )
export const anyWaiting = (page: Page) => page.getByText(/waiting to be sent/)

/** Signs in and opens the story's first project (under its search, so the list holds only its projects). */
export async function open(page: Page, story: Story) {
  await signInAsJudge(page, story.email, password, origin)
  await page.goto(`${origin}/judge-dashboard?show=all&q=${story.stamp}&project=${story.projects[0]!.id}`)
  await expect(panel(page).getByRole('heading', { name: story.projects[0]!.name })).toBeVisible()
  // Hydrated: the form has its hidden batchId field only with JavaScript.
  await expect(panel(page).locator('input[name="batchId"]')).toBeAttached()
}

export async function setAllSliders(page: Page, score: number) {
  const sliders = panel(page).getByRole('slider')
  for (let i = 0; i < (await sliders.count()); i++) await sliders.nth(i).fill(String(score))
}

/**
 * Answers the panel's question about criteria not moved (docs/decisions/0042), which comes before anything
 * is sent or kept: "Save anyway", after checking how many it names when `count` is given.
 */
export async function saveAnyway(page: Page, count?: number) {
  const question = panel(page).getByRole('group', { name: /not scored yet$/ })
  if (count !== undefined) await expect(question).toHaveAccessibleName(`${count} criteria are not scored yet`)
  await question.getByRole('button', { name: 'Save anyway' }).click()
}
