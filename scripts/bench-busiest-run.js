// The full run of `npm run bench -- --busiest` (scripts/bench-busiest.js): the rows, and their section of
// bench/results.md.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { phonePhoto } from './bench-phone.js'
import {
  BUDGET,
  BUSIEST_END,
  BUSIEST_START,
  MEASURED_SECONDS,
  PEAK_LIMIT,
  PEAK_SECONDS,
  RATES,
  WARMUP_SECONDS,
  measureRow,
  pinSelf,
  seedEvent,
} from './bench-busiest.js'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** The multipliers tried above 5× for the peak, in order, until one misses the budget. */
const PEAK_STEPS = [6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 25, 30].filter((m) => m <= PEAK_LIMIT)

/**
 * The server as `npm start` runs it, and any variant worth comparing with it (the same build served
 * another way). Each is measured in the same run, interleaved round by round, so that the machine's other
 * work falls on all of them alike.
 */
export const variants = [
  { label: 'the server as it ships' },
  // The one piece of machinery left (docs/decisions/0043), switched off.
  { label: 'without the page cache', env: { PAGE_CACHE_MS: '0' } },
]

export async function busiestRun({ work, port }) {
  const started = performance.now()
  const seedDir = path.join(work, 'seed')
  // Every row's votes (each row serves a fresh copy of the event): 5× for a measured row, or the highest
  // multiplier tried for a step of the peak.
  const ballots = Math.ceil(
    RATES.votesPerSecond *
      Math.max(5 * (MEASURED_SECONDS + WARMUP_SECONDS), PEAK_LIMIT * (PEAK_SECONDS + WARMUP_SECONDS)),
  )
  const event = await seedEvent({ seedDir, port, projects: 1000, judges: 30, pictures: 60, ballots })
  const photo = fs.readFileSync(await phonePhoto(path.join(root, '.cache')))
  const unpin = pinSelf('1')
  const row = (variant, multiplier, seconds) =>
    measureRow({
      work,
      seedDir,
      port,
      event,
      photo,
      variant,
      multiplier,
      seconds,
      warmup: WARMUP_SECONDS,
      cpus: '0',
    })
  try {
    const rows = []
    // 1× and 5×, every variant, in turn; the second round in the other order.
    for (const round of [0, 1]) {
      const order = round === 0 ? variants : [...variants].reverse()
      for (const multiplier of [1, 5])
        for (const variant of order) {
          if (round === 1 && variants.length === 1 && multiplier === 1) continue
          rows.push({ ...(await row(variant, multiplier, MEASURED_SECONDS)), round })
        }
    }
    // The peak: the server as it ships, one step up at a time until the budget breaks.
    const peak = []
    for (const multiplier of PEAK_STEPS) {
      const measured = await row(variants[0], multiplier, PEAK_SECONDS)
      peak.push(measured)
      if (!measured.ok) break
    }
    return { rows, peak, seconds: (performance.now() - started) / 1000 }
  } finally {
    unpin()
  }
}

const kinds = [
  'phone page',
  'judge save',
  'judge page',
  'vote',
  'submission',
  'reveal page',
  'grading status',
]
const loadText = (row) => row.load.map((l) => l.toFixed(1)).join(' → ')
const lostText = (row) => `${row.writes.lost} of ${row.writes.checked}`
const cpuText = (row) => `${Math.round(100 * row.cpu)}%`
// The server's CPU time per answer, warm-up included: what the machine's other work moves least.
const cpuPerAnswer = (row) => (row.rps ? `${((1000 * row.cpu) / row.rps).toFixed(2)} ms` : '')

function rowLine(row) {
  const worst = kinds
    .filter((k) => row.byKind[k])
    .map((k) => ({ k, p99: row.byKind[k].p99 }))
    .sort((a, b) => b.p99 - a.p99)[0]
  return (
    `| ${row.label} | ${row.multiplier}× | ${row.seconds} s | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p95} | ${row.p99} | ` +
    `${worst ? `${worst.k} ${worst.p99}` : ''} | ${row.failed} | ${lostText(row)} | ${cpuText(row)} | ${cpuPerAnswer(row)} | ${row.lag.p99} | ${loadText(row)} | ${row.ok ? '✅' : '❌'} |`
  )
}

