import jsQR from 'jsqr'
import sharp from 'sharp'
import { expect, test, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { insertProject, serverDb } from './fixtures'
import { signInAsOrganiser } from './helpers'

// The showcase floor, on a server of its own (servers.tables): the organiser numbers the tables without
// JavaScript, a duplicate number is refused, and /admin/table-cards prints one A5 landscape page per
// numbered project, each QR code leading to its project's page. Runs once (desktop, JS on for the print
// page; the numbering in a context without JS): "Number the tables" renumbers the whole server.

const origin = `http://localhost:${servers.tables.port}`

// Submitted in this order; by name they stand at Comet 1, Kite 2, Volcano 3.
const names = ['Volcano Lamp', 'Kite Wind Meter', 'Comet Tracker'] as const

async function signIn(page: Page) {
  await signInAsOrganiser(page, origin)
}

const tables = () => {
  const db = serverDb(servers.tables)
  try {
    return db.prepare('SELECT name, table_number AS tableNumber FROM projects ORDER BY id').all() as Array<{
      name: string
      tableNumber: number | null
    }>
  } finally {
    db.close()
  }
}

/** The QR code in a screenshot, read back as a phone would read it. */
async function readQr(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

test.describe('table numbers and table cards', { tag: '@desktop' }, () => {
  test('the organiser numbers the tables, and Chromium prints a card per table whose QR code opens the project', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow()
    const ids = names.map((name, index) =>
      insertProject(
        { name, submissionType: 'photo', submittedAt: 1_700_000_000_000 + index },
        servers.tables,
      ),
    )
    insertProject({ name: 'Still Pending', submissionType: 'photo', status: 'pending' }, servers.tables)

    // Without JavaScript: the confirmation is a page of its own, the order a radio button.
    const noJs = await browser.newContext({ javaScriptEnabled: false })
    const admin = await noJs.newPage()
    await signIn(admin)
    await admin.getByRole('link', { name: 'Number the tables' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Number the tables' })
    await expect(dialog).toContainText('The 3 approved projects get Tables 1 to 3, in the order you choose.')
    await dialog.getByLabel('By project name').check()
    await dialog.getByRole('button', { name: 'Number the tables' }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'Tables 1 to 3 numbered' })).toBeVisible()
    expect(tables()).toEqual([
      { name: 'Volcano Lamp', tableNumber: 3 },
      { name: 'Kite Wind Meter', tableNumber: 2 },
      { name: 'Comet Tracker', tableNumber: 1 },
      { name: 'Still Pending', tableNumber: null },
    ])
    // The admin's rows say where each one stands.
    const row = (name: string) => admin.getByRole('row').filter({ hasText: name })
    await expect(row('Volcano Lamp')).toContainText('Table 3')

    // One number changed by hand; another project's number refused, naming it.
    await row('Volcano Lamp').getByText('More').click()
    await row('Volcano Lamp').getByRole('link', { name: 'Table number Volcano Lamp' }).click()
    const edit = admin.getByRole('dialog', { name: 'Table number' })
    await edit.getByLabel('Table number').fill('2')
    await edit.getByRole('button', { name: 'Save table number' }).click()
    await expect(admin.getByRole('dialog', { name: 'Table number' })).toContainText(
      "Table 2 is already “Kite Wind Meter”'s table. Give one of them another number first.",
    )
    await admin.getByRole('dialog', { name: 'Table number' }).getByLabel('Table number').fill('12')
    await admin.getByRole('button', { name: 'Save table number' }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'Moved to Table 12' })).toBeVisible()
    expect(tables()[0]).toEqual({ name: 'Volcano Lamp', tableNumber: 12 })

    // Approved after the cards were printed: only it is numbered, after the highest table.
    const late = insertProject({ name: 'Late Rocket', submissionType: 'photo' }, servers.tables)
    await admin.getByRole('link', { name: 'Number the tables' }).click()
    await expect(dialog).toContainText(
      '“Number only the projects without a table” gives the approved project without one Table 13',
    )
    await dialog.getByRole('button', { name: 'Number only the projects without a table' }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'Table 13 numbered' })).toBeVisible()
    expect(tables().map((project) => project.tableNumber)).toEqual([12, 2, 1, null, 13])
    await noJs.close()

    // The cards, printed by Chromium: exactly one A5 landscape page per numbered project.
    await signIn(page)
    await page.goto(`${origin}/admin/table-cards`)
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(4)
    await expect(cards.getByTestId('table-number')).toHaveText(['1', '2', '12', '13'])
    await expect(cards.first()).toContainText('Comet Tracker')
    await expect(cards.first()).toContainText('by Test Inventor')
    await expect(cards.first()).toContainText('Scan to see the project')
    // Voting is closed until the People's Choice vote opens it.
    await expect(page.getByText('Vote for your favourite with your ballot')).toHaveCount(0)
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    const text = pdf.toString('latin1')
    expect(text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).toHaveLength(4)
    // A5 landscape in points: 595 × 420.
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text)
    expect([Math.round(Number(box![1])), Math.round(Number(box![2]))]).toEqual([595, 420])
    await testInfo.attach('table-cards.pdf', { body: pdf, contentType: 'application/pdf' })

    // Each card's QR code, as print shows it, read back: the project's own page.
    await page.emulateMedia({ media: 'print' })
    const byTable = [ids[2], ids[1], ids[0], late]
    for (const [index, id] of byTable.entries()) {
      const qr = await cards.nth(index).locator('.table-card-qr').screenshot()
      expect(await readQr(qr)).toBe(`${origin}/project/${id}`)
    }
    await testInfo.attach('table-card.png', {
      body: await cards.first().screenshot(),
      contentType: 'image/png',
    })
  })
})
