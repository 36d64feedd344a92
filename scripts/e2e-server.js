// Every production server the Playwright suite uses, each on a fresh data folder, started at once by
// this one process (Playwright starts the servers of its webServer list one after another). It prints
// "e2e servers ready" once each answers, which the config waits for; Playwright ends the process group,
// servers included, after the run.
//
// E2E_SERVERS: a JSON list of { port, dataDir, env } (playwright.config.ts). A folder is named so that
// tests can write fixtures (approvals, scores) into the same SQLite file, as the admin and judge pages do,
// and read the server's log (password-reset links go there when no mail server is set).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'

const servers = JSON.parse(process.env.E2E_SERVERS ?? 'null')
if (!Array.isArray(servers) || servers.length === 0) throw new Error('E2E_SERVERS is required')

const children = []
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

function start({ port, dataDir, env }) {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const log = fs.createWriteStream(`${dataDir}/server.log`)
  const child = spawn(process.execPath, ['server/index.js', 'build/index.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      E2E_SERVERS: undefined,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    },
  })
  child.stdout.pipe(log)
  children.push(child)
  // One server gone ends the run: its stories would fail one by one, each after its own timeout.
  child.on('exit', (code, signal) => {
    console.error(`[e2e] the server on port ${port} exited (${signal ?? code})`)
    stop()
    process.exit(1)
  })
  return answers(port)
}

/** Resolves once the server answers a page. */
async function answers(port) {
  for (;;) {
    const status = await new Promise((resolve) => {
      const request = http.get({ host: 'localhost', port, path: '/challenge-info' }, (response) => {
        response.resume()
        resolve(response.statusCode)
      })
      request.on('error', () => resolve(0))
    })
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const started = Date.now()
await Promise.all(servers.map(start))
console.log(`e2e servers ready: ${servers.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
