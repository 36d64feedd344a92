import * as z from 'zod'

// How every public page and the public JSON show a participant's name. The organiser's
// one setting; the database's CHECK (migration 0010) says the same of the values.

export const participantNameStyles = ['full', 'initial'] as const
export type ParticipantNames = (typeof participantNameStyles)[number]

export const participantNamesLabels: Record<ParticipantNames, string> = {
  full: 'As entered',
  initial: 'First name and initial',
}

export const participantNamesSchema = z.object({
  participantNames: z.enum(participantNameStyles, { error: 'Choose how participants’ names are shown' }),
})
