import type { AppLoadContext } from '@remix-run/node'
import { db } from '~/infra/db.server'
import { eventDetailsFor } from '~/features/event/event-details-per-request.server'
import { storedTimeZone } from './event-details.server'

/**
 * The time zone the event's dates and times are shown in (an IANA name): the one the organiser set on the
 * Event tab, else EVENT_TIME_ZONE, else the server's own. The one place that answers it. A loader passes
 * its load context, and gets the zone of its request's one read of the event's words (the root loader's,
 * handed to every page: useEventTimeZone); text made outside a page (a file's name, a download) reads it.
 */
export function eventTimeZone(context?: AppLoadContext): string {
  return context ? eventDetailsFor(context).values.event.timeZone : storedTimeZone(db)
}
