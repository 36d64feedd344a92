import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AppLoadContext } from '@remix-run/node'
import { aiPlaybook } from '../../db/schema'
import { promptCards } from '../../db/prompt-cards'
import { spanishPromptCards } from '../../db/prompt-cards.es'
import * as enPlaybook from '../../app/content/playbook'
import * as esPlaybook from '../../app/content/es/playbook'
import { listPromptCards, loadPlaybookPage } from '../../app/features/event/playbook.server'
import { testDbPerTest } from '../setup/test-db'

// The challenge page's prompt cards and the AI playbook page in Spanish. The cards live in the database, as
// the organiser keeps them: a card still as seeded reads in Spanish (db/prompt-cards.es.ts), a card they
// added or changed reads as they wrote it. English reads the table exactly as it is.

const t = testDbPerTest()

const texts = ['goal', 'bestTool', 'whyAwesome', 'starterPrompt'] as const

/** The names Spanish writes as English does. */
const sameInSpanish = new Set(['Canva'])

describe('the Spanish prompt cards', () => {
  it('translate every seeded card, with its fields and its category', () => {
    expect(Object.keys(spanishPromptCards).sort()).toEqual(promptCards.map((card) => card.goal).sort())
    for (const card of promptCards) {
      const spanish = spanishPromptCards[card.goal]
      expect(Object.keys(spanish).sort(), card.goal).toEqual(Object.keys(card).sort())
      expect(spanish.category, card.goal).toBe(card.category)
      for (const key of texts) {
        expect(spanish[key], `${card.goal}: ${key}`).not.toBe('')
        if (!sameInSpanish.has(card[key])) expect(spanish[key], `${card.goal}: ${key}`).not.toBe(card[key])
      }
      // The prompt's blanks to fill in are as many in Spanish.
      expect(spanish.starterPrompt.match(/\[/g)?.length, card.goal).toBe(
        card.starterPrompt.match(/\[/g)?.length,
      )
    }
  })

  it('show a card still as seeded in Spanish, and one the organiser changed or added as they wrote it', () => {
    const [first, second] = promptCards
    t.db
      .update(aiPlaybook)
      .set({ whyAwesome: 'Our club loves this one.' })
      .where(eq(aiPlaybook.goal, second!.goal))
      .run()
    const added = {
      goal: 'Name your invention',
      bestTool: 'Your team',
      whyAwesome: 'A good name sticks.',
      starterPrompt: 'Suggest 5 names.',
    }
    t.db
      .insert(aiPlaybook)
      .values({ ...added, category: 'general' })
      .run()

    const spanish = listPromptCards(t.db, 'es')
    expect(spanish).toHaveLength(promptCards.length + 1)
    const { category: _, ...firstInSpanish } = spanishPromptCards[first!.goal]
    expect(spanish[0]).toMatchObject({ ...firstInSpanish, category: first!.category })
    expect(spanish[1]).toMatchObject({ goal: second!.goal, whyAwesome: 'Our club loves this one.' })
    expect(spanish[1]!.starterPrompt).toBe(second!.starterPrompt)
    expect(spanish.at(-1)).toMatchObject(added)
    // Every other seeded card reads in Spanish.
    expect(spanish.slice(2, -1).map((card) => card.goal)).toEqual(
      promptCards.slice(2).map((card) => spanishPromptCards[card.goal].goal),
    )
  })

  it('leave English, and the pseudo-language, as the table holds them', () => {
    const asSeeded = promptCards.map(({ goal, bestTool, whyAwesome, starterPrompt, category }) => ({
      goal,
      bestTool,
      whyAwesome,
      starterPrompt,
      category,
    }))
    expect(listPromptCards(t.db, 'en').map(({ id: _, ...card }) => card)).toEqual(asSeeded)
    expect(listPromptCards(t.db, 'en-XA')).toEqual(listPromptCards(t.db, 'en'))
  })
})

describe('the AI playbook page', () => {
  const visit = (acceptLanguage: string) =>
    loadPlaybookPage(
      new Request('http://localhost/ai-playbook', { headers: { 'Accept-Language': acceptLanguage } }),
      {} as AppLoadContext,
    )

  it('reads in the visitor’s language, chosen on the server', async () => {
    expect(await visit('es-MX,es;q=0.9')).toEqual({
      intro: esPlaybook.playbookIntro,
      tools: esPlaybook.playbookTools,
      examples: esPlaybook.workedExamples,
      tips: esPlaybook.playbookTips,
    })
    expect((await visit('es')).intro.intro.title).toBe('Guía de IA')
    expect(await visit('en-GB')).toEqual({
      intro: enPlaybook.playbookIntro,
      tools: enPlaybook.playbookTools,
      examples: enPlaybook.workedExamples,
      tips: enPlaybook.playbookTips,
    })
  })
})
