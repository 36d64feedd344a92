import type { AppLoadContext } from '@remix-run/node'
import { getEventDetails, type EventDetailsRead } from '~/features/event/event-details.server'
import { db } from '~/infra/db.server'

// The root loader and a page's own loaders run for the same request: they share one read of the event's
// words, the time zone with them, so a page never mixes a save's before and after. The key is the load
// context, the one object Remix hands every loader of a request: our server makes it once per request
// (server/app.js, getLoadContext), and without one (remix-serve) Remix's request handler makes an empty one
// per request. Not the Request: under single fetch each loader gets a copy of its own. For loaders: an
// action that saves the words reads them from the model, so the loaders after it read them afresh.
const read = new WeakMap<AppLoadContext, EventDetailsRead>()

/** The event's words for this request, read from the database once. */
export function eventDetailsFor(context: AppLoadContext): EventDetailsRead {
  let details = read.get(context)
  if (!details) {
    details = getEventDetails(db)
    read.set(context, details)
  }
  return details
}
