import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { approveProject, pngFile, serverDb, storedFilesOf, uniqueName } from './fixtures'
import { expectNoSeriousA11yViolations, jsEnabled } from './helpers'

async function fillCommon(page: Page, name: string) {
  await page.getByLabel('Project Name').fill(name)
  await page.getByLabel('Your Name').fill('Sam Inventor')
  // Internationalised (RFC 6531): taken with JavaScript and without. The browser's own check of the
  // type="email" field would refuse it; the form turns that off (noValidate) and the schema decides.
  await page.getByLabel('Your Email Address').fill('Sam.Ström@Example.org')
  await page.getByLabel('Project Description').fill('A volcano that erupts with baking soda and vinegar.')
  await page.getByLabel(/parent or guardian/).check()
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Project' }).click()

/** Where a submission lands: its private link's page, as the confirmation. */
const confirmationUrl = /\/my-project\/[A-Za-z0-9_-]{43}\?sent=1$/

test.describe('submitting a project', () => {
  test('shows every validation message next to its field and keeps what was typed', async ({
    page,
  }, testInfo) => {
    await page.goto('/submission')
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Innovation' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, testInfo)

    // Nothing at all: every message at once, the thumbnail's included (not in a second round), and no
    // word of lost files, since none were chosen.
    await submit(page)
    for (const message of [
      'Project name is required',
      'Author name is required',
      'Please enter a valid email address',
      'Description is required',
      'Please choose how you are sharing your project',
      'Please upload a thumbnail image for your project.',
      // The parent's or guardian's consent.
      'Please confirm that you are the parent or guardian and agree to the showcase',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel(/parent or guardian/)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('chosen files are not kept after an error')).toHaveCount(0)

    // Nothing filled in but the way of sharing.
    await page.getByLabel('How are you sharing it?').selectOption('youtube')
    await submit(page)
    for (const message of [
      'Project name is required',
      'Author name is required',
      'Please enter a valid email address',
      'Description is required',
      'URL is required for this submission method',
      'Please upload a thumbnail image for your project.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('Project Name')).toHaveAttribute('aria-invalid', 'true')

    // Too long, malformed, and an upload without files.
    await page.getByLabel('Project Name').fill('N'.repeat(101))
    await page.getByLabel('Your Name').fill('A'.repeat(51))
    await page.getByLabel('Your Email Address').fill('not-an-email')
    await page.getByLabel('Project Description').fill('D'.repeat(501))
    await page.getByLabel('Project Type').selectOption('pdf')
    await page.getByLabel('How are you sharing it?').selectOption({ label: 'Upload PDF' })
    if (!jsEnabled(testInfo)) await page.getByLabel('Project URL').fill('not a url')
    await page.getByLabel('Project Thumbnail').setInputFiles(await pngFile('volcano.png'))
    await submit(page)
    for (const message of [
      'Project name must be under 100 characters',
      'Author name must be under 50 characters',
      'Please enter a valid email address',
      'Description must be under 500 characters',
      'Please select files to upload.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    if (!jsEnabled(testInfo))
      await expect(page.getByText('Must be a valid URL', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Project Name')).toHaveValue('N'.repeat(101))
    await expect(page.getByLabel('Your Email Address')).toHaveValue('not-an-email')
    await expect(page.getByLabel('Project Type')).toHaveValue('pdf')
    await expect(page.getByLabel('How are you sharing it?')).toHaveValue('upload')

    if (!jsEnabled(testInfo)) {
      // The server said so, under the thumbnail that was chosen only: it must be chosen again.
      await expect(page.getByText('chosen files are not kept after an error')).toHaveCount(1)
      // A method from another type's group is refused.
      await page.getByLabel('Project Type').selectOption('video')
      await page.getByLabel('How are you sharing it?').selectOption('replit')
      await submit(page)
      await expect(
        page.getByText('This way of sharing does not fit the project type', { exact: false }),
      ).toBeVisible()
    }
  })

  test('a video link submission lands on its confirmation, which holds the private link; the feed lists it', async ({
    page,
  }, testInfo) => {
    const name = uniqueName('Baking Soda Volcano')
    await page.goto('/submission')
    await fillCommon(page, name)
    await page.getByLabel('Project Type').selectOption('video')
    await page.getByLabel('How are you sharing it?').selectOption('youtube')
    await page.getByLabel('Project URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await page.getByLabel('Project Thumbnail').setInputFiles(await pngFile('volcano.png'))
    await submit(page)

    // The private link's own page, saying it was sent: the same page with JavaScript (sent by XHR) and
    // without (a plain post). The notice announces it; the page holds it.
    await expect(page).toHaveURL(confirmationUrl)
    const token = new URL(page.url()).pathname.split('/').at(-1)!
    await expect(page.getByRole('heading', { level: 1, name: 'Your project was submitted' })).toBeVisible()
    const notice = page.getByRole('status').filter({ hasText: 'Success!' })
    await expect(notice).toContainText('Your project has been submitted successfully.')
    const next = page.getByRole('region', { name: 'What happens next' })
    await expect(next).toContainText(
      'It is not on the showcase yet: it appears there once an organiser has approved it.',
    )
    const link = page.getByTestId('private-link')
    await expect(link).toHaveText(new RegExp(`^http://localhost:\\d+/my-project/${token}$`))
    await expect(page.getByText('Keep this link to change or withdraw your project')).toBeVisible()
    // No mail server here: the page does not claim an e-mail.
    await expect(page.getByText('We also e-mailed it')).toHaveCount(0)
    const ways = page.getByRole('navigation', { name: 'Where next' })
    await expect(ways.getByRole('link', { name: 'Submit another project' })).toHaveAttribute(
      'href',
      '/submission',
    )
    await expect(ways.getByRole('link', { name: 'About the challenge' })).toHaveAttribute(
      'href',
      '/challenge-info',
    )
    await expect(ways.getByRole('link', { name: 'Change or withdraw this project' })).toHaveAttribute(
      'href',
      `/my-project/${token}`,
    )
    await expectNoSeriousA11yViolations(page, testInfo)
    if (jsEnabled(testInfo)) {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.getByRole('button', { name: /^Copy link/ }).click()
      await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent())
    } else {
      await expect(page.getByRole('button', { name: /Copy link/ })).toHaveCount(0)
    }
    // A secret address: never stored by a cache, listed by a search engine, or sent on as a Referer.
    const headers = (await page.request.get(page.url())).headers()
    expect(headers['cache-control']).toBe('private, no-store')
    expect(headers['x-robots-tag']).toBe('noindex')

    await ways.getByRole('link', { name: 'See the showcase' }).click()
    await expect(page).toHaveURL(/\/feed$/)
    const own = page.getByRole('region', { name: 'Your submissions' })
    const mine = own.getByRole('listitem').filter({ hasText: name })
    await expect(mine).toContainText('Pending review')
    await expect(mine).toContainText('Keep this link to change or withdraw your project')
    await expect(mine.getByRole('link', { name: `Change or withdraw ${name}` })).toHaveAttribute(
      'href',
      `/my-project/${token}`,
    )
    // Not public until approved.
    await expect(page.getByRole('heading', { level: 3, name })).toHaveCount(0)

    await mine.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Waiting for review')).toBeVisible()
    await expect(page.getByText('Sam.Ström@Example.org')).toHaveCount(0)

    // "Find my project" in this browser lists it too, with its private link.
    await page.goto('/my-project')
    await expect(
      page
        .getByRole('region', { name: 'Your submissions' })
        .getByRole('link', { name: `Change or withdraw ${name}` }),
    ).toHaveAttribute('href', `/my-project/${token}`)
  })

  test('closed: the page says when and why, and offers the showcase and Find my project', async ({
    page,
  }, testInfo) => {
    // The ties server's stories only read the reveal: its window can stay closed, whichever run comes first.
    const origin = `http://localhost:${servers.ties.port}`
    const db = serverDb(servers.ties)
    db.prepare(
      `UPDATE submission_window SET opens_at = NULL, closes_at = '2020-01-01T10:00', time_zone = 'UTC'`,
    ).run()
    db.close()
    await page.goto(`${origin}/submission`)
    const shut = page.getByRole('region', { name: 'Submissions are closed.' })
    await expect(shut).toContainText('They closed on Wednesday, January 1, 2020 at 10:00 AM.')
    await expect(shut).toContainText('The organisers choose when families can send projects')
    await expect(page.getByLabel('Project Name')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page, testInfo)
    const ways = shut.getByRole('navigation', { name: 'Where to go instead' })
    await expect(ways.getByRole('link', { name: 'See the showcase' })).toHaveAttribute('href', '/feed')

    await ways.getByRole('link', { name: 'Find my project' }).click()
    await expect(page).toHaveURL(`${origin}/my-project`)
    await expect(page.getByRole('heading', { level: 1, name: 'Find my project' })).toBeVisible()
    // Nothing sent from this browser: it says where else the link is, and who can still help.
    await expect(page.getByText('This browser has no project on its list.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Lost it?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'hello@kidsstartupclub.org' })).toHaveAttribute(
      'href',
      'mailto:hello@kidsstartupclub.org',
    )
    await expectNoSeriousA11yViolations(page, testInfo)
  })

  test('a photo upload with two images succeeds, the first image becoming the thumbnail', async ({
    page,
  }, testInfo) => {
    const name = uniqueName('Bird Feeder Photos')
    await page.goto('/submission')
    await fillCommon(page, name)
    await page.getByLabel('Project Type').selectOption('photo')
    const method = page.getByLabel('How are you sharing it?')
    if (jsEnabled(testInfo)) {
      // Only the photo type's way of sharing is offered, and no URL field for an upload.
      await expect(method.locator('option:not([value=""])')).toHaveText(['Upload photos'])
    }
    await method.selectOption('upload')
    if (jsEnabled(testInfo)) await expect(page.getByLabel('Project URL')).toHaveCount(0)
    await page
      .getByLabel('Upload files')
      .setInputFiles([
        await pngFile('feeder-front.png', '#16a34a'),
        await pngFile('feeder-side.png', '#ca8a04'),
      ])
    if (jsEnabled(testInfo)) {
      await expect(page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2)
      await expect(page.getByTestId('thumbnail-info')).toContainText(
        'Your first photo is the thumbnail: feeder-front.png',
      )
      await expect(page.getByTestId('thumbnail-info')).toContainText(/\(\d+\.\d\d MB\)/)
    }
    await submit(page)

    await expect(page).toHaveURL(confirmationUrl)
    await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible()
    // The thumbnail is the first photo as the server stored it: the photo travelled once, in the files.
    const stored = storedFilesOf(name)
    expect(stored.files.map((f) => f.role)).toEqual(['card', 'file', 'file'])
    expect(stored.thumbnail).toBe(stored.files[1]?.name)
    await page.goto('/feed')
    await page
      .getByRole('region', { name: 'Your submissions' })
      .getByRole('link', { name, exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // Each picture once: the first photo is the thumbnail at the top, the second the media's only one.
    const photos = page.getByRole('region', { name: 'Project Media' }).getByRole('img')
    await expect(photos).toHaveCount(1)

    // Approved, it shows in the public feed with its card-sized thumbnail.
    approveProject(name)
    await page.goto('/feed?type=photo')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
    await expect(card).toBeVisible()
    await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{32}-card\.webp$/)
  })

  test(
    'with JavaScript the form counts characters, switches fields and lets files be removed',
    { tag: '@js' },
    async ({ page }) => {
      await page.goto('/submission')
      const counter = page.getByTestId('description-counter')
      await expect(counter).toHaveText('0/500')
      await page.getByLabel('Project Description').fill('Hello world!')
      await expect(counter).toHaveText('12/500')
      await expect(counter).not.toHaveClass(/text-red-600/)
      await page.getByLabel('Project Description').fill('x'.repeat(451))
      await expect(counter).toHaveText('451/500')
      await expect(counter).toHaveClass(/text-red-600/)

      // Changing the type clears the method; the URL field gives way to the file input for uploads.
      const method = page.getByLabel('How are you sharing it?')
      await method.selectOption('youtube')
      await page.getByLabel('Project Type').selectOption('pdf')
      await expect(method).toHaveValue('')
      await expect(method.locator('option:not([value=""])')).toHaveText([
        'Slides link (Google Slides, Canva)',
        'Upload PDF',
      ])
      await expect(page.getByLabel('Project URL')).toBeVisible()
      await method.selectOption('upload')
      await expect(page.getByLabel('Project URL')).toHaveCount(0)

      const files = page.getByLabel('Upload files')
      await files.setInputFiles([await pngFile('one.png'), await pngFile('two.png')])
      const chosen = page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')
      await expect(chosen).toHaveCount(2)
      await page.getByRole('button', { name: 'Remove one.png' }).click()
      await expect(chosen).toHaveCount(1)
      await expect(chosen).toContainText('two.png')
      expect(await files.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1)

      await page.getByLabel('Project Thumbnail').setInputFiles(await pngFile('thumb.png', '#000', 1200, 900))
      await expect(page.getByTestId('thumbnail-info')).toContainText(/Selected: thumb\.png \(\d+\.\d\d MB\)/)

      // Client-side checks stop the request with the same messages.
      await page.getByLabel('Project Description').fill('')
      await submit(page)
      await expect(page.getByText('Project name is required', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/submission$/)
    },
  )
})
