import type { AppLoadContext } from '@remix-run/node'
import { contentFor } from './content.server'
import { agendaDetails } from './event-details'
import { eventDetailsFor } from './event-details.server'
import { languageFor } from './page-language.server'

/**
 * The agenda page's data (/agenda): the organiser's words (the Event tab) over app/content/'s, in the
 * visitor's language. Its route imports this one server module (docs/decisions/0028).
 */
export async function loadAgendaPage(request: Request, context: AppLoadContext) {
  const language = await languageFor(request, context)
  return agendaDetails(eventDetailsFor(context, language).values, contentFor(language))
}
