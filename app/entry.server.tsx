import crypto from 'node:crypto'
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { cachingFor } from '../server/audience.js'
import { arrivesFromOutside } from '../server/first-visit.js'
import { forLog } from '../server/redact.js'
import { pageSecurityHeaders, permissionsPolicy } from '../server/security-headers.js'
import { startUp } from './features/start-up.server'
import { languageFor } from './features/event/page-language.server'
import { pageWordsFor } from './i18n/catalogues.server'
import { routeNamespaces } from './i18n/server.server'
import { PageWordsProvider, renderingWith } from './i18n/react'
import stylesheet from './tailwind.css'
import { StylesheetTextProvider } from './utils/inline-stylesheet'
import { NonceProvider } from './utils/nonce'
import { preloadRouteAssets } from './infra/preload-headers.server'
import { isSecureRequest } from './infra/request.server'
import { stylesheetText } from './infra/stylesheet-text.server'

// How long Remix waits for deferred loader data. We defer nothing, and Remix
// leaves this timer running after each page until it fires, which kept the
// process alive 5 s after SIGTERM: keep it short.
export const streamTimeout = 1_000

// The database, the file store and the start-up work, as the server loads the built app.
startUp()

// The HTTP server (server/app.js) reads how large a body it may let through to the app, and whether the
// public pages its page cache keeps are still current.
export { bodyLimits } from './features/body-limits.server'
export { currentDataVersion as dataVersion } from './infra/db.server'
// The environment as the app read and checked it: the server takes its own settings from it too.
import { env } from './infra/env.server'
export { env }

/**
 * Remix's own error log, as its default writes it (the error a 404 or 405 wraps, nothing for a request
 * the browser gave up), with the secrets of any URL it quotes redacted (server/redact.js).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  const wrapped = isRouteErrorResponse(error) && (error as { error?: unknown }).error
  console.error(forLog(wrapped || error))
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? crypto.randomBytes(16).toString('base64')
  applyPageHeaders(request, responseHeaders, loadContext, nonce)
  await settleDataHandOff(remixContext)
  const fromOutside = arrivesFromOutside(request.headers.get('Sec-Fetch-Site'))
  const inline = fromOutside && stylesheetText(stylesheet)
  // The page's words: its language's, only the parts its routes name; a visit from outside carries them.
  const words = pageWordsFor(await languageFor(request, loadContext), routeNamespaces(remixContext), {
    written: fromOutside,
  })
  // The whole document as one string (15–25% less CPU a page, docs/decisions/0019): nothing here is deferred
  // (no Suspense of ours, no defer()), so streaming the shell first gains no time, and a string costs React
  // far less than the stream's thousands of small encoded pieces (each through a TextEncoder). A render error
  // throws here, and Remix renders the error page instead.
  const html = renderingWith(words, () =>
    renderToString(
      <NonceProvider value={nonce}>
        <PageWordsProvider value={words}>
          <StylesheetTextProvider value={() => inline || undefined}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </StylesheetTextProvider>
        </PageWordsProvider>
      </NonceProvider>,
    ),
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  preloadRouteAssets(remixContext, responseHeaders, inline ? [] : [stylesheet])
  // A Buffer, not the string: Response checks a string body character by character for lone surrogates
  // (undici's USVString conversion), which cost the family's feed 6% of its time.
  const body = Buffer.from(`<!DOCTYPE html>${html}`)
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}

/**
 * Remix hands the loader data to the browser in <script>s that <RemixServer> renders while it reads its
 * data stream, one <Suspense> per piece (StreamTransfer in @remix-run/react's single-fetch.js): a render
 * that cannot wait, such as renderToString, would send the page without its data. So the stream is read to
 * its end first (it ends once every loader's data is encoded, or at `streamTimeout`), and each piece is put
 * where StreamTransfer looks before it reads, `renderMeta.streamCache`: it renders every <script> at once.
 * tests/security/edge.test.ts reads pages from the built server and fails if a Remix update changes this.
 */
async function settleDataHandOff(context: EntryContext) {
  const stream = context.serverHandoffStream
  if (!stream) return
  const decoder = new TextDecoder()
  const streamCache: NonNullable<EntryContext['renderMeta']>['streamCache'] = {}
  const reader = stream.getReader()
  for (let piece = 0; ; piece++) {
    const { done, value } = await reader.read()
    const result = { done, value: decoder.decode(value, { stream: !done }) }
    streamCache[piece] = Object.assign(Promise.resolve(), { result })
    if (done) break
  }
  // The stream is read: <RemixServer> gets an empty one to take its reader from.
  context.serverHandoffStream = new ReadableStream({ start: (controller) => controller.close() })
  context.renderMeta = { ...context.renderMeta, streamCache }
}

/**
 * Our server (server/app.js) sends the security headers with helmet, its nonce in the load context;
 * under plain remix-serve nobody does, so the page sends the same ones itself (server/security-headers.js).
 */
function applyPageHeaders(request: Request, headers: Headers, context: AppLoadContext, nonce: string) {
  if (!context.cspNonce) {
    const development = env.NODE_ENV === 'development'
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
  applyCaching(request, headers, true)
}

/**
 * server/audience.js: personal pages are never stored; public ones vary with the Cookie. An answer that
 * sets a cookie says so in a header the judges' service worker can read (it cannot see Set-Cookie), so
 * that it never keeps one (docs/decisions/0014).
 */
function applyCaching(request: Request, headers: Headers, document = false) {
  const { cacheControl, varyCookie } = cachingFor(
    new URL(request.url).pathname,
    request.headers.get('cookie'),
  )
  if (cacheControl && !headers.has('Cache-Control')) headers.set('Cache-Control', cacheControl)
  if (varyCookie && !/\bcookie\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Cookie')
  // The language follows the browser's languages when the visitor chose none (docs/languages.md).
  if (varyCookie) headers.append('Vary', 'Accept-Language')
  // A page writes the stylesheet in or links it by where the visit came from (server/first-visit.js).
  if (document) headers.append('Vary', 'Sec-Fetch-Site')
  if (headers.has('Set-Cookie')) headers.set('X-Sets-Cookie', '1')
}

/** Remix's `.data` answers: never sniffed as something else, cached by the same rule as the pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  if (!context.cspNonce) response.headers.set('X-Content-Type-Options', 'nosniff')
  applyCaching(request, response.headers)
  return response
}
