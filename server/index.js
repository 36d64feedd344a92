// The production server: `npm start` builds the app and runs this file, one process; `npm run dev` runs it
// under `remix dev`, which restarts it after every rebuild (docs/decisions/0008). On the club's server,
// systemd starts it and starts it again if it stops (README, "Running it as a service"). One process on one
// core, with the page cache, holds the club's busiest five minutes at five times their rates
// (docs/decisions/0043).
//
//   node server/index.js [path/to/build/index.js]      (default: build/index.js)
//
// The app runs unchanged under plain `remix-serve build/index.js` too; this server adds what the event
// needs in front of it: the client's address for the limits, a cross-site refusal and body caps before
// anything is read, a slow reader's downloads paced to what they read, and a page cache for the anonymous
// crowd.
//
// Settings (besides the app's own, see the README): PORT (3000), HOST (all interfaces), LOG_REQUESTS=1 (one
// line per request), TRUST_PROXY=1, BODY_IDLE_TIMEOUT_MS (60000: a request body that sends nothing for that
// long is dropped), PAGE_CACHE_MS (1000; 0 turns the page cache off). The app's PUBLIC_URL is read here too: the cross-site refusal compares a browser's
// Origin with it (cross-site.js).
import path from 'node:path'
import url from 'node:url'
import { broadcastDevReady, installGlobals } from '@remix-run/node'
import { createApp } from './app.js'

process.env.NODE_ENV ??= 'production'
const mode = process.env.NODE_ENV

await serve()

async function serve() {
  installGlobals({ nativeFetch: true })

  const buildPath = path.resolve(process.argv[2] ?? 'build/index.js')
  const build = await import(url.pathToFileURL(buildPath).href)
  // The app's one reading of the environment (app/infra/env.server.ts), checked as the build loaded.
  const { env } = build.entry.module
  if (!env) throw new Error(`${buildPath} exports no env: build the app with \`npm run build\``)
  const port = env.PORT

  const app = createApp({
    build,
    mode,
    publicDir: path.resolve(path.dirname(buildPath), '..', 'public'),
    trustProxy: env.TRUST_PROXY,
    logRequests: env.LOG_REQUESTS,
    publicUrl: env.PUBLIC_URL,
    bodyIdleMs: env.BODY_IDLE_TIMEOUT_MS,
    pageCacheMs: env.PAGE_CACHE_MS,
  })

  const server = app.listen(port, env.HOST, () => {
    console.log(`[server] http://localhost:${port}`)
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
