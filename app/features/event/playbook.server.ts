import type { AppLoadContext } from '@remix-run/node'
import { asc, eq } from 'drizzle-orm'
import { aiPlaybook } from '../../../db/schema'
import type { DB } from '../../../db/connection'
import { promptCards as seededCards } from '../../../db/prompt-cards'
import { spanishPromptCards } from '../../../db/prompt-cards.es'
import * as englishPlaybook from '~/content/playbook'
import * as spanishPlaybook from '~/content/es/playbook'
import type { Language } from '~/i18n/languages'
import { languageFor } from './page-language.server'

/**
 * The prompt cards shown on the challenge page, in the order they were added, in `language`. The table holds
 * the organiser's words; a card still exactly as seeded (db/prompt-cards.ts: its four texts the seed's) is
 * the product's, and reads in Spanish from db/prompt-cards.es.ts. A card the organiser added or changed reads
 * as they wrote it, in every language. English (and the pseudo-language) read the table as it is.
 */
export function listPromptCards(db: DB, language: Language): PromptCard[] {
  const cards = activeCards(db)
  return language === 'es' ? cards.map(inSpanish) : cards
}

/** The active cards as the table holds them, in the order they were added. */
function activeCards(db: DB) {
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

export type PromptCard = ReturnType<typeof activeCards>[number]

const seededByGoal = new Map<string, (typeof seededCards)[number]>(
  seededCards.map((card) => [card.goal, card]),
)

/** The card in Spanish when it is still the seed's, word for word; else as the organiser wrote it. */
function inSpanish(card: PromptCard): PromptCard {
  const seeded = seededByGoal.get(card.goal)
  if (
    !seeded ||
    card.bestTool !== seeded.bestTool ||
    card.whyAwesome !== seeded.whyAwesome ||
    card.starterPrompt !== seeded.starterPrompt
  )
    return card
  const { goal, bestTool, whyAwesome, starterPrompt } = spanishPromptCards[seeded.goal]
  return { ...card, goal, bestTool, whyAwesome, starterPrompt }
}

/** The AI playbook page's words (app/content/playbook.ts) in `language`; the pseudo-language reads English's. */
export function playbookFor(language: Language) {
  const { playbookIntro, playbookTools, workedExamples, playbookTips }: typeof spanishPlaybook =
    language === 'es' ? spanishPlaybook : englishPlaybook
  return { intro: playbookIntro, tools: playbookTools, examples: workedExamples, tips: playbookTips }
}

/**
 * The AI playbook page (/ai-playbook) in the visitor's language, chosen here on the server: the browser never
 * downloads the other language's words.
 */
export async function loadPlaybookPage(request: Request, context: AppLoadContext) {
  return playbookFor(await languageFor(request, context))
}
