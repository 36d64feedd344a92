import { env } from '~/infra/env.server'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'

// The judges' service worker as /sw.js serves it (docs/decisions/0014): Workbox's own production builds of
// the three parts it uses, each defining its piece of the global `workbox`, then our worker. Put together
// here rather than by a build step, because `remix build` has no hook for a worker and is run directly by
// the tests, the CI and the benchmark; and served by a route rather than from public/, because under plain
// remix-serve a file of public/ is cached for an hour and a worker's fixes must reach tablets at once.

const workboxParts = ['workbox-core', 'workbox-routing', 'workbox-strategies']

// This module runs inside the server build (build/index.js), next to the app's sources.
const workerSource = new URL('../app/service-worker/judge-sw.js', import.meta.url)

let built: { body: string; etag: string } | undefined

export function judgeServiceWorker() {
  if (built && env.NODE_ENV !== 'development') return built
  const require = createRequire(import.meta.url)
  const parts = workboxParts.map((name) => {
    const file = require.resolve(`${name}/build/${name}.prod.js`)
    // Their last line names a source map that is not served.
    return fs.readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '')
  })
  const body = [...parts, fs.readFileSync(workerSource, 'utf8')].join('\n')
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  built = { body, etag }
  return built
}
