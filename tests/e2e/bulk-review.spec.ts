import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { insertProject, serverDb, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, signInAsOrganiser } from './helpers'
import { seedWide } from './wide-event'

// Moderating many pending projects: the organiser ticks several and approves or rejects them in one step,
// after a confirmation that names their count, with and without JavaScript. The wide server: nobody there
// changes the admin password or counts the pending projects.
const server = servers.wide
const origin = `http://localhost:${server.port}`

// The wide event first: the layout checks seed it only on a server with no approved project yet.
test.beforeAll(() => {
  seedWide()
})

function statusesOf(ids: number[]) {
  const db = serverDb(server)
  try {
    return ids.map(
      (id) => (db.prepare('select status from projects where id = ?').get(id) as { status: string }).status,
    )
  } finally {
    db.close()
  }
}

async function login(page: Page) {
  await signInAsOrganiser(page, origin)
}

test.describe('several projects at once', { tag: '@admin' }, () => {
  test('the organiser selects three pending projects and approves them in one step', async ({
    page,
  }, testInfo) => {
    const tag = uniqueName('Bulk').trim()
    const names = ['one', 'two', 'three', 'left alone'].map((name) => `${tag} ${name}`)
    const ids = names.map((name) =>
      insertProject({ name, submissionType: 'video', status: 'pending' }, server),
    )

    await login(page)
    await page.goto(`${origin}/admin?q=${encodeURIComponent(tag)}&status=pending`)
    for (const name of names.slice(0, 3)) await page.getByLabel(`Select ${name}`, { exact: true }).check()
    await page.getByRole('button', { name: 'Approve selected' }).click()

    // The confirmation names the count and the projects, at an address of its own, the list kept.
    await expect(page).toHaveURL(/[?&]dialog=bulk-status&/)
    expect(new URL(page.url()).searchParams.get('q')).toBe(tag)
    const dialog = page.getByRole('dialog', { name: 'Approve 3 projects?' })
    for (const name of names.slice(0, 3)) await expect(dialog).toContainText(name)
    await expect(dialog).not.toContainText(names[3]!)
    await expect(dialog).not.toContainText('No consent recorded')
    await expectNoSeriousA11yViolations(page, testInfo)
    expect(statusesOf(ids)).toEqual(['pending', 'pending', 'pending', 'pending'])

    await dialog.getByRole('button', { name: 'Approve 3 projects' }).click()
    await expect(page.getByRole('status').filter({ hasText: '3 projects approved' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag.replace(' ', '\\+')}&status=pending$`))
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveText([new RegExp(names[3]!)])
    expect(statusesOf(ids)).toEqual(['approved', 'approved', 'approved', 'pending'])
  })

  test('the confirmation names the projects without consent, and rejecting needs none', async ({
    page,
  }, testInfo) => {
    const tag = uniqueName('Consent').trim()
    const agreed = `${tag} agreed`
    const unknown = `${tag} no consent`
    const ids = [
      insertProject({ name: agreed, submissionType: 'pdf', status: 'pending' }, server),
      insertProject({ name: unknown, submissionType: 'pdf', status: 'pending', consent: false }, server),
    ]
    await login(page)
    await page.goto(`${origin}/admin?q=${encodeURIComponent(tag)}`)
    await page.getByLabel(`Select ${agreed}`, { exact: true }).check()
    await page.getByLabel(`Select ${unknown}`, { exact: true }).check()
    await page.getByRole('button', { name: 'Approve selected' }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve 2 projects?' })
    await expect(dialog.getByText('No consent recorded for 1 of them')).toBeVisible()
    await expect(dialog.getByRole('listitem').filter({ hasText: unknown })).toHaveCount(2)
    await expectNoSeriousA11yViolations(page, testInfo)
    await dialog.getByRole('link', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(statusesOf(ids)).toEqual(['pending', 'pending'])

    // Reject: no consent is asked; the count is named on the button.
    await page.goto(`${origin}/admin?q=${encodeURIComponent(tag)}`)
    await page.getByLabel(`Select ${agreed}`, { exact: true }).check()
    await page.getByLabel(`Select ${unknown}`, { exact: true }).check()
    await page.getByRole('button', { name: 'Reject selected' }).click()
    const reject = page.getByRole('dialog', { name: 'Reject 2 projects?' })
    await expect(reject).not.toContainText('No consent recorded')
    await reject.getByRole('button', { name: 'Reject 2 projects' }).click()
    await expect(page.getByRole('status').filter({ hasText: '2 projects rejected' })).toBeVisible()
    expect(statusesOf(ids)).toEqual(['rejected', 'rejected'])
    // Decided projects have no checkbox: they cannot be selected again.
    await expect(page.getByLabel(`Select ${agreed}`, { exact: true })).toHaveCount(0)
  })

  test('a project decided while the confirmation was open leaves the whole batch unchanged', async ({
    page,
  }) => {
    const tag = uniqueName('Race').trim()
    const names = [`${tag} a`, `${tag} b`]
    const ids = names.map((name) =>
      insertProject({ name, submissionType: 'photo', status: 'pending' }, server),
    )
    await login(page)
    await page.goto(`${origin}/admin?q=${encodeURIComponent(tag)}`)
    for (const name of names) await page.getByLabel(`Select ${name}`, { exact: true }).check()
    await page.getByRole('button', { name: 'Reject selected' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject 2 projects?' })
    await expect(dialog).toBeVisible()

    // Meanwhile, another tab approves one of them.
    const db = serverDb(server)
    try {
      db.prepare(`update projects set status = 'approved' where id = ?`).run(ids[0])
    } finally {
      db.close()
    }
    await dialog.getByRole('button', { name: 'Reject 2 projects' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'Nothing was changed' })
    await expect(notice).toContainText(`1 selected project is no longer pending review: ${names[0]}`)
    expect(statusesOf(ids)).toEqual(['approved', 'pending'])
  })
})
