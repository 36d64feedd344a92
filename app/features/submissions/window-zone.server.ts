import type { DB } from '../../../db/connection'
import { formatDay, formatTime, wallTimeToMs, zoneLabel } from '~/utils/time'
import { storedTimeZone } from '~/features/event/event-details.server'
import { getStoredWindow, type StoredWindow, type ZoneChoice } from './submission-window.server'

// The question the Event tab asks when the event's time zone changes while a submission window is set
// (docs/decisions/0037): keep the times as typed, now in the new zone, or keep the moments they named.
// Asked before an Event section save that changes the zone, and on the window's section when the zone
// changed without asking (EVENT_TIME_ZONE changed, or the Event section reset to its default).

export type ZoneQuestion = {
  from: string
  to: string
  /** "Submissions close at 5:00 PM on Saturday, May 31, 2025." */
  now: string
  /** "With the new time zone that is 5:00 PM Los Angeles time (it was 5:00 PM London time)." */
  change: string
  /** "Keep 5:00 PM in the new zone" */
  keepWall: string
  /** "Keep the same moment (9:00 AM Los Angeles time)" */
  keepMoment: string
}

/** The form's fields that answer the question: the choice, and the zones it was asked for. */
export const zoneAnswerFields = {
  choice: 'windowChoice',
  from: 'windowChoiceFrom',
  to: 'windowChoiceTo',
} as const

const and = (parts: string[]) => parts.join(' and ')

/** The question for a window whose times were read in `from` and will be read in `to`; null if none is set. */
export function zoneQuestion(stored: StoredWindow, from: string, to: string): ZoneQuestion | null {
  if (from === to) return null
  const ends = (
    [
      ['open', stored.opensAt],
      ['close', stored.closesAt],
    ] as const
  ).flatMap(([verb, wall]) => {
    const at = wall === null ? null : wallTimeToMs(wall, from)
    return at === null ? [] : [{ verb, at, clock: formatTime(at, from), day: formatDay(at, from) }]
  })
  if (ends.length === 0) return null
  const clocks = and(ends.map((end) => end.clock))
  // The same moment in the new zone, with its day when that is not the day it was typed for.
  const moved = ends.map((end) => {
    const day = formatDay(end.at, to)
    return day === end.day ? formatTime(end.at, to) : `${formatTime(end.at, to)} on ${day}`
  })
  const one = ends.length === 1
  return {
    from,
    to,
    now: `Submissions ${and(ends.map((end) => `${end.verb} at ${end.clock} on ${end.day}`))}.`,
    change: one
      ? `With the new time zone that is ${clocks} ${zoneLabel(to)} (it was ${clocks} ${zoneLabel(from)}).`
      : `With the new time zone those are ${clocks} ${zoneLabel(to)} (they were ${clocks} ${zoneLabel(from)}).`,
    keepWall: `Keep ${clocks} in the new zone`,
    keepMoment: `Keep the same ${one ? 'moment' : 'moments'} (${and(moved)} ${zoneLabel(to)})`,
  }
}

/** The organiser's answer, if the form carries one to this very question (the zones it was asked for). */
export function zoneAnswer(form: FormData, question: ZoneQuestion): ZoneChoice | null {
  if (form.get(zoneAnswerFields.from) !== question.from || form.get(zoneAnswerFields.to) !== question.to) {
    return null
  }
  const choice = form.get(zoneAnswerFields.choice)
  return choice === 'keep-wall' || choice === 'keep-moment' ? choice : null
}

/**
 * The window's times were typed in a zone that is no longer the event's: they are read in the event's zone
 * now, and the Event tab asks whether that is what the organiser wants.
 */
export function typedInAnotherZone(
  db: Pick<DB, 'select'>,
  timeZone = storedTimeZone(db),
): ZoneQuestion | null {
  const stored = getStoredWindow(db)
  return stored.timeZone ? zoneQuestion(stored, stored.timeZone, timeZone) : null
}
