/**
 * The Express app in front of Remix (docs/decisions/0008), built from well-kept middleware: helmet for the
 * security headers, compression, express.static, morgan, and @remix-run/express for Remix itself. Ours are
 * the small pieces the event needs that no package does: the cross-site refusal, the body caps, the
 * personal/public caching rule, the page cache for anonymous visitors, and long downloads paced to what
 * the visitor reads.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequestHandler } from '@remix-run/express'
import { createRequestHandler as createFetchHandler } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import helmet from 'helmet'
import morgan from 'morgan'
import onHeaders from 'on-headers'
import { cachingFor } from './audience.js'
import { limitBodies } from './body-limits.js'
import { refuseCrossSite } from '../app/infra/cross-site.js'
import { arrivesFromOutside } from './first-visit.js'
import { createPageCache, pageCache } from './page-cache.js'
import { forLog, redactSecrets } from './redact.js'
import { hstsMaxAgeSeconds, nonceSource, pageCspDirectives, referrerPolicy } from './security-headers.js'

const KB = 1024

/**
 * @param {{
 *   build: any, mode: string, publicDir: string, trustProxy: boolean, logRequests: boolean,
 *   publicUrl?: string, bodyIdleMs?: number, pageCacheMs?: number,
 * }} options publicUrl: the site's address (PUBLIC_URL), which the cross-site check trusts over Host;
 *   bodyIdleMs: how long a request body may send nothing before it is dropped (server/body-limits.js);
 *   pageCacheMs: how long a public page is kept for anonymous visitors (server/page-cache.js; 0: never)
 */
export function createApp({
  build,
  mode,
  publicDir,
  trustProxy,
  logRequests,
  publicUrl,
  bodyIdleMs,
  pageCacheMs = 0,
}) {
  const development = mode === 'development'
  /** What the app learns from the server (AppLoadContext in remix.env.d.ts). */
  const getLoadContext = (req, res) => ({
    clientAddress: req.ip,
    cspNonce: res.locals.cspNonce,
    // 'close' comes once the answer has gone out, or the visitor left: the work is never skipped.
    afterAnswer: (work) => res.once('close', work),
    drained: () => drained(res),
  })
  // Pages are compressed for every visitor (each carries its own nonce), so cheaply: brotli at quality 1
  // with a 256 KB window (the default 4 MB window costs more to set up than a page takes to render). On a
  // 50 KB page quality 1 takes a third of quality 2's time for about 6% more bytes. A first visit from
  // outside the site carries the stylesheet in its head (server/first-visit.js), a page of 150 KB before
  // compression, on a phone that has nothing of ours yet: quality 5 sends the feed's as 23 KB instead of
  // 29.5 KB, for about 1 ms more, once per visitor.
  const brotliAt = (quality) =>
    compression({
      threshold: KB,
      brotli: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
      },
    })
  const compressPage = brotliAt(1)
  const compressFirstVisit = brotliAt(5)
  /** @type {import('express').RequestHandler} */
  const compress = (req, res, next) =>
    arrivesFromOutside(req.get('sec-fetch-site'))
      ? compressFirstVisit(req, res, next)
      : compressPage(req, res, next)

  const app = express()
  app.disable('x-powered-by')
  // Behind our HTTPS proxy (TRUST_PROXY=1) the client's address and scheme come from X-Forwarded-For (its
  // left-most entry) and X-Forwarded-Proto; otherwise from the socket, whatever a request's headers claim.
  app.set('trust proxy', trustProxy)

  if (logRequests) {
    // morgan's own :url would write a private link's token; ours writes it redacted (server/redact.js).
    morgan.token('url-without-secrets', (req) => redactSecrets(req.originalUrl || req.url))
    app.use(morgan(':remote-addr :method :url-without-secrets :status :response-time ms'))
  }
  app.use(refuseCrossSite({ trustProxy, publicOrigin: publicUrl ? new URL(publicUrl).origin : undefined }))
  app.use(
    limitBodies(build.entry.module.bodyLimits ?? { formBytes: 64 * KB, multipartBytes: 64 * KB }, {
      idleMs: bodyIdleMs,
    }),
  )
  app.use(securityHeaders({ development, assetsPath: build.publicPath }))
  app.use(cachingHeaders)
  if (!development && pageCacheMs > 0) {
    const handleFetch = createFetchHandler(build, mode)
    const origin = (req) => `${req.protocol}://${forwardedHost(req, trustProxy)}`
    const cache = createPageCache({
      ttlMs: pageCacheMs,
      // A build without the export (the bench's trivial app) never shares a cached page across writes.
      version: build.entry.module.dataVersion ?? (() => String(Math.random())),
    })
    const render = async (req, res) => {
      const context = getLoadContext(req, res)
      const request = new Request(origin(req) + req.originalUrl, { headers: fetchHeaders(req) })
      return { response: await handleFetch(request, context), nonce: context.cspNonce }
    }
    // Before compression: it compresses what differs per visitor itself, and the rest only once.
    app.use(pageCache({ cache, compress, origin, render }))
  }
  // Built assets are compressed harder than pages: each visitor downloads them once (they are cached for a
  // year), on a phone over slow Wi-Fi. `npm run build` writes each at brotli's highest quality (below); a
  // build without them (`remix build` alone) is compressed here at quality 6, which sends the largest
  // (React and Remix, 257 KB) as 78 KB instead of quality 1's 94 KB, for about 20 ms once per visitor. So
  // are the pages' words (/locales/<language>/<part>.json, kept for a year too): a sixth smaller, 0.5 KB of
  // a first visit.
  const compressAsset = compression({
    threshold: KB,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  })
  app.use((req, res, next) =>
    req.path.startsWith(build.publicPath) || req.path.startsWith('/locales/')
      ? compressAsset(req, res, next)
      : compress(req, res, next),
  )
  // Built assets have their content's hash in their name: cached for a year. Everything else in public/
  // (the logo, the fallback pictures) may change with an update: an hour. Only names with an extension
  // can be files, so pages skip the disk look-up.
  // The build names its folder from the project's root (public/build), which is where public/ is, whatever
  // folder the server was started from.
  const assetsDir = path.resolve(publicDir, '..', build.assetsBuildDirectory)
  // Each as `npm run build` compressed it at brotli's highest quality (`name.js.br`, scripts/precompress.js)
  // when the browser takes brotli, through express-static-gzip; a file without one, as it is (and then
  // compressed above, per request).
  app.use(
    build.publicPath,
    expressStaticGzip(assetsDir, {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  )
  const servePublic = express.static(publicDir, { maxAge: '1h', index: false })
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? servePublic(req, res, next) : next()))
  // A built file that is not there (a page from before an update asking for an old one) is a plain 404: it
  // has none of a page's headers (securityHeaders), so it must never be rendered as a page.
  app.use(build.publicPath, (_req, res) =>
    res.status(404).type('text').set('Cache-Control', 'no-store').send('Not found'),
  )
  app.all('*', createRequestHandler({ build, mode, getLoadContext }))
  app.use(serverError)
  return app
}

