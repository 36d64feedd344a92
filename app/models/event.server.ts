import { env } from '~/utils/env.server'

/**
 * The time zone the event's dates and times are shown in (an IANA name): EVENT_TIME_ZONE, else the
 * server's own. The one place that answers it: the root loader asks once per request and hands it to every
 * page (useEventTimeZone); text made on the server alone (a file's name, a loader's label) asks here too.
 * Once the organiser sets it on the Event tab, this reads it from the database, with EVENT_TIME_ZONE as
 * the default, and no caller changes.
 */
export function eventTimeZone(): string {
  return env.EVENT_TIME_ZONE
}
