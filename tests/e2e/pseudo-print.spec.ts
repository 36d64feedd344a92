import { expect, test, type Page } from '@playwright/test'
import { e2eSessionSecret } from '../../playwright.config'
import { createBallotKeys } from '../../app/features/showcase/ballot-keys'
import { firstNameAndInitial } from '../../app/features/families/public-names'
import { site } from '../../app/content/site'
import { serverDb } from './fixtures'
import { signInAsOrganiser } from './helpers'
import { expectEveryWordTranslated, pseudoOn } from './pseudo'

// This part's own pseudo-language server: its stories change the event's settings.
const { choosePseudo, pseudoOrigin, pseudoServer } = pseudoOn('print')

// The organiser's printed sheets and the awards reveal in the pseudo-language: certificates, table cards,
// ballots, feedback sheets, the reveal's setup (with its People's Choice panel, opened by a refused code)
// and two of its steps. What people wrote is allowed: every project's name and participant, the judges'
// comments, a version's "what changed", the criteria and their level words (the organiser's), the club's
// name, and each ballot's code and the address to type it at.

const MARK = 'Pseudo print'
const projects = [
  { name: `${MARK} rain clock`, author: 'Inés Okafor', scores: [9, 9, 8, 9, 9], judges: 2, table: true },
  { name: `${MARK} bee hotel`, author: 'Tomás Ruiz', scores: [7, 8, 7, 7, 8], judges: 2, table: true },
  { name: `${MARK} kite lamp`, author: 'Mei Tanaka', scores: [6, 6, 5, 6, 6], judges: 2, table: true },
  {
    name: `${MARK} one-judge robot`,
    author: 'Noor Haddad',
    scores: [10, 10, 10, 10, 10],
    judges: 1,
    table: false,
  },
  { name: `${MARK} unscored compass`, author: 'Lena Novak', scores: [], judges: 0, table: true },
] as const
const comment = (name: string) => `${name}: you tested it three times and wrote down every result.`
const WHAT_CHANGED = 'We made the funnel wider so more rain gets in.'
const keys = createBallotKeys(e2eSessionSecret)

/**
 * The story's event, written once whichever run asks first: five approved projects, the first a second
 * version of an earlier one; two judges scored three of them (each with a comment), one judge the fourth,
 * which then waits for more judges (two are asked); four table numbers; eight ballots, voting open, and a
 * vote for the second project, so the reveal has a People's Choice step.
 */
function seed() {
  const db = serverDb(pseudoServer)
  try {
    db.transaction(() => {
      const { n } = db.prepare('select count(*) as n from projects where name like ?').get(`${MARK} %`) as {
        n: number
      }
      if (n > 0) return
      const judge = db.prepare(
        "insert into judges (name, email, password, approved_at) values ('Pseudo print judge', ?, 'x', ?) returning id",
      )
      const judges = [1, 2].map(
        (i) => (judge.get(`pseudo-print-${i}@judges.example.org`, Date.now()) as { id: number }).id,
      )
      const insert = db.prepare(
        `insert into projects (name, description, submission_type, author_name, status, submitted_at)
         values (?, 'For the printed sheets.', 'photo', ?, 'approved', ?) returning id`,
      )
      const score = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score, comments) values (?, ?, ?, ?, ?)',
      )
      const { next } = db
        .prepare('select coalesce(max(table_number), 0) + 1 as next from projects')
        .get() as {
        next: number
      }
      // The rain clock's first version, approved before it (an older id); the second version says what changed.
      const { id: first } = insert.get(projects[0].name, projects[0].author, 1_750_000_000_000) as {
        id: number
      }
      const ids = projects.map((project, index) => {
        const { id } = insert.get(project.name, project.author, 1_760_000_000_000 + index) as { id: number }
        for (const judgeId of judges.slice(0, project.judges)) {
          project.scores.forEach((points, criterion) =>
            score.run(id, judgeId, criterion + 1, points, criterion === 0 ? comment(project.name) : null),
          )
        }
        if (project.table)
          db.prepare('update projects set table_number = ? where id = ?').run(next + index, id)
        return id
      })
      db.prepare('update projects set story_id = ?, previous_id = ?, what_changed = ? where id = ?').run(
        first,
        first,
        WHAT_CHANGED,
        ids[0],
      )
      db.prepare('update judging_settings set min_judges_to_rank = 2 where id = 1').run()
      // Eight ballots as "Print ballots" makes them, one batch, and a vote.
      const { last } = db
        .prepare(`SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'ballots'), 0) AS last`)
        .get() as { last: number }
      const { batch } = db.prepare('select coalesce(max(batch), 0) + 1 as batch from ballots').get() as {
        batch: number
      }
      for (let id = last + 1; id <= last + 8; id++) {
        db.prepare('INSERT INTO ballots (id, batch, token_key, code_key) VALUES (?, ?, ?, ?)').run(
          id,
          batch,
          keys.lookupKey('token', keys.token(id)),
          keys.lookupKey('code', keys.code(id)),
        )
      }
      db.prepare('UPDATE voting_settings SET voting_open = 1').run()
      db.prepare('UPDATE ballots SET project_id = ?, voted_at = ? WHERE id = ?').run(
        ids[1],
        Date.now(),
        last + 1,
      )
    }).immediate()
  } finally {
    db.close()
  }
}