/** The section of bench/results.md. */
export function busiestSection({ rows, peak, seconds }) {
  const held = peak.filter((r) => r.ok).at(-1) ?? rows.find((r) => r.multiplier === 5 && r.ok)
  const broke = peak.find((r) => !r.ok)
  const five = rows.find((r) => r.multiplier === 5 && r.label === variants[0].label)
  const date = new Date().toISOString().slice(0, 10)
  const header =
    '| Server | Rate | Measured | req/s | p50 ms | p95 ms | p99 ms | Slowest kind (p99 ms) | Failed | Lost writes (of acknowledged) | Server CPU (of its core) | Server CPU per answer | Generator late p99 ms | Load average (start → end) | Budget |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---|:---:|'
  const perKind = (row) =>
    '| Kind | Answers | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|\n' +
    kinds
      .filter((k) => row.byKind[k])
      .map(
        (k) =>
          `| ${k} | ${row.byKind[k].count} | ${row.byKind[k].p50} | ${row.byKind[k].p99} | ${row.byKind[k].max} |`,
      )
      .join('\n')
  return [
    BUSIEST_START,
    '',
    "## The club's busiest five minutes",
    '',
    `Measured by \`npm run bench -- --busiest\` (scripts/bench-busiest.js, scripts/busiest-load.js) on ${date}: ` +
      `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}, the demo event ` +
      '(1,000 projects, 30 judges). The production server (`node server/index.js`, as `npm start` runs it) on ONE core ' +
      '(`taskset -c 0`), the load generator on the other; other work on the machine shares both, so every row gives ' +
      "the machine's load average as it began and ended. Each row serves a fresh copy of the same event. " +
      'A load average above the 2 of an idle machine with 2 cores means the server did not have its core to ' +
      'itself: its latencies then measure the other work as much as the server. Its CPU time per answer ' +
      '(over the row, warm-up included) is what that work moves least, and 1000 ms divided by it is what a ' +
      'core of its own could answer in a second.',
    '',
    `At 1×, the rates of the five minutes: ${RATES.phones} phones each opening a page every ${RATES.phonePageSeconds} s ` +
      `(${RATES.phones / RATES.phonePageSeconds} pages a second: the feed, its second page, the leaderboard tab and project ` +
      "pages in turn; a phone's first page from outside, then every other page a whole document and the others the " +
      `\`.data\` of a navigation with JavaScript); ${RATES.judges} judges each saving an evaluation every ` +
      `${RATES.judgeSaveSeconds} s ("Save and next", then the next page); ${RATES.votesPerSecond * 300} People's Choice ` +
      'votes (every other ballot from its QR code, the others typed at /vote, each page and post a request of its own); ' +
      `${300 / RATES.submissionSeconds} submissions of a photo project with a 3.8 MB phone photo (then the confirmation ` +
      `page); the projector's reveal page and the organiser's Grading Status each reloaded every ${RATES.revealSeconds} s. ` +
      'Every request is sent at its moment, answered or not (an open loop). Each row runs those rates for ' +
      `${WARMUP_SECONDS} s not counted (a fresh server), then ${MEASURED_SECONDS} s measured (the peak's steps ` +
      `${PEAK_SECONDS} s): the rates of five minutes over a shorter time. Budget: p99 of every answer ≤ ${BUDGET.p99Ms} ms, ` +
      'no request failed, and afterwards every acknowledged score (with its value), vote (counted for its project) and ' +
      'submission (with its photo) in the database. Rate limits as in production, but for the submissions from one ' +
      "address (the peak's search sends more than 400 a half hour). The whole run took " +
      `${Math.round(seconds / 60)} minutes.`,
    '',
    header,
    ...rows.map(rowLine),
    '',
    `**The peak one core holds: ${held ? `${held.multiplier}×` : 'below 5×'}** ` +
      (broke
        ? `(${broke.multiplier}× missed the budget: p99 ${broke.p99} ms, ${broke.failed} failed, ${lostText(broke)} writes lost).`
        : `(every step up to ${PEAK_LIMIT}× held).`),
    '',
    header,
    ...peak.map(rowLine),
    '',
    ...(five ? ['Each kind of request at 5×:', '', perKind(five), ''] : []),
    BUSIEST_END,
  ].join('\n')
}

/** `old` with its busiest section replaced by `section` (or `section` added at its end). */
export function withBusiestSection(old, section) {
  const start = old.indexOf(BUSIEST_START)
  const end = old.indexOf(BUSIEST_END)
  if (start === -1 || end === -1) return `${old.trimEnd()}\n\n${section}\n`
  return old.slice(0, start) + section + old.slice(end + BUSIEST_END.length)
}

/** `written` with the busiest sections of `old` (the results file before a full run), as they were. */
export function keepBusiestSections(old, written) {
  let kept = written
  for (const [start, end] of [
    [BUSIEST_START, BUSIEST_END],
    [COMPARE_START, COMPARE_END],
  ]) {
    const from = old.indexOf(start)
    const to = old.indexOf(end)
    if (from === -1 || to === -1) continue
    const section = old.slice(from, to + end.length)
    const at = kept.indexOf(start)
    kept =
      at === -1
        ? `${kept.trimEnd()}\n\n${section}\n`
        : kept.slice(0, at) + section + kept.slice(kept.indexOf(end) + end.length)
  }
  return kept
}

// The table of what each piece of machinery bought (bench/results.md) was measured once, before the pieces
// were removed (docs/decisions/0043): a full run keeps it as it is.
export const COMPARE_START = '<!-- machinery: scripts/bench-busiest-run.js writes from here -->'
export const COMPARE_END = '<!-- machinery: to here -->'
