// The production server: `npm start` builds the app and runs this file (docs/decisions/0008).
//
//   node server/index.js [path/to/build/index.js]      (default: build/index.js)
//
// Remix's own `remix-serve` does the same job, minus three things the event needs: a cross-site form
// post answered 403 before any action runs, brotli that does not cost more than the page it compresses,
// and the page cache for anonymous visitors. It is plain Node (no framework) so there is little to learn.
//
// Settings (besides the app's own, see the README): PORT (3000), HOST (all interfaces), PAGE_CACHE_MS
// (1000; 0 turns the page cache off), LOG_REQUESTS=1 (one line per request), TRUST_PROXY.
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import url from 'node:url'
import zlib from 'node:zlib'
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  installGlobals,
  writeReadableStreamToWritable,
} from '@remix-run/node'
import compression from 'compression'
import serveStatic from 'serve-static'
import { isCrossSite, isWriteMethod } from './cross-site.js'
import { createPageCache, isCacheable } from './page-cache.js'

process.env.NODE_ENV ??= 'production'
installGlobals({ nativeFetch: true })

const flag = (value) => value === '1' || value === 'true'
const trustProxy = flag(process.env.TRUST_PROXY)
const logRequests = flag(process.env.LOG_REQUESTS)
const port = Number(process.env.PORT || 3000)

const buildPath = path.resolve(process.argv[2] ?? 'build/index.js')
const build = await import(url.pathToFileURL(buildPath).href)
const handleRemix = createRequestHandler(build, process.env.NODE_ENV)
const publicDir = path.resolve(path.dirname(buildPath), '..', 'public')

// Built assets have their content's hash in their name: cached for a year. Everything else in public/
// (the logo, the fallback pictures) may change with an update: an hour.
const serveAssets = serveStatic(build.assetsBuildDirectory, { immutable: true, maxAge: '1y', index: false })
const servePublic = serveStatic(publicDir, { maxAge: '1h', index: false })

// Pages are compressed for every visitor (each carries its own nonce), so cheaply: brotli at quality 2
// with a 256 KB window (the default 4 MB window costs more to set up than a page takes to render); on
// /feed that is 8.6 KB instead of 7.8 KB at quality 4, for a third more pages per second. Gzip for
// browsers without brotli. Small answers are not worth compressing.
const compress = compression({
  threshold: 1024,
  brotli: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
})

const pageCache = createPageCache({
  ttlMs: Number(process.env.PAGE_CACHE_MS ?? 1000),
  // A build without the export (the bench's trivial app) never shares a cached page across writes.
  version: build.entry.module.dataVersion ?? (() => String(Math.random())),
})

/** The Fetch API request Remix wants, aborted if the browser goes away before the answer is sent. */
function toRequest(req, res) {
  const headers = new Headers()
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1])
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const init = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(`http://${req.headers.host ?? `localhost:${port}`}${req.url}`, init)
}

function writeHead(res, status, headers) {
  res.statusCode = status
  for (const [name, value] of headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
}

// A cached page keeps the nonce it was rendered with as a placeholder; each visitor gets a new one, so no
// two answers share a nonce (the Content-Security-Policy's promise).
const noncePattern = /'nonce-([^']+)'/

/** br or gzip, whichever the browser takes (brotli first), else null. */
function preferredEncoding(acceptEncoding = '') {
  const accepted = new Set()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

const encoders = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
}

function sendCached(req, res, page) {
  const headers = new Headers(page.headers)
  if (page.nonce) {
    // A page with a nonce differs for every visitor: the compression middleware compresses each copy.
    const nonce = crypto.randomBytes(16).toString('base64')
    headers.set('content-security-policy', page.csp.replace(page.nonce, nonce))
    writeHead(res, page.status, headers)
    return res.end(page.body.replaceAll(page.nonce, nonce))
  }
  // The same bytes for everyone (JSON, Remix's .data): compressed once per cached copy, not per visitor.
  const encoding =
    Buffer.byteLength(page.body) >= 1024 ? preferredEncoding(req.headers['accept-encoding']) : null
  headers.append('vary', 'Accept-Encoding')
  if (!encoding) {
    writeHead(res, page.status, headers)
    return res.end(page.body)
  }
  page.encoded ??= {}
  const body = (page.encoded[encoding] ??= encoders[encoding](Buffer.from(page.body)))
  headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  writeHead(res, page.status, headers)
  res.end(body)
}

