import * as z from 'zod'
import {
  line,
  link,
  minutesOf,
  optionalLine,
  optionalLink,
  paragraphs,
  timeOfDay,
  withValues,
} from './event-fields'

// The Event tab's Agenda section: the timeline's slots, the keynote, the food sign-up and the guides.
// Lists are edited with Conform's insert, remove and reorder buttons, which work without JavaScript too.
// The labels and messages are catalogue keys (app/i18n/en/event.ts).

export const MAX_SLOTS = 20
export const MAX_GUIDES = 12

const slotSchema = z
  .object({
    start: timeOfDay('event.field.start'),
    end: timeOfDay('event.field.end'),
    title: line('event.field.title', 100),
    description: paragraphs('event.field.description', 1000),
    /** One point a line, shown as a list under the description. */
    points: paragraphs('event.field.points', 1000, { required: false }),
    /** One name a line: the guides at hand during this slot. */
    guides: paragraphs('event.field.slotGuides', 500, { required: false }),
    buttonLabel: optionalLine('event.field.buttonLabel', 40),
    buttonUrl: optionalLink('event.field.buttonUrl'),
  })
  .refine((slot) => minutesOf(slot.end) > minutesOf(slot.start), {
    message: 'event.agenda.endBeforeStart',
    path: ['end'],
  })
  .refine((slot) => (slot.buttonLabel === '') === (slot.buttonUrl === ''), {
    message: 'event.agenda.buttonHalf',
    path: ['buttonUrl'],
  })

const guideSchema = z.object({
  name: line('event.field.guideName', 100),
  role: optionalLine('event.field.guideRole', 160),
  url: link('event.field.guideUrl'),
})

export const agendaSchema = z.object({
  slots: z
    .array(slotSchema, { error: 'event.agenda.noSlot' })
    .min(1, 'event.agenda.noSlot')
    .max(MAX_SLOTS, withValues('event.agenda.tooManySlots', { max: MAX_SLOTS })),
  keynoteSpeaker: line('event.field.keynoteSpeaker', 100),
  keynoteTagline: optionalLine('event.field.keynoteTagline', 160),
  keynoteBiography: paragraphs('event.field.keynoteBiography', 3000),
  foodSignupUrl: link('event.field.foodSignupUrl'),
  guides: z
    .array(guideSchema)
    .max(MAX_GUIDES, withValues('event.agenda.tooManyGuides', { max: MAX_GUIDES }))
    .optional()
    .transform((guides) => guides ?? []),
})

export type AgendaInput = z.infer<typeof agendaSchema>
export type AgendaSlotInput = AgendaInput['slots'][number]
