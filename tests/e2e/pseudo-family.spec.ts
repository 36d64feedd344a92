import { expect, test } from '@playwright/test'
import { approveProject, pngFile, uniqueName } from './fixtures'
import { fillProjectForm } from './helpers'
import { choosePseudo, expectEveryWordTranslated, pseudoOrigin, pseudoServer } from './pseudo'

// The family's path in the pseudo-language, on a phone without JavaScript and on a desktop with it: the
// submission form (empty, then with its errors), the confirmation, the private link, a new version,
// withdrawing, and Find my project. What the family typed is theirs, and the club's name the organiser's.

const club = ['Kids Startup Club', 'Young inventors, big ideas, and a little help from AI.']

test.describe('every word from a catalogue: the family’s path', () => {
  test.beforeEach(async ({ context }) => choosePseudo(context))

  test('from the form to the private link and a new version', async ({ page }) => {
    test.setTimeout(90_000)
    const name = uniqueName('Pseudo Kite')
    const typed = [...club, name, 'Pat Pseudo', 'pat@example.com', 'A kite that measures the wind.']

    await page.goto(`${pseudoOrigin}/submission`)
    await expectEveryWordTranslated(page, club)

    // Sent empty: every field's message, from the browser's checks or the server's.
    await page.getByRole('button', { name: 'Submit Project' }).click()
    await expect(page.getByText('⟦Project name is required⟧').first()).toBeVisible()
    await expectEveryWordTranslated(page, club)

    await fillProjectForm(page, {
      name,
      author: 'Pat Pseudo',
      email: 'pat@example.com',
      type: 'video',
      method: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: 'A kite that measures the wind.',
      thumbnail: await pngFile('kite.png'),
    })
    await page.getByRole('button', { name: 'Submit Project' }).click()
    await expect(page.getByRole('heading', { name: '⟦Your project was submitted⟧' })).toBeVisible()
    const link = (await page.getByTestId('private-link').textContent())!.trim()
    await expectEveryWordTranslated(page, [...typed, link])

    const path = new URL(link).pathname
    await page.goto(`${pseudoOrigin}${path}`)
    await expectEveryWordTranslated(page, typed)
    await page.goto(`${pseudoOrigin}${path}?confirm=withdraw`)
    await expectEveryWordTranslated(page, typed)
    // Not on the showcase yet: no new version, and the page says why.
    await page.goto(`${pseudoOrigin}${path}/new-version`)
    await expect(
      page.getByRole('status').filter({ hasText: '⟦A new version can be sent once' }),
    ).toBeVisible()
    await expectEveryWordTranslated(page, typed)

    approveProject(name, pseudoServer)
    await page.goto(`${pseudoOrigin}${path}`)
    await expectEveryWordTranslated(page, typed)
    await page.goto(`${pseudoOrigin}${path}/new-version`)
    await expectEveryWordTranslated(page, typed)
    // Sent: the private link's page says so.
    const changed = 'A longer tail.'
    await page.getByLabel('⟦What did you change or learn?⟧').fill(changed)
    await page.getByRole('button', { name: '⟦Send the new version⟧' }).click()
    await expect(page.getByRole('status').filter({ hasText: '⟦New version sent⟧' })).toBeVisible()
    await expectEveryWordTranslated(page, [...typed, changed])

    await page.goto(`${pseudoOrigin}/my-project`)
    await expectEveryWordTranslated(page, typed)
  })

  test('a link that leads nowhere', async ({ page }) => {
    await page.goto(`${pseudoOrigin}/my-project/no-such-link-0123456789`)
    await expectEveryWordTranslated(page, club)
  })
})
