import * as z from 'zod'

// How every public page and the public JSON show a participant's name. The organiser's
// one setting; the database's CHECK (migration 0010) says the same of the values.

export const participantNameStyles = ['full', 'initial'] as const
export type ParticipantNames = (typeof participantNameStyles)[number]

/** Each style's name on the organiser's Privacy card and in its notice: a catalogue key. */
export const participantNamesLabels: Record<ParticipantNames, string> = {
  full: 'grading.names.full',
  initial: 'grading.names.initial',
}

export const participantNamesSchema = z.object({
  participantNames: z.enum(participantNameStyles, { error: 'grading.names.error.choose' }),
})
