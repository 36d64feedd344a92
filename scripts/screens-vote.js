// People's Choice screens in docs/screens/vote/: a ballot among 1,000 projects (921 approved, tables
// numbered) at its top, after a search and after a vote (the chosen project marked in the list), and the
// printed ballots' sheet as a phone, a tablet and a laptop preview it, with a long PUBLIC_URL; at 390, 820
// and 1280 px, with JavaScript and, where the page differs, without. Run after `npm run build`:
//
//   node scripts/screens-vote.js
//
// It seeds the demo event into a scratch folder, starts the built server there on port 3296 and saves what a
// visitor sees (the viewport) as small palette PNGs (sharp).
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
  screensAdminPassword as adminPassword,
  startScreensEvent,
  savePng,
  screenSizes as sizes,
} from './screens-event.js'

const out = path.resolve('docs/screens/vote')
const save = async (page, name) => savePng(await page.screenshot(), path.join(out, `${name}.png`))

const { base, browser, close, dataDir } = await startScreensEvent({
  name: 'screens-vote',
  port: 3296,
  seedArgs: ['--projects', '1000', '--judges', '4', '--pictures', '12'],
  env: { PUBLIC_URL: 'https://science-challenge.example-club.org' },
})

/** The organiser's forms, as the awards page posts them; the codes of a batch of `count` ballots. */
async function ballots(count) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: adminPassword }),
  })
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const post = (fields) =>
    fetch(`${base}/admin/awards?step=0`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(fields).toString(),
    })
  await post({ intent: 'voting', voting: 'open' })
  await post({ intent: 'make-ballots', count: String(count) })
  const sheet = await (await fetch(`${base}/admin/ballots`, { headers: { cookie } })).text()
  const codes = [...sheet.matchAll(/>([2-9A-HJKMNP-Z]{10})<\/strong>/g)].map((m) => m[1])
  return { cookie, codes }
}

/** The ballot a typed code opens: its address. */
async function ballotPath(code) {
  const opened = await fetch(`${base}/vote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code }).toString(),
  })
  return opened.headers.get('location')
}

try {
  fs.mkdirSync(out, { recursive: true })
  // "Number the tables": every approved project a table, in the order they came.
  const db = new Database(path.join(dataDir, 'app.db'))
  db.exec(`UPDATE projects SET table_number = (SELECT count(*) FROM projects p
             WHERE p.status = 'approved' AND p.id <= projects.id) WHERE status = 'approved'`)
  const voteFor = db
    .prepare(`SELECT name, table_number AS tableNumber FROM projects WHERE table_number = 30`)
    .get()
  db.close()
  const { cookie, codes } = await ballots(8)

  for (const width of [390, 820, 1280]) {
    for (const js of width === 390 ? [true, false] : [true]) {
      const suffix = `${width}${js ? '' : '-no-js'}`
      const context = await browser.newContext({ viewport: sizes[width], javaScriptEnabled: js })
      const page = await context.newPage()
      const ballot = `${base}${await ballotPath(codes[width === 390 ? (js ? 0 : 1) : width === 820 ? 2 : 3])}`
      await page.goto(ballot, { waitUntil: 'networkidle' })
      await save(page, `ballot-top-${suffix}`)
      await page.getByRole('searchbox').fill('wind')
      await page.getByRole('button', { name: 'Search' }).click()
      await page.waitForURL(/q=wind/)
      await page.waitForLoadState('networkidle')
      await save(page, `ballot-search-${suffix}`)
      // A vote from the list's second page: back on that page, the project is marked.
      await page.goto(`${ballot}?page=2`, { waitUntil: 'networkidle' })
      await page.getByRole('link', { name: `Choose ${voteFor.name}, table ${voteFor.tableNumber}` }).click()
      await page.getByRole('button', { name: 'Confirm my vote' }).click()
      await page.getByRole('status').waitFor()
      await page.waitForLoadState('networkidle')
      await save(page, `ballot-voted-${suffix}`)
      await page.locator('[aria-current="true"]').evaluate((row) => row.scrollIntoView({ block: 'center' }))
      await save(page, `ballot-voted-marked-${suffix}`)
      await page.getByRole('navigation', { name: 'Pages of the list' }).scrollIntoViewIfNeeded()
      await save(page, `ballot-pages-${suffix}`)
      await context.close()
    }
  }

  for (const width of [390, 820, 1280]) {
    for (const js of width === 390 ? [true, false] : [true]) {
      const context = await browser.newContext({ viewport: sizes[width], javaScriptEnabled: js })
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=')
          return { name, value: value.join('='), url: base }
        }),
      )
      const page = await context.newPage()
      await page.goto(`${base}/admin/ballots`, { waitUntil: 'networkidle' })
      await save(page, `ballot-sheet-${width}${js ? '' : '-no-js'}`)
      await context.close()
    }
  }
} finally {
  await close()
}
