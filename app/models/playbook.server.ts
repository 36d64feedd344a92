import { asc, eq } from 'drizzle-orm'
import { aiPlaybook } from '../../db/schema'
import type { DB } from '../../db/connection'

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
