// The bench's page weights (what a first and a repeat visit download), its latency percentiles, and its report,
// bench/results.md (scripts/bench.js measures; this module weighs the pages and writes down what was measured).
import os from 'node:os'
import zlib from 'node:zlib'

// -------------------------------------------------------------------------------------------------------------
// Latency
// -------------------------------------------------------------------------------------------------------------

/**
 * p50, p95 and p99 of a run's answers, in ms. A paced connection that waits longer than its interval for an
 * answer misses the requests it would have sent meanwhile (coordinated omission), so such a wait also
 * counts once for every interval it overran, as HdrHistogram's recordValueWithExpectedInterval does.
 * autocannon does this itself for `connectionRate`, but with an interval of ceil(1 / rate) ms, 1 ms for any
 * rate, where it means 1000 / rate ms: every answer then counted once per millisecond it took, and the
 * paced rows' percentiles were weighted by time while the others were not. So every row's percentiles come
 * from the answers' own times, and paced rows are corrected here, with the real interval.
 */
export function percentiles(latencies, intervalMs) {
  const all = []
  for (const ms of latencies) {
    all.push(ms)
    if (intervalMs)
      for (let missed = ms - intervalMs; missed >= intervalMs; missed -= intervalMs) all.push(missed)
  }
  all.sort((a, b) => a - b)
  const at = (q) => Math.round(10 * all[Math.max(0, Math.ceil(q * all.length) - 1)]) / 10
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

// -------------------------------------------------------------------------------------------------------------
// Page weights
// -------------------------------------------------------------------------------------------------------------

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length

/**
 * HTML and its stylesheets (gzip), and the JavaScript a first visit loads (gzip), for one page. A first visit
 * arrives from outside the site (a QR code, a link): its page carries the stylesheet and then fetches the
 * file for the next page (server/first-visit.js). A repeat visit is a page reached from one of ours: its
 * HTML alone, the stylesheet, scripts and pictures from the browser's cache (immutable).
 */
export async function weigh(base, pathname, cookie) {
  const page = async (site) => {
    const headers = { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', ...(cookie ? { cookie } : {}) }
    return Buffer.from(await (await fetch(base + pathname, { headers })).arrayBuffer())
  }
  const html = await page('same-origin')
  const first = await page('none')
  const text = first.toString()
  const links = (pattern) => [...text.matchAll(pattern)].map((m) => m[1])
  const css = [
    ...new Set([
      ...links(/<link rel="stylesheet" href="([^"]+)"/g),
      ...links(/<link rel="prefetch" href="([^"]+\.css)"/g),
    ]),
  ]
  const js = [
    ...new Set([...links(/<link rel="modulepreload" href="([^"]+)"/g), ...links(/import\("([^"]+)"\)/g)]),
  ]
  const fetchAll = async (urls) =>
    Promise.all(urls.map(async (u) => Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer())))
  const cssBytes = (await fetchAll(css)).reduce((sum, b) => sum + gzipSize(b), 0)
  const jsBytes = (await fetchAll(js)).reduce((sum, b) => sum + gzipSize(b), 0)
  const images = links(/<img[^>]+src="(\/[^"]+)"/g)
  const imageBytes = (await fetchAll(images)).reduce((sum, b) => sum + b.length, 0)
  const htmlGzip = gzipSize(html)
  return {
    pathname,
    htmlGzip,
    cssGzip: cssBytes,
    jsGzip: jsBytes,
    images: imageBytes,
    firstVisit: gzipSize(first) + cssBytes + jsBytes + imageBytes,
    repeatVisit: htmlGzip,
  }
}

export async function cacheHeaders(base, paths) {
  const out = {}
  for (const p of paths) out[p] = (await fetch(base + p)).headers.get('cache-control')
  return out
}

// -------------------------------------------------------------------------------------------------------------
// Report
// -------------------------------------------------------------------------------------------------------------

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const mark = (ok) => (ok ? '✅' : '❌')

