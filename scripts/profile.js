// `npm run profile`: where a rendered page's time goes. Runs after `npm run bench` (it uses the bench's built
// app and its demo event in .cache/bench): for each page the server is started alone under `--cpu-prof`,
// loaded with autocannon for a few seconds, stopped, and its profile's samples are split into
// loader/queries, React render, serialisation, compression, session, route matching, GC and the rest.
//
//   npm run profile                     the judge's dashboard, a project page, the family's feed
//   npm run profile -- --keep           also keeps the .cpuprofile files (open them in Chrome's DevTools)
//
// The split walks each sample's stack from the innermost frame out and takes the first frame it knows
// (`categoryOf`): a query called from a loader counts as a query, a zlib call as compression.
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { benchCookies, benchWork, pagesToLoad } from './bench-pages.js'
import { startBuiltApp } from './built-app.js'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const dataDir = path.join(benchWork, 'data')
const profiles = path.join(benchWork, 'profiles')
const port = Number(process.env.BENCH_PORT ?? 3900) + 5
const seconds = Number(process.env.PROFILE_SECONDS ?? 6)

if (!fs.existsSync(path.join(dataDir, 'app.db'))) {
  console.error('[profile] no demo event in .cache/bench: run `npm run bench` first')
  process.exit(1)
}

/** The category of one frame, or null to look further out. Order matters: the first rule that matches. */
function categoryOf(frame) {
  const { functionName: name, url } = frame.callFrame
  if (name === '(garbage collector)') return 'garbage collection'
  if (name === '(idle)') return 'idle'
  if (name === '(program)') return 'other (native, unattributed)'
  // The judges sign in once before the load starts: their password checks are not the page's cost.
  if (/bcryptjs/.test(url)) return 'sign-in'
  if (/better-sqlite3|drizzle-orm/.test(url)) return 'loader: queries'
  if (!url && /^(all|get|run|iterate|pluck|raw|prepare|exec)$/.test(name)) return 'loader: queries'
  if (url === 'node:zlib' || /\/compression\//.test(url)) return 'compression'
  if (/react-dom/.test(url)) return 'React render'
  if (/turbo-stream/.test(url) || (/server-runtime/.test(url) && /serialize|encode|stringify/i.test(name)))
    return 'serialisation'
  if (
    /@remix-run\/router/.test(url) &&
    /compilePath|matchRoutes|matchPath|flattenRoutes|rankRoute/.test(name)
  )
    return 'route matching'
  if (/cookies?\.js|sessions?\.js|remix-auth|node:crypto|bcrypt/.test(url)) return 'session'
  if (/build\/index\.js$/.test(url) && /loader|action/i.test(name)) return 'loader: other'
  if (
    /express|helmet|on-headers|morgan|send|serve-static|body-parser|finalhandler|server\/[a-z-]+\.js$/.test(
      url,
    )
  )
    return 'HTTP and middleware'
  if (/@remix-run/.test(url)) return 'Remix (other)'
  return null
}

/** Self time by category: each sample goes to the first categorised frame from the innermost out. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const cache = new Map()
  const categoryOfNode = (id) => {
    if (cache.has(id)) return cache.get(id)
    let category = null
    for (let at = id; at !== undefined && !category; at = parent.get(at)) category = categoryOf(byId.get(at))
    category ??= 'other JavaScript (app code, Node internals)'
    cache.set(id, category)
    return category
  }
  const totals = new Map()
  profile.samples.forEach((id, i) => {
    const category = categoryOfNode(id)
    totals.set(category, (totals.get(category) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  totals.delete('idle')
  totals.delete('sign-in')
  const busy = [...totals.values()].reduce((a, b) => a + b, 0)
  return {
    busyMs: busy / 1000,
    shares: [...totals].sort((a, b) => b[1] - a[1]).map(([category, us]) => ({ category, share: us / busy })),
  }
}

async function profilePage({ label, requests }) {
  const dir = path.join(profiles, label.replace(/[^a-z0-9]+/gi, '-').toLowerCase())
  fs.rmSync(dir, { recursive: true, force: true })
  const child = await startBuiltApp({
    root,
    port,
    dataDir,
    env: { RATE_LIMITS_DISABLED: '1', ADMIN_PASSWORD: 'bench-admin-password' },
    nodeArgs: [`--cpu-prof`, `--cpu-prof-dir=${dir}`],
    stdio: ['ignore', 'ignore', 'inherit'],
    readyPath: '/',
  })
  const base = `http://localhost:${port}`
  const cookies = await benchCookies(base, dataDir)
  const result = await new Promise((resolve, reject) =>
    autocannon({ url: base, connections: 20, duration: seconds, requests: requests(cookies) }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGINT')
  await exited
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error(`${label}: no profile was written`)
  const summary = summarise(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
  if (!process.argv.includes('--keep')) fs.rmSync(dir, { recursive: true, force: true })
  return { label, rps: result.requests.average, failed: result.non2xx + result.errors, ...summary }
}

const results = []
for (const page of pagesToLoad) {
  const result = await profilePage(page)
  results.push(result)
  console.log(`\n${result.label}: ${result.rps.toFixed(0)} req/s under the profiler, ${result.failed} failed`)
  for (const { category, share } of result.shares) {
    if (share >= 0.005) console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${category}`)
  }
}
if (results.some((r) => r.failed > 0)) process.exit(1)
