// The production server: `npm start` builds the app and runs this file; `npm run dev` runs it under
// `remix dev`, which restarts it after every rebuild (docs/decisions/0008).
//
//   node server/index.js [path/to/build/index.js]      (default: build/index.js)
//
// The app runs unchanged under plain `remix-serve build/index.js` too; this server adds what the event
// needs in front of it: the client's address for the limits, a cross-site refusal and body caps before
// anything is read, and a page cache for the anonymous crowd.
//
// Settings (besides the app's own, see the README): PORT (3000), HOST (all interfaces), PAGE_CACHE_MS
// (1000; 0 turns the page cache off), LOG_REQUESTS=1 (one line per request), TRUST_PROXY=1,
// WEB_CONCURRENCY (how many worker processes; default one per core, see server/workers.js),
// BODY_IDLE_TIMEOUT_MS (60000: a request body that sends nothing for that long is dropped). The app's
// PUBLIC_URL is read here too: the cross-site refusal compares a browser's Origin with it (cross-site.js).
import cluster from 'node:cluster'
import path from 'node:path'
import url from 'node:url'
import { broadcastDevReady, installGlobals } from '@remix-run/node'
import { createApp } from './app.js'
import { runWorkers } from './workers.js'

process.env.NODE_ENV ??= 'production'
const mode = process.env.NODE_ENV

// In production the first process only starts and watches the workers; each worker runs what follows.
// Under `remix dev` there is one process, which the dev server restarts after every rebuild.
if (mode === 'development' || (await runWorkers(process.env.WEB_CONCURRENCY)) === 'worker') await serve()

async function serve() {
  installGlobals({ nativeFetch: true })

  const flag = (value) => value === '1' || value === 'true'
  const port = Number(process.env.PORT || 3000)

  const buildPath = path.resolve(process.argv[2] ?? 'build/index.js')
  const build = await import(url.pathToFileURL(buildPath).href)

  const app = createApp({
    build,
    mode,
    publicDir: path.resolve(path.dirname(buildPath), '..', 'public'),
    trustProxy: flag(process.env.TRUST_PROXY),
    pageCacheMs: Number(process.env.PAGE_CACHE_MS ?? 1000),
    logRequests: flag(process.env.LOG_REQUESTS),
    publicUrl: process.env.PUBLIC_URL || undefined,
    bodyIdleMs: Number(process.env.BODY_IDLE_TIMEOUT_MS) || undefined,
  })

  const server = app.listen(port, process.env.HOST, () => {
    // One line for all the workers.
    if (!cluster.isWorker || cluster.worker?.id === 1) console.log(`[server] http://localhost:${port}`)
    if (mode === 'development') void broadcastDevReady(build)
  })
  // An idle connection is kept longer than a reverse proxy keeps its end open for reuse (nginx: 60 s):
  // closed first by us, a connection the proxy had just picked for a request would answer it 502.
  // headersTimeout stays above it, so that a kept connection's next request is never timed out first.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  // No limit on a whole request (Node's default is 5 minutes): a submission on a slow uplink may take
  // longer, and counts from when it arrived (docs/decisions/0030). A body that stops arriving is dropped
  // after BODY_IDLE_TIMEOUT_MS instead, and every body is capped in size (server/body-limits.js).
  server.requestTimeout = 0

  // Stop taking requests, let the ones in progress finish, then exit (the database needs no closing: every
  // acknowledged write is already on disk). A request that hangs does not hold the shutdown beyond 10 s.
  // Ctrl-C reaches the workers twice (from the terminal and from the first process): once is enough.
  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      server.close(() => process.exit(0))
      server.closeIdleConnections()
      setTimeout(() => process.exit(0), 10_000).unref()
    })
  }
}
