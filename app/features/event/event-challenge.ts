import * as z from 'zod'
import { line, paragraphs } from './event-fields'

// The Event tab's Challenge section: the three prizes, what the challenge is for and how to take part.

const prizeSchema = (label: string) =>
  z.object({
    title: line(`${label} title`, 80),
    description: line(`${label} description`, 300),
  })

export const challengeSchema = z.object({
  grandPrize: prizeSchema('Grand prize'),
  secondPrize: prizeSchema('2nd and 3rd prizes'),
  bonusPrize: prizeSchema('Bonus prizes'),
  purpose: paragraphs('Purpose', 3000),
  /** One rule a paragraph: each is an item of "How to take part". */
  participation: paragraphs('Participation', 3000),
})

export type ChallengeInput = z.infer<typeof challengeSchema>
