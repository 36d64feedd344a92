// The production server on a fresh, throw-away data folder, for Playwright.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'science-challenge-e2e-'))
const child = spawn('node', ['node_modules/@remix-run/serve/dist/cli.js', 'build/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    SESSION_SECRET: process.env.E2E_SESSION_SECRET ?? 'e2e-session-secret-0123456789abcdef',
  },
})

function stop() {
  child.kill('SIGTERM')
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
