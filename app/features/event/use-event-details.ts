import { useRouteLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { datesIn, type Dates } from '~/i18n/dates'
import { useLanguage, useT } from '~/i18n/react'
import { defaultClub, defaultEventDate, siteDetails, type SiteDetails } from '~/features/event/site-details'
import type { loadRoot } from './root-loader.server'

/**
 * The event's words every page shows (the club, its logo and links, the date), as the root loader read
 * them for this request (app/features/event/event-details.server.ts): the Event tab's, over app/content/.
 */
export function useEventDetails(): SiteDetails {
  // Only the root's own error page renders without the root's data: it shows the defaults, made then.
  return useRouteLoaderData<typeof loadRoot>('root')?.site ?? (fallback ??= defaultSiteDetails())
}

let fallback: SiteDetails | undefined
const defaultSiteDetails = () => siteDetails({ club: defaultClub(), event: defaultEventDate('UTC', '') })

/** The same from a meta function's `matches`, where hooks cannot run. */
export function eventDetailsFromMatches(
  matches: readonly { id: string; data?: unknown }[],
): SiteDetails | undefined {
  return (matches.find((match) => match.id === 'root')?.data as { site?: SiteDetails } | undefined)?.site
}

/**
 * The event's time zone (eventTimeZone, event-details.server.ts), as the root loader gave it to this page: the same on
 * the server and in the browser, so both write the same dates (app/utils/time.ts).
 */
export function useEventTimeZone(): string {
  // Only the root's own error page renders without the root's data, and it shows no date.
  return useRouteLoaderData<typeof loadRoot>('root')?.timeZone ?? 'UTC'
}

/**
 * The page's dates and times: its language's way, in the event's time zone (app/i18n/dates.ts), the same on
 * the server and in the browser.
 */
export function useDates(): Dates {
  const language = useLanguage()
  const timeZone = useEventTimeZone()
  const t = useT()
  return useMemo(() => datesIn(language, timeZone, t), [language, timeZone, t])
}