/**
 * Everything people wrote on the pseudo server, whoever else's stories wrote there too; and in capitals, as
 * the sheets' headers set the club's name.
 */
function peoplesWords(): string[] {
  const db = serverDb(pseudoServer)
  try {
    const column = (sql: string) =>
      (db.prepare(sql).pluck().all() as (string | null)[]).filter((v) => v !== null)
    const authors = column('select author_name from projects')
    const levels = column('select levels from scoring_criteria').flatMap((json) =>
      (JSON.parse(json) as { word: string }[]).map((level) => level.word),
    )
    const clubs = column("select value from event_details where section = 'club'").map(
      (json) => (JSON.parse(json) as { clubName: string }).clubName,
    )
    return [
      ...column('select name from projects'),
      ...authors,
      ...authors.map(firstNameAndInitial),
      ...column('select what_changed from projects'),
      ...column('select comments from project_scores'),
      ...column('select name from scoring_criteria'),
      ...column('select description from scoring_criteria'),
      ...levels,
      ...clubs,
      site.clubName,
    ].flatMap((words) => [words, words.toUpperCase()])
  } finally {
    db.close()
  }
}

/**
 * The Event tab's notice that the event's date is past (app/components/admin/event/event-date-passed.tsx),
 * on the certificates' page while the event's date is the default one: the Event tab's words, not this
 * area's. Once they come from a catalogue these never show, and its keys must be ones the page carries.
 */
const eventTabWords = [
  'The event’s date,',
  ', is past.',
  'The agenda, the challenge page and the certificates still show it.',
  'Change the date',
]

async function openInPseudo(page: Page, path: string) {
  await page.goto(`${pseudoOrigin}${path}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
}

test.describe(
  'every word from a catalogue: the printed sheets and the awards reveal',
  { tag: '@admin' },
  () => {
    test.beforeAll(() => seed())

    test.beforeEach(async ({ page, context }) => {
      await signInAsOrganiser(page, pseudoOrigin)
      await choosePseudo(context)
    })

    test('the certificates, with places and the People’s Choice', async ({ page }) => {
      await openInPseudo(page, '/admin/certificates?places=3&ranking=raw')
      await expect(page.getByRole('article').first()).toBeVisible()
      await expect(page.getByText('⟦1st place⟧').first()).toBeVisible()
      await expectEveryWordTranslated(page, [...peoplesWords(), ...eventTabWords])
    })

    test('the table cards', async ({ page }) => {
      await openInPseudo(page, '/admin/table-cards')
      await expect(page.getByRole('article').first()).toBeVisible()
      await expectEveryWordTranslated(page, peoplesWords())
    })

    test('the ballots', async ({ page }) => {
      // Its own batch: other stories on this server print batches of their own.
      const db = serverDb(pseudoServer)
      const { batch } = (() => {
        try {
          return db
            .prepare(
              'select b.batch from ballots b join projects p on p.id = b.project_id where p.name like ? limit 1',
            )
            .get(`${MARK} %`) as { batch: number }
        } finally {
          db.close()
        }
      })()
      await openInPseudo(page, `/admin/ballots?batch=${batch}`)
      await expect(page.locator('.ballot').first()).toBeVisible()
      // Each ballot's code and the address to type it at.
      const printed = await page.locator('.ballot strong').allInnerTexts()
      await expectEveryWordTranslated(page, [...peoplesWords(), ...printed])
    })

    test('the feedback sheets, scored, unscored and a second version', async ({ page }) => {
      await openInPseudo(page, '/admin/feedback-sheets')
      const sheet = page.locator('article').filter({ hasText: projects[0].name })
      await expect(sheet).toContainText(comment(projects[0].name))
      await expect(sheet).toContainText(WHAT_CHANGED)
      await expectEveryWordTranslated(page, peoplesWords())
    })

    test('the reveal’s setup, with a project waiting for judges and the People’s Choice panel', async ({
      page,
    }) => {
      await openInPseudo(page, '/admin/awards')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectEveryWordTranslated(page, peoplesWords())
      // The panel, opened by a code no ballot has: its error is the server's, in the page's words.
      await page.locator('summary').click()
      await page.locator('input[name="code"]').fill('NOSUCHCODE')
      await page.locator('form:has(input[name="code"]) button[type="submit"]').click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectEveryWordTranslated(page, peoplesWords())
    })

    test('the reveal’s first step and its last, after the People’s Choice', async ({ page }) => {
      await openInPseudo(page, '/admin/awards?places=3&ranking=raw&step=1&peoples=1')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦.*⟧$/)
      await expectEveryWordTranslated(page, peoplesWords())
      await openInPseudo(page, '/admin/awards?places=3&ranking=raw&step=99&peoples=1')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦1st place⟧')
      await expect(page.getByText('⟦⟦People’s Choice⟧:⟧')).toBeVisible()
      await expectEveryWordTranslated(page, peoplesWords())
    })
  },
)
