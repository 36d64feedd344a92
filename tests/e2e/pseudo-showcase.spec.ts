import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { e2eSessionSecret } from '../../playwright.config'
import { privacyFor } from '../../app/content/privacy'
import { playbookIntro, playbookTips, playbookTools, workedExamples } from '../../app/content/playbook'
import { site } from '../../app/content/site'
import { agendaDetails, defaultSections } from '../../app/features/event/event-details'
import { keptUntil, siteDetails } from '../../app/features/event/site-details'
import { firstNameAndInitial } from '../../app/features/families/public-names'
import { createBallotKeys } from '../../app/features/showcase/ballot-keys'
import {
  approveProjectId,
  insertProject,
  pngFile,
  scoreProject,
  serverDb,
  submissionForm,
  uniqueName,
} from './fixtures'
import { hydrated, jsEnabled } from './helpers'
import { expectEveryWordTranslated, pseudoOn } from './pseudo'

// This part's own pseudo-language server: its stories change the event's settings.
const { choosePseudo, pseudoOrigin, pseudoServer } = pseudoOn('showcase')

// The public pages in the pseudo-language (docs/languages.md): the feed and its leaderboard, a search that
// finds nothing, a project's page with its story and with its media, the agenda, the AI playbook, the
// privacy page, the prompt cards of Challenge Info (where /home leads), the ballot's code and the ballot, and
// "Voting is closed". No word may come from outside a catalogue but what people wrote: the projects' names,
// inventors, descriptions and what changed (read from the server's database, whoever wrote them there), the
// organiser's texts and their defaults (app/content/, translated by their own step), the prompt cards.

const keys = createBallotKeys(e2eSessionSecret)

/** Every text in a value (the content's objects and lists), but under the keys named in `skip`. */
function texts(value: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, skip))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (skip.has(key) ? [] : texts(item, skip)))
  }
  return []
}

const defaults = defaultSections('UTC')
const organiser = texts(
  [
    siteDetails(defaults),
    agendaDetails(defaults),
    playbookIntro,
    playbookTools,
    workedExamples,
    playbookTips,
    privacyFor({ contactEmail: site.contactEmail, keptUntil: keptUntil(site.event.date) }),
  ],
  // The challenge's name is the product's (common's site.challengeName), a tool's level one of this part's
  // words: neither is the organiser's.
  new Set(['challengeName', 'eventTitle', 'difficulty']),
).filter((text) => /\p{L}/u.test(text))

// The language menu names each language in its own words.
const frame = ['English', 'Español']

/**
 * What people wrote on the pseudo server, whoever wrote it: the projects' words, the prompt cards, the
 * criteria and the judges' comments.
 */
