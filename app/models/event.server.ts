import { db } from '~/services/db.server'
import { storedTimeZone } from './event-details.server'

/**
 * The time zone the event's dates and times are shown in (an IANA name): the one the organiser set on the
 * Event tab, else EVENT_TIME_ZONE, else the server's own. The one place that answers it: the root loader
 * asks once per request and hands it to every page (useEventTimeZone); text made on the server alone (a
 * file's name, a loader's label) asks here too.
 */
export function eventTimeZone(): string {
  return storedTimeZone(db)
}
