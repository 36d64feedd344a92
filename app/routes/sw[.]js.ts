import type { LoaderFunctionArgs } from '@remix-run/node'
import { judgeServiceWorker } from '~/features/judging/judge-service-worker.server'

// The judges' service worker (docs/decisions/0014), at the site's root so it may take the scope /judge.
// `no-cache`: the browser asks again at every update check, and a changed worker reaches the tablets at once;
// the ETag makes an unchanged one a 304.
export function loader({ request }: LoaderFunctionArgs) {
  const { body, etag } = judgeServiceWorker()
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
