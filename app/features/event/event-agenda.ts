import * as z from 'zod'
import { line, link, minutesOf, optionalLine, optionalLink, paragraphs, timeOfDay } from './event-fields'

// The Event tab's Agenda section: the timeline's slots, the keynote, the food sign-up and the guides.
// Lists are edited with Conform's insert, remove and reorder buttons, which work without JavaScript too.

export const MAX_SLOTS = 20
export const MAX_GUIDES = 12

const slotSchema = z
  .object({
    start: timeOfDay('Start'),
    end: timeOfDay('End'),
    title: line('Title', 100),
    description: paragraphs('Description', 1000),
    /** One point a line, shown as a list under the description. */
    points: paragraphs('Points', 1000, { required: false }),
    /** One name a line: the guides at hand during this slot. */
    guides: paragraphs('Guides', 500, { required: false }),
    buttonLabel: optionalLine('Button label', 40),
    buttonUrl: optionalLink('Button link'),
  })
  .refine((slot) => minutesOf(slot.end) > minutesOf(slot.start), {
    message: 'The end must be after the start',
    path: ['end'],
  })
  .refine((slot) => (slot.buttonLabel === '') === (slot.buttonUrl === ''), {
    message: 'A button needs both a label and a link',
    path: ['buttonUrl'],
  })

const guideSchema = z.object({
  name: line('Name', 100),
  role: optionalLine('Role', 160),
  url: link('Profile link'),
})

export const agendaSchema = z.object({
  slots: z
    .array(slotSchema, { error: 'The agenda needs at least one slot' })
    .min(1, 'The agenda needs at least one slot')
    .max(MAX_SLOTS, `At most ${MAX_SLOTS} slots`),
  keynoteSpeaker: line('Speaker', 100),
  keynoteTagline: optionalLine('Speaker description', 160),
  keynoteBiography: paragraphs('Biography', 3000),
  foodSignupUrl: link('Food sign-up link'),
  guides: z
    .array(guideSchema)
    .max(MAX_GUIDES, `At most ${MAX_GUIDES} guides`)
    .optional()
    .transform((guides) => guides ?? []),
})

export type AgendaInput = z.infer<typeof agendaSchema>
export type AgendaSlotInput = AgendaInput['slots'][number]
