// `npm run bench -- --busiest`: the club's busiest five minutes (scripts/busiest-load.js) against the
// production server on ONE core (`taskset -c 0`), the load generator (this process) on the other. Builds
// the app, seeds the demo event (1,000 projects, 30 judges), opens People's Choice with its ballots, signs
// the judges and the organiser in; then, for every row, serves a fresh copy of that event, sends the
// scenario, stops the server and counts what it saved. Rows: 1×, 5×, then 6×, 7×, … until the budget
// breaks (the peak one core holds). Writes its section of bench/results.md.
//
//   npm run bench -- --busiest            about 15 minutes; --no-build to serve the build already there
//   npm run bench -- --smoke              runs a few seconds of it (busiestSmoke), on the smoke's small event
//
// Every row is measured for MEASURED_SECONDS after WARMUP_SECONDS not counted (a fresh server is still being
// optimised by V8): the rates are those of five minutes, over a shorter time.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { phonePhoto } from './bench-phone.js'
import { BUDGET, RATES, runBusiest } from './busiest-load.js'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const ADMIN_PASSWORD = 'bench-busiest-admin-password'
export const MEASURED_SECONDS = 90
export const WARMUP_SECONDS = 15
const PEAK_SECONDS = 60
// Each row's votes come from one sheet of ballots, made at most 2,000 at a time: 14× is the highest step
// whose votes fit, and many times what a club needs.
const PEAK_LIMIT = 14
export const BUSIEST_START = '<!-- busiest: scripts/bench-busiest.js writes from here -->'
export const BUSIEST_END = '<!-- busiest: to here -->'

const log = (line) => console.log(`[busiest] ${line}`)

// The one limit the scenario reaches: every submission comes from the load generator's address, and the
// peak's search sends more than the 400 a half hour one address may make (the venue's Wi-Fi at a real
// event). Every other limit counts as in production.
const RATE_LIMITS = JSON.stringify({ 'project-submission': { max: 1_000_000 } })

/** Starts the built server on `dataDir`, pinned to `cpus` when given; resolves once it answers. */
export async function startServer({ dataDir, port, env = {}, cpus }) {
  const argv = [path.join(root, 'server', 'index.js'), path.join(root, 'build', 'index.js')]
  const [command, args] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...argv]]
    : [process.execPath, argv]
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      RATE_LIMITS,
      RATE_LIMITS_DISABLED: '',
      LOG_REQUESTS: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      await (await fetch(`http://127.0.0.1:${port}/challenge-info`)).arrayBuffer()
      return child
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill()
  throw new Error('the server did not start')
}

export async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

const form = (fields, cookie, origin) => ({
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie && { cookie }) },
  body: new URLSearchParams(fields).toString(),
})

/**
 * Readies the seeded event in `dataDir` for the scenario, through a server on it: the organiser signs in,
 * opens People's Choice and prints `ballots` ballots; every other ballot's code is typed once to learn its
 * token (what its QR code opens); the judges sign in. Sessions and ballots are in the data folder, so every
 * copy of it serves them. Returns what busiest-load.js needs.
 */
