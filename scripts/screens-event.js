// What the screenshot scripts (screens.js, screens-awards.js, screens-public.js) share: a demo event seeded
// into a scratch folder, the built server started on it, and Chromium. Run after `npm run build`.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'

export const screensAdminPassword = 'screens-admin-password'

async function until(url) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not answer at ${url}`)
}

/**
 * Seeds the demo event with `seedArgs` (scripts/seed-demo.ts's options) into a new folder named after
 * `name`, serves it on `port` and launches Chromium. `close()` stops both and removes the folder; `dataDir` is
 * that folder (its app.db), for a script that shapes the event further while the server runs.
 */
export async function startScreensEvent({ name, port, seedArgs, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  const seeded = spawnSync('npx', ['tsx', 'scripts/seed-demo.ts', '--data-dir', dataDir, ...seedArgs], {
    stdio: 'inherit',
  })
  if (seeded.status !== 0) process.exit(seeded.status ?? 1)

  const server = spawn('node', ['server/index.js', 'build/index.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: screensAdminPassword,
      SESSION_SECRET: 'screens-session-secret-0123456789abcdef',
      ...env,
    },
  })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const close = async () => {
    await browser.close()
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const base = `http://localhost:${port}`
  try {
    await until(`${base}/challenge-info`)
  } catch (error) {
    await close()
    throw error
  }
  return { base, browser, close, dataDir }
}
