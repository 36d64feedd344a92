import { getEventDetails, type EventDetailsRead } from '~/models/event-details.server'
import { db } from './db.server'

// The root loader and a page's own loader (the agenda, the challenge page) run for the same request:
// they share one read of the event's words, so a page never mixes a save's before and after.
const read = new WeakMap<Request, EventDetailsRead>()

/** The event's words for this request, read from the database once. */
export function eventDetailsFor(request: Request): EventDetailsRead {
  let details = read.get(request)
  if (!details) {
    details = getEventDetails(db)
    read.set(request, details)
  }
  return details
}