function written(): string[] {
  const db = serverDb(pseudoServer)
  try {
    const projects = db
      .prepare('SELECT name, author_name, description, what_changed, url FROM projects')
      .all() as {
      name: string
      author_name: string
      description: string
      what_changed: string | null
      url: string | null
    }[]
    const cards = db
      .prepare('SELECT goal, best_tool, why_awesome, starter_prompt FROM ai_playbook')
      .all() as Record<string, string>[]
    const column = (sql: string) => db.prepare(sql).pluck().all() as (string | null)[]
    const judging = [
      ...column('SELECT name FROM scoring_criteria'),
      ...column('SELECT description FROM scoring_criteria'),
      ...column('SELECT comments FROM project_scores'),
      ...column('SELECT levels FROM scoring_criteria').flatMap((json) =>
        json ? (JSON.parse(json) as { word: string }[]).map((level) => level.word) : [],
      ),
    ]
    return [
      ...projects.flatMap((project) => [
        project.name,
        project.author_name,
        firstNameAndInitial(project.author_name),
        // The inventor's initial beside their name (AuthorInitial).
        Array.from(project.author_name.trim())[0]?.toUpperCase() ?? '',
        project.description,
        project.what_changed ?? '',
        // Its link, as written and as the details box shows it (without https://).
        project.url ?? '',
        (project.url ?? '').replace(/^https?:\/\//i, '').replace(/\/$/, ''),
      ]),
      ...cards.flatMap((card) => Object.values(card)),
      ...judging.map((text) => text ?? ''),
    ].filter(Boolean)
  } finally {
    db.close()
  }
}

async function expectTranslated(page: Page, ...more: string[]) {
  const allowed = [...organiser, ...frame, ...written(), ...more]
  // The page reads as it shows: an eyebrow or a label in capitals (text-transform) is read in capitals.
  await expectEveryWordTranslated(page, [...allowed, ...allowed.map((text) => text.toUpperCase())])
}

function onPseudo(run: (db: ReturnType<typeof serverDb>) => void) {
  const db = serverDb(pseudoServer)
  try {
    run(db)
  } finally {
    db.close()
  }
}

/** An approved project's table on the showcase floor: a free number of its own. */
function numberTable(id: number) {
  onPseudo((db) => {
    for (;;) {
      const table = 5000 + Math.floor(Math.random() * 4999)
      const taken = db.prepare('SELECT 1 FROM projects WHERE table_number = ?').get(table)
      if (taken) continue
      db.prepare('UPDATE projects SET table_number = ? WHERE id = ?').run(table, id)
      return
    }
  })
}

/** Version 2 of an approved project, approved, with what changed. */
function secondVersion(first: number, name: string) {
  const id = insertProject(
    { name, submissionType: 'website', url: 'https://example.org/v2', status: 'pending' },
    pseudoServer,
  )
  onPseudo((db) =>
    db
      .prepare('UPDATE projects SET story_id = ?, previous_id = ?, what_changed = ? WHERE id = ?')
      .run(first, first, 'Added a tail, and it flies twice as high.', id),
  )
  return approveProjectId(id, pseudoServer)
}

test.describe('every word from a catalogue: the public pages', () => {
  test.beforeEach(async ({ context }) => choosePseudo(context))

  test('the feed, its leaderboard, searches, and a project’s page with its story and its media', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const run = uniqueName('Pseudo')
    const kite = insertProject(
      {
        name: `${run} Kite`,
        submissionType: 'website',
        url: 'https://example.org/kite',
        authorName: 'Ada Lovelace',
      },
      pseudoServer,
    )
    const lamp = insertProject(
      { name: `${run} Lamp`, submissionType: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' },
      pseudoServer,
    )
    const bell = insertProject({ name: `${run} Bell`, submissionType: 'pdf' }, pseudoServer)
    // Two projects with the same score share a place on the leaderboard; two judges each, since another
    // story on this server ranks a project only once two judges have scored it.
    for (let judge = 0; judge < 2; judge++) {
      scoreProject(kite, [9, 9, 9, 9, 9], judge === 0 ? 'A lovely kite.' : undefined, pseudoServer)
      scoreProject(lamp, [3, 4, 5, 4, 3], undefined, pseudoServer)
      scoreProject(bell, [3, 4, 5, 4, 3], undefined, pseudoServer)
    }
    const kite2 = secondVersion(kite, `${run} Kite`)
    numberTable(kite2)
    // This browser's own project, waiting for review, with photos and a document: "Your submissions".
    const pdf = { name: 'poster.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }
    const sent = await page.request.post(`${pseudoOrigin}/api/projects`, {
      multipart: submissionForm(
        {
          name: `${run} Leaf Press`,
          authorName: 'Grace Hopper',
          authorEmail: 'family@example.org',
          submissionType: 'photo',
          submissionMethod: 'upload',
          description: 'We pressed 40 leaves and measured how fast each one dried.',
        },
        [await pngFile('a.png', '#16a34a'), await pngFile('b.png', '#ca8a04'), pdf],
        await pngFile('thumb.png', '#0ea5e9'),
      ),
    })
    expect(sent.status()).toBe(201)
    const own = ((await sent.json()) as { id: number }).id

    await page.goto(`${pseudoOrigin}/feed`)
    await expect(page.getByRole('region', { name: '⟦Your submissions⟧' })).toBeVisible()
    await expectTranslated(page)

    await page.goto(`${pseudoOrigin}/feed?tab=leaderboard`)
    await expect(page.getByText(/⟦Joint \d+\w\w⟧/).first()).toBeVisible()
    await expectTranslated(page)

    // A search that finds nothing, within a type and without; one that finds the run's projects.
    const nothing = `nothing-${run}`
    for (const address of [
      `/feed?q=${encodeURIComponent(nothing)}`,
      `/feed?type=photo&q=${encodeURIComponent(nothing)}`,
    ]) {
      await page.goto(`${pseudoOrigin}${address}`)
      await expect(page.getByText(`⟦No projects match “${nothing}”.⟧`)).toBeVisible()
      await expectTranslated(page, nothing)
    }
    await page.goto(`${pseudoOrigin}/feed?q=${encodeURIComponent(run)}&sort=name`)
    await expect(page.getByRole('link', { name: `${run} Lamp`, exact: true })).toBeVisible()
    await expectTranslated(page, `“${run}”`)

    // With JavaScript, "Watch Video" plays in a dialog.
    if (jsEnabled(testInfo)) {
      await hydrated(page)
      const card = page.locator('article').filter({ hasText: `${run} Lamp` })
      await card.getByRole('link', { name: /Watch Video/ }).click()
      await expect(page.getByRole('dialog', { name: `⟦Video: ${run} Lamp⟧` })).toBeVisible()
      await expectTranslated(page, `“${run}”`)
      await page.keyboard.press('Escape')
    }

    // The story's newest version, on its table; the first version's page; the own project's media.
    await page.goto(`${pseudoOrigin}/project/${kite2}`)
    await expect(page.getByText('⟦Version 2 of 2⟧')).toBeVisible()
    await expectTranslated(page)
    // The first version, scored: its evaluation and each criterion's feedback with a judge's comment.
    await page.goto(`${pseudoOrigin}/project/${kite}`)
    await expect(page.getByRole('heading', { level: 2, name: '⟦Judge Feedback⟧' })).toBeVisible()
    await expect(page.getByText('⟦Judge 1⟧').first()).toBeVisible()
    await expectTranslated(page)
    await page.goto(`${pseudoOrigin}/project/${own}`)
    await expect(page.getByRole('list', { name: '⟦Photos⟧' })).toBeVisible()
    await expectTranslated(page)

    // A project that does not exist.
    await page.goto(`${pseudoOrigin}/project/999999999`)
    await expect(page.getByRole('heading', { level: 1, name: '⟦Project Not Found⟧' })).toBeVisible()
    await expectTranslated(page)
  })

  test('the agenda, the AI playbook, the privacy page, Challenge Info’s prompt cards and a missing page', async ({
    page,
  }) => {
    for (const address of ['/agenda', '/ai-playbook', '/privacy', '/no-such-page']) {
      await page.goto(`${pseudoOrigin}${address}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectTranslated(page)
    }

    // Home leads to Challenge Info, another part's page: of it, this part's are the prompt cards alone.
    await page.goto(`${pseudoOrigin}/home`)
    await expect(page).toHaveURL(`${pseudoOrigin}/challenge-info`)
    const cards = page.locator('.prompt-card')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all())
      await card.evaluate((details: HTMLDetailsElement) => (details.open = true))
    await page.locator('main').evaluate((main) => {
      const list = main.querySelector('.prompt-card')!.closest('ol')!
      main.replaceChildren(list)
      document.title = ''
    })
    await expectTranslated(page)
  })

  test('the ballot’s code, a ballot, a vote and a change of mind, a void ballot, and voting closed', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const run = uniqueName('Pseudo Vote')
    const first = insertProject({ name: `${run} Wind Car`, submissionType: 'pdf' }, pseudoServer)
    const second = insertProject({ name: `${run} Rain Gauge`, submissionType: 'photo' }, pseudoServer)
    numberTable(first)
    const [ballot, voided] = makeBallots(2)
    onPseudo((db) => db.prepare('UPDATE ballots SET voided_at = ? WHERE id = ?').run(Date.now(), voided!.id))

    // Voting open and closed is the whole server's: one run at a time changes it.
    await withVotingLock(async () => {
      setVotingOpen(true)
      await page.goto(`${pseudoOrigin}/vote`)
      await expectTranslated(page)
      await page.getByLabel('⟦Ballot code⟧').fill('WRONG00000')
      await page.getByRole('button', { name: '⟦Open my ballot⟧' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        '⟦That code does not open a ballot. Check it and try again.⟧',
      )
      await expectTranslated(page)

      const address = `${pseudoOrigin}/vote/${ballot!.token}`
      await page.goto(address)
      await expect(page.getByRole('heading', { level: 1, name: '⟦Choose your favourite⟧' })).toBeVisible()
      await expectTranslated(page)
      const nothing = `nothing-${run}`
      await page.goto(`${address}?q=${encodeURIComponent(nothing)}`)
      await expectTranslated(page, nothing)

      // A vote, then a change of mind: the confirmation says which vote it replaces.
      await page.goto(`${address}?q=${encodeURIComponent(run)}`)
      await expectTranslated(page, `“${run}”`)
      await page.goto(`${address}?q=${encodeURIComponent(run)}&project=${first}`)
      await expectTranslated(page)
      await page.getByRole('button', { name: '⟦Confirm my vote⟧' }).click()
      await expect(page.getByRole('status')).toContainText(`${run} Wind Car`)
      await expectTranslated(page, `“${run}”`)
      await page.goto(`${address}?project=${second}`)
      await expect(page.getByText(`${run} Wind Car`).first()).toBeVisible()
      await expectTranslated(page)

      await page.goto(`${pseudoOrigin}/vote/${voided!.token}`)
      await expect(page.getByRole('heading', { level: 1, name: '⟦Ballot not valid⟧' })).toBeVisible()
      await expectTranslated(page)
      await page.goto(`${pseudoOrigin}/vote/no-such-ballot`)
      await expectTranslated(page)

      setVotingOpen(false)
      try {
        await page.goto(address)
        await expect(page.getByText('⟦Voting is closed⟧')).toBeVisible()
        await expectTranslated(page)
        await page.goto(`${pseudoOrigin}/vote`)
        await page.getByLabel('⟦Ballot code⟧').fill(ballot!.code)
        await page.getByRole('button', { name: '⟦Open my ballot⟧' }).click()
        await expect(page.getByRole('alert')).toHaveText('⟦Voting is closed⟧')
        await expectTranslated(page)
      } finally {
        setVotingOpen(true)
      }
    })
  })
})

/** Ballots written straight into the server's database, as "Print ballots" writes them. */
function makeBallots(count: number) {
  const made: { id: number; token: string; code: string }[] = []
  onPseudo((db) =>
    db.transaction(() => {
      const last = (
        db
          .prepare(`SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'ballots'), 0) AS n`)
          .get() as { n: number }
      ).n
      for (let id = last + 1; id <= last + count; id++) {
        db.prepare('INSERT INTO ballots (id, batch, token_key, code_key) VALUES (?, 1000 + ?, ?, ?)').run(
          id,
          id,
          keys.lookupKey('token', keys.token(id)),
          keys.lookupKey('code', keys.code(id)),
        )
        made.push({ id, token: keys.token(id), code: keys.code(id) })
      }
    })(),
  )
  return made
}

function setVotingOpen(open: boolean) {
  onPseudo((db) => db.prepare('UPDATE voting_settings SET voting_open = ?').run(open ? 1 : 0))
}

/** Runs `story` while no other run of it (the other browser's project) changes whether voting is open. */
async function withVotingLock(story: () => Promise<void>) {
  const lock = path.join(pseudoServer.dataDir, 'voting.lock')
  for (let waited = 0; ; waited += 200) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      if (waited > 90_000) throw new Error('The voting lock was never free')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    await story()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}