export async function prepareEvent({ dataDir, port, ballots }) {
  const server = await startServer({ dataDir, port })
  const origin = `http://127.0.0.1:${port}`
  try {
    const login = await fetch(`${origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    })
    if (login.status !== 200) throw new Error(`the organiser could not sign in: ${login.status}`)
    const admin = cookieOf(login)
    for (const fields of [
      { intent: 'voting', voting: 'open' },
      { intent: 'make-ballots', count: String(ballots) },
    ]) {
      const answer = await fetch(`${origin}/admin/awards?step=0`, form(fields, admin, origin))
      if (answer.status >= 400) throw new Error(`${fields.intent}: ${answer.status}`)
    }
    const sheet = await (await fetch(`${origin}/admin/ballots`, { headers: { cookie: admin } })).text()
    const all = [...sheet.matchAll(/>([2-9A-HJKMNP-Z]{10})<\/strong>/g)].map((m) => m[1])
    if (all.length !== ballots) throw new Error(`the sheet has ${all.length} codes, not ${ballots}`)
    const codes = all.filter((_, i) => i % 2 === 1)
    const tokens = []
    for (const code of all.filter((_, i) => i % 2 === 0)) {
      const opened = await fetch(`${origin}/vote`, form({ code }, '', origin))
      const token = opened.headers.get('location')?.split('/vote/')[1]
      if (!token) throw new Error(`the code ${code} opened no ballot: ${opened.status}`)
      tokens.push(token)
    }
    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true })
    const approved = db.prepare("SELECT id FROM projects WHERE status = 'approved' ORDER BY id").pluck().all()
    const judgeable = db
      .prepare("SELECT id FROM projects WHERE status IN ('approved', 'pending') ORDER BY id")
      .pluck()
      .all()
    const criteria = db
      .prepare('SELECT id, max_points AS maxPoints FROM scoring_criteria WHERE is_active = 1 ORDER BY id')
      .all()
    const people = db.prepare('SELECT id, email FROM judges ORDER BY id LIMIT ?').all(RATES.judges)
    db.close()
    const judges = []
    for (const judge of people) {
      const answer = await fetch(`${origin}/api/judges/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: judge.email, password: 'demo-judge-password' }),
      })
      if (answer.status !== 200) throw new Error(`${judge.email} could not sign in: ${answer.status}`)
      judges.push({ id: judge.id, cookie: cookieOf(answer) })
    }
    return { admin, codes, tokens, approved, judgeable, criteria, judges }
  } finally {
    await stopServer(server)
  }
}

/**
 * What the server saved against what it acknowledged: every acknowledged score with its value, every
 * acknowledged vote counted for its project, every acknowledged submission with its photo. A vote whose
 * answer never came may be counted or not; one counted that nobody sent is an error too.
 */
export function checkWrites(dbFile, { acknowledged, unsure }) {
  const db = new Database(dbFile, { readonly: true })
  const score = db
    .prepare('SELECT score FROM project_scores WHERE project_id = ? AND judge_id = ? AND criteria_id = ?')
    .pluck()
  const scores = acknowledged.scores.filter(
    (s) => score.get(s.projectId, s.judgeId, s.criteriaId) !== s.score,
  )
  const counted = new Map(
    db
      .prepare('SELECT project_id AS id, count(*) AS n FROM ballots WHERE project_id IS NOT NULL GROUP BY 1')
      .all()
      .map((r) => [r.id, r.n]),
  )
  const tally = (list) => list.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map())
  const sent = tally(acknowledged.votes)
  const maybe = tally(unsure.votes)
  let votes = 0
  let strayVotes = 0
  for (const id of new Set([...sent.keys(), ...counted.keys()])) {
    const [ack, db$, may] = [sent.get(id) ?? 0, counted.get(id) ?? 0, maybe.get(id) ?? 0]
    votes += Math.max(0, ack - db$)
    strayVotes += Math.max(0, db$ - ack - may)
  }
  const saved = db.prepare(
    `SELECT (SELECT count(*) FROM stored_files f WHERE f.project_id = p.id) AS files FROM projects p WHERE p.name = ?`,
  )
  const submissions = acknowledged.submissions.filter((name) => !(saved.get(name)?.files > 0))
  db.close()
  return {
    checked: acknowledged.scores.length + acknowledged.votes.length + acknowledged.submissions.length,
    lost: scores.length + votes + submissions.length + strayVotes,
    detail: { scores: scores.length, votes, strayVotes, submissions: submissions.length },
  }
}

/** CPU seconds the server has used so far, read from /proc (user and system time, in the kernel's clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

export const meetsBudget = (row) => row.p99 <= BUDGET.p99Ms && row.failed === 0 && row.writes.lost === 0

/**
 * One row: a fresh copy of the prepared event, a server on it (pinned to `cpus`), the scenario, the count.
 * `variant`: its label, and any environment the server gets besides.
 */
