import * as z from 'zod'
import { calendarDate, line, minutesOf, optionalLine, timeOfDay, timeZoneName } from './event-fields'

// The Event tab's Event section: the day, the hours, the zone they are in, who may come and where.

export const eventDateSchema = z
  .object({
    date: calendarDate('Date'),
    startTime: timeOfDay('Start time'),
    endTime: timeOfDay('End time'),
    timeZone: timeZoneName('Time zone'),
    access: line('Access', 40),
    place: optionalLine('Place', 160),
  })
  .refine((event) => minutesOf(event.endTime) > minutesOf(event.startTime), {
    message: 'The end time must be after the start time',
    path: ['endTime'],
  })

export type EventDateInput = z.infer<typeof eventDateSchema>
