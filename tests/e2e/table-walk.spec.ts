import { expect, test } from '@playwright/test'
import { servers } from '../../playwright.config'
import { syncAssignments } from '../../app/features/judging/assignment.server'
import { insertApprovedJudge, serverDb, uniqueName } from './fixtures'
import { jsEnabled, signInAsJudge } from './helpers'

// A judge on the showcase floor orders the queue by table and walks the room with Save and next, on a server
// of its own (servers.walk). Both runs (JS on, JS off) share it: each has its own judge, projects and
// tables, and searches for its own projects, so the other run's never come between.

const origin = `http://localhost:${servers.walk.port}`
const password = 'walk-pass-1'

/** Three projects, oldest first, standing at tables in another order: the second, the third, the first. */
function seedWalk(stamp: string, base: number) {
  const db = serverDb(servers.walk)
  try {
    const email = `${stamp.replace(/\W+/g, '.')}@judges.example.org`
    insertApprovedJudge(db, { name: 'Walk Judge', email, password, expertise: 'Robotics' })
    const insert = db.prepare(
      `insert into projects (name, description, submission_type, author_name, status, submitted_at, table_number)
       values (?, 'A project on the floor.', 'photo', 'Walk Family', 'approved', ?, ?) returning id`,
    )
    const projects = (
      [
        ['Ant Farm', base + 3],
        ['Bee Hotel', base + 1],
        ['Cloud Jar', base + 2],
      ] as const
    ).map(([name, table], index) => {
      const full = `${name} ${stamp}`
      const { id } = insert.get(full, 1_700_000_000_000 + index, table) as { id: number }
      return { id, name: full, table }
    })
    syncAssignments({ $client: db } as never)
    return { email, stamp, projects }
  } finally {
    db.close()
  }
}

test.describe('the judge walks the room in table order', { tag: '@judge' }, () => {
  test('orders the queue by table, and Save and next goes from one table to the next', async ({
    page,
  }, testInfo) => {
    const story = seedWalk(uniqueName('w').replace(' ', '-'), jsEnabled(testInfo) ? 10 : 20)
    const [ant, bee, cloud] = story.projects as [
      (typeof story.projects)[number],
      (typeof story.projects)[number],
      (typeof story.projects)[number],
    ]
    await signInAsJudge(page, story.email, password, origin)

    await page.getByRole('searchbox', { name: 'Search projects' }).fill(story.stamp)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`q=${story.stamp}`))
    await page.getByRole('navigation', { name: 'Order' }).getByRole('link', { name: 'By table' }).click()
    await expect(page).toHaveURL(/order=table/)
    const list = page.getByRole('list', { name: 'Projects to Evaluate' })
    await expect(list.getByRole('listitem')).toHaveText([
      new RegExp(`Table ${bee.table}.*${bee.name}|${bee.name}.*Table ${bee.table}`),
      new RegExp(`Table ${cloud.table}.*${cloud.name}|${cloud.name}.*Table ${cloud.table}`),
      new RegExp(`Table ${ant.table}.*${ant.name}|${ant.name}.*Table ${ant.table}`),
    ])

    await list.getByRole('link', { name: bee.name }).click()
    const panel = page.getByRole('region', { name: 'Evaluate Project' })
    for (const [here, next] of [
      [bee, cloud],
      [cloud, ant],
    ] as const) {
      await expect(panel.getByRole('heading', { name: here.name })).toBeVisible()
      await expect(panel).toContainText(`Table ${here.table}`)
      await panel.getByRole('button', { name: 'Save and next' }).click()
      // Nothing moved: saved at 5 once the judge says so (docs/decisions/0042).
      await panel.getByRole('button', { name: 'Save anyway' }).click()
      await expect(page).toHaveURL(new RegExp(`order=table.*project=${next.id}#selected$`))
    }
    await expect(panel.getByRole('heading', { name: ant.name })).toBeVisible()
    await panel.getByRole('button', { name: 'Save and next' }).click()
    await panel.getByRole('button', { name: 'Save anyway' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Scores Submitted' })).toContainText(
      `No other project in your queue matches "${story.stamp}".`,
    )
  })
})
