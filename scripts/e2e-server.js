// The production server on a fresh data folder, for Playwright. The folder is
// named by E2E_DATA_DIR so tests can write fixtures (approvals, scores) into
// the same SQLite file, as later features' admin and judge pages would.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const dataDir = process.env.E2E_DATA_DIR
if (!dataDir) throw new Error('E2E_DATA_DIR is required')
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })

// The log is also written to a file: tests read password-reset links from it, as an organiser would.
const log = fs.createWriteStream(`${dataDir}/server.log`)
const child = spawn('node', ['server/index.js', 'build/index.js'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  },
})

child.stdout.on('data', (chunk) => {
  log.write(chunk)
  process.stdout.write(chunk)
})

const stop = () => child.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => process.exit(code ?? 0))
