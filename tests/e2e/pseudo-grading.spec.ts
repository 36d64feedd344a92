import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import {
  insertApprovedJudge,
  insertProject,
  scoreProject,
  serverDb,
  uniqueName,
  signInAsOrganiserOn,
} from './fixtures'
import { jsEnabled } from './helpers'
import { pseudoOn, wordsOutsideCataloguesIn } from './pseudo'

// This part's own pseudo-language server: its stories change the event's settings.
const { choosePseudo, pseudoOrigin, pseudoServer } = pseudoOn('grading')

// The organiser's Grading Status, Judges and Criteria panels, the Criterion dialog and the feedback
// e-mail's confirmation, in the pseudo-language (docs/languages.md): every word they show comes from a
// catalogue, except what people wrote (projects, names, e-mail addresses, criteria, the judges' notes),
// which the server's database lists. Only these panels are read: the dashboard's frame (its header, tabs
// and counts) is another part's story.

const origin = pseudoOrigin

/** The organiser's session, written as a login writes it (fixtures.ts). */
const signInAsOrganiser = (context: BrowserContext) => signInAsOrganiserOn(context, pseudoServer)

/** Everything people wrote that these panels may show, as the server holds it now. */
function peoplesWords(): string[] {
  const db = serverDb(pseudoServer)
  try {
    const column = (sql: string) => db.prepare(sql).pluck().all() as (string | null)[]
    const levels = column('select levels from scoring_criteria').flatMap((json) =>
      json ? (JSON.parse(json) as { word: string }[]).map((level) => level.word) : [],
    )
    return [
      ...column('select name from projects'),
      ...column('select author_name from projects'),
      ...column('select name from judges'),
      ...column('select email from judges'),
      ...column('select expertise from judges'),
      ...column('select name from scoring_criteria'),
      ...column('select description from scoring_criteria'),
      ...column('select organiser_note from project_scores'),
      ...levels,
    ].filter((text): text is string => Boolean(text))
  } finally {
    db.close()
  }
}

/** Fails with the words in these regions of the page that come from no catalogue, if any. */
async function expectRegionsTranslated(page: Page, regions: Locator[], allowed: readonly string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
  const words = [...peoplesWords(), ...allowed]
  for (const region of regions) {
    await expect(region).toBeVisible()
    expect(await wordsOutsideCataloguesIn(region, words), page.url()).toEqual([])
  }
}

/** The panel a tab's own list sits in: the innermost block around its Add link. */
const panelWith = (page: Page, dialog: string) =>
  page.locator('div.space-y-4', { has: page.locator(`a[href*="dialog=${dialog}"]`) }).last()

/**
 * This story's projects and judges: three approved projects, two of them scored (one by two judges, with a
 * note for the organiser), one with a second version; a judge who stepped aside from one; a judge waiting
 * for approval; and a judge with nothing to review, whom a rebalance would give work.
 */
function seed(tag: string) {
  const names = [`${tag} Volcano`, `${tag} Robot Arm`, `${tag} Garden Sensor`]
  const [volcano, robot, garden] = names.map((name) =>
    insertProject(
      { name, submissionType: 'website', url: 'https://example.org/project', authorName: `${tag} Family` },
      pseudoServer,
    ),
  ) as [number, number, number]
  const first = scoreProject(volcano, [8, 7, 9, 6, 8], 'Lovely work', pseudoServer)
  scoreProject(volcano, [5, 6, 7, 8, 9], undefined, pseudoServer)
  const third = scoreProject(robot, [9, 9, 9, 9, 9], undefined, pseudoServer)
  const db = serverDb(pseudoServer)
  try {
    db.prepare('update project_scores set organiser_note = ? where project_id = ? and judge_id = ?').run(
      `${tag} check the music licence`,
      volcano,
      first,
    )
    db.prepare('insert into recusals (project_id, judge_id) values (?, ?)').run(robot, third)
    db.prepare('update judges set name = ? where id in (?, ?)').run(`${tag} Judge`, first, third)
    // The garden sensor's second version, approved: the table names each version.
    const second = insertProject(
      { name: `${tag} Garden Sensor`, submissionType: 'website', url: 'https://example.org/v2' },
      pseudoServer,
    )
    db.prepare('update projects set story_id = ?, previous_id = ? where id = ?').run(garden, garden, second)
    db.prepare('insert into judges (name, email, password) values (?, ?, ?)').run(
      `${tag} Newcomer`,
      `${tag.toLowerCase().replace(/\W/g, '')}.new@judges.example.org`,
      'x',
    )
    insertApprovedJudge(db, {
      name: `${tag} Idle`,
      email: `${tag.toLowerCase().replace(/\W/g, '')}.idle@judges.example.org`,
      password: 'idle-judge-password',
      expertise: 'Robotics',
    })
  } finally {
    db.close()
  }
}

