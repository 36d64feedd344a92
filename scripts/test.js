// `npm test`: the typecheck, the linter (ESLint, eslint.config.js), `npm run dev`'s smoke test, the production build, the Vitest suite (unit,
// integration, the attacks on the built server, remix-serve's smoke test) and the Playwright suite
// (end-to-end, in Chromium), then the totals.
//   node scripts/test.js              everything
//   node scripts/test.js --only=e2e   one step: typecheck, lint, dev, unit, slow, e2e or bench
// The dev step runs before the build: the dev server writes a development build into build/.
// The bench step is `npm run bench -- --smoke`: seconds, so the benchmark script cannot rot.
// The slow tests (tests/slow/, minutes by design: a six-minute upload) start first, in the background,
// while the other steps run, and are waited for and counted at the end; with --only=unit too.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { findChromium } from './find-chromium.js'

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const reports = path.resolve('.cache/test-results')
fs.rmSync(reports, { recursive: true, force: true })
fs.mkdirSync(reports, { recursive: true })

const bin = (name) => path.resolve('node_modules/.bin', name)
const results = []
// The names of the tests that failed, printed again under the totals: CI shows only the end of the output.
const failures = []

function run(label, command, args, env = {}) {
  const started = Date.now()
  console.log(`\n=== ${label} ===`)
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  return { ok: status === 0, seconds }
}

/** A Vitest run, counted from its JSON report. */
function vitest(label, name, args = []) {
  const file = path.join(reports, `${name}.json`)
  const { ok, seconds } = run(label, bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ])
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

if (!only || only === 'typecheck') {
  const { ok, seconds } = run('Typecheck', bin('tsc'), ['--noEmit'])
  results.push({ label: 'typecheck', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds })
}

// A check, like the typecheck: it counts as one test that passes or fails.
if (!only || only === 'lint') {
  const { ok, seconds } = run('Lint (ESLint)', bin('eslint'), ['.'])
  results.push({ label: 'lint', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds })
}

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

// The slow tests' server has read the build before the dev server or the production build rewrites it.
if (slow && (!only || only === 'unit')) await slow.started

if (!only || only === 'dev') {
  vitest('npm run dev smoke test (Vitest)', 'dev', ['--config', 'vitest.dev.config.ts'])
}

let built = true
if (!only || only === 'unit' || only === 'e2e') {
  const build = run('Production build', bin('remix'), ['build'], { NODE_ENV: 'production' })
  built = build.ok
  if (!built) results.push({ label: 'build', passed: 0, failed: 1, skipped: 0, seconds: build.seconds })
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
console.log('\n=== Totals ===')
for (const r of results) {
  total.passed += r.passed
  total.failed += r.failed
  total.skipped += r.skipped
  console.log(
    `${r.label.padEnd(11)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed, ${r.skipped} skipped  (${r.seconds}s)`,
  )
}
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`)
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed === 0 ? 0 : 1)
