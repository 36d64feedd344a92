// The patches table's words: what each group of patches buys, judged against KEEP_AT_LEAST, written as the
// section of bench/results.md between its markers (scripts/bench-patches.js measures the figures).
import os from 'node:os'
import { CONNECTIONS, groupsOf, median, PAGES_A_TURN, SECONDS, WARMUP_SECONDS } from './bench-patches.js'

export const PATCHES_START = '<!-- patches table: scripts/bench-patches.js writes from here -->'
export const PATCHES_END = '<!-- patches table: to here -->'

/** What a group of patches must buy on at least one of the two pages to be kept. */
export const KEEP_AT_LEAST = 0.1

/**
 * What each group buys on each page: the copy with every patch against the copy without that group (or,
 * with one group left, against no patch), in req/s and in the CPU a page costs, each judged against
 * KEEP_AT_LEAST. On a quiet machine the two agree; on a shared one req/s follows what the other work leaves
 * over, and the CPU a page costs moves much less.
 */
export function summarise({ patches, variants }) {
  const all = variants[0]
  const groups = groupsOf(patches)
  const worth = groups.map((group) => {
    const without =
      variants.find((v) => v.group?.label === group.label) ?? variants.find((v) => v.label === 'no patch')
    const rps = without ? without.rps.map((values, p) => median(all.rps[p]) / median(values) - 1) : []
    const cpu = without ? without.cpu.map((values, p) => median(values) / median(all.cpu[p]) - 1) : []
    const enough = (gains) => gains.some((g) => g >= KEEP_AT_LEAST)
    return { ...group, against: without?.label, rps, cpu, kept: enough(rps), keptByCpu: enough(cpu) }
  })
  return { worth }
}

const pct = (g) => `${g >= 0 ? '+' : '−'}${Math.abs(100 * g).toFixed(0)}%`
const spread = (values, digits) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`

export function patchesSection(measured, { seconds, workers, load }) {
  const { worth } = summarise(measured)
  const pages = measured.pages.map((label) => label.split(' (')[0])
  const rounds = measured.variants[0].rps[0].length
  const lines = [
    PATCHES_START,
    '',
    '## What each patch buys',
    '',
    `Measured by \`scripts/bench-patches.js\` on ${new Date().toISOString().slice(0, 10)}: the same build served ` +
      `${measured.variants.length} times at once, each copy with some patches of \`patches/\` reversed, ${workers} ` +
      `workers each, on its own copy of the demo event. Each copy and page was loaded ${WARMUP_SECONDS} s, not ` +
      `counted, then in ${rounds} rounds (every other one in reverse order) for ${SECONDS} s at ${CONNECTIONS} ` +
      "connections. CPU ms a page: each copy in one process without HTTP (Remix's request handler, " +
      `process.cpuUsage), ${PAGES_A_TURN} pages a turn, one copy after the other, in ` +
      `${measured.variants[0].cpu[0].length} rounds. Each figure: the median of the rounds, with the lowest and ` +
      'highest. The three route-tree ' +
      'patches (server-runtime, react, react-router-dom) only work together and are measured as one group. ' +
      `A group earns its keep when the copy with every patch serves at least ${100 * KEEP_AT_LEAST}% more req/s ` +
      'than the copy without that group on one of the two pages (req/s), or renders that page for at least ' +
      `${100 * KEEP_AT_LEAST}% less CPU (CPU). On a quiet machine the two agree; on a shared one req/s follows ` +
      `the other work, and the CPU a page costs is the figure to read. The machine's load average when the run began: ${load.toFixed(1)} on ${os.cpus().length} cores. ` +
      `The section took ${seconds.toFixed(0)} s.`,
    '',
    `| Copy | ${pages.map((p) => `${p} req/s | CPU ms a page`).join(' | ')} |`,
    `|---|${pages.map(() => '---:|---:').join('|')}|`,
  ]
  for (const variant of measured.variants) {
    const cells = variant.rps.map((values, p) => `${spread(values, 0)} | ${spread(variant.cpu[p], 2)}`)
    lines.push(`| ${variant.label} | ${cells.join(' | ')} |`)
  }
  lines.push('')
  lines.push(
    `| Patches | What they buy: req/s with them; CPU a page without them | ≥ ${100 * KEEP_AT_LEAST}%: req/s | CPU |`,
  )
  lines.push('|---|---|:---:|:---:|')
  for (const group of worth) {
    const files = group.patches.map((p) => `\`${p.file}\``).join(', ')
    const bought = group.rps
      .map((g, p) => `${pages[p]} ${pct(g)} req/s; ${pct(group.cpu[p])} CPU a page`)
      .join('; ')
    lines.push(
      `| ${group.label}: ${files} | ${bought} (all against ${group.against}) | ${group.kept ? '✅' : '❌'} | ${group.keptByCpu ? '✅' : '❌'} |`,
    )
  }
  lines.push('', PATCHES_END)
  return lines.join('\n')
}

/** `markdown` with its patches section replaced by `section` (or added at its end). */
export function withPatchesSection(markdown, section) {
  const start = markdown.indexOf(PATCHES_START)
  const end = markdown.indexOf(PATCHES_END)
  if (start === -1 || end === -1) return `${markdown.trimEnd()}\n\n${section}\n`
  return markdown.slice(0, start) + section + markdown.slice(end + PATCHES_END.length)
}

/** The patches section of `markdown`, or '' (the full bench keeps it when it writes the rest). */
export function patchesSectionOf(markdown) {
  const start = markdown.indexOf(PATCHES_START)
  const end = markdown.indexOf(PATCHES_END)
  return start === -1 || end === -1 ? '' : markdown.slice(start, end + PATCHES_END.length)
}
