import { useRouteLoaderData } from '@remix-run/react'
import type { loadRoot } from './root-loader.server'

/**
 * The event's time zone (app/features/event/event-time-zone.server.ts), as the root loader gave it to this page: the same on
 * the server and in the browser, so both write the same dates (app/utils/time.ts).
 */
export function useEventTimeZone(): string {
  // Only the root's own error page renders without the root's data, and it shows no date.
  return useRouteLoaderData<typeof loadRoot>('root')?.timeZone ?? 'UTC'
}
