// What the screenshot scripts (scripts/screens*.js) share: a demo event seeded into a scratch folder, the
// built server started on it, Chromium, the screen sizes, signing in, and saving a shot as a small PNG.
// Run after `npm run build`.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

export const screensAdminPassword = 'screens-admin-password'

/** A phone's, a tablet's and a laptop's screen, by width. */
export const screenSizes = {
  390: { width: 390, height: 844 },
  820: { width: 820, height: 1180 },
  1280: { width: 1280, height: 800 },
}

/**
 * Writes a screenshot as a palette PNG, small enough to keep in docs/screens, and prints its path and size
 * unless `quiet`. Returns its size in bytes.
 */
export async function savePng(png, file, { quality = 80, quiet = false } = {}) {
  await sharp(png).png({ palette: true, quality, compressionLevel: 9 }).toFile(file)
  const { size } = fs.statSync(file)
  if (!quiet) console.log(`${path.relative(process.cwd(), file)} (${Math.round(size / 1024)} KB)`)
  return size
}

/** Signs `page` in as the organiser, through the login form, and waits for the dashboard. */
export async function signInAsOrganiser(page, base) {
  await page.goto(`${base}/admin`)
  await page.getByLabel('Password').fill(screensAdminPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
}

/** Signs `page` in as the demo event's first judge (scripts/seed-demo.ts) and waits for their dashboard. */
export async function signInAsJudge(page, base) {
  await page.goto(`${base}/judge-login`)
  await page.getByLabel('Email').fill('judge01@demo.example.org')
  await page.getByLabel('Password').fill('demo-judge-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/judge-dashboard/)
}

/** A new page at `viewport`, with or without JavaScript, signed in as `who`: nobody, 'admin' or 'judge'. */
export async function openPage(browser, base, viewport, { js = true, who = 'none' } = {}) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: js })
  const page = await context.newPage()
  if (who === 'admin') await signInAsOrganiser(page, base)
  if (who === 'judge') await signInAsJudge(page, base)
  return { page, done: () => context.close() }
}

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
 * `name`, serves it on `port` (SCREENS_PORT, when set, instead: a port of one's own on a shared machine)
 * and launches Chromium. `close()` stops both and removes the folder; `dataDir` is
 * that folder (its app.db), for a script that shapes the event further while the server runs.
 */
export async function startScreensEvent({ name, port: defaultPort, seedArgs, env = {} }) {
  const port = Number(process.env.SCREENS_PORT ?? defaultPort)
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

/** The label a before-and-after script names its shots with (`before`, `after`): its first argument. */
export function shotLabel(script) {
  const label = process.argv[2]
  if (!label || !/^[a-z]+$/.test(label)) {
    console.error(`Usage: node scripts/${script} <label>   (e.g. before, after)`)
    process.exit(1)
  }
  return label
}

/**
 * Shoots each of `pages` ({ name: url }) at every screen size, what a visitor sees first (the viewport), as
 * `out/<label>-<name>-<width>.png`, and prints their total size. `signIn(page)` runs once a size;
 * `arrange(page, name, url, viewport)` runs before each shot, and a shot it answers false to is skipped.
 */
export async function shootPages({ browser, base, out, label, pages, signIn, arrange }) {
  let total = 0
  fs.mkdirSync(out, { recursive: true })
  for (const viewport of Object.values(screenSizes)) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    if (signIn) await signIn(page)
    for (const [name, url] of Object.entries(pages)) {
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' })
      if (arrange && (await arrange(page, name, url, viewport)) === false) continue
      const file = path.join(out, `${label}-${name}-${viewport.width}.png`)
      total += await savePng(await page.screenshot(), file, { quality: 70, quiet: true })
    }
    await context.close()
  }
  console.log(`${path.relative(process.cwd(), out)}/${label}-*.png: ${Math.round(total / 1024)} KB in all`)
}