export function report({
  rows,
  hello,
  trivial,
  budgets,
  weights,
  burst,
  upload,
  caching,
  pinned,
  seconds,
  smoke,
  settings,
}) {
  const lines = []
  lines.push(
    `# Benchmark results${smoke ? ' (smoke run: a small event, short runs; not for comparison)' : ''}`,
  )
  lines.push('')
  lines.push(
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ` +
      `Node ${process.version}, ${settings.projects} projects, ${settings.judges} judges. Each row: a ${settings.warmup} s warm-up, ` +
      `then ${settings.duration} s of autocannon from a separate process (the load generator shares the ${os.cpus().length} cores). ` +
      'The app and the trivial page each run as one process; ' +
      `before the rendered pages and the trivial page are measured, each is loaded once for ${settings.duration} s, not counted. ` +
      `The whole run took ${seconds.toFixed(0)} s.`,
  )
  lines.push('')
  lines.push('| What | Connections | req/s | p50 ms | p99 ms | × node:http | × trivial Remix | Failed |')
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / hello.rps).toFixed(3)} | ${(r.rps / (r.trivial ?? trivial).rps).toFixed(2)} | ${r.failed} |`,
    )
  }
  if (pinned) {
    lines.push('')
    lines.push('## One core each')
    lines.push('')
    lines.push(
      'The same rendered pages with the load generator pinned to one core and the servers (one worker each) to the other ' +
        '(`taskset`), so that neither takes CPU from the other: the fair ratio.',
    )
    lines.push('')
    lines.push('| What | Connections | req/s | p50 ms | p99 ms | × trivial Remix |')
    lines.push('|---|---:|---:|---:|---:|---:|')
    for (const r of [pinned.trivial, pinned.dashboard, pinned.project, pinned.family]) {
      lines.push(
        `| ${r.label} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / (r.trivial ?? pinned.trivial).rps).toFixed(2)} |`,
      )
    }
  }
  lines.push('')
  lines.push('## Budgets')
  lines.push('')
  lines.push('| Budget | Measured | Met | What limits it |')
  lines.push('|---|---|:---:|---|')
  for (const b of budgets)
    lines.push(`| ${b.name} | ${b.measured} | ${mark(b.ok)} | ${b.ok ? '' : (b.limit ?? '')} |`)
  lines.push('')
  lines.push('## Page weights (gzip)')
  lines.push('')
  lines.push('| Page | HTML | CSS | First-load JS | Images | First visit | Repeat visit |')
  lines.push('|---|---:|---:|---:|---:|---:|---:|')
  for (const w of weights) {
    lines.push(
      `| ${w.pathname} | ${kb(w.htmlGzip)} | ${kb(w.cssGzip)} | ${kb(w.jsGzip)} | ${kb(w.images)} | ${kb(w.firstVisit)} | ${kb(w.repeatVisit)} (${((100 * w.repeatVisit) / w.firstVisit).toFixed(1)}%) |`,
    )
  }
  lines.push('')
  lines.push(
    'Cache headers: ' +
      Object.entries(caching)
        .map(([p, v]) => `\`${p}\` → \`${v}\``)
        .join('; ') +
      '.',
  )
  lines.push('')
  lines.push(
    `Scores: ${burst.checked} acknowledged (project, judge, criterion) scores checked against the database after the bursts: ` +
      `${burst.lost} lost, ${burst.duplicates} duplicate rows. Uploads: server memory grew ${kb(upload.growth)} during ` +
      `${settings.uploads} concurrent uploads of a ${settings.uploadMb} MB part.`,
  )
  lines.push('')
  lines.push(
    "Notes: every page is rendered for its request (nothing is cached on the server); the family's feed carries " +
      'the submissions cookie of a family with three projects, so every request renders the page. Project pages are ' +
      'requested at random across all projects. The judges sign in ' +
      'through the API; the dashboard rotates among 20 of them. The trivial page is loaded just before each of the ' +
      'three rendered pages, and their "× trivial Remix" is to that run (the machine\'s speed drifts within a run).',
  )
  return lines.join('\n') + '\n'
}