// Pages being made for the cache, by URL: visitors asking for the same page meanwhile wait for that one
// rather than all rendering it at once when the cached copy expires.
const inFlight = new Map()

/** Renders a cacheable page once and caches it; null when the answer may not be shared. */
async function renderShared(req, res) {
  const versionBefore = pageCache.version()
  const response = await handleRemix(toRequest(req, res))
  if (response.status !== 200 || response.headers.has('set-cookie')) return { response }
  const csp = response.headers.get('content-security-policy') ?? ''
  const page = {
    status: response.status,
    headers: [...response.headers],
    body: await response.text(),
    csp,
    nonce: noncePattern.exec(csp)?.[1] ?? null,
  }
  pageCache.set(req.url, page, versionBefore)
  return { page }
}

async function handlePage(req, res) {
  if (pageCache.enabled && isCacheable(req.method, req.url, req.headers.cookie)) {
    const cached = pageCache.get(req.url)
    if (cached) return sendCached(req, res, cached)
    const shared = inFlight.get(req.url)
    if (shared) {
      const { page } = await shared
      if (page) return sendCached(req, res, page)
    } else {
      const rendering = renderShared(req, res).finally(() => inFlight.delete(req.url))
      inFlight.set(req.url, rendering)
      const { page, response } = await rendering
      if (page) return sendCached(req, res, page)
      return sendResponse(req, res, response)
    }
  }
  return sendResponse(req, res, await handleRemix(toRequest(req, res)))
}

async function sendResponse(req, res, response) {
  writeHead(res, response.status, response.headers)
  if (response.body && req.method !== 'HEAD') await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

function refuseCrossSite(req, res) {
  const api = req.url.startsWith('/api/')
  res.statusCode = 403
  res.setHeader('content-type', api ? 'application/json' : 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(
    api
      ? JSON.stringify({ message: 'Cross-site requests are not allowed' })
      : '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request refused</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>Request refused</h1><p>This form was sent from another website, so nothing was changed. Please use the form on this site.</p><p><a href="/">Go to the home page</a></p></body></html>',
  )
}

/** Runs connect-style middleware: true when it passed the request on, false when it answered it. */
const run = (middleware, req, res) =>
  new Promise((resolve, reject) => {
    const answered = () => resolve(false)
    res.once('finish', answered)
    res.once('close', answered)
    middleware(req, res, (error) => {
      res.off('finish', answered)
      res.off('close', answered)
      if (error) reject(error)
      else resolve(true)
    })
  })

const isAssetPath = (pathname) => pathname.startsWith(build.publicPath)
// Only names with an extension can be files in public/; pages skip the disk look-up.
const mayBePublicFile = (pathname) => /\.[a-z0-9]+$/i.test(pathname) && !pathname.startsWith('/api/')

async function handle(req, res) {
  const started = logRequests ? performance.now() : 0
  if (logRequests) {
    res.on('finish', () =>
      console.log(
        `${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`,
      ),
    )
  }
  try {
    if (isWriteMethod(req.method)) {
      const header = (name) => req.headers[name]
      if (isCrossSite(header, { trustProxy })) return refuseCrossSite(req, res)
    }
    await run(compress, req, res)
    const pathname = req.url.split('?', 1)[0]
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (isAssetPath(pathname)) {
        // Like a mounted middleware: the asset folder's files are named without the /build prefix.
        const original = req.url
        req.url = original.slice(build.publicPath.length - 1)
        const passed = await run(serveAssets, req, res)
        req.url = original
        if (!passed) return
      }
      if (mayBePublicFile(pathname) && !(await run(servePublic, req, res))) return
    }
    await handlePage(req, res)
  } catch (error) {
    console.error(error)
    if (!res.headersSent) {
      res.statusCode = 500
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end('Something went wrong. Please try again.')
    } else {
      res.destroy()
    }
  }
}

const server = http.createServer((req, res) => void handle(req, res))
server.keepAliveTimeout = 5_000

server.listen(port, process.env.HOST, () => {
  console.log(`[server] http://localhost:${port}`)
})

// Stop taking requests, let the ones in progress finish, then exit (the database needs no closing: every
// acknowledged write is already on disk). A request that hangs does not hold the shutdown beyond 10 s.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
