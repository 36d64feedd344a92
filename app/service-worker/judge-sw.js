// The judges' service worker (docs/decisions/0014). /sw.js is this file placed after Workbox's production
// builds of workbox-core, workbox-routing and workbox-strategies, which define the global `workbox`
// (app/features/judging/judge-service-worker.server.ts). Only the judge dashboard registers it, with the scope
// /judge: it sees the judges' pages (/judge-login, /judge-dashboard, /judge-logout) and the requests they
// make, never an organiser's page.
//
// So that a judge who reloads or reopens the tablet without a network still sees their queue and a
// project's evaluate panel, it keeps, on that judge's device only:
//   - the app shell, shared and impersonal: the build's files and the pages' words (/locales/: hashed
//     names and versioned addresses, cache first) and the logo and pictures of public/ (served from the
//     copy, refreshed behind it);
//   - in one cache per judge: the dashboard's pages and their `.data` requests (network first, the copy
//     when the network fails or is slow) and the projects' uploaded pictures (cache first: a stored
//     file's name never changes). When the dashboard loads it names its queue, which is fetched ahead.
// Never kept: anything but a plain 200 of this site, an answer that sets a cookie (the app marks those
// X-Sets-Cookie: a service worker cannot see Set-Cookie), anything under /admin or /api/admin. Every
// judge's copy is deleted when someone signs in or out here, and when the site answers the dashboard with
// a redirect (nobody signed in any more); another judge's copy is deleted when a judge's dashboard loads.

const SHELL_CACHE = 'sc-shell-v1'
// app/components/judge/judge-service-worker.ts deletes these too, at logout: keep the prefix the same there.
const JUDGE_CACHE_PREFIX = 'sc-judge-'
const NETWORK_TIMEOUT_SECONDS = 4
// The server renders every page fetched ahead: a few at a time.
const PARALLEL_FETCHES = 3

const { registerRoute } = workbox.routing
const { CacheFirst, NetworkFirst, StaleWhileRevalidate } = workbox.strategies

const judgeCacheName = (judgeId) => `${JUDGE_CACHE_PREFIX}${judgeId}`

const isAdmin = (path) => path.startsWith('/admin') || path.startsWith('/api/admin')
const isDashboard = (path) => path === '/judge-dashboard' || path === '/judge-dashboard.data'
const isUpload = (path) => path.startsWith('/api/files/')
const isHashedAsset = (path) => path.startsWith('/build/') || path.startsWith('/locales/')
const isPublicPicture = (path) => path === '/logo.svg' || path.startsWith('/fallbacks/')

/** This site, but never the organiser's pages or JSON. */
const ownSite = (url) => url.origin === self.location.origin && !isAdmin(url.pathname)
/** The only requests this worker ever answers or keeps. */
const ours = (url, request) => request.method === 'GET' && ownSite(url)

// The judge whose copy this device holds: named by their dashboard, found again in the cache's name when
// the browser restarts this worker; undefined until known, null for nobody.
let judge
const judgeKnown = caches.keys().then((names) => {
  if (judge !== undefined) return
  const name = names.find((cacheName) => cacheName.startsWith(JUDGE_CACHE_PREFIX))
  judge = name ? Number(name.slice(JUDGE_CACHE_PREFIX.length)) : null
})
// Raised by a sign-out and by each request to keep the queue: the run under way stops.
let generation = 0
// When each address was last stored, in this worker's life: what a run of keepQueue must not prune.
const storedAt = new Map()

/**
 * From now on only `keep`'s answers are stored (nobody's by default), and every other judge's copy is
 * deleted. In turn, each sparing whoever is the judge when it runs.
 */
let forgetting = Promise.resolve()
function forgetJudges(keep = null) {
  judge = keep
  generation += 1
  forgetting = forgetting
    .then(async () => {
      const names = await caches.keys()
      const others = names.filter(
        (name) => name.startsWith(JUDGE_CACHE_PREFIX) && name !== judgeCacheName(judge),
      )
      await Promise.all(others.map((name) => caches.delete(name)))
    })
    .catch((error) => console.error('A judge’s offline copy could not be deleted', error))
  return forgetting
}

const storable = (response) =>
  response.status === 200 && response.type === 'basic' && !response.headers.has('X-Sets-Cookie')

const noteStored = async ({ request }) => {
  storedAt.set(request.url, Date.now())
}

const shellPlugin = {
  cacheWillUpdate: async ({ response }) => (storable(response) ? response : null),
  cacheDidUpdate: noteStored,
}

/** Stores only while `owner` is the judge signed in here (a sign-out during a fetch stores nothing). */
const ownerPlugin = (owner) => ({
  cacheWillUpdate: async ({ response }) => (owner === judge && storable(response) ? response : null),
  cacheDidUpdate: noteStored,
})

// The dashboard answered with a redirect (to /judge-login; a `.data` request gets it as a 202): whoever
// was signed in here is not any more.
const signedOutPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.type === 'opaqueredirect' || response.redirected || response.status === 202) {
      await forgetJudges()
    }
    return response
  },
}

// One cache per judge; each copy is answered whatever the Vary of the answer that was kept (no other
// person's answer is ever in it).
const matchOptions = { ignoreVary: true }
const judgeStrategies = new Map()
function strategiesFor(owner) {
  if (!judgeStrategies.has(owner)) {
    const cacheName = judgeCacheName(owner)
    judgeStrategies.set(owner, {
      pages: new NetworkFirst({
        cacheName,
        matchOptions,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [signedOutPlugin, ownerPlugin(owner)],
      }),
      uploads: new CacheFirst({ cacheName, matchOptions, plugins: [ownerPlugin(owner)] }),
    })
  }
  return judgeStrategies.get(owner)
}
const hashedAssets = new CacheFirst({ cacheName: SHELL_CACHE, matchOptions, plugins: [shellPlugin] })
const publicPictures = new StaleWhileRevalidate({
  cacheName: SHELL_CACHE,
  matchOptions,
  plugins: [shellPlugin],
})

