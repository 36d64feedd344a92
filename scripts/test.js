// `npm test`: the typecheck, the linter (ESLint, eslint.config.js) and `npm run dev`'s smoke test side by side,
// then the production build, the Vitest suite (unit, integration, the attacks on the built server,
// remix-serve's smoke test), the Playwright suite (end-to-end, in Chromium) and the benchmark's smoke run,
// then a table of every step with its time, and the totals.
//   node scripts/test.js              everything
//   node scripts/test.js --only=e2e   one step: typecheck, lint, dev, unit, slow, e2e or bench
// The first three steps run at once: each is mostly one process on one core, and none writes what another
// reads (the dev server's build goes to build/, which the typecheck and the linter leave alone); their output
// is printed whole as each ends. The dev step runs before the production build, which rewrites build/.
// The bench step is `npm run bench -- --smoke`: seconds, so the benchmark script cannot rot.
// The slow tests (tests/slow/, minutes by design: a six-minute upload) start first, in the background,
// while the other steps run, and are waited for and counted at the end; with --only=unit too.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { findChromium } from './find-chromium.js'

const began = Date.now()
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const reports = path.resolve('.cache/test-results')
fs.rmSync(reports, { recursive: true, force: true })
fs.mkdirSync(reports, { recursive: true })

const bin = (name) => path.resolve('node_modules/.bin', name)
const results = []
// The names of the tests that failed, printed again under the totals: CI shows only the end of the output.
const failures = []

const since = (started) => ((Date.now() - started) / 1000).toFixed(1)

function run(label, command, args, env = {}) {
  const started = Date.now()
  console.log(`\n=== ${label} ===`)
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = since(started)
  console.log(`\n=== ${label}: ${status === 0 ? 'done' : 'FAILED'} in ${seconds}s ===`)
  return { ok: status === 0, seconds }
}

/** A step run beside others: its output is kept, and printed whole under its label once it ends. */
function runBeside(label, command, args, env = {}) {
  const started = Date.now()
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...colour, ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = since(started)
      console.log(`\n=== ${label} ===`)
      process.stdout.write(output)
      console.log(`\n=== ${label}: ${status === 0 ? 'done' : 'FAILED'} in ${seconds}s ===`)
      resolve({ ok: status === 0, seconds })
    })
  })
}

const vitestArgs = (file, args) => [
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
]

/** A Vitest run, counted from its JSON report. */
function vitest(label, name, args = []) {
  const file = path.join(reports, `${name}.json`)
  const { ok, seconds } = run(label, bin('vitest'), vitestArgs(file, args))
  countVitest(name, file, ok, seconds)
}

function countVitest(name, file, ok, seconds) {
  const report = readJson(file)
  for (const suite of report?.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`${name}: ${path.relative('.', suite.name)} › ${test.fullName}`)
    }
  }
  results.push({
    label: name,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (ok ? 0 : report.numFailedTests ? 0 : 1) : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    seconds,
  })
}

/** Every test of a Playwright JSON report, with its title path, its project and its outcome. */
function playwrightTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    const titlePath = suite.title ? [...titles, suite.title] : titles
    const tests = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        title: [...titlePath, spec.title].join(' › '),
        project: test.projectName,
        status: test.status,
      })),
    )
    return [...tests, ...playwrightTests(suite.suites ?? [], titlePath)]
  })
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/**
 * The slow tests, started now in their own Vitest run, their output kept in a file: `started` resolves
 * once their server has read the build (or they ended), after which other steps may rewrite build/;
 * `finished` once they are done, counted.
 */
