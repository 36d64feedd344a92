import { data } from '@remix-run/node'
import { isPrefetch } from '~/utils/request.server'
import { getToast } from '~/utils/toast.server'
import { eventTimeZone } from './event.server'

/**
 * What every page gets from the root: the event's time zone and the notice to show once. Here rather than in
 * app/root.tsx so that the root imports no server module that other routes import too (the reason:
 * app/models/feed-page.server.ts).
 */
export async function loadRoot(request: Request) {
  // Every date and time on the page is written in it, by the server and then by the browser alike.
  const timeZone = eventTimeZone()
  // A page fetched ahead (the judges' offline copy) leaves the notice to the page the person sees.
  if (isPrefetch(request)) return data({ toast: null, timeZone })
  const { toast, headers } = await getToast(request)
  return data({ toast, timeZone }, headers ? { headers } : undefined)
}
