import * as z from 'zod'
import { withValues } from './event-fields'

// "Start a new challenge" on the Event tab: the organiser types the challenge's name to confirm.

/** Typed as shown, give or take spaces around it and the way the keyboard composed its accents. */
const normalised = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ')

/** Whether `typed` names the challenge: the one rule the form's check and the model both apply. */
export function confirmsChallengeName(typed: string, challengeName: string): boolean {
  return normalised(typed) !== '' && normalised(typed) === normalised(challengeName)
}

/** "Type the challenge’s name exactly as shown: …", a message with its value (withValues). */
export const wrongNameMessage = (challengeName: string) =>
  withValues('event.newChallenge.wrongName', { name: challengeName })

/** The form's schema, for the challenge's current name. */
export const newChallengeSchema = (challengeName: string) =>
  z.object({
    confirmName: z
      .string({ error: wrongNameMessage(challengeName) })
      .max(200, wrongNameMessage(challengeName))
      .refine((typed) => confirmsChallengeName(typed, challengeName), wrongNameMessage(challengeName)),
  })