function startSlowTests() {
  const file = path.join(reports, 'slow.json')
  const log = path.join(reports, 'slow.log')
  const marker = path.join(reports, 'slow-started')
  const began = Date.now()
  console.log(
    `\n=== Slow tests (Vitest, vitest.slow.config.ts): started in the background, output in ${log} ===`,
  )
  const child = spawn(
    bin('vitest'),
    [
      'run',
      '--config',
      'vitest.slow.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    {
      stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
      env: { ...process.env, SLOW_TESTS_STARTED: marker },
    },
  )
  const finished = new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== Slow tests (Vitest), run in the background ===`)
      process.stdout.write(fs.readFileSync(log, 'utf8'))
      // The other steps run with spawnSync, which holds this process's events: the close may be seen long
      // after it happened, so the time is the run's own, from its report.
      const report = readJson(file)
      const ended = Math.max(0, ...(report?.testResults ?? []).map((suite) => suite.endTime ?? 0))
      const ranFor = report && ended ? ended - report.startTime : Date.now() - began
      countVitest('slow', file, status === 0, (ranFor / 1000).toFixed(1))
      resolve()
    })
  })
  let ended = false
  child.on('close', () => (ended = true))
  const started = (async () => {
    while (!ended && !fs.existsSync(marker)) await new Promise((resolve) => setTimeout(resolve, 500))
  })()
  return { started, finished }
}

const slow = !only || only === 'unit' || only === 'slow' ? startSlowTests() : null

let chromium
if (!only || only === 'dev' || only === 'e2e') {
  try {
    chromium = await findChromium()
  } catch (error) {
    console.error(`\n${error.message}`)
    process.exit(1)
  }
  console.log(`\n[chromium] using ${chromium}`)
  process.env.CHROMIUM_PATH = chromium
}

// A check that counts as one test that passes or fails.
const check =
  (label) =>
  ({ ok, seconds }) => ({
    label,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds,
  })
const firstSteps = []
if (!only || only === 'typecheck') {
  firstSteps.push(runBeside('Typecheck', bin('tsc'), ['--noEmit']).then(check('typecheck')))
}
if (!only || only === 'lint') {
  firstSteps.push(runBeside('Lint (ESLint)', bin('eslint'), ['.']).then(check('lint')))
}
if (!only || only === 'dev') {
  firstSteps.push(
    (async () => {
      // The slow tests' server has read the build before the dev server rewrites it.
      await slow?.started
      const file = path.join(reports, 'dev.json')
      const label = 'npm run dev smoke test (Vitest)'
      const { ok, seconds } = await runBeside(
        label,
        bin('vitest'),
        vitestArgs(file, ['--config', 'vitest.dev.config.ts']),
      )
      return { name: 'dev', file, ok, seconds }
    })(),
  )
}
// Counted in this order whichever ends first.
for (const step of await Promise.all(firstSteps)) {
  if (step.file) countVitest(step.name, step.file, step.ok, step.seconds)
  else results.push(step)
}

// The slow tests' server has read the build before the production build rewrites it.
if (slow && (!only || only === 'unit')) await slow.started

let built = true
if (!only || only === 'unit' || only === 'e2e') {
  const build = run('Production build', 'npm', ['run', 'build'], { NODE_ENV: 'production' })
  built = build.ok
  results.push({ ...check('build')(build), passed: 0 })
}

if (built && (!only || only === 'unit')) {
  vitest('Unit, integration, attack and remix-serve tests (Vitest)', 'vitest')
}

if (built && (!only || only === 'e2e')) {
  const file = path.join(reports, 'playwright.json')
  const { ok, seconds } = run('End-to-end tests (Playwright)', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  })
  const report = readJson(file)
  const stats = report?.stats
  for (const { title, project, status } of playwrightTests(report?.suites ?? [])) {
    if (status === 'unexpected' || status === 'flaky')
      failures.push(`playwright (${status}): [${project}] ${title}`)
  }
  results.push({
    label: 'playwright',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats ? stats.unexpected + (ok || stats.unexpected ? 0 : 1) : 1,
    skipped: stats?.skipped ?? 0,
    seconds,
  })
}

if (!only || only === 'bench') {
  // After the build above; on its own, the bench builds first.
  const args = ['scripts/bench.js', '--smoke', ...(only ? [] : ['--no-build'])]
  const { ok, seconds } = run('Benchmark smoke run (npm run bench -- --smoke)', process.execPath, args)
  results.push({ label: 'bench', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds })
}

await slow?.finished

const total = { passed: 0, failed: 0, skipped: 0 }
// Every step with its time; the slow tests ran beside the others, so the steps add up to more than the whole.
console.log('\n=== Totals ===')
console.log(
  `${'step'.padEnd(11)} ${'passed'.padStart(6)} ${'failed'.padStart(6)} ${'skipped'.padStart(7)} ${'seconds'.padStart(8)}`,
)
for (const r of results) {
  total.passed += r.passed
  total.failed += r.failed
  total.skipped += r.skipped
  console.log(
    `${r.label.padEnd(11)} ${String(r.passed).padStart(6)} ${String(r.failed).padStart(6)} ${String(r.skipped).padStart(7)} ${r.seconds.padStart(8)}`,
  )
}
console.log(
  `${'npm test'.padEnd(11)} ${''.padStart(6)} ${''.padStart(6)} ${''.padStart(7)} ${since(began).padStart(8)}`,
)
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`)
if (failures.some((f) => f.startsWith('playwright'))) {
  console.log(
    'A failed story with its trace: npx playwright test <file>:<line> --project=<project> --trace on',
  )
}
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed === 0 ? 0 : 1)