test.describe(
  'every word from a catalogue: the organiser’s grading, judges and criteria',
  { tag: '@admin' },
  () => {
    test.beforeEach(async ({ context }) => {
      await choosePseudo(context)
      await signInAsOrganiser(context)
    })

    test('Grading Status: the awards, the progress table, coverage, step-asides and the settings', async ({
      page,
    }) => {
      const tag = uniqueName('Pseudo Grading')
      seed(tag)
      await page.goto(`${origin}/admin?tab=grading&q=${encodeURIComponent(tag)}`)
      const table = page.locator('section[aria-labelledby="grading-title"]')
      await expect(table.getByRole('row')).toHaveCount(5)
      // Its data is there: scores, a step-aside, a note, a second version, the offer to rebalance.
      await expect(table.locator('details summary').first()).toBeVisible()
      await expect(page.locator('#stepped-aside + p + ul li', { hasText: `${tag} Robot Arm` })).toBeVisible()
      await expect(page.locator('form[aria-labelledby="rebalance-offer"]')).toBeVisible()
      await table.locator('details summary').first().click()
      await expectRegionsTranslated(
        page,
        [page.locator('section[aria-labelledby="awards-settings-title"]'), table, page.locator('#settings')],
        [tag],
      )

      // A search that finds nothing.
      await page.goto(`${origin}/admin?tab=grading&q=${encodeURIComponent(`${tag} nothing`)}`)
      await expectRegionsTranslated(
        page,
        [page.locator('section[aria-labelledby="grading-title"]')],
        [`${tag} nothing`],
      )
    })

    test('Grading Status: a saved setting’s notice', async ({ page }) => {
      await page.goto(`${origin}/admin?tab=grading#settings`)
      // Saving the settings as they are changes nothing another story reads.
      await page.locator('#settings form').first().locator('button[type="submit"]').click()
      const notice = page.getByRole('region', { name: '⟦Notifications⟧' })
      await expect(notice).toContainText('⟦Judging settings saved⟧')
      await expectRegionsTranslated(page, [notice])
    })

    test('the feedback e-mail’s confirmation (?dialog=email-feedback)', async ({ page }) => {
      await page.goto(`${origin}/admin?tab=grading&dialog=email-feedback`)
      await expectRegionsTranslated(page, [page.getByRole('dialog')])
    })

    test('Judges: approved, waiting and new judges, with a password link', async ({ page }) => {
      const tag = uniqueName('Pseudo Judges')
      seed(tag)
      // The organiser adds a judge; with no mail server the link to choose a password shows beside them.
      const form = {
        intent: 'add-judge',
        tab: 'judges',
        name: `${tag} Added`,
        email: `${tag.toLowerCase().replace(/\W/g, '')}.added@judges.example.org`,
        expertise: 'Chemistry',
      }
      const added = await page.request.post(`${origin}/admin`, { form, headers: { origin }, maxRedirects: 0 })
      expect(added.status()).toBe(302)
      await page.goto(`${origin}/admin?tab=judges`)
      const judges = panelWith(page, 'add-judge')
      await expect(judges.getByRole('row', { name: new RegExp(`${tag} Added`) })).toBeVisible()
      await expect(judges.getByRole('textbox', { name: new RegExp(`${tag} Added`) })).toBeVisible()
      await expect(judges.getByRole('row', { name: new RegExp(`${tag} Newcomer`) })).toBeVisible()
      await expectRegionsTranslated(page, [judges])
    })

    test('Criteria: the list, with level words', async ({ page }) => {
      await page.goto(`${origin}/admin?tab=criteria`)
      const criteria = panelWith(page, 'add-criterion')
      await expect(criteria.getByRole('row')).not.toHaveCount(0)
      await expectRegionsTranslated(page, [criteria])
    })

    test('Criteria: Add Criterion (?dialog=add-criterion), and what it refuses', async ({
      page,
    }, testInfo) => {
      await page.goto(`${origin}/admin?tab=criteria&dialog=add-criterion`)
      const dialog = page.getByRole('dialog')
      await expectRegionsTranslated(page, [dialog])
      // Level words above the max points: refused, in the page's words, by the browser's check or the server's.
      await dialog.locator('input[name="name"]').fill(uniqueName('Pseudo Criterion'))
      await dialog.locator('textarea[name="levels"]').fill('0 Low\n50 High')
      await dialog.locator('button[type="submit"]').click()
      await expect(dialog.getByText('⟦A level cannot begin above the max points (10).⟧')).toBeVisible()
      if (!jsEnabled(testInfo))
        await expect(dialog.getByRole('alert')).toHaveText('⟦Failed to add criterion⟧')
      await expectRegionsTranslated(page, [dialog])
    })

    test('Criteria: Edit Criterion (?dialog=edit-criterion)', async ({ page }) => {
      const db = serverDb(pseudoServer)
      const id = db.prepare('select min(id) from scoring_criteria').pluck().get() as number
      db.close()
      await page.goto(`${origin}/admin?tab=criteria&dialog=edit-criterion&id=${id}`)
      await expectRegionsTranslated(page, [page.getByRole('dialog')])
    })
  },
)
