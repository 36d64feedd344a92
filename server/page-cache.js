/**
 * A micro-cache of whole public pages for visitors without any of our cookies (docs/decisions/0008).
 * On the awards afternoon hundreds of phones reload the same leaderboard; rendering it once a second
 * instead of for every phone keeps the server responsive for the judges who are still scoring. It is the
 * one piece of machinery kept (docs/decisions/0043): without it one core misses the busiest five minutes'
 * budget at five times their rates, with it that core holds them (bench/results.md).
 *
 * An entry is dropped when it is older than `ttlMs` or when `version()` changed (the database's write
 * counter: any write, by this server or another process, invalidates every page at once).
 */
import zlib from 'node:zlib'
import { writeReadableStreamToWritable } from '@remix-run/node'
import { isCacheable, languageKey } from './audience.js'
import { arrivesFromOutside } from './first-visit.js'

/**
 * @param {{ ttlMs: number, maxEntries?: number, version: () => string, now?: () => number }} options
 */
export function createPageCache({ ttlMs, maxEntries = 200, version, now = Date.now }) {
  /** @type {Map<string, { at: number, version: string, value: any }>} */
  const entries = new Map()
  return {
    enabled: ttlMs > 0,
    version,
    /** The stored value, or undefined when missing, expired or out of date. */
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.at >= ttlMs || entry.version !== version()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    /**
     * Stores `value` as of `versionBefore`, the version read before the page was made: a write while it
     * was being made leaves it already out of date rather than cached as new.
     */
    set(key, value, versionBefore) {
      if (ttlMs <= 0) return
      entries.delete(key)
      entries.set(key, { at: now(), version: versionBefore, value })
      // Oldest first in a Map: a flood of distinct query strings or hosts cannot grow it without bound.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value)
    },
    get size() {
      return entries.size
    },
  }
}

/**
 * The middleware. `render(req, res)` makes the page through Remix and says which CSP nonce it was
 * rendered with. A cached page keeps that nonce as a placeholder, and every visitor's copy carries the
 * visitor's own nonce (`res.locals.cspNonce`, the one helmet put in this answer's policy), so no two
 * answers share a nonce. The key holds the origin the page was made for (its og:image is absolute), so a
 * forged Host header only ever reaches the visitor who forged it, and whether the visit came from outside
 * the site, which writes the stylesheet into the page (server/first-visit.js), and what the page's language
 * follows (languageKey in server/audience.js).
 *
 * Runs before the compression middleware, so that the same bytes for everyone go out as compressed once;
 * `compress` (that middleware) is applied to what differs per visitor.
 *
 * @param {{
 *   cache: ReturnType<typeof createPageCache>,
 *   compress: import('express').RequestHandler,
 *   origin: (req: import('express').Request) => string,
 *   render: (req: import('express').Request, res: import('express').Response) => Promise<{ response: Response, nonce: string | null }>,
 * }} options
 */
export function pageCache({ cache, compress, origin, render }) {
  // Pages being made for the cache, by key: visitors asking for the same page meanwhile wait for that one
  // rather than all rendering it at once when the cached copy expires.
  const inFlight = new Map()

  async function renderShared(key, req, res) {
    const versionBefore = cache.version()
    const { response, nonce } = await render(req, res)
    if (response.status !== 200 || response.headers.has('set-cookie')) return { response }
    const body = await response.text()
    // Only a page that carries the nonce (HTML) is made per visitor; JSON and .data are the same bytes for all.
    const page = {
      status: response.status,
      headers: [...response.headers],
      body,
      nonce: nonce && body.includes(nonce) ? nonce : null,
    }
    cache.set(key, page, versionBefore)
    return { page }
  }

  return async function servePageCache(req, res, next) {
    if (!cache.enabled || !isCacheable(req.method, req.originalUrl, req.headers.cookie)) return next()
    const outside = arrivesFromOutside(req.headers['sec-fetch-site']) ? ' from outside' : ''
    const key = `${origin(req)}${req.originalUrl}${outside} ${languageKey(req.headers.cookie, req.headers['accept-language'])}`
    try {
      const cached = cache.get(key)
      if (cached) return sendCached(req, res, cached, compress)
      const shared = inFlight.get(key)
      if (shared) {
        const { page } = await shared
        // The page being made turned out not to be shareable (a 404, say): this visitor gets their own.
        return page ? sendCached(req, res, page, compress) : next()
      }
      const rendering = renderShared(key, req, res).finally(() => inFlight.delete(key))
      inFlight.set(key, rendering)
      const { page, response } = await rendering
      if (page) return sendCached(req, res, page, compress)
      compress(req, res, () => sendResponse(res, response).catch(next))
    } catch (error) {
      next(error)
    }
  }
}

// The same bytes for everyone (JSON, Remix's .data) are compressed once per cached copy, not per visitor.
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

function sendCached(req, res, page, compress) {
  res.status(page.status)
  for (const [name, value] of page.headers) res.append(name, value)
  const nonce = res.locals.cspNonce
  if (page.nonce && nonce) {
    // A page with a nonce differs for every visitor: the compression middleware compresses each copy.
    return compress(req, res, () => res.end(page.body.replaceAll(page.nonce, nonce)))
  }
  res.vary('Accept-Encoding')
  // Brotli first: it is the smaller (compressed once, so its cost does not matter).
  const encoding =
    Buffer.byteLength(page.body) < 1024
      ? false
      : req.acceptsEncodings('br')
        ? 'br'
        : req.acceptsEncodings('gzip')
  if (!encoding || !encoders[encoding]) return res.end(page.body)
  page.encoded ??= {}
  const body = (page.encoded[encoding] ??= encoders[encoding](Buffer.from(page.body)))
  // Already encoded: the compression middleware leaves it alone.
  res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', String(body.length))
  res.end(body)
}

async function sendResponse(res, response) {
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  if (response.body && res.req.method !== 'HEAD') await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
