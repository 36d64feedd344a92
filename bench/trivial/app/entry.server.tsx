import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from './nonce'

// Remix's own streaming entry, with one change: the app's server (server/app.js) sends a
// Content-Security-Policy whose scripts need its nonce, so the page's inline scripts carry it, as the app's
// entry does, and the phone table's floor row hydrates.
// The server (server/index.js) takes its settings from the build it serves, as the app's build exports
// them (its env schema); this page needs only the port the bench gives it.
export const env = { PORT: Number(process.env.PORT) || 3000 }

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={context} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          const body = new PassThrough()
          headers.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers }))
          pipe(body)
        },
        onShellError: reject,
      },
    )
  })
}
