import crypto from 'node:crypto'
import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { cachingFor } from '../server/audience.js'
import { pageSecurityHeaders, permissionsPolicy } from '../server/security-headers.js'
import { currentDataVersion } from './services/db.server'
import { NonceProvider } from './utils/nonce'
import { isSecureRequest } from './utils/request.server'

const ABORT_DELAY = 5_000

// How long Remix waits for deferred loader data. We defer nothing, and Remix
// leaves this timer running after each page until it fires, which kept the
// process alive 5 s after SIGTERM: keep it short.
export const streamTimeout = 1_000

// The HTTP server (server/app.js) reads these: whether its cached public pages are still current, and how
// large a body it may let through to the app.
export { currentDataVersion as dataVersion }
export { bodyLimits } from './utils/body.server'

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? crypto.randomBytes(16).toString('base64')
  applyPageHeaders(request, responseHeaders, loadContext, nonce)

  // The whole document, then one answer (issue 18): nothing here is deferred (no Suspense, no defer()),
  // so streaming the shell first gains no time, while the 2 KB pieces React writes cost a compression
  // call and a stream hop each. One buffer is compressed in one call.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }))
        done()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        // A render error reaches onShellError (there is no Suspense boundary to contain it), and Remix
        // renders the error page and logs it: nothing to log twice here.
        onError() {
          responseStatusCode = 500
        },
      },
    )
    // The only render timeout (no deferred data here, so <RemixServer> gets no abortDelay, which
    // would start a timer of its own); unref: a finished response must not hold the process
    // open on shutdown (SIGTERM).
    setTimeout(abort, ABORT_DELAY).unref()
  })
}

/**
 * Our server (server/app.js) sends the security headers with helmet, its nonce in the load context;
 * under plain remix-serve nobody does, so the page sends the same ones itself (server/security-headers.js).
 */
function applyPageHeaders(request: Request, headers: Headers, context: AppLoadContext, nonce: string) {
  if (!context.cspNonce) {
    const development = process.env.NODE_ENV === 'development'
    for (const [name, value] of pageSecurityHeaders({
      nonce,
      development,
      secure: isSecureRequest(request),
    })) {
      // A route may ask for stricter (the password-reset page sends same-origin).
      if (!headers.has(name)) headers.set(name, value)
    }
  }
  headers.set('Permissions-Policy', permissionsPolicy)
  applyCaching(request, headers)
}

/**
 * server/audience.js: personal pages are never stored; public ones vary with the Cookie. An answer that
 * sets a cookie says so in a header the judges' service worker can read (it cannot see Set-Cookie), so
 * that it never keeps one (docs/decisions/0014).
 */
function applyCaching(request: Request, headers: Headers) {
  const { cacheControl, varyCookie } = cachingFor(
    new URL(request.url).pathname,
    request.headers.get('cookie'),
  )
  if (cacheControl && !headers.has('Cache-Control')) headers.set('Cache-Control', cacheControl)
  if (varyCookie && !/\bcookie\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Cookie')
  if (headers.has('Set-Cookie')) headers.set('X-Sets-Cookie', '1')
}

/** Remix's `.data` answers: never sniffed as something else, cached by the same rule as the pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  if (!context.cspNonce) response.headers.set('X-Content-Type-Options', 'nosniff')
  applyCaching(request, response.headers)
  return response
}
