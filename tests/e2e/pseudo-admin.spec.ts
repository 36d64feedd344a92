import crypto from 'node:crypto'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { insertApprovedJudge, insertProject, serverDb, signInAsOrganiserOn } from './fixtures'
import { languageNames, languages } from '../../app/i18n/languages'
import { expectEveryWordTranslated, pseudoOn } from './pseudo'

// This part's own pseudo-language server: its stories change the event's settings.
const { choosePseudo, pseudoOrigin, pseudoServer } = pseudoOn('admin')

// The organiser's dashboard in the pseudo-language: the login, the Projects tab with projects in every state,
// and every dialog of the Projects side opened through its address, as a browser without JavaScript opens
// it. No word may come from outside a catalogue, except what people wrote (the names, e-mails and
// descriptions seeded here, the club's words) and the Event tab's line about the submission window, which
// that part's story reads.

// The club's words, and each language's own name in the language menu (written in itself, by design).
const organiser = [
  'Kids Startup Club',
  'Young inventors, big ideas, and a little help from AI.',
  ...languages.map((language) => languageNames[language]),
]

/** The organiser's session, written as a login writes it (fixtures.ts). */
const signInAsOrganiser = (context: BrowserContext) => signInAsOrganiserOn(context, pseudoServer)

/**
 * A story's own projects, found by its tag (every list here is searched for it, so that no other story's
 * projects show): two pending (one without a parent's consent), an approved one with a thumbnail, a file
 * and a new version's line, a rejected one; all sent from one family's address.
 */
function seedProjects() {
  const hex = crypto.randomBytes(4).toString('hex')
  const tag = `Ps${hex}`
  const email = `fam-${hex}@example.org`
  const author = `Rivera ${hex}`
  const add = (name: string, status: 'pending' | 'approved' | 'rejected', consent = true) =>
    insertProject(
      {
        name: `${tag} ${name}`,
        submissionType: name === 'kite' ? 'photo' : 'video',
        status,
        consent,
        authorName: author,
        authorEmail: email,
      },
      pseudoServer,
    )
  const ids = {
    pending: add('kite', 'pending'),
    noConsent: add('bridge', 'pending', false),
    approved: add('volcano', 'approved'),
    rejected: add('robot', 'rejected'),
  }
  const whatChanged = `A bigger crater ${hex}`
  const db = serverDb(pseudoServer)
  try {
    db.prepare('update projects set thumbnail = ?, what_changed = ? where id = ?').run(
      `thumb-${hex}.png`,
      whatChanged,
      ids.approved,
    )
    db.prepare(
      "insert into stored_files (name, project_id, role, position, content_type, size) values (?, ?, 'file', 0, 'image/png', 10)",
    ).run(`file-${hex}.png`, ids.approved)
  } finally {
    db.close()
  }
  const names = ['kite', 'bridge', 'volcano', 'robot'].map((name) => `${tag} ${name}`)
  const allowed = [
    ...organiser,
    ...names,
    ...names.map((name) => `All about ${name}.`),
    author,
    email,
    whatChanged,
  ]
  return { tag, email, ids, allowed }
}

/** The Event tab's line under the counts (app/components/admin/event/): its words are that part's. */
async function windowLine(page: Page) {
  return (await page.getByTestId('submission-window-state').innerText()).trim()
}

async function expectTranslated(page: Page, allowed: readonly string[]) {
  await expectEveryWordTranslated(page, [...allowed, await windowLine(page)])
}

/** Opens every row's "More" menu, so that its items are read too. */
async function openMenus(page: Page) {
  await page.evaluate(() => {
    for (const menu of document.querySelectorAll('details')) menu.open = true
  })
}

