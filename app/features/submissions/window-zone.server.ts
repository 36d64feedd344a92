import type { DB } from '../../../db/connection'
import { datesIn } from '~/i18n/dates'
import { defaultLanguage, type Language } from '~/i18n/languages'
import { translator, type Translate } from '~/i18n/translate'
import english from '~/i18n/en/event'
import { wallTimeToMs } from '~/utils/time'
import { storedTimeZone } from '~/features/event/event-details.server'
import { getStoredWindow, type StoredWindow, type ZoneChoice } from './submission-window.server'
import { zoneName } from './submission-window'

// The question the Event tab asks when the event's time zone changes while a submission window is set
// (docs/decisions/0037): keep the times as typed, now in the new zone, or keep the moments they named.
// Asked before an Event section save that changes the zone, and on the window's section when the zone
// changed without asking (EVENT_TIME_ZONE changed, or the Event section reset to its default).

/** The question, its words in the language it was asked in (ZoneWords). */
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

/** The language the question is asked in: the request's (translatorFor), English's when none is given. */
export type ZoneWords = { language: Language; t: Translate }
const inEnglish: ZoneWords = { language: defaultLanguage, t: translator(defaultLanguage, english) }

/** The question for a window whose times were read in `from` and will be read in `to`; null if none is set. */
export function zoneQuestion(
  stored: StoredWindow,
  from: string,
  to: string,
  { language, t }: ZoneWords = inEnglish,
): ZoneQuestion | null {
  if (from === to) return null
  const before = datesIn(language, from, t)
  const after = datesIn(language, to, t)
  const ends = (
    [
      ['open', stored.opensAt],
      ['close', stored.closesAt],
    ] as const
  ).flatMap(([verb, wall]) => {
    const at = wall === null ? null : wallTimeToMs(wall, from)
    return at === null ? [] : [{ verb, at, time: before.time(at), day: before.day(at) }]
  })
  if (ends.length === 0) return null
  const [first, second] = ends as [(typeof ends)[number], (typeof ends)[number] | undefined]
  /** "9:00 AM and 5:00 PM": one or both ends. */
  const both = (parts: string[]) =>
    parts.length === 1 ? parts[0]! : t('event.zone.both', { first: parts[0]!, second: parts[1]! })
  const clocks = both(ends.map((end) => end.time))
  // The same moment in the new zone, with its day when that is not the day it was typed for.
  const moved = both(
    ends.map((end) => {
      const day = after.day(end.at)
      return day === end.day
        ? after.time(end.at)
        : t('event.zone.timeOnDay', { time: after.time(end.at), day })
    }),
  )
  const count = ends.length
  const newZone = zoneName(to, t)
  return {
    from,
    to,
    now: second
      ? t('event.zone.opensAndCloses', {
          openTime: first.time,
          openDay: first.day,
          closeTime: second.time,
          closeDay: second.day,
        })
      : t(first.verb === 'open' ? 'event.zone.opens' : 'event.zone.closes', {
          time: first.time,
          day: first.day,
        }),
    change: t('event.zone.change', { count, clocks, newZone, oldZone: zoneName(from, t) }),
    keepWall: t('event.zone.keepWall', { clocks }),
    keepMoment: t('event.zone.keepMoment', { count, moments: moved, zone: newZone }),
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
  words?: ZoneWords,
): ZoneQuestion | null {
  const stored = getStoredWindow(db)
  return stored.timeZone ? zoneQuestion(stored, stored.timeZone, timeZone, words) : null
}