/** The judge's page or data, fresh when the network answers; offline, the copy, else their queue's page. */
registerRoute(
  ({ url, request }) => ours(url, request) && isDashboard(url.pathname),
  async ({ event, request }) => {
    await judgeKnown
    if (judge == null) return fetch(request)
    try {
      return await strategiesFor(judge).pages.handle({ event, request })
    } catch (error) {
      const fallback = request.mode === 'navigate' ? await queuePage() : undefined
      if (fallback) return fallback
      throw error
    }
  },
)

registerRoute(
  ({ url, request }) => ours(url, request) && isUpload(url.pathname),
  async ({ event, request }) => {
    await judgeKnown
    return judge == null ? fetch(request) : strategiesFor(judge).uploads.handle({ event, request })
  },
)

registerRoute(({ url, request }) => ours(url, request) && isHashedAsset(url.pathname), hashedAssets)
registerRoute(({ url, request }) => ours(url, request) && isPublicPicture(url.pathname), publicPictures)

/** A page of the dashboard that was never kept, offline: the judge's queue is the next best thing. */
async function queuePage() {
  const cache = await caches.open(judgeCacheName(judge))
  return (
    (await cache.match('/judge-dashboard?show=queue', matchOptions)) ??
    (await cache.match('/judge-dashboard', matchOptions))
  )
}

// Signing in or out here, with or without JS (Remix posts a form with JS to its `.data` twin): nobody's
// copy stays. Not answered here: the browser sends them as usual.
const signInOrOut = ['/judge-login', '/judge-logout', '/api/judges/login', '/api/judges/logout']
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  const path = url.pathname.replace(/\.data$/, '')
  if (event.request.method === 'POST' && url.origin === self.location.origin && signInOrOut.includes(path)) {
    event.waitUntil(forgetJudges())
  }
})

/**
 * The dashboard names what to keep (app/components/judge/judge-service-worker.ts): its judge, the pages and `.data`
 * requests of the queue and of each project in it, those projects' pictures, and the app shell the page
 * loaded. Only addresses this worker would keep anyway are taken.
 */
self.addEventListener('message', (event) => {
  const message = event.data
  if (event.origin !== self.location.origin || message?.type !== 'keep-judge-dashboard') return
  if (!Number.isSafeInteger(message.judge)) return
  event.waitUntil(keepQueue(event, message))
})

async function keepQueue(event, { judge: owner, pages = [], uploads = [], shell = [] }) {
  await judgeKnown
  // Another judge's copy never stays beside this one's.
  if (owner !== judge) await forgetJudges(owner)
  const run = ++generation
  const started = Date.now()
  const { pages: pageStrategy, uploads: uploadStrategy } = strategiesFor(owner)
  const pick = (urls, test) =>
    [...new Set(urls)]
      .map((href) => new URL(href, self.location.origin))
      .filter((url) => ownSite(url) && test(url.pathname))
  const pageUrls = pick(pages, isDashboard)
  const uploadUrls = pick(uploads, isUpload)
  // A project's page already kept is not fetched again: each one costs the server a render, and the
  // dashboard asks after every save. The lists are (their statuses change with every save); a project page
  // is refreshed whenever the judge opens it online, since pages are network-first.
  const kept = await caches.open(judgeCacheName(owner))
  const missing = []
  for (const url of pageUrls) {
    const listOnly = !url.searchParams.has('project')
    if (listOnly || !(await kept.match(url.href, matchOptions))) missing.push(url)
  }
  const assetUrls = pick(shell, isHashedAsset)
  const jobs = [
    ...assetUrls.map((url) => [hashedAssets, url]),
    ...pick([...shell, ...uploads], isPublicPicture).map((url) => [publicPictures, url]),
    ...uploadUrls.map((url) => [uploadStrategy, url]),
    ...missing.map((url) => [pageStrategy, url]),
  ]
  const current = () => run === generation && owner === judge
  await Promise.all(
    Array.from({ length: PARALLEL_FETCHES }, async () => {
      for (let job = jobs.shift(); job && current(); job = jobs.shift()) {
        const [strategy, url] = job
        // `Purpose: prefetch`: the app leaves a pending notice for the page the judge will see.
        const request = new Request(url, { headers: { Purpose: 'prefetch' } })
        // A fetch that fails (the network gone again) leaves the copy as it was.
        const [response, done] = strategy.handleAll({ event, request })
        await Promise.allSettled([response, done])
      }
    }),
  )
  if (!current()) return
  // What the queue no longer holds (a project reviewed, a list since changed) and an older build's files.
  if (pageUrls.length > 0)
    await prune(judgeCacheName(owner), [...pageUrls, ...uploadUrls], started, () => true)
  if (assetUrls.length > 0) await prune(SHELL_CACHE, assetUrls, started, isHashedAsset)
}

/** Deletes the entries of `cacheName` (those whose path passes `test`) neither named nor stored since `started`. */
async function prune(cacheName, named, started, test) {
  const keep = new Set(named.map((url) => url.href))
  const cache = await caches.open(cacheName)
  for (const request of await cache.keys()) {
    const stale = !keep.has(request.url) && (storedAt.get(request.url) ?? 0) < started
    if (stale && test(new URL(request.url).pathname)) await cache.delete(request)
  }
}

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('sc-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})
workbox.core.clientsClaim()
