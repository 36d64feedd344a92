// Every date and time the site shows is written in the event's time zone (EVENT_TIME_ZONE, given to every
// page by the root loader: useEventTimeZone) and in one locale, never the machine's: the server and the
// browser must write the same text, or React finds the page it hydrates different from the server's (and
// an organiser on a UTC server would see the wrong hours).
const LOCALE = 'en-US'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value)
}

const styles = {
  /** May 31, 2025 */
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  /** Sep 3, 2025 */
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  /** Sep 3, 2025, 2:05 PM */
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 2:05 PM */
  time: { hour: 'numeric', minute: '2-digit' },
  /** 2025-09-03, from its parts */
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
type Style = keyof typeof styles

// Making an Intl.DateTimeFormat costs far more than using one: one per zone and style, kept.
const formats = new Map<string, Intl.DateTimeFormat>()
function formatFor(timeZone: string, style: Style): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...styles[style], timeZone })
    formats.set(key, format)
  }
  return format
}

function format(date: Date | string | number, timeZone: string, style: Style): string {
  const value = toDate(date)
  if (Number.isNaN(value.getTime())) return ''
  return formatFor(timeZone, style).format(value)
}

/** A date for detail pages and tables: "May 31, 2025" (long) or "Sep 3, 2025" (short). '' if unparseable. */
export function formatDate(
  date: Date | string | number,
  timeZone: string,
  style: 'long' | 'short' = 'long',
): string {
  return format(date, timeZone, style)
}

/** A moment: "Sep 3, 2025, 2:05 PM". '' for an unparseable date. */
export function formatDateTime(date: Date | string | number, timeZone: string): string {
  return format(date, timeZone, 'dateTime')
}

/** A time of day: "2:05 PM". '' for an unparseable date. */
export function formatTime(date: Date | string | number, timeZone: string): string {
  return format(date, timeZone, 'time')
}

/** The day as YYYY-MM-DD (for file names). */
export function calendarDay(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatFor(timeZone, 'day')
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

/**
 * The canonical spelling of a time zone name (an IANA name such as Europe/London), or null when the
 * runtime does not know it. Offsets such as +02:00 are refused: not every browser reads them.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z]/.test(name)) return null
  try {
    return new Intl.DateTimeFormat(LOCALE, { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/**
 * Short "how long ago" label for cards and lists (SPEC §9); from 30 days on, the date ("Sep 3, 2025").
 * Returns '' for an unparseable date rather than showing "Invalid Date".
 */
export function relativeTimeLabel(date: Date | string | number, now: Date, timeZone: string): string {
  const then = toDate(date)
  const elapsed = now.getTime() - then.getTime()
  if (Number.isNaN(elapsed)) return ''

  // A future timestamp only happens through clock skew between server and browser.
  if (elapsed < HOUR_MS) return 'Just now'

  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS)
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`
  }

  const days = Math.floor(elapsed / DAY_MS)
  if (days === 1) return '1 day ago'
  if (days < 7) return `${days} days ago`
  if (days < 14) return '1 week ago'
  if (days < 30) return `${Math.floor(days / 7)} weeks ago`
  return formatDate(then, timeZone, 'short')
}