test.describe('every word from a catalogue: the organiser’s dashboard', { tag: '@admin' }, () => {
  test.beforeEach(async ({ context }) => choosePseudo(context))

  test('the login: refused, then signed in', async ({ page }) => {
    test.slow()
    await page.goto(`${pseudoOrigin}/admin-login`)
    await expectEveryWordTranslated(page, organiser)
    await page.getByLabel('⟦Password⟧').fill('not-the-password')
    await page.getByRole('button', { name: '⟦Login⟧' }).click()
    await expect(page.getByRole('alert')).toContainText('⟦Invalid password⟧')
    await expectEveryWordTranslated(page, organiser)

    await page.getByLabel('⟦Password⟧').fill('e2e-admin-password')
    await page.getByRole('button', { name: '⟦Login⟧' }).click()
    await expect(page.getByRole('heading', { level: 1, name: '⟦Admin Dashboard⟧' })).toBeVisible({
      timeout: 15_000,
    })
    // The notice; the list under it holds every story's projects, so the dashboard is read again below,
    // searched for nothing.
    const notice = page.getByRole('region', { name: '⟦Notifications⟧' })
    await expect(notice).toContainText('⟦Login Successful⟧')
    await expect(notice).toContainText('⟦Welcome to the admin dashboard!⟧')
    expect((await notice.innerText()).replace(/⟦[^⟧]*⟧/g, ' ')).not.toMatch(/\p{L}/u)
    await page.goto(`${pseudoOrigin}/admin?q=nothing-${crypto.randomBytes(4).toString('hex')}`)
    await expectTranslated(page, organiser)
  })

  test('the Projects tab: projects in every state, their menus, the empty lists, a notice', async ({
    page,
    context,
  }) => {
    const { tag, allowed } = seedProjects()
    // A judge waiting for approval: the count card links to them.
    const db = serverDb(pseudoServer)
    try {
      db.prepare("insert into judges (name, email, password) values ('Waiting judge', ?, 'x')").run(
        `${crypto.randomUUID()}@judges.example.org`,
      )
    } finally {
      db.close()
    }
    await signInAsOrganiser(context)
    const list = `${pseudoOrigin}/admin?q=${encodeURIComponent(tag)}`
    await page.goto(list)
    await expect(page.getByRole('link', { name: `${tag} volcano`, exact: true })).toBeVisible()
    await expect(page.getByText(/⟦\d+ awaiting approval⟧/)).toBeVisible()
    await openMenus(page)
    await expectTranslated(page, allowed)

    for (const status of ['pending', 'approved', 'rejected']) {
      await page.goto(`${list}&status=${status}`)
      await expectTranslated(page, allowed)
    }
    await page.goto(`${pseudoOrigin}/admin?q=nothing-${tag}`)
    await expect(page.getByText(`⟦No projects match "nothing-${tag}".⟧`)).toBeVisible()
    await expectTranslated(page, allowed)
    await page.goto(`${pseudoOrigin}/admin?q=nothing-${tag}&status=rejected`)
    await expectTranslated(page, allowed)

    // An action's notice.
    await page.goto(list)
    await page.getByRole('button', { name: `⟦Approve⟧ ${tag} kite` }).click()
    await expect(page.getByText('⟦Project updated successfully⟧')).toBeVisible()
    await expectTranslated(page, allowed)
  })

  test('the project dialogs: edit, delete, approve without consent, table number', async ({
    page,
    context,
  }) => {
    const { tag, ids, allowed } = seedProjects()
    await signInAsOrganiser(context)
    const list = `${pseudoOrigin}/admin?q=${encodeURIComponent(tag)}`
    for (const [dialog, id] of [
      ['edit-project', ids.approved],
      ['delete-project', ids.rejected],
      ['approve-without-consent', ids.noConsent],
      ['table-number', ids.pending],
    ] as const) {
      await page.goto(`${list}&dialog=${dialog}&id=${id}`)
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectTranslated(page, allowed)
    }
    // The table number's own refusal: a number past the highest.
    await page.goto(`${list}&dialog=table-number&id=${ids.pending}`)
    await page.getByRole('spinbutton', { name: '⟦Table number⟧' }).fill('12345')
    await page.getByRole('button', { name: '⟦Save table number⟧' }).click()
    await expect(page.getByText('⟦A table number is a whole number from 1 to 9999⟧')).toBeVisible()
    await expectTranslated(page, allowed)
  })

  test('numbering the tables, with numbers already given', async ({ page, context }) => {
    const { tag, ids, allowed } = seedProjects()
    // One approved project has a table already (its row shows its tag), another has none.
    const numberedName = `${tag} numbered`
    const numbered = insertProject({ name: numberedName, submissionType: 'pdf' }, pseudoServer)
    const db = serverDb(pseudoServer)
    try {
      const { highest } = db.prepare('select max(table_number) as highest from projects').get() as {
        highest: number | null
      }
      db.prepare('update projects set table_number = ? where id = ?').run((highest ?? 0) + 1, numbered)
    } finally {
      db.close()
    }
    expect(ids.approved).toBeGreaterThan(0)
    await signInAsOrganiser(context)
    await page.goto(`${pseudoOrigin}/admin?q=${encodeURIComponent(tag)}&dialog=number-tables`)
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.getByText('⟦Number only the projects without a table⟧').first()).toBeVisible()
    await expect(page.getByText(numberedName, { exact: true }).first()).toBeVisible()
    await expectTranslated(page, [
      ...allowed,
      numberedName,
      `All about ${numberedName}.`,
      'Test Inventor',
      'family@example.org',
    ])
  })

  test('approving and rejecting several: the confirmations', async ({ page, context }) => {
    const { tag, ids, allowed } = seedProjects()
    await signInAsOrganiser(context)
    const list = `${pseudoOrigin}/admin?q=${encodeURIComponent(tag)}&dialog=bulk-status`
    const selected = [ids.pending, ids.noConsent, ids.approved].map((id) => `&id=${id}`).join('')
    for (const decision of ['approve', 'reject']) {
      await page.goto(`${list}&decision=${decision}${selected}`)
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectTranslated(page, allowed)
    }
    // Nothing pending selected.
    await page.goto(`${list}&decision=approve`)
    await expect(page.getByRole('dialog', { name: '⟦No pending project selected⟧' })).toBeVisible()
    await expectTranslated(page, allowed)
    await page.goto(`${list}&decision=approve&id=${ids.approved}`)
    await expectTranslated(page, allowed)
  })

  test('the family data: the look-up, a family’s projects, none, and the erasure’s confirmation', async ({
    page,
    context,
  }) => {
    const { tag, email, allowed } = seedProjects()
    await signInAsOrganiser(context)
    const base = `${pseudoOrigin}/admin?q=${encodeURIComponent(tag)}&`
    await page.goto(`${base}dialog=family-data`)
    await expect(page.getByRole('dialog', { name: '⟦Family data⟧' })).toBeVisible()
    await expectTranslated(page, allowed)
    await page.goto(`${base}dialog=family-data&email=${encodeURIComponent(email)}`)
    await expect(page.getByText(`${tag} volcano`).last()).toBeVisible()
    await expectTranslated(page, allowed)
    const nobody = `nobody-${tag.toLowerCase()}@example.org`
    await page.goto(`${base}dialog=family-data&email=${nobody}`)
    await expectTranslated(page, [...allowed, nobody])
    await page.goto(`${base}dialog=erase-family&email=${encodeURIComponent(email)}`)
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectTranslated(page, allowed)
  })

  test('the judge dialogs: add, edit, delete', async ({ page, context }) => {
    const hex = crypto.randomBytes(4).toString('hex')
    const judge = { name: `Ada ${hex}`, email: `ada-${hex}@judges.example.org`, expertise: `Kites ${hex}` }
    const db = serverDb(pseudoServer)
    const id = (() => {
      try {
        return insertApprovedJudge(db, { ...judge, password: 'judge-password-1' })
      } finally {
        db.close()
      }
    })()
    await signInAsOrganiser(context)
    const allowed = [...organiser, judge.name, judge.email, judge.expertise]
    for (const dialog of ['add-judge', `edit-judge&id=${id}`, `delete-judge&id=${id}`]) {
      await page.goto(`${pseudoOrigin}/admin?q=nothing-${hex}&dialog=${dialog}`)
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectTranslated(page, allowed)
    }
  })

  test('changing the password: the dialog, and a refusal', async ({ page, context }) => {
    test.slow()
    await signInAsOrganiser(context)
    const hex = crypto.randomBytes(4).toString('hex')
    await page.goto(`${pseudoOrigin}/admin?q=nothing-${hex}&dialog=password`)
    const dialog = page.getByRole('dialog', { name: '⟦Change Admin Password⟧' })
    await expect(dialog).toBeVisible()
    await expectTranslated(page, organiser)
    // The new passwords differ: the form's own message.
    await dialog.getByLabel('⟦Current Password⟧').fill('not-the-password')
    await dialog.getByRole('textbox', { name: '⟦New Password⟧', exact: true }).fill('brand-new-1')
    await dialog.getByLabel('⟦Confirm New Password⟧').fill('brand-new-2')
    await dialog.getByRole('button', { name: '⟦Update Password⟧' }).click()
    await expect(dialog.getByText("⟦New passwords don't match⟧")).toBeVisible()
    await expectTranslated(page, organiser)
    // A wrong current password: the server's refusal, nothing changed.
    await dialog.getByLabel('⟦Current Password⟧').fill('not-the-password')
    await dialog.getByRole('textbox', { name: '⟦New Password⟧', exact: true }).fill('brand-new-1')
    await dialog.getByLabel('⟦Confirm New Password⟧').fill('brand-new-1')
    await dialog.getByRole('button', { name: '⟦Update Password⟧' }).click()
    await expect(dialog.getByText('⟦Current password is incorrect⟧')).toBeVisible({ timeout: 15_000 })
    await expectTranslated(page, organiser)
  })
})
