// The bench's patches table: what each patch in patches/ buys. The same build is served several times at
// once, each copy with some of the patches taken back out, and the judge's dashboard and an uncached project
// page are loaded on every copy in turn, round after round, so that the machine's drift falls on all alike.
//
//   npm run bench -- --patches      builds, seeds its own event, writes its section of bench/results.md
//
// node_modules is shared by every worktree (hard links): nothing under it is ever changed. Each copy is a
// folder of its own: the build and server/ copied, public/ and every package linked to the real one, except
// the patched packages, which are real copies with the unwanted patches reversed (`patch -R`). The servers
// run with --preserve-symlinks, so that a linked package finds its neighbours in the copy's node_modules and
// not beside the real package (where the patched versions are).
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { benchCookies, pagesToLoad } from './bench-pages.js'

const selfPath = new URL(import.meta.url).pathname
const root = path.resolve(path.dirname(selfPath), '..')
const patchesDir = path.join(root, 'patches')

/** Counted rounds; every copy and page is loaded once more before them, not counted (V8 warms up). */
export const ROUNDS = 4
export const WARMUP_SECONDS = 2
export const SECONDS = 2
// Enough to keep every worker of a copy busy (renders take turns, server/app.js), few enough that a round's
// answers are many times the requests left waiting at its end.
export const CONNECTIONS = 16
/** Rounds of the CPU measure: each copy renders each page PAGES_A_TURN times in a row per round. */
const CPU_ROUNDS = 12
export const PAGES_A_TURN = 40

/** patch-package's file name (`@remix-run+react+2.17.5.patch`) to the package's name (`@remix-run/react`). */
export function packageOfPatch(file) {
  const parts = file.replace(/\.patch$/, '').split('+')
  parts.pop()
  return parts.join('/')
}

/**
 * Patches kept for what they fix rather than for speed, each held by its own test, never measured here:
 * @remix-run/node waits for a slow reader before writing more of a streamed answer (the new challenge's
 * archive; tests/smoke/archive-stream.test.ts bounds the server's memory with it).
 */
export const KEPT_FOR_CORRECTNESS = ['@remix-run/node']

/** The patches this bench measures: every one in patches/ but those kept for correctness. */
export function listPatches(dir = patchesDir) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.patch'))
    .sort()
    .map((file) => ({ file, name: packageOfPatch(file) }))
    .filter((patch) => !KEPT_FOR_CORRECTNESS.includes(patch.name))
}

// The three patches that keep a page's route tree the same object from one render to the next work as a
// chain: the route-modules map (server-runtime) is the key under which RemixServer (react) keeps the tree,
// which is the key under which the static router (react-router-dom) keeps its data routes, which is the tree
// the router's own caches are kept for. Without any one link the rest of the chain misses on every page
// (what is left, the route-modules map or the server route tree built once, is a few dozen objects), so they
// are measured, kept or dropped together.
export const ROUTE_TREE = ['@remix-run/server-runtime', '@remix-run/react', 'react-router-dom']

/** The patches as they are measured: the route-tree chain as one group, each other patch alone. */
export function groupsOf(patches) {
  const chain = patches.filter((p) => ROUTE_TREE.includes(p.name))
  const groups = chain.length ? [{ label: 'the route-tree chain', patches: chain }] : []
  for (const patch of patches)
    if (!ROUTE_TREE.includes(patch.name)) groups.push({ label: patch.name, patches: [patch] })
  return groups
}

/** The copies to serve: every patch, none, and (when there are two groups or more) each group taken out. */
export function variantsFor(patches) {
  const groups = groupsOf(patches)
  const names = (group) => group.patches.map((p) => p.name)
  const variants = [{ label: `all ${patches.length} patches`, without: [] }]
  if (groups.length === 0) return variants
  variants.push({ label: 'no patch', without: patches.map((p) => p.name) })
  if (groups.length > 1)
    for (const group of groups)
      variants.push({ label: `without ${group.label}`, without: names(group), group })
  return variants
}

