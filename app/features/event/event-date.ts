import * as z from 'zod'
import { calendarDate, line, minutesOf, optionalLine, timeOfDay, timeZoneName } from './event-fields'

// The Event tab's Event section: the day, the hours, the zone they are in, who may come and where. The
// labels and messages are catalogue keys (app/i18n/en/event.ts).

export const eventDateSchema = z
  .object({
    date: calendarDate('event.field.date'),
    startTime: timeOfDay('event.field.startTime'),
    endTime: timeOfDay('event.field.endTime'),
    timeZone: timeZoneName('event.field.timeZone'),
    access: line('event.field.access', 40),
    place: optionalLine('event.field.place', 160),
  })
  .refine((event) => minutesOf(event.endTime) > minutesOf(event.startTime), {
    message: 'event.event.endBeforeStart',
    path: ['endTime'],
  })

export type EventDateInput = z.infer<typeof eventDateSchema>