export async function measureRow({
  work,
  seedDir,
  port,
  event,
  photo,
  variant,
  multiplier,
  seconds,
  warmup,
  cpus,
}) {
  const dataDir = path.join(work, 'run')
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.cpSync(seedDir, dataDir, { recursive: true })
  const loadBefore = os.loadavg()[0]
  const server = await startServer({ dataDir, port, cpus, ...variant })
  let result
  const cpuBefore = cpuSeconds(server.pid)
  const wallBefore = performance.now()
  let cpu
  try {
    result = await runBusiest({
      port,
      multiplier,
      seconds,
      warmupSeconds: warmup,
      event,
      photo,
      label: `${variant.label ?? ''} ${multiplier}x`.trim(),
    })
    // How much of its one core the server used over the run (warm-up included): what a machine without
    // other work would have had to give it.
    cpu = (cpuSeconds(server.pid) - cpuBefore) / ((performance.now() - wallBefore) / 1000)
  } finally {
    await stopServer(server)
  }
  const writes = checkWrites(path.join(dataDir, 'app.db'), result)
  const row = { ...result, label: variant.label, writes, cpu, load: [loadBefore, os.loadavg()[0]] }
  row.ok = meetsBudget(row)
  log(
    `${row.label} at ${multiplier}×: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
      `${row.failed} failed, ${writes.lost} of ${writes.checked} writes lost, CPU ${(100 * cpu).toFixed(0)}% of a core, ` +
      `generator late p99 ${row.lag.p99} ms, ` +
      `load ${row.load.map((l) => l.toFixed(1)).join('→')} ${row.ok ? '✅' : '❌'}`,
  )
  return row
}

/** Seeds the demo event into `seedDir` and prepares it; `ballots` enough for every row's votes. */
export async function seedEvent({ seedDir, port, projects, judges, pictures, ballots }) {
  fs.rmSync(seedDir, { recursive: true, force: true })
  log(`seeding ${projects} projects and ${judges} judges`)
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      'scripts/seed-demo.ts',
      '--data-dir',
      seedDir,
      '--projects',
      String(projects),
      '--judges',
      String(judges),
      '--pictures',
      String(pictures),
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  log(`opening People's Choice with ${ballots} ballots, signing ${RATES.judges} judges in`)
  return prepareEvent({ dataDir: seedDir, port, ballots })
}

/** Pins this process (the load generator) to `cpus`; returns the function that unpins it. */
export function pinSelf(cpus) {
  const all = `0-${os.availableParallelism() - 1}`
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' })
  return () => execFileSync('taskset', ['-a', '-p', '-c', all, String(process.pid)], { stdio: 'ignore' })
}

/** `npm run bench -- --smoke`'s part: three seconds at 1× on a small event, every kind of request once. */
export async function busiestSmoke({ work, port }) {
  const seedDir = path.join(work, 'busiest-seed')
  const event = await seedEvent({
    seedDir,
    port,
    projects: 60,
    judges: RATES.judges,
    pictures: 4,
    ballots: 10,
  })
  const photo = fs.readFileSync(await phonePhoto(path.join(root, '.cache'), { small: true }))
  const row = await measureRow({
    work,
    seedDir,
    port,
    event,
    photo,
    variant: { label: 'smoke' },
    multiplier: 1,
    seconds: 3,
    warmup: 0,
  })
  const kinds = Object.keys(row.byKind)
  const missing = ['phone page', 'judge save', 'vote', 'submission', 'reveal page', 'grading status'].filter(
    (kind) => !kinds.includes(kind),
  )
  return { row, ok: row.failed === 0 && row.writes.lost === 0 && missing.length === 0, missing }
}

export { BUDGET, RATES, PEAK_LIMIT, PEAK_SECONDS, ADMIN_PASSWORD }
