import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { pngFile, serverDb, uniqueName } from './fixtures'

// A family's private link opens their project from any browser, without a cookie, to
// change it (an approved project goes back to review), replace its thumbnail, or withdraw it (row and
// files gone). A wrong token is a 404 that reveals nothing. On a phone with JS off, and on a desktop with
// JS on.

const uploadsDir = path.join(servers.main.dataDir, 'uploads')

const projectRow = (name: string) => {
  const db = serverDb()
  try {
    return db.prepare('select id, status, thumbnail from projects where name = ?').get(name) as
      { id: number; status: string; thumbnail: string } | undefined
  } finally {
    db.close()
  }
}

const storedNames = (projectId: number) => {
  const db = serverDb()
  try {
    return (
      db.prepare('select name from stored_files where project_id = ?').all(projectId) as { name: string }[]
    ).map((row) => row.name)
  } finally {
    db.close()
  }
}

async function submitWithConsent(page: Page, name: string) {
  await page.goto('/submission')
  await page.getByLabel('Project Name').fill(name)
  await page.getByLabel('Your Name').fill('Robin Family')
  await page.getByLabel('Your Email Address').fill('robin.family@example.org')
  await page.getByLabel('Project Type').selectOption('website')
  await page.getByLabel('How are you sharing it?').selectOption('other')
  await page.getByLabel('Project URL').fill('https://example.org/periscope')
  await page.getByLabel('Project Description').fill('A periscope from two mirrors and a milk carton.')
  await page.getByLabel('Project Thumbnail').setInputFiles(await pngFile('periscope.png', '#0ea5e9'))
  await page.getByLabel(/parent or guardian/).check()
  await page.getByRole('button', { name: 'Submit Project' }).click()
  // The confirmation is the private link's own page; its link to the page without `?sent=1` is the link.
  await expect(page).toHaveURL(/\/my-project\/[A-Za-z0-9_-]{43}\?sent=1$/)
  const link = page.getByRole('link', { name: 'Change or withdraw this project' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/my-project\/[A-Za-z0-9_-]{43}$/)
  return href!
}

test.describe('a family’s private link', () => {
  test('opens the project in a fresh browser: edit, replace the thumbnail, withdraw', async ({
    page,
    browser,
  }, testInfo) => {
    const name = uniqueName('Milk Carton Periscope')
    const link = await submitWithConsent(page, name)
    const submitted = projectRow(name)!
    const db = serverDb()
    db.prepare(`update projects set status = 'approved' where id = ?`).run(submitted.id)
    db.close()

    // Another browser, no cookie at all: the link alone opens it.
    const fresh = await browser.newContext({
      ...testInfo.project.use,
      baseURL: `http://localhost:${servers.main.port}`,
    })
    const other = await fresh.newPage()
    const answer = await other.goto(link)
    expect(answer?.headers()['cache-control']).toBe('private, no-store')
    // After the server-wide policy: of the Referrer-Policy header's values, a browser follows the last one it
    // knows. Not "no-referrer", which would make the page's own forms send "Origin: null" (refused as
    // cross-site).
    expect(answer?.headers()['referrer-policy']?.split(/[,\n]/).pop()?.trim()).toBe('same-origin')
    await expect(other.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(other.getByText('On the public showcase')).toBeVisible()
    // Said before saving: a change takes it off the showcase until reviewed.
    await expect(other.getByRole('note')).toContainText('Saving a change takes it off')

    const renamed = `${name} (fixed)`
    await other.getByLabel('Project Name').fill(renamed)
    await other.getByRole('button', { name: 'Save changes' }).click()
    await expect(other.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible()
    await expect(other.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
    await expect(other.getByText('Waiting for an organiser’s review')).toBeVisible()
    expect(projectRow(renamed)).toMatchObject({ id: submitted.id, status: 'pending' })
    await other.screenshot({ path: testInfo.outputPath('private-link.png'), fullPage: true })

    // A new thumbnail: the old one and its card leave the disk, the new ones arrive.
    const before = storedNames(submitted.id)
    expect(before).toHaveLength(2)
    await other.getByLabel('New thumbnail').setInputFiles(await pngFile('better.png', '#f59e0b'))
    await other.getByRole('button', { name: 'Save changes' }).click()
    // (The first save's notice may still be showing: wait for the files themselves.)
    await expect.poll(() => storedNames(submitted.id)).not.toEqual(before)
    const after = storedNames(submitted.id)
    expect(after).toHaveLength(2)
    for (const old of before) {
      expect(after).not.toContain(old)
      expect(fs.existsSync(path.join(uploadsDir, old))).toBe(false)
    }
    for (const now of after) expect(fs.existsSync(path.join(uploadsDir, now))).toBe(true)
    expect(projectRow(renamed)!.thumbnail).toBe(after.find((n) => n.endsWith('.png')))

    // Withdraw: asked once more, then the row and the files are gone.
    await other.getByRole('link', { name: 'Withdraw project…' }).click()
    await expect(other.getByRole('heading', { name: 'Withdraw this project?' })).toBeVisible()
    await other.getByRole('button', { name: 'Withdraw project' }).click()
    await expect(other).toHaveURL(/\/feed$/)
    await expect(other.getByRole('status').filter({ hasText: 'Project withdrawn' })).toBeVisible()
    expect(projectRow(renamed)).toBeUndefined()
    expect(storedNames(submitted.id)).toEqual([])
    for (const name of after) expect(fs.existsSync(path.join(uploadsDir, name))).toBe(false)

    // The link is dead now, and says nothing.
    const gone = await other.goto(link)
    expect(gone?.status()).toBe(404)
    await expect(other.getByRole('heading', { name: 'Project Not Found' })).toBeVisible()
    await fresh.close()
  })

  test('a wrong or malformed token is a 404 that reveals nothing', async ({ page }) => {
    for (const token of ['A'.repeat(43), 'short', `${'b'.repeat(42)}%2F`]) {
      const answer = await page.goto(`/my-project/${token}`)
      expect(answer?.status(), token).toBe(404)
      await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible()
      await expect(page.getByRole('textbox')).toHaveCount(0)
    }
    const posted = await page.request.post(`/my-project/${'A'.repeat(43)}`, {
      form: { intent: 'withdraw' },
      maxRedirects: 0,
    })
    expect(posted.status()).toBe(404)
  })
})
