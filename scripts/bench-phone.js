// The bench's phone table: a family's first visit on a phone over slow venue Wi-Fi. Chromium through CDP,
// with Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4×, a fresh browser context for
// every visit (nothing cached), on /challenge-info, /feed, /submission, /project/:id and a People's Choice
// ballot (/vote/<token>, opened as its QR code opens it, among every approved project of the event); then a
// 3.6 MB phone photo submitted through /submission as a family would, chosen early and chosen 2 s before
// Submit.
//
//   npm run bench                          the full bench measures this too, into bench/results.md
//   npm run bench -- --phone               only this table: builds, seeds, starts the app, updates its section
//   node scripts/bench-phone.js --base-url http://localhost:3000 --project 12 [--runs 3] [--no-throttle]
//       [--admin-password <the server's ADMIN_PASSWORD>, for the ballot's row] [--no-photo] [--json out.json]
//       [--before bench/phone-before.json] [--results bench/results.md] [--locale es-ES]
//                                          against a server already running: prints the table, and with
//                                          --results writes it into that file's phone section
//
// What each figure is:
// - LCP: the last `largest-contentful-paint` entry's startTime (PerformanceObserver), read once the page
//   has settled; from the navigation's start.
// - Hydrated: the `hydrated` performance mark that app/root.tsx sets in the root's first effect, which React
//   runs once the whole page has hydrated; from the navigation's start.
// - Bytes: the sum of Network.loadingFinished's encodedDataLength (what came over the wire: headers and
//   compressed bodies) of every request of the visit, until the page has hydrated and then no request has
//   been under way for 500 ms (so what it fetches once hydrated counts too).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, devices } from 'playwright-core'
import sharp from 'sharp'

/** Slow 4G, a phone on the venue's Wi-Fi: 150 ms a request, 1.6 Mbit/s down; CDP's units (bytes a second). */
export const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
}
export const CPU_SLOWDOWN = 4

export const phoneBudgets = { lcpMs: 1200, hydratedMs: 1600, submissionBytes: 220 * 1024, photoSeconds: 15 }

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// The phone of the Playwright suite's phone projects (playwright.config.ts); `--locale es-ES` alone: a phone
// that reads Spanish (its Accept-Language), for the pages in that language.
const phone = { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } }
const localeAt = process.argv.indexOf('--locale')
if (localeAt !== -1) phone.locale = process.argv[localeAt + 1]

/** A fresh context and page with the throttling on; `bytes()` is what the page has received so far. */
async function throttledPage(browser, throttle) {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  let received = 0
  let lastActivity = performance.now()
  // Requests under way, by id, with their address (BENCH_PHONE_REQUESTS=1 prints each one's bytes).
  const inFlight = new Map()
  const settled = (id) => {
    inFlight.delete(id)
    lastActivity = performance.now()
  }
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.set(event.requestId, event.request.url)
    lastActivity = performance.now()
  })
  cdp.on('Network.loadingFinished', (event) => {
    received += event.encodedDataLength
    if (process.env.BENCH_PHONE_REQUESTS)
      console.log(`  ${event.encodedDataLength}\t${inFlight.get(event.requestId)}`)
    settled(event.requestId)
  })
  cdp.on('Network.loadingFailed', (event) => settled(event.requestId))
  await cdp.send('Network.enable')
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', slow4g)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  }
  /** Resolves once no request has been under way for `ms` (what the page fetches after hydrating too). */
  async function quiet(ms = 500) {
    while (inFlight.size > 0 || performance.now() - lastActivity < ms)
      await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { context, page, bytes: () => received, quiet }
}

