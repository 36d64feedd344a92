import crypto from 'node:crypto'
import { PassThrough } from 'node:stream'
import type { EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { currentDataVersion } from './utils/db.server'
import { NonceProvider } from './utils/nonce'
import { applySecurityHeaders } from './utils/security-headers.server'

const ABORT_DELAY = 5_000

// How long Remix waits for deferred loader data. We defer nothing, and Remix
// leaves this timer running after each page until it fires, which kept the
// process alive 5 s after SIGTERM: keep it short.
export const streamTimeout = 1_000

// The HTTP server (server/index.js) reads this to know whether its cached public pages are still current.
export { currentDataVersion as dataVersion }

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  const nonce = crypto.randomBytes(16).toString('base64')
  applySecurityHeaders(responseHeaders, nonce, process.env.NODE_ENV === 'development')

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are reported by the error boundaries; log the rest.
          if (shellRendered) console.error(error)
        },
      },
    )
    // The only render timeout (no deferred data here, so <RemixServer> gets no abortDelay, which
    // would start a timer of its own); unref: a finished response must not hold the process
    // open on shutdown (SIGTERM).
    setTimeout(abort, ABORT_DELAY).unref()
  })
}

/** JSON and data answers are never to be sniffed as something else. */
export function handleDataRequest(response: Response) {
  response.headers.set('X-Content-Type-Options', 'nosniff')
  return response
}
