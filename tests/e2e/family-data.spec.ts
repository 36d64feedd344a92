import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { emailKey } from '../../db/email-key'
import { pngFile, scoreProject, serverDb, signInAsOrganiserOn } from './fixtures'
import { expectNoSeriousA11yViolations } from './helpers'

// A family asks the organiser to see or erase their data. The organiser finds their projects by
// e-mail, downloads them as JSON and erases them all, with JavaScript and without; afterwards no row and no
// file of that e-mail is left on the server, and another family's are untouched.

// A server of its own (playwright.config.ts): the admin story signs every organiser out when it changes the
// password, and this story's organiser session must last to the end.
const server = servers.family
const origin = `http://localhost:${server.port}`

/**
 * The organiser's session, written as a login writes it (app/infra/cookies/session.server.ts); signing in is
 * admin.spec.ts's story.
 */
/** The organiser's session, written as a login writes it (fixtures.ts). */
const signInAsOrganiser = (context: BrowserContext) => signInAsOrganiserOn(context, server)

/** A photo project sent through the API as a family would, with its photo and thumbnail on disk. */
async function submit(page: Page, name: string, authorEmail: string) {
  const response = await page.request.post(`${origin}/api/projects`, {
    multipart: {
      name,
      authorName: 'Rivera Family',
      authorEmail,
      submissionType: 'photo',
      submissionMethod: 'upload',
      description: `About ${name}`,
      consent: 'true',
      files: await pngFile(`${name}.png`),
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** Everything the server holds of these projects: rows in every table that refers to them, and files. */
function leftOf(email: string, ids: number[]) {
  const db = serverDb(server)
  try {
    const marks = ids.map(() => '?').join(', ')
    const count = (table: string) =>
      (
        db.prepare(`select count(*) as n from ${table} where project_id in (${marks})`).get(...ids) as {
          n: number
        }
      ).n
    const files = (
      db.prepare(`select name from stored_files where project_id in (${marks})`).all(...ids) as {
        name: string
      }[]
    ).map((row) => row.name)
    return {
      byEmail: (
        db.prepare('select id from projects where author_email_key = ?').all(emailKey(email)) as unknown[]
      ).length,
      projects: (db.prepare(`select id from projects where id in (${marks})`).all(...ids) as unknown[])
        .length,
      scores: count('project_scores'),
      assignments: count('assignments'),
      files,
    }
  } finally {
    db.close()
  }
}

const onDisk = (names: string[]) =>
  names.filter((name) => fs.existsSync(path.join(server.dataDir, 'uploads', name)))

test.describe('a family’s data, found, downloaded and erased by the organiser', { tag: '@admin' }, () => {
  test('finds a family by e-mail, downloads a copy, and erases it all after confirming the count', async ({
    page,
    context,
  }, testInfo) => {
    test.slow()
    const stamp = crypto.randomBytes(4).toString('hex')
    // An internationalised address (RFC 6531), typed in other capitals; the same letters without their
    // accents are another family.
    const email = `åsa-${stamp}@bücher-example.org`
    const otherEmail = `asa-${stamp}@bucher-example.org`
    const names = [`Volcano ${stamp}`, `Kite ${stamp}`]
    const ids = [await submit(page, names[0]!, email), await submit(page, names[1]!, email)]
    const otherId = await submit(page, `Bridge ${stamp}`, otherEmail)
    scoreProject(ids[0]!, [7, 8], 'Lovely volcano', server)
    scoreProject(otherId, [5, 6], 'Strong bridge', server)
    const files = leftOf(email, ids).files
    const otherBefore = leftOf(otherEmail, [otherId])
    expect(onDisk(files)).toHaveLength(files.length)
    expect(files.length).toBeGreaterThanOrEqual(4)

    await signInAsOrganiser(context)
    await page.goto(`${origin}/admin`)
    await page.getByRole('link', { name: 'Family data' }).click()
    const finder = page.getByRole('dialog', { name: 'Family data' })
    await finder.getByLabel('Family’s e-mail address').fill(`  ${email.toUpperCase()}`)
    await finder.getByRole('button', { name: 'Find projects' }).click()
    await expect(finder.getByRole('heading', { name: `2 projects sent with ${email}` })).toBeVisible()
    for (const name of names) await expect(finder.getByText(name)).toBeVisible()
    await expect(finder.getByText(`Bridge ${stamp}`)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page, testInfo)

    // The copy for the family: both projects, their files and scores, nothing of another family's.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      finder.getByRole('link', { name: 'Download as JSON' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^family-data-[\d-]+\.json$/)
    const copy = fs.readFileSync((await download.path())!, 'utf8')
    const data = JSON.parse(copy) as { projects: { id: number; files: { name: string }[] }[] }
    expect(data.projects.map((p) => p.id)).toEqual(ids)
    expect(data.projects.flatMap((p) => p.files.map((f) => f.name)).sort()).toEqual([...files].sort())
    expect(copy).toContain('Lovely volcano')
    expect(copy).not.toContain(otherEmail)
    expect(copy).not.toContain('Strong bridge')
    expect(copy.toLowerCase()).not.toContain('hash')

    await finder.getByRole('link', { name: 'Erase all 2 projects' }).click()
    let confirm = page.getByRole('dialog', { name: 'Erase all 2 projects of this family?' })
    await expect(confirm).toContainText(email)
    await expectNoSeriousA11yViolations(page, testInfo)

    // The family sends another project while the organiser reads: the count they confirm is out of date.
    ids.push(await submit(page, `Robot ${stamp}`, email))
    await confirm.getByRole('button', { name: 'Erase 2 projects' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was erased' })).toContainText(
      `${email} now has 3 projects, not 2`,
    )
    expect(leftOf(email, ids).projects).toBe(3)
    confirm = page.getByRole('dialog', { name: 'Erase all 3 projects of this family?' })
    await expect(confirm.getByText(`Robot ${stamp}`)).toBeVisible()
    const allFiles = leftOf(email, ids).files

    await confirm.getByRole('button', { name: 'Erase 3 projects' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Erased 3 projects of ${email}` })).toBeVisible()
    await expect(
      page
        .getByRole('dialog', { name: 'Family data' })
        .getByRole('heading', { name: `No projects sent with ${email}` }),
    ).toBeVisible()

    // Nothing of that e-mail is left on the server: no row, no file.
    expect(leftOf(email, ids)).toEqual({
      byEmail: 0,
      projects: 0,
      scores: 0,
      assignments: 0,
      files: [],
    })
    expect(onDisk(allFiles)).toEqual([])
    // The other family keeps everything (the judges' queues are planned again, so its assignments may move).
    const { assignments: _after, ...otherAfter } = leftOf(otherEmail, [otherId])
    const { assignments: _before, ...otherKept } = otherBefore
    expect(otherAfter).toEqual(otherKept)
    expect(otherKept).toMatchObject({ byEmail: 1, projects: 1, scores: 2 })
    expect(onDisk(otherBefore.files)).toEqual(otherBefore.files)
  })
})
