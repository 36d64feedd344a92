import { formatDate, formatDateTime, formatDay, formatTime, timeAgo } from '~/utils/time'
import { pseudoLanguage, type Language } from './languages'
import type { Translate } from './translate'

// Dates and times the page's language's way (Intl), always in the event's time zone: "Saturday, May 31" in
// English, "sábado, 31 de mayo" in Spanish; "2:05 PM", "14:05". The pseudo-language writes English's in ⟦…⟧,
// so that its test tells a date from words nobody translated.

/** The locale Intl writes a language's dates in. */
export const intlLocale = (language: Language) =>
  language === 'en' || language === pseudoLanguage ? 'en-US' : language

type When = Date | string | number

export function datesIn(language: Language, timeZone: string, t: Translate) {
  const locale = intlLocale(language)
  const wrap =
    language === pseudoLanguage ? (text: string) => (text ? `⟦${text}⟧` : text) : (text: string) => text
  return {
    /** "May 31, 2025" (long) or "Sep 3, 2025" (short). */
    date: (when: When, style: 'long' | 'short' = 'long') => wrap(formatDate(when, timeZone, style, locale)),
    /** "Sep 3, 2025, 2:05 PM". */
    dateTime: (when: When) => wrap(formatDateTime(when, timeZone, locale)),
    /** "2:05 PM". */
    time: (when: When) => wrap(formatTime(when, timeZone, locale)),
    /** "Saturday, May 31, 2025". */
    day: (when: When) => wrap(formatDay(when, timeZone, locale)),
    /** "Just now", "3 hours ago", "2 weeks ago"; from 30 days on, the short date. */
    ago: (when: When, now: Date) => {
      const ago = timeAgo(when, now)
      switch (ago.unit) {
        case 'invalid':
          return ''
        case 'now':
          return t('time.justNow')
        case 'date':
          return wrap(formatDate(when, timeZone, 'short', locale))
        case 'hour':
          return t('time.hoursAgo', { count: ago.count })
        case 'day':
          return t('time.daysAgo', { count: ago.count })
        case 'week':
          return t('time.weeksAgo', { count: ago.count })
      }
    },
  }
}

export type Dates = ReturnType<typeof datesIn>
