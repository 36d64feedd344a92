// The bench's forgot-password row: a reset link asked for a judge's e-mail must be answered as fast as one
// asked for an unknown e-mail, or the time tells a stranger which e-mails are judges. Requests for known and
// unknown e-mails take turns, one at a time on a quiet server; the medians are compared.
//
//   node scripts/bench-forgot.js      this row alone: the built app on a fresh data folder with 20 judges
//
// `npm run bench` measures it on the demo event, with the rate limits off (RATE_LIMITS_DISABLED=1).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import url from 'node:url'
import Database from 'better-sqlite3'
import { startBuiltApp } from './built-app.js'

const PACE_MS = 50

/** The budget: the two medians less than this far apart. */
export const FORGOT_PASSWORD_GAP_MS = 2

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One request; the milliseconds from sending it to the end of the answer. */
function timeOne(agent, origin, email) {
  const body = JSON.stringify({ email })
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.request(
      `${origin}/api/judges/forgot-password`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`forgot-password answered ${response.statusCode}`))
          else resolve(performance.now() - started)
        })
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * The median times of `count` requests for the judges' e-mails and `count` for unknown ones, taking turns
 * (so that the machine's drift falls on both alike), after a few of each not counted.
 * @param {{ origin: string, judgeEmails: string[], count?: number, warmup?: number }} options
 */
export async function forgotPasswordTimes({ origin, judgeEmails, count = 20, warmup = 5 }) {
  if (judgeEmails.length === 0) throw new Error('forgot-password needs judges to ask for')
  const known = []
  const unknown = []
  // One connection kept open, so that each time is the answer's and not also a new connection's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    for (let i = -warmup; i < count; i++) {
      const judge = judgeEmails[(i + warmup) % judgeEmails.length]
      const stranger = `nobody-${i + warmup}@bench.example.org`
      // Who goes first alternates too.
      const order = i % 2 ? [judge, stranger] : [stranger, judge]
      for (const email of order) {
        const ms = await timeOne(agent, origin, email)
        if (i >= 0) (email === judge ? known : unknown).push(ms)
        // Paced as a stranger probing one e-mail at a time would be: what a judge's e-mail sets off after its
        // answer (the token, the log or the mail) is done before the next request, so that each answer is
        // timed on its own rather than behind the work of the one before.
        await new Promise((resolve) => setTimeout(resolve, PACE_MS))
      }
    }
  } finally {
    agent.destroy()
  }
  const knownMs = median(known)
  const unknownMs = median(unknown)
  return { count, knownMs, unknownMs, gapMs: Math.abs(knownMs - unknownMs) }
}

/** The bench's budget row for those times. */
export function forgotPasswordBudget(times) {
  return {
    name: `forgot-password: median of ${times.count} judges' e-mails within ${FORGOT_PASSWORD_GAP_MS} ms of ${times.count} unknown ones`,
    measured: `known ${times.knownMs.toFixed(2)} ms, unknown ${times.unknownMs.toFixed(2)} ms (${times.gapMs.toFixed(2)} ms apart)`,
    ok: times.gapMs < FORGOT_PASSWORD_GAP_MS,
  }
}

/** This row alone, on the built app (`npx remix build` first). */
async function standalone() {
  const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forgot-'))
  const port = Number(process.env.BENCH_PORT ?? 3950)
  const child = await startBuiltApp({
    root,
    port,
    dataDir,
    env: {
      ADMIN_PASSWORD: 'bench-admin-password',
      RATE_LIMITS_DISABLED: '1',
      SMTP_URL: '',
    },
  })
  const origin = `http://localhost:${port}`
  try {
    const db = new Database(path.join(dataDir, 'app.db'))
    const judgeEmails = Array.from({ length: 20 }, (_, i) => `judge-${i + 1}@bench.example.org`)
    const insert = db.prepare(
      "INSERT INTO judges (name, email, email_key, password, approved_at) VALUES ('Bench Judge', ?, ?, 'x', 0)",
    )
    for (const email of judgeEmails) insert.run(email, email)
    db.close()
    const times = await forgotPasswordTimes({ origin, judgeEmails })
    const budget = forgotPasswordBudget(times)
    console.log(`| ${budget.name} | ${budget.measured} | ${budget.ok ? '✅' : '❌'} |`)
  } finally {
    child.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === url.fileURLToPath(import.meta.url)) {
  standalone().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
