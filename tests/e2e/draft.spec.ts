import crypto from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { pngFile, serverDb, uniqueName } from './fixtures'

// With JavaScript a family's typed answers stay on the phone, an upload shows how far it is,
// and a send that does not arrive can be tried again without choosing the files again.

const DRAFT_KEY = 'submission-draft-v1'
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Project' }).click()
const draftInStorage = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)
/** Where a submission lands: its private link's page, as the confirmation. */
const confirmationUrl = /\/my-project\/[A-Za-z0-9_-]{43}\?sent=1$/

/** The form once React runs it: the way-of-sharing list then holds only the chosen type's options. */
async function openForm(page: Page) {
  await page.goto('/submission')
  await expect(page.getByLabel('How are you sharing it?').locator('optgroup')).toHaveCount(0)
}

/** A file the server takes for a PDF (it reads the first bytes), of about `megabytes` MB. */
const pdfFile = (name: string, megabytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(Math.round(megabytes * 1024 * 1024))]),
})

function storedProject(name: string) {
  const db = serverDb()
  try {
    const project = db.prepare('select id, url from projects where name = ?').get(name) as
      { id: number; url: string | null } | undefined
    const files = project
      ? (db
          .prepare("select size from stored_files where project_id = ? and role = 'file' order by position")
          .all(project.id) as { size: number }[])
      : []
    return { project, fileSizes: files.map((f) => f.size) }
  } finally {
    db.close()
  }
}