/** A folder that serves the built app with the patches of `without` reversed. */
export function makeCopy(dir, patches, without) {
  fs.mkdirSync(dir, { recursive: true })
  for (const name of ['server', 'build'])
    fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true })
  fs.symlinkSync(path.join(root, 'public'), path.join(dir, 'public'))
  const modules = path.join(root, 'node_modules')
  const copied = new Set(patches.map((p) => p.name))
  const link = (from, to) => {
    fs.mkdirSync(to, { recursive: true })
    for (const entry of fs.readdirSync(from)) {
      if (entry === '.bin' || entry === '.cache') continue
      const name = path.relative(modules, path.join(from, entry))
      if (copied.has(name)) continue
      // A scope holding a patched package is a real folder of links; every other entry one link.
      if (entry.startsWith('@') && [...copied].some((c) => c.startsWith(`${name}/`)))
        link(path.join(from, entry), path.join(to, entry))
      else fs.symlinkSync(path.join(from, entry), path.join(to, entry))
    }
  }
  link(modules, path.join(dir, 'node_modules'))
  for (const patch of patches) {
    // Real copies, never links: the reversal must not reach the shared files.
    execFileSync('cp', ['-r', path.join(modules, patch.name), path.join(dir, 'node_modules', patch.name)])
    if (without.includes(patch.name))
      execFileSync('patch', ['-R', '-p1', '-s', '-d', dir, '-i', path.join(patchesDir, patch.file)])
  }
}

/** The files the copy's server loads resolve into the copy, not the shared node_modules. */
function checkResolution(dir) {
  const script = `
    const { createRequire } = require('node:module')
    const from = (file) => createRequire(file)
    const express = from(${JSON.stringify(path.join(dir, 'server', 'index.js'))}).resolve('@remix-run/express')
    const node = from(express).resolve('@remix-run/node')
    const runtime = from(node).resolve('@remix-run/server-runtime')
    const react = from(${JSON.stringify(path.join(dir, 'build', 'index.js'))}).resolve('@remix-run/react')
    const dom = from(react).resolve('react-router-dom/server')
    const router = from(dom).resolve('@remix-run/router')
    console.log(JSON.stringify([express, node, runtime, react, dom, router]))`
  const files = JSON.parse(
    execFileSync(process.execPath, ['--preserve-symlinks', '-e', script], { encoding: 'utf8' }),
  )
  const outside = files.filter((f) => !f.startsWith(dir + path.sep))
  if (outside.length) throw new Error(`the copy in ${dir} loads shared files: ${outside.join(', ')}`)
}

async function waitForHttp(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`)
    try {
      await (await fetch(url)).arrayBuffer()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Waits until the server answers a cheap request quickly again (it may still be working off a queue). */
async function settle(base) {
  for (let quick = 0, tries = 0; quick < 3 && tries < 200; tries++) {
    const started = performance.now()
    await fetch(`${base}/api/scoring/criteria`).then((r) => r.arrayBuffer())
    quick = performance.now() - started < 20 ? quick + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 30, ...options }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Serves every variant from its own copy (and its own copy of the seeded data folder), loads the two pages
 * on each in turn for ROUNDS rounds, and answers the variants with each page's req/s of every round.
 */
export async function measurePatches({
  dataDir,
  basePort,
  workers,
  log,
  rounds = ROUNDS,
  seconds = SECONDS,
  cpuRounds = CPU_ROUNDS,
}) {
  const patches = listPatches()
  const variants = variantsFor(patches)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-patches-'))
  const children = []
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  }
  process.on('exit', stop)
  try {
    log(`${variants.length} copies of the app in ${work}: ${variants.map((v) => v.label).join('; ')}`)
    const servers = []
    for (const [i, variant] of variants.entries()) {
      const dir = path.join(work, `v${i}`)
      makeCopy(dir, patches, variant.without)
      checkResolution(dir)
      fs.cpSync(dataDir, path.join(dir, 'data'), { recursive: true })
      const port = basePort + i
      const child = spawn(
        process.execPath,
        [path.join(dir, 'server', 'index.js'), path.join(dir, 'build', 'index.js')],
        {
          // db/migrations is found from the working folder; every package from the copy.
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --preserve-symlinks`.trim(),
            PORT: String(port),
            DATA_DIR: path.join(dir, 'data'),
            ADMIN_PASSWORD: 'bench-admin-password',
            RATE_LIMITS_DISABLED: '1',
            WEB_CONCURRENCY: String(workers),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      )
      children.push(child)
      servers.push({ ...variant, base: `http://localhost:${port}`, child, dir })
    }
    for (const server of servers) {
      await waitForHttp(`${server.base}/`, server.child)
      server.event = await benchCookies(server.base, path.join(server.dir, 'data'))
    }
    log('every copy answers, its judges signed in')
    const pages = pagesToLoad.slice(0, 2)
    for (const server of servers) server.rps = pages.map(() => [])
    const loadOnce = async (server, p, duration) => {
      await settle(server.base)
      const result = await cannon({
        url: server.base,
        connections: CONNECTIONS,
        duration,
        requests: pages[p].requests(server.event),
      })
      const failed = result.errors + result.timeouts + result.non2xx
      if (failed) throw new Error(`${server.label}, ${pages[p].label}: ${failed} requests failed`)
      return result.requests.total / result.duration
    }
    // Not counted: each copy's V8 warms up on each page.
    for (const server of servers) for (const p of pages.keys()) await loadOnce(server, p, WARMUP_SECONDS)
    log('warmed up')
    for (let round = 0; round < rounds; round++) {
      // Every other round backwards, so that no variant is always loaded just after the same neighbour.
      const order = round % 2 ? [...servers].reverse() : servers
      for (const server of order) {
        for (const p of pages.keys()) {
          const rps = await loadOnce(server, p, seconds)
          server.rps[p].push(rps)
          log(
            `round ${round + 1}, ${server.label}, ${pages[p].label.split(' (')[0]}: ${rps.toFixed(0)} req/s`,
          )
        }
      }
    }
    // The CPU a page costs, in one process that holds every copy (the servers stopped first): the sessions
    // of the first copy's event serve them all.
    stop()
    await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : null)))
    const [first] = servers
    const input = path.join(work, 'cpu-input.json')
    fs.writeFileSync(
      input,
      JSON.stringify({
        dirs: servers.map((s) => s.dir),
        judges: first.event.judges,
        approved: first.event.approved,
        rounds: cpuRounds,
      }),
    )
    log(`CPU time a page, in one process, ${cpuRounds} rounds`)
    const cpu = JSON.parse(
      execFileSync(process.execPath, ['--preserve-symlinks', selfPath, '--cpu-per-page', input], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: path.join(first.dir, 'data'),
          ADMIN_PASSWORD: 'bench-admin-password',
          RATE_LIMITS_DISABLED: '1',
        },
      })
        .trim()
        .split('\n')
        .at(-1),
    )
    for (const [i, server] of servers.entries()) server.cpu = cpu[i]
    return {
      patches,
      pages: pages.map((p) => p.label),
      variants: servers.map(({ label, without, group, rps, cpu }) => ({ label, without, group, rps, cpu })),
    }
  } finally {
    stop()
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
      ),
    )
    process.off('exit', stop)
    fs.rmSync(work, { recursive: true, force: true })
  }
}

