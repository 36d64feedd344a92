import { test } from '@playwright/test'
import { choosePseudo, expectEveryWordTranslated, pseudoOrigin } from './pseudo'

// The pages every visitor passes through, in the pseudo-language: the header, the footer, the menu, the
// error pages. The club's name and its tagline are the organiser's words.

const organiser = ['Kids Startup Club', 'Young inventors, big ideas, and a little help from AI.']

test.describe('every word from a catalogue: the site’s frame', () => {
  test.beforeEach(async ({ context }) => choosePseudo(context))

  test('a missing page, with its header, menu and footer', async ({ page }) => {
    await page.goto(`${pseudoOrigin}/no-such-page?menu=open`)
    await expectEveryWordTranslated(page, organiser)
  })
})
