import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { afterAll, expect, it } from 'vitest'
import { launchOptions } from '../../playwright.config'
import { freePort, send } from '../setup/built-server'

// `npm run dev` (remix dev with our server, `-c`): it serves the app, and a change to a source file
// reaches an open page through the live-reload socket. Run by `npm test` BEFORE the production build,
// because the dev server writes its own build into build/ (vitest.dev.config.ts).
const stops: Array<() => void> = []
afterAll(() => stops.forEach((stop) => stop()))

it('npm run dev serves the app and live-reloads an open page after a change', async () => {
  const [port, devPort] = [await freePort(), await freePort()]
  fs.mkdirSync('tests/.tmp', { recursive: true })
  const dataDir = fs.mkdtempSync(path.resolve('tests/.tmp', 'dev-'))
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(devPort)], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'dev-admin-pass',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // npm, remix dev and our server: the whole process group goes.
  stops.push(() => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const until = Date.now() + 90_000
  while (!output.includes(`[server] http://localhost:${port}`)) {
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`npm run dev did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  const page = await send({ port }, '/challenge-info')
  expect(page.status).toBe(200)
  expect(page.text).toContain('Science Innovation Challenge')
  expect(page.text).toContain(`LIVE_RELOAD_ORIGIN = "http://localhost:${devPort}/"`)

  const browser = await chromium.launch(launchOptions)
  stops.push(() => void browser.close())
  const tab = await browser.newPage()
  const messages: string[] = []
  tab.on('console', (message) => messages.push(message.text()))
  await tab.goto(`http://localhost:${port}/challenge-info`)
  // A new modification time is a change to the watcher, and leaves the file's content alone. Touched again
  // until the page hears of the rebuild, in case its socket was not connected yet.
  const source = path.resolve('app/routes/challenge-info.tsx')
  for (let tries = 0; !messages.some((m) => /\[remix\] rebuilt/.test(m)); tries++) {
    if (tries === 12) throw new Error(`the page heard of no rebuild:\n${messages.join('\n')}\n${output}`)
    const now = new Date()
    fs.utimesSync(source, now, now)
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
  expect(messages.some((m) => m.includes('[remix] file changed: app/routes/challenge-info.tsx'))).toBe(true)
  // The server is restarted on the new build and still serves the page, once it is back: the page may hear
  // of the rebuild before the new server says it listens, and on a busy machine a touch the watcher saw late
  // rebuilds and restarts it once more, and a request sent in between finds no one listening.
  await expect
    .poll(() => output.split(`[server] http://localhost:${port}`).length, { timeout: 30_000 })
    .toBeGreaterThan(2)
  await expect
    .poll(
      () =>
        send({ port }, '/challenge-info').then(
          ({ status }) => status,
          () => 0,
        ),
      {
        timeout: 30_000,
        interval: 250,
      },
    )
    .toBe(200)
}, 150_000)