test.describe('a family keeps their draft', { tag: '@js' }, () => {
  test('typed answers survive a failed send and a reload, and come back with Restore your draft', async ({
    page,
  }) => {
    const name = uniqueName('Rain Gauge')
    const description = 'Measures the rain with a bottle, a ruler and a photo every morning.'
    await openForm(page)
    await page.getByLabel('Project Name').fill(name)
    await page.getByLabel('Your Name').fill('Ada Family')
    await page.getByLabel('Your Email Address').fill('ada.family@example.org')
    await page.getByLabel('Project Type').selectOption('website')
    await page.getByLabel('How are you sharing it?').selectOption('other')
    await page.getByLabel('Project URL').fill('https://example.org/rain-gauge')
    await page.getByLabel('Project Description').fill(description)
    await page.getByLabel(/parent or guardian/).check()
    await page.getByLabel('Project Thumbnail').setInputFiles(await pngFile('gauge.png'))
    await expect(page.getByTestId('draft-saved')).toContainText('Draft saved on this device')

    // The connection drops as the project is sent.
    await page.route('**/submission.data', (route) => route.abort('internetdisconnected'))
    await submit(page)
    await expect(page.getByRole('alert').filter({ hasText: 'Your project was not sent.' })).toBeVisible()
    await page.unroute('**/submission.data')
    expect(storedProject(name).project).toBeUndefined()

    // The page is reloaded: the fields are empty, the draft is offered and put back. The page's clock is
    // Playwright's from here, so the moment a save would come can be passed at once, however slow the machine.
    await page.clock.install()
    await openForm(page)
    await expect(page.getByLabel('Project Name')).toHaveValue('')
    await expect(page.getByRole('heading', { name: 'You have a saved draft' })).toBeVisible()
    // Typing before choosing does not overwrite the saved draft, even once the save's delay has passed.
    await page.getByLabel('Your Name').fill('Someone else')
    await page.clock.runFor(2_000)
    expect(await draftInStorage(page)).toContain('Ada Family')
    await page.getByRole('button', { name: 'Restore your draft' }).click()
    await expect(page.getByRole('button', { name: 'Restore your draft' })).toHaveCount(0)
    await expect(page.getByLabel('Project Name')).toHaveValue(name)
    await expect(page.getByLabel('Your Name')).toHaveValue('Ada Family')
    await expect(page.getByLabel('Your Email Address')).toHaveValue('ada.family@example.org')
    await expect(page.getByLabel('Project Type')).toHaveValue('website')
    await expect(page.getByLabel('How are you sharing it?')).toHaveValue('other')
    await expect(page.getByLabel('Project URL')).toHaveValue('https://example.org/rain-gauge')
    await expect(page.getByLabel('Project Description')).toHaveValue(description)
    await expect(page.getByTestId('description-counter')).toHaveText(`${description.length}/500`)
    // Files are never kept on the device.
    expect(await draftInStorage(page)).not.toContain('gauge.png')

    // Reloaded once more, the family discards it instead: the offer and the saved copy are gone.
    await openForm(page)
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await expect(page.getByRole('heading', { name: 'You have a saved draft' })).toHaveCount(0)
    expect(await draftInStorage(page)).toBeNull()
    await openForm(page)
    await expect(page.getByRole('button', { name: 'Restore your draft' })).toHaveCount(0)
  })

  test('an upload shows a progress bar of the bytes sent, up to the whole', async ({ page }) => {
    const name = uniqueName('Seed Sprouting Log')
    await openForm(page)
    await page.getByLabel('Project Name').fill(name)
    await page.getByLabel('Your Name').fill('Noor Family')
    await page.getByLabel('Your Email Address').fill('noor.family@example.org')
    await page.getByLabel('Project Type').selectOption('pdf')
    await page.getByLabel('How are you sharing it?').selectOption('upload')
    const log = pdfFile('sprouting-log.pdf', 2)
    await page.getByLabel('Upload files').setInputFiles(log)
    await page.getByLabel('Project Description').fill('Two weeks of seeds in jars, measured daily.')
    await page.getByLabel(/parent or guardian/).check()
    await page.getByLabel('Project Thumbnail').setInputFiles(await pngFile('sprouts.png', '#16a34a'))

    // Every value the bar takes, as the page shows it (the bar is gone once the confirmation opens).
    const seen: Array<{ value: number; max: number }> = []
    await page.exposeFunction('reportProgress', (value: number, max: number) => seen.push({ value, max }))
    await page.evaluate(() => {
      const report = () => {
        const bar = document.querySelector('progress')
        if (bar?.hasAttribute('value')) {
          ;(window as unknown as { reportProgress: (v: number, m: number) => void }).reportProgress(
            bar.value,
            bar.max,
          )
        }
      }
      new MutationObserver(report).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['value', 'max'],
      })
    })

    // A slow phone connection: about 1 MB a second up.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    })

    await submit(page)
    const bar = page.getByRole('progressbar', { name: 'Sending your project' })
    await expect(bar).toBeVisible()
    await expect(page.getByText(/^\d+\.\d\d MB of 2\.\d\d MB$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()

    await expect(page).toHaveURL(confirmationUrl, { timeout: 15_000 })
    await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible()
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })

    // The bar moved through the upload and reached its end: the whole request body, files included.
    const total = seen.at(-1)?.max ?? 0
    expect(total).toBeGreaterThan(log.buffer.length)
    expect(seen.some(({ value, max }) => value > 0 && value < max)).toBe(true)
    expect(seen.at(-1)).toEqual({ value: total, max: total })
    expect(storedProject(name).fileSizes).toEqual([log.buffer.length])
    // After success the draft is gone.
    expect(await draftInStorage(page)).toBeNull()
  })

  test('Try again after a lost connection sends the same files, and the draft is gone after success', async ({
    page,
  }) => {
    const name = uniqueName('Solar Oven')
    await openForm(page)
    await page.getByLabel('Project Name').fill(name)
    await page.getByLabel('Your Name').fill('Kai Family')
    await page.getByLabel('Your Email Address').fill('kai.family@example.org')
    await page.getByLabel('Project Type').selectOption('photo')
    await page.getByLabel('How are you sharing it?').selectOption('upload')
    const photos = [await pngFile('oven-open.png', '#ea580c'), await pngFile('oven-shut.png', '#0f766e')]
    await page.getByLabel('Upload files').setInputFiles(photos)
    await page.getByLabel('Project Description').fill('A pizza box oven that melts cheese in the sun.')
    await page.getByLabel(/parent or guardian/).check()
    await expect(page.getByTestId('draft-saved')).toBeVisible()

    await page.context().setOffline(true)
    await submit(page)
    const failed = page.getByRole('alert').filter({ hasText: 'Your project was not sent.' })
    await expect(failed).toContainText('The connection was lost. Your answers and files are still here.')
    expect(storedProject(name).project).toBeUndefined()

    // Back online: one tap, no file chosen again.
    await page.context().setOffline(false)
    await failed.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(confirmationUrl)
    await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible()
    // Both photos arrived (stored re-encoded, so their sizes differ from what was sent).
    expect(storedProject(name).fileSizes).toHaveLength(photos.length)

    // The draft is gone: nothing is offered on the next visit.
    expect(await draftInStorage(page)).toBeNull()
    await openForm(page)
    await expect(page.getByRole('button', { name: 'Restore your draft' })).toHaveCount(0)
    await expect(page.getByTestId('draft-saved')).toHaveCount(0)
  })

  test('a file the server refuses is named next to its field, and the other files stay chosen', async ({
    page,
  }) => {
    const name = uniqueName('Magnet Maze')
    await openForm(page)
    await page.getByLabel('Project Name').fill(name)
    await page.getByLabel('Your Name').fill('Lee Family')
    await page.getByLabel('Your Email Address').fill('lee.family@example.org')
    await page.getByLabel('Project Type').selectOption('pdf')
    await page.getByLabel('How are you sharing it?').selectOption('upload')
    const plan = pdfFile('maze-plan.pdf', 0.2)
    await page.getByLabel('Upload files').setInputFiles(plan)
    await page.getByLabel('Project Description').fill('A maze solved by a magnet under the table.')
    await page.getByLabel(/parent or guardian/).check()
    // Named like a picture, but a PDF: only the server, which reads the bytes, can tell.
    await page
      .getByLabel('Project Thumbnail')
      .setInputFiles({ ...pdfFile('maze.png', 0.01), mimeType: 'image/png' })
    await submit(page)

    await expect(
      page.getByText('The thumbnail must be a JPG, PNG, GIF or WebP image.', { exact: true }),
    ).toBeVisible()
    await expect(page.getByLabel('Project Thumbnail')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('maze-plan.pdf')
    await expect(page.getByText('chosen files are not kept after an error')).toHaveCount(0)

    await page.getByLabel('Project Thumbnail').setInputFiles(await pngFile('maze.png'))
    await submit(page)
    await expect(page).toHaveURL(confirmationUrl)
    expect(storedProject(name).fileSizes).toEqual([plan.buffer.length])
  })
})
