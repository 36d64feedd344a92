import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The checkout whose build the built-server tests run. BUILT_SERVER_ROOT points at another checkout's
 * build (an older commit, to see a test fail on the code it is meant to fix).
 */
export const serverRoot = path.resolve(process.env.BUILT_SERVER_ROOT ?? '.')

// What `remix build` reads: the app and what it bundles from db/ and server/, and the configuration. A file
// here newer than build/index.js means the build does not hold it yet.
const inputFolders = ['app', 'db', 'server']
const inputFiles = [
  'remix.config.js',
  'postcss.config.js',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

function newestInput(root: string): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 }
  const consider = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return
    // A folder's own time changes when a file is added, removed or renamed in it (a new route).
    if (stat.mtimeMs > newest.mtimeMs) newest = { file, mtimeMs: stat.mtimeMs }
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) consider(path.join(file, name))
  }
  for (const name of [...inputFolders, ...inputFiles]) consider(path.join(root, name))
  return newest
}

/** Why build/index.js cannot be trusted to be this source's production build, or null when it can. */
export function staleBuildReason(root = serverRoot): string | null {
  const built = path.join(root, 'build', 'index.js')
  const stat = fs.statSync(built, { throwIfNoEntry: false })
  if (!stat) return 'there is no build/index.js'
  // `npm run dev` writes a development build to the same place.
  if (!fs.readFileSync(built, 'utf8').includes('mode = "production"'))
    return 'build/index.js is a development build'
  const newest = newestInput(root)
  if (newest.mtimeMs > stat.mtimeMs) {
    return `${path.relative(root, newest.file)} changed after build/index.js was built`
  }
  // `remix build` alone leaves the scripts without the compressed copies `npm run build` adds.
  const entry = fs.readFileSync(built, 'utf8').match(/"(\/build\/entry\.client-\w+\.js)"/)?.[1]
  if (entry && !fs.existsSync(path.join(root, 'public', `${entry}.br`)))
    return 'the built scripts have no compressed copies (`remix build` without `npm run build`)'
  return null
}

/** Runs `npm run build` when the build is missing, a development build, or older than its source. */
export function ensureBuild(root = serverRoot) {
  const reason = staleBuildReason(root)
  if (!reason) return
  console.log(`[built-server tests] building the app: ${reason}`)
  // NODE_ENV is 'test' inside Vitest: the server runs a production build.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
    timeout: 180_000,
  })
  if (build.status !== 0) throw new Error('`npm run build` failed: these tests need build/index.js')
  const still = staleBuildReason(root)
  if (still) throw new Error(`the build is still not current after building: ${still}`)
}

/**
 * For a test that runs build/index.js: fails at once, saying why, rather than test a stale build. A file
 * that runs the built server belongs to the `built` project of vitest.config.ts, which builds first.
 */
export function expectCurrentBuild(root = serverRoot) {
  const reason = staleBuildReason(root)
  if (reason) {
    throw new Error(`${reason}: run this file in the "built" project of vitest.config.ts, which builds first`)
  }
}

/**
 * For the built-server tests only (the `built` project of vitest.config.ts): once per run, before any
 * test file starts, so the forks never build at the same time and never test a stale build.
 */
export default function setup() {
  ensureBuild()
}