/**
 * helmet on every answer, with the pages' nonce CSP (a fresh nonce per answer, given to Remix through the
 * load context). Uploaded files carry their own, stricter policy (docs/decisions/0007): for them helmet
 * adds only the headers they do not set. HSTS only over HTTPS, where it means something.
 */
function securityHeaders({ development, assetsPath }) {
  const pages = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pageCspDirectives((_req, res) => nonceSource(res.locals.cspNonce), { development }),
    },
    referrerPolicy: { policy: referrerPolicy },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  })
  const files = helmet({
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: false,
    referrerPolicy: false,
    xContentTypeOptions: false,
    xFrameOptions: false,
    strictTransportSecurity: false,
  })
  // The built scripts and stylesheets only need what a subresource reads: nosniff and the resource policy.
  // A page's policy, frame and referrer headers mean nothing on them, and cost a phone about 700 bytes on
  // each of the 25 to 30 files a first visit fetches.
  const assets = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: false,
  })
  const hsts = helmet.strictTransportSecurity({ maxAge: hstsMaxAgeSeconds, includeSubDomains: true })
  return (req, res, next) => {
    if (req.secure) hsts(req, res, () => {})
    if (req.path.startsWith(assetsPath)) return assets(req, res, next)
    res.locals.cspNonce = newNonce()
    const headers = req.path.startsWith('/api/files/') ? files : pages
    headers(req, res, next)
  }
}

// 128 random bits per answer, never reused.
const newNonce = () => crypto.randomBytes(16).toString('base64')

/**
 * Resolves once the visitor's connection has sent what it was given: a long answer's body waits on it
 * before reading each piece (app/infra/file-responses.server.ts), since @remix-run/express writes
 * whatever it is handed without waiting. Read on the socket: compression answers a response's own 'drain'
 * listeners from its compressor instead.
 */
function drained(res) {
  const socket = res.socket
  if (!socket || socket.destroyed || !socket.writableNeedDrain) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done)
      socket.off('close', done)
      resolve()
    }
    socket.on('drain', done)
    socket.on('close', done)
  })
}

/** The host the visitor asked for: the proxy's X-Forwarded-Host only when the proxy is trusted. */
function forwardedHost(req, trustProxy) {
  const forwarded = trustProxy ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  return forwarded || req.get('host') || 'localhost'
}

function fetchHeaders(req) {
  const headers = new Headers()
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1])
  return headers
}

/** server/audience.js, applied to every answer just before its headers go out (the route's own win). */
function cachingHeaders(req, res, next) {
  onHeaders(res, () => {
    const { cacheControl, varyCookie } = cachingFor(req.originalUrl, req.headers.cookie)
    if (cacheControl && !res.getHeader('Cache-Control')) res.setHeader('Cache-Control', cacheControl)
    if (varyCookie) res.vary('Cookie')
  })
  next()
}

function serverError(error, req, res, _next) {
  // The visitor's own mistake (an address with a broken %-escape: Express's "Failed to decode param")
  // is a 400 and not worth a log line; anything else is ours.
  const theirs = error?.status >= 400 && error.status < 500
  // An error can quote the URL (Express's "Failed to decode param '/my-project/…'").
  if (!theirs) console.error(forLog(error))
  if (res.headersSent) return res.destroy()
  res
    .status(theirs ? error.status : 500)
    .type('text')
    .set('Cache-Control', 'no-store')
    .send(theirs ? 'This address could not be read.' : 'Something went wrong. Please try again.')
}
