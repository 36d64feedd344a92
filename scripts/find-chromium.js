// Finds a Chromium for the browser tests, installing one if it can:
// CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own download
// (where the network allows it), then Debian's package when running as root.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

function usable(path) {
  if (!path || !fs.existsSync(path)) return false
  const result = spawnSync(path, ['--version', '--no-sandbox'], { encoding: 'utf8', timeout: 20_000 })
  return result.status === 0
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core')
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

function log(message) {
  console.log(`[chromium] ${message}`)
}

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (usable(fromEnv)) return fromEnv
    log(`CHROMIUM_PATH=${fromEnv} is not a working browser; looking elsewhere`)
  }
  for (const path of systemPaths) if (usable(path)) return path

  const bundled = await playwrightChromium()
  if (usable(bundled)) return bundled

  log('no Chromium found; trying Playwright’s browser download')
  const download = spawnSync('npx', ['playwright', 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 5 * 60_000,
  })
  if (download.status === 0 && usable(await playwrightChromium())) return playwrightChromium()

  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    log('installing Debian’s chromium package with apt-get')
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } catch {
      log('apt-get could not install chromium')
    }
    for (const path of systemPaths) if (usable(path)) return path
  }

  throw new Error(
    'No Chromium browser for the end-to-end tests. Install one with\n' +
      '  sudo apt-get install -y chromium\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.',
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findChromium().then(
    (path) => console.log(path),
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