/** One first visit: LCP, hydration and bytes, in ms and bytes. */
async function visit(browser, url, throttle) {
  const { context, page, bytes, quiet } = await throttledPage(browser, throttle)
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    const hydrated = await page.waitForFunction(
      () => performance.getEntriesByName('hydrated', 'mark')[0]?.startTime,
      undefined,
      { timeout: 60_000 },
    )
    await quiet()
    const timings = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries()
            resolve({
              lcp: entries.at(-1).startTime,
              lcpElement: entries.at(-1).element?.tagName.toLowerCase() ?? '',
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    return { ...timings, hydrated: await hydrated.jsonValue(), bytes: bytes() }
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Each page `runs` times, each a first visit in a fresh context; the median of each figure. A visit
 * without throttling first, not counted, so that no page pays for the server's first render of it.
 */
export async function phoneVisits({
  baseUrl,
  chromiumPath,
  projectId,
  runs = 3,
  throttle = true,
  warmUp = true,
  floorUrl,
  ballot,
  log,
}) {
  const pages = [
    { label: '/challenge-info', url: baseUrl + '/challenge-info' },
    { label: '/feed', url: baseUrl + '/feed' },
    { label: '/submission', url: baseUrl + '/submission' },
    { label: '/project/:id', url: baseUrl + `/project/${projectId}` },
  ]
  if (ballot) pages.push(ballot)
  // The framework's floor: a one-line Remix page (bench/trivial) served the same way, with only React and
  // Remix to load and hydrate; no page of the app can be faster than this on the same machine.
  if (floorUrl) pages.push({ label: floorLabel, url: floorUrl, floor: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs })
  try {
    const rows = []
    for (const p of pages) {
      if (warmUp) await visit(browser, p.url, false)
      const visits = []
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, p.url, throttle))
      const row = {
        ...p,
        lcp: median(visits.map((v) => v.lcp)),
        fcp: median(visits.map((v) => v.fcp)),
        hydrated: median(visits.map((v) => v.hydrated)),
        bytes: median(visits.map((v) => v.bytes)),
        lcpElement: visits.map((v) => v.lcpElement).find(Boolean) ?? '',
        runs: visits,
      }
      log?.(
        `phone ${p.label}: LCP ${ms(row.lcp)} (${row.lcpElement}), hydrated ${ms(row.hydrated)}, ` +
          `${kb(row.bytes)} (each run: ${visits.map((v) => `${ms(v.lcp)}/${ms(v.hydrated)}`).join(', ')})`,
      )
      rows.push(row)
    }
    return rows
  } finally {
    await browser.close()
  }
}

/**
 * The ballot's row: voting opened and one ballot made through the organiser's forms, its code typed at /vote
 * as a family would; the address that opens (a QR code's), labelled with how many projects its list holds.
 * `adminPassword`: the server's ADMIN_PASSWORD.
 */
export async function ballotPage(baseUrl, adminPassword) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: adminPassword }),
  })
  if (!login.ok) throw new Error(`the organiser's login answered ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const form = (fields, extra = {}) => ({
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
    body: new URLSearchParams(fields).toString(),
  })
  for (const fields of [
    { intent: 'voting', voting: 'open' },
    { intent: 'make-ballots', count: '1' },
  ])
    await fetch(`${baseUrl}/admin/awards?step=0`, form(fields, { cookie }))
  // The sheet shows the newest batch: this one ballot.
  const sheet = await (await fetch(`${baseUrl}/admin/ballots`, { headers: { cookie } })).text()
  const code = sheet.match(/>([2-9A-HJKMNP-Z]{10})<\/strong>/)?.[1]
  if (!code) throw new Error('no ballot on the sheet')
  const opened = await fetch(`${baseUrl}/vote`, form({ code }))
  const location = opened.headers.get('location')
  if (!location) throw new Error(`the code answered ${opened.status}`)
  const page = await (await fetch(baseUrl + location)).text()
  const listed = page.match(/All (\d+) projects?/)?.[1] ?? '?'
  return { label: `/vote/:token (${listed} projects)`, url: baseUrl + location }
}

/**
 * A noisy JPEG the size of a phone camera's (4032 × 3024, about 3.6 MB): noise keeps JPEG from shrinking it
 * the way a flat picture would shrink, as a real photo's detail does. Made once and kept in `folder`.
 */
export async function phonePhoto(folder, { small = false } = {}) {
  const [width, height] = small ? [800, 600] : [4032, 3024]
  const file = path.join(folder, `phone-photo-${width}x${height}.jpg`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(folder, { recursive: true })
    const noise = { type: 'gaussian', mean: 120, sigma: 20 }
    await sharp({ create: { width, height, channels: 3, background: '#7a9a5c', noise } })
      .jpeg({ quality: 82 })
      .toFile(file)
  }
  return file
}

/** The two moments a family picks the photo, as the photo's rows of the table say them. */
export const photoCases = {
  early: 'The photo chosen before the description and the consent',
  late: 'The photo chosen 2 s before Submit',
}
const LATE_CHOICE_MS = 2000

/**
 * A photo project with one photo, sent through /submission as a family would with JavaScript: the form
 * filled in every field, the photo picked, Submit, until the page confirming the submission shows. The
 * time runs from the click; `sentSeconds` is when the server's answer arrived. `late`: every other field
 * is filled first, and Submit is clicked 2 s after the photo is chosen, while the form may still be
 * scaling it; otherwise the photo is chosen before the description and the consent, as in the first bench.
 */
export async function measurePhotoSubmission({
  baseUrl,
  chromiumPath,
  photoPath,
  throttle = true,
  late = false,
}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs })
  try {
    const { page, bytes } = await throttledPage(browser, throttle)
    await page.goto(`${baseUrl}/submission`, { timeout: 120_000 })
    await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0)
    await page.getByLabel('Project Name').fill('Bench phone photo')
    await page.getByLabel('Your Name').fill('Bench Family')
    await page.getByLabel('Your Email Address').fill('bench.family@example.org')
    await page.getByLabel('Project Type').selectOption('photo')
    await page.getByLabel('How are you sharing it?').selectOption('upload')
    if (!late) await page.getByLabel('Upload files').setInputFiles(photoPath)
    await page.getByLabel('Project Description').fill('A photo taken on a phone, sent over slow Wi-Fi.')
    await page.getByLabel(/parent or guardian/).check()
    const chosen = performance.now()
    if (late) {
      await page.getByLabel('Upload files').setInputFiles(photoPath)
      await new Promise((resolve) => setTimeout(resolve, LATE_CHOICE_MS - (performance.now() - chosen)))
    }
    const before = bytes()
    const answered = page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 300_000 })
    const started = performance.now()
    await page.getByRole('button', { name: 'Submit Project' }).click()
    const answer = await answered
    const sentMs = performance.now() - started
    // Under single fetch the redirect to the confirmation comes back as data, not as a 3xx.
    if (answer.status() >= 300)
      throw new Error(`the submission answered ${answer.status()}: ${await answer.text().catch(() => '')}`)
    await page
      .getByRole('heading', { name: 'Your project was submitted' })
      .waitFor({ state: 'visible', timeout: 120_000 })
    const { width, height } = await sharp(photoPath).metadata()
    return {
      width,
      height,
      seconds: (performance.now() - started) / 1000,
      sentSeconds: sentMs / 1000,
      chosenBeforeSubmitSeconds: late ? (started - chosen) / 1000 : null,
      photoBytes: fs.statSync(photoPath).size,
      receivedAfterSubmit: bytes() - before,
    }
  } finally {
    await browser.close()
  }
}

// -------------------------------------------------------------------------------------------------------------
// The table
// -------------------------------------------------------------------------------------------------------------

const ms = (value) => `${(value / 1000).toFixed(2)} s`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const mark = (ok) => (ok ? '✅' : '❌')

export const PHONE_START = '<!-- phone table: scripts/bench-phone.js writes from here -->'
export const PHONE_END = '<!-- phone table: to here -->'

export const floorLabel = 'A one-line Remix page (the floor)'

/** Whether each page and the photo meet the phone table's budgets (the floor row is no page of the app). */
export function phoneChecks(rows, photo, photoLate) {
  return {
    pages: rows.map((r) => ({
      floor: Boolean(r.floor),
      label: r.label,
      lcp: r.lcp <= phoneBudgets.lcpMs,
      hydrated: r.hydrated <= phoneBudgets.hydratedMs,
      bytes: r.label !== '/submission' || r.bytes <= phoneBudgets.submissionBytes,
    })),
    photo: photo ? photo.seconds <= phoneBudgets.photoSeconds : true,
    photoLate: photoLate ? photoLate.seconds <= phoneBudgets.photoSeconds : true,
  }
}

/** The phone section of bench/results.md, between its markers; `before`: an earlier run, kept in the table. */
export function phoneSection({ rows, photo, photoLate, runs, throttle, smoke, before, load, note }) {
  const checks = phoneChecks(rows, photo, photoLate)
  const lines = [
    PHONE_START,
    '',
    `## First visits on a phone${smoke ? ' (smoke run: no throttling)' : ''}`,
    '',
  ]
  lines.push(
    `Measured by \`scripts/bench-phone.js\` on ${new Date().toISOString().slice(0, 10)}: /usr/bin/chromium through CDP, ` +
      `a Pixel 5 at 390 × 844 px, ${throttle ? `Slow 4G (${slow4g.latency} ms, 1.6 Mbit/s down, 750 kbit/s up; Network.emulateNetworkConditions) and the CPU slowed ${CPU_SLOWDOWN}× (Emulation.setCPUThrottlingRate)` : 'no throttling'}, ` +
      `a fresh browser context for every visit (nothing cached), the median of ${runs} visits a page. LCP: the last ` +
      '`largest-contentful-paint` entry. Hydrated: the `hydrated` mark app/root.tsx sets in its first effect, once ' +
      "React has hydrated the whole page. Both from the navigation's start. Bytes: Network.loadingFinished's " +
      '`encodedDataLength` summed over the visit (headers and compressed bodies), until the page has hydrated and ' +
      'then no request has been under way for 500 ms. ' +
      `Budgets: LCP ≤ ${phoneBudgets.lcpMs / 1000} s and hydrated ≤ ${phoneBudgets.hydratedMs / 1000} s on each page, ` +
      `/submission ≤ ${phoneBudgets.submissionBytes / 1024} KB, the photo ≤ ${phoneBudgets.photoSeconds} s.` +
      (load === undefined
        ? ''
        : ` The machine's load average when the run began: ${load.toFixed(1)} on ${os.cpus().length} cores ` +
          '(other work on the machine slows the throttled CPU further).') +
      (note ? ` ${note}` : ''),
  )
  lines.push('')
  lines.push(
    `| Page | LCP | Hydrated | Bytes | First paint | Largest element |${before ? ' Before (LCP / hydrated / bytes) |' : ''}`,
  )
  lines.push(`|---|---:|---:|---:|---:|---|${before ? '---|' : ''}`)
  rows.forEach((r, i) => {
    const c = checks.pages[i]
    const old = before?.rows.find((b) => b.label === r.label)
    if (c.floor) {
      lines.push(
        `| ${r.label} | ${ms(r.lcp)} | ${ms(r.hydrated)} | ${kb(r.bytes)} | ${ms(r.fcp)} | ${r.lcpElement} |${before ? ' |' : ''}`,
      )
      return
    }
    lines.push(
      `| ${r.label} | ${ms(r.lcp)} ${mark(c.lcp)} | ${ms(r.hydrated)} ${mark(c.hydrated)} | ${kb(r.bytes)}${r.label === '/submission' ? ` ${mark(c.bytes)}` : ''} | ${ms(r.fcp)} | ${r.lcpElement} |` +
        (before ? ` ${old ? `${ms(old.lcp)} / ${ms(old.hydrated)} / ${kb(old.bytes)}` : ''} |` : ''),
    )
  })
  const photos = [
    [photoCases.early, photo, checks.photo, before?.photo],
    [photoCases.late, photoLate, checks.photoLate, before?.photoLate],
  ].filter(([, measured]) => measured)
  if (photos.length > 0) {
    const { photoBytes, width, height } = photos[0][1]
    const old = photos.some(([, , , was]) => was)
    lines.push('')
    lines.push(
      `| A photo project with one ${(photoBytes / 1e6).toFixed(2)} MB photo (${width} × ${height} JPEG), with JavaScript ` +
        `| Submit → the confirmation page | The server's answer |${old ? ' Before |' : ''}`,
    )
    lines.push(`|---|---:|---:|${old ? '---:|' : ''}`)
    for (const [label, measured, ok, was] of photos) {
      lines.push(
        `| ${label} | ${measured.seconds.toFixed(1)} s ${mark(ok)} | ${measured.sentSeconds.toFixed(1)} s |` +
          (old ? ` ${was ? `${was.seconds.toFixed(1)} s` : ''} |` : ''),
      )
    }
  }
  lines.push('', PHONE_END)
  return lines.join('\n') + '\n'
}

