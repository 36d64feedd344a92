import type { AppLoadContext } from '@remix-run/node'
import { db as appDb } from '~/infra/db.server'
import { submissionWindowView } from '~/features/submissions/submission-window.server'
import { contentFor } from './content.server'
import { challengeDetails } from './event-details'
import { eventDetailsFor, eventTimeZone } from './event-details.server'
import { languageFor } from './page-language.server'
import { listPromptCards } from './playbook.server'

/**
 * The challenge page's data (/challenge-info). The route calls this rather than passing the database in, so
 * that it imports one server module of its own (docs/decisions/0028).
 */
export async function loadChallengePage(request: Request, context: AppLoadContext) {
  const language = await languageFor(request, context)
  return {
    promptCards: listPromptCards(appDb, language),
    submissionWindow: submissionWindowView(appDb, Date.now(), eventTimeZone(context)),
    // The prizes, purpose and rules are the organiser's words (the Event tab) over app/content/'s.
    details: challengeDetails(eventDetailsFor(context, language).values, contentFor(language)),
  }
}