// -------------------------------------------------------------------------------------------------------------
// The CPU a page costs: every copy's build in one process (started with --preserve-symlinks, so that each
// copy's packages are its own), the pages rendered by Remix's request handler without HTTP, a turn of each
// copy after the other. process.cpuUsage counts this process's CPU only, so the other work on the machine
// moves it much less than it moves req/s.
// -------------------------------------------------------------------------------------------------------------

async function cpuPerPage(inputFile) {
  const { dirs, judges, approved, rounds } = JSON.parse(fs.readFileSync(inputFile, 'utf8'))
  const handlers = []
  for (const dir of dirs) {
    const node = createRequire(path.join(dir, 'server', 'index.js')).resolve('@remix-run/node')
    const { createRequestHandler } = await import(pathToFileURL(node).href)
    const build = await import(pathToFileURL(path.join(dir, 'build', 'index.js')).href)
    handlers.push(createRequestHandler(build, 'production'))
  }
  let n = 0
  const requests = [
    () =>
      new Request('http://localhost/judge-dashboard', { headers: { cookie: judges[n++ % judges.length] } }),
    () => new Request(`http://localhost/project/${approved[Math.floor(Math.random() * approved.length)]}`),
  ]
  const turn = async (handle, page, count) => {
    const before = process.cpuUsage()
    for (let i = 0; i < count; i++) {
      const response = await handle(requests[page](), { clientAddress: '127.0.0.1', cspNonce: 'bench' })
      if (response.status !== 200) throw new Error(`${dirs[handlers.indexOf(handle)]}: ${response.status}`)
      await response.arrayBuffer()
    }
    const used = process.cpuUsage(before)
    return (used.user + used.system) / 1000 / count
  }
  // Not counted: V8 warms up on each copy's code.
  for (const handle of handlers)
    for (const page of requests.keys()) await turn(handle, page, 3 * PAGES_A_TURN)
  const cpu = handlers.map(() => requests.map(() => []))
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...handlers.keys()].reverse() : [...handlers.keys()]
    for (const i of order)
      for (const page of requests.keys()) cpu[i][page].push(await turn(handlers[i], page, PAGES_A_TURN))
  }
  console.log(JSON.stringify(cpu))
}

if (process.argv[1] && path.resolve(process.argv[1]) === selfPath && process.argv[2] === '--cpu-per-page') {
  cpuPerPage(process.argv[3]).then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
