import * as z from 'zod'
import { line, optionalLine, paragraphs } from './event-fields'

// The Event tab's Challenge section: the three prizes, what the challenge is for and how to take part.

// The labels and messages are catalogue keys (app/i18n/en/event.ts): a prize's two, "Grand prize title".
const prizeSchema = (labels: { title: string; description: string }) =>
  z.object({
    title: line(labels.title, 80),
    description: line(labels.description, 300),
  })

export const challengeSchema = z.object({
  // The page's title and the line under it. Empty (and in a row saved before they could be changed): the
  // site's own words, in the page's language.
  title: optionalLine('event.field.challengeTitle', 80),
  subtitle: optionalLine('event.field.challengeSubtitle', 200),
  grandPrize: prizeSchema({
    title: 'event.field.grandPrizeTitle',
    description: 'event.field.grandPrizeDescription',
  }),
  secondPrize: prizeSchema({
    title: 'event.field.secondPrizeTitle',
    description: 'event.field.secondPrizeDescription',
  }),
  bonusPrize: prizeSchema({
    title: 'event.field.bonusPrizeTitle',
    description: 'event.field.bonusPrizeDescription',
  }),
  purpose: paragraphs('event.field.purpose', 3000),
  /** One rule a paragraph: each is an item of "How to take part". */
  participation: paragraphs('event.field.participation', 3000),
})

export type ChallengeInput = z.infer<typeof challengeSchema>