/** `markdown` with its phone section replaced by `section`, or `section` added at its end. */
export function withPhoneSection(markdown, section) {
  const start = markdown.indexOf(PHONE_START)
  const end = markdown.indexOf(PHONE_END)
  if (start === -1 || end === -1) return `${markdown.trimEnd()}\n\n${section}`
  return markdown.slice(0, start) + section + markdown.slice(end + PHONE_END.length + 1)
}

// -------------------------------------------------------------------------------------------------------------
// Alone, against a running server
// -------------------------------------------------------------------------------------------------------------

async function cli() {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`)
    return i === -1 ? undefined : process.argv[i + 1]
  }
  const baseUrl = arg('base-url') ?? 'http://localhost:3000'
  const projectId = arg('project')
  if (!projectId) throw new Error('--project <id of an approved project> is needed')
  const throttle = !process.argv.includes('--no-throttle')
  const runs = Number(arg('runs') ?? 3)
  const { findChromium } = await import('./find-chromium.js')
  const chromiumPath = await findChromium()
  const log = (line) => console.log(`[bench] ${line}`)
  const load = os.loadavg()[0]
  const adminPassword = arg('admin-password')
  const ballot = adminPassword ? await ballotPage(baseUrl, adminPassword) : undefined
  const rows = await phoneVisits({ baseUrl, chromiumPath, projectId, runs, throttle, ballot, log })
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
  const photoPath = await phonePhoto(path.join(root, '.cache'))
  const [photo, photoLate] = process.argv.includes('--no-photo')
    ? [null, null]
    : [
        await measurePhotoSubmission({ baseUrl, chromiumPath, photoPath, throttle }),
        await measurePhotoSubmission({ baseUrl, chromiumPath, photoPath, throttle, late: true }),
      ]
  const beforeFile = arg('before')
  const before = beforeFile ? JSON.parse(fs.readFileSync(beforeFile, 'utf8')) : undefined
  const section = phoneSection({ rows, photo, photoLate, runs, throttle, load, before, note: arg('note') })
  console.log('\n' + section)
  const json = arg('json')
  if (json) fs.writeFileSync(json, JSON.stringify({ rows, photo, photoLate, load }, null, 2) + '\n')
  // Its section of a results file replaced, the rest kept (bench/results.md: the main bench's tables).
  const results = arg('results')
  if (results) {
    const old = fs.existsSync(results) ? fs.readFileSync(results, 'utf8') : ''
    fs.writeFileSync(results, withPhoneSection(old, section))
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  cli().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
