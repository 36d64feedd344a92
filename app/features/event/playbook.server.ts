import type { AppLoadContext } from '@remix-run/node'
import { asc, eq } from 'drizzle-orm'
import { aiPlaybook } from '../../../db/schema'
import type { DB } from '../../../db/connection'
import { db as appDb } from '~/infra/db.server'
import { eventDetailsFor, eventTimeZone } from './event-details.server'
import { challengeDetails } from './event-details'
import { contentFor } from './content.server'
import { languageFor } from './page-language.server'
import { submissionWindowView } from '~/features/submissions/submission-window.server'

/** The prompt cards shown on the challenge page, in the order they were added. */
export function listPromptCards(db: DB) {
  return db
    .select({
      id: aiPlaybook.id,
      goal: aiPlaybook.goal,
      bestTool: aiPlaybook.bestTool,
      whyAwesome: aiPlaybook.whyAwesome,
      starterPrompt: aiPlaybook.starterPrompt,
      category: aiPlaybook.category,
    })
    .from(aiPlaybook)
    .where(eq(aiPlaybook.isActive, true))
    .orderBy(asc(aiPlaybook.id))
    .all()
}

export type PromptCard = ReturnType<typeof listPromptCards>[number]

/**
 * The challenge page's data (/challenge-info). The route calls this rather than passing the database in, so
 * that it imports one server module (the reason: app/features/showcase/feed-page.server.ts).
 */
export async function loadChallengePage(request: Request, context: AppLoadContext) {
  const language = await languageFor(request, context)
  return {
    promptCards: listPromptCards(appDb),
    submissionWindow: submissionWindowView(appDb, Date.now(), eventTimeZone(context)),
    // The prizes, purpose and rules are the organiser's words (the Event tab) over app/content/'s.
    details: challengeDetails(eventDetailsFor(context, language).values, contentFor(language)),
  }
}
