// `node scripts/bench-votes.js` (after `NODE_ENV=production npx remix build`): the venue's People's Choice
// (docs/decisions/0032). A fresh production server (one process, real rate limits); 300 ballots;
// every one opened by its typed code and then voted with, all from ONE address (the venue's Wi-Fi), ten at
// a time, while autocannon loads the anonymous /feed.
// Checks that every code opened and every vote counted, and writes the p50/p99 and the /feed req/s, with and
// without the votes, into bench/results.md's People's Choice section.
//
//   node scripts/bench-votes.js            300 votes (under a minute)
//   node scripts/bench-votes.js --smoke    30 votes, a second of /feed
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { startBuiltApp } from './built-app.js'
import { percentiles } from './bench-report.js'

const smoke = process.argv.includes('--smoke')
const VOTES = smoke ? 30 : 300
const BUDGET_MS = 5 * 60 * 1000
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const work = path.join(root, '.cache', 'bench-votes')
const port = Number(process.env.BENCH_PORT ?? 3950)
const origin = `http://localhost:${port}`
const password = 'bench-votes-admin-password'
const resultsFile = smoke ? path.join(work, 'results.md') : path.join(root, 'bench', 'results.md')
const START = '<!-- votes:start -->'
const END = '<!-- votes:end -->'

async function startServer() {
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(path.join(work, 'data'), { recursive: true })
  return startBuiltApp({
    root,
    port,
    dataDir: path.join(work, 'data'),
    env: {
      ADMIN_PASSWORD: password,
      RATE_LIMITS: '',
      RATE_LIMITS_DISABLED: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

const formBody = (fields) => ({
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

async function prepare() {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  })
  const admin = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const db = new Database(path.join(work, 'data', 'app.db'))
  db.pragma('busy_timeout = 5000')
  const insert = db.prepare(
    `INSERT INTO projects (name, description, submission_type, author_name, status, table_number)
     VALUES (?, 'A project', 'photo', 'Sam', 'approved', ?)`,
  )
  const projects = [1, 2, 3, 4, 5].map((n) => Number(insert.run(`Project ${n}`, n).lastInsertRowid))
  db.close()
  const admin$ = (fields) =>
    fetch(`${origin}/admin/awards?step=0`, {
      ...formBody(fields),
      headers: { ...formBody(fields).headers, cookie: admin },
    })
  await admin$({ intent: 'voting', voting: 'open' })
  await admin$({ intent: 'make-ballots', count: String(VOTES) })
  const sheet = await (await fetch(`${origin}/admin/ballots`, { headers: { cookie: admin } })).text()
  const codes = [...sheet.matchAll(/>([2-9A-HJKMNP-Z]{10})<\/strong>/g)].map((m) => m[1])
  if (codes.length !== VOTES) throw new Error(`the sheet has ${codes.length} codes, not ${VOTES}`)
  return { projects, codes }
}

/** Every code typed at /vote and then voted with, ten at a time, from this one address. */
async function vote(codes, projects) {
  const times = []
  const statuses = { code: new Map(), vote: new Map() }
  const count = (map, status) => map.set(status, (map.get(status) ?? 0) + 1)
  let next = 0
  const started = Date.now()
  const one = async (code, index) => {
    const opened = await fetch(`${origin}/vote`, formBody({ code }))
    count(statuses.code, opened.status)
    const target = opened.headers.get('location')
    if (!target) return
    const t0 = performance.now()
    const voted = await fetch(
      `${origin}${target}`,
      formBody({ projectId: String(projects[index % projects.length]) }),
    )
    times.push(performance.now() - t0)
    count(statuses.vote, voted.status)
  }
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < codes.length) {
        const index = next++
        await one(codes[index], index)
      }
    }),
  )
  return { times, statuses, elapsedMs: Date.now() - started }
}

function feedLoad(durationSeconds) {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${origin}/feed`, connections: 10, duration: durationSeconds }, (error, result) =>
      error ? reject(error) : resolve(result.requests.average),
    ),
  )
}

async function main() {
  const server = await startServer()
  try {
    const { projects, codes } = await prepare()
    const quiet = await feedLoad(smoke ? 1 : 5)
    const feed = feedLoad(smoke ? 1 : 10)
    const result = await vote(codes, projects)
    const during = await feed
    const db = new Database(path.join(work, 'data', 'app.db'), { readonly: true })
    const counted = db.prepare('SELECT count(*) FROM ballots WHERE project_id IS NOT NULL').pluck().get()
    db.close()
    const { p50, p99 } = percentiles(result.times)
    const ok =
      counted === VOTES && result.statuses.code.get(303) === VOTES && result.statuses.vote.get(303) === VOTES
    const section = [
      START,
      '## People’s Choice votes from one address',
      '',
      `\`node scripts/bench-votes.js\` on ${os.cpus().length} cores, one server process, real rate limits: ${VOTES} ballots`,
      'each opened by its typed code at `/vote` and voted with, ten at a time, all from one address (the venue’s',
      'Wi-Fi), while autocannon loads the anonymous `/feed` (10 connections). Budget: 300 votes in 5 minutes.',
      '',
      '| | |',
      '|---|---|',
      `| Codes opened (303) | ${result.statuses.code.get(303) ?? 0} of ${VOTES} |`,
      `| Votes saved (303) | ${result.statuses.vote.get(303) ?? 0} of ${VOTES} |`,
      `| Votes counted in the database | ${counted} of ${VOTES} ${ok ? '✅' : '❌'} |`,
      `| All of them took | ${(result.elapsedMs / 1000).toFixed(1)} s ${result.elapsedMs < BUDGET_MS ? '✅' : '❌'} (budget 300 s) |`,
      `| Vote latency p50 / p99 | ${p50} ms / ${p99} ms |`,
      `| Anonymous /feed req/s, quiet | ${Math.round(quiet)} |`,
      `| Anonymous /feed req/s, during the votes | ${Math.round(during)} |`,
      END,
    ].join('\n')
    console.log(section)
    if (!smoke || fs.existsSync(path.dirname(resultsFile))) {
      const old = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : ''
      const start = old.indexOf(START)
      const end = old.indexOf(END)
      const next =
        start === -1 || end === -1
          ? `${old.trimEnd()}\n\n${section}\n`
          : old.slice(0, start) + section + old.slice(end + END.length)
      fs.writeFileSync(resultsFile, next)
    }
    if (!ok) process.exitCode = 1
  } finally {
    server.kill()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
