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
  /** Saturday, May 31, 2025 */
  weekday: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** Every part of a wall-clock time, numeric, 0-23 hours (wallTime, wallTimeToMs) */
  wall: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
type Style = keyof typeof styles

// Making an Intl.DateTimeFormat costs far more than using one: one per zone and style, kept.
const formats = new Map<string, Intl.DateTimeFormat>()
function formatFor(timeZone: string, style: Style, locale: string = LOCALE): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}|${locale}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...styles[style], timeZone })
    formats.set(key, format)
  }
  return format
}

function format(date: Date | string | number, timeZone: string, style: Style, locale?: string): string {
  const value = toDate(date)
  if (Number.isNaN(value.getTime())) return ''
  return formatFor(timeZone, style, locale).format(value)
}

// Each takes the page's locale last (app/i18n/dates.ts): English's ('en-US') when none is given.

/** A date for detail pages and tables: "May 31, 2025" (long) or "Sep 3, 2025" (short). '' if unparseable. */
export function formatDate(
  date: Date | string | number,
  timeZone: string,
  style: 'long' | 'short' = 'long',
  locale?: string,
): string {
  return format(date, timeZone, style, locale)
}

/** A moment: "Sep 3, 2025, 2:05 PM". '' for an unparseable date. */
export function formatDateTime(date: Date | string | number, timeZone: string, locale?: string): string {
  return format(date, timeZone, 'dateTime', locale)
}

/** A time of day: "2:05 PM". '' for an unparseable date. */
export function formatTime(date: Date | string | number, timeZone: string, locale?: string): string {
  return format(date, timeZone, 'time', locale)
}

/** A day with its weekday: "Saturday, May 31, 2025". '' for an unparseable date. */
export function formatDay(date: Date | string | number, timeZone: string, locale?: string): string {
  return format(date, timeZone, 'weekday', locale)
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

/** The zone of the machine the code runs on. */
export function machineTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone
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
 * Short "how long ago" label for cards and lists; from 30 days on, the date ("Sep 3, 2025").
 * Returns '' for an unparseable date rather than showing "Invalid Date".
 */
export function relativeTimeLabel(date: Date | string | number, now: Date, timeZone: string): string {
  const ago = timeAgo(date, now)
  switch (ago.unit) {
    case 'invalid':
      return ''
    case 'now':
      return 'Just now'
    case 'date':
      return formatDate(date, timeZone, 'short')
    default:
      return ago.count === 1 ? `1 ${ago.unit} ago` : `${ago.count} ${ago.unit}s ago`
  }
}

/** How long ago, in the unit a label says it in (relativeTimeLabel; app/i18n/dates.ts in each language). */
export function timeAgo(
  date: Date | string | number,
  now: Date,
): { unit: 'invalid' | 'now' | 'date' } | { unit: 'hour' | 'day' | 'week'; count: number } {
  const elapsed = now.getTime() - toDate(date).getTime()
  if (Number.isNaN(elapsed)) return { unit: 'invalid' }
  // A future timestamp only happens through clock skew between server and browser.
  if (elapsed < HOUR_MS) return { unit: 'now' }
  if (elapsed < DAY_MS) return { unit: 'hour', count: Math.floor(elapsed / HOUR_MS) }
  const days = Math.floor(elapsed / DAY_MS)
  if (days < 7) return { unit: 'day', count: days }
  if (days < 14) return { unit: 'week', count: 1 }
  if (days < 30) return { unit: 'week', count: Math.floor(days / 7) }
  return { unit: 'date' }
}

function wallParts(at: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatFor(timeZone, 'wall')
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  return parts
}

/** How far the zone's clock is ahead of UTC at this moment, in ms (negative west of Greenwich). */
function zoneOffsetMs(at: number, timeZone: string): number {
  const p = wallParts(at, timeZone)
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wallAsUtc - (at - (((at % 1000) + 1000) % 1000))
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The moment a wall-clock time ("2025-05-31T16:30", as a datetime-local input sends it, or with seconds,
 * "2025-05-31T16:30:15") names in a time zone, in ms; null when it is not a real date and time. A time the
 * clocks skip in spring names the moment an hour later; a time they pass twice in autumn, the first of the
 * two.
 *
 * Not @date-fns/tz: its TZDate (1.5) names the hour passed twice inconsistently, the second of the two in
 * Europe/London and the first in America/New_York, and the tests pin one rule for every zone.
 */
export function wallTimeToMs(wall: string, timeZone: string): number | null {
  const match = WALL_TIME.exec(wall)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  if (hour > 23 || minute > 59 || second > 59) return null
  // The zone's offsets a day either side: the moment lies within 14 h of the wall time read as UTC, so at most
  // one change of offset lies between them.
  const before = asUtc - zoneOffsetMs(asUtc - DAY_MS, timeZone)
  const after = asUtc - zoneOffsetMs(asUtc + DAY_MS, timeZone)
  // The one that reads back as the wall time given; the earlier when both do (autumn), the later when
  // neither does (spring).
  const reads = (at: number) => wallTimeToSecond(at, timeZone) === wallTimeToSecond(asUtc, 'UTC')
  if (reads(before)) return before
  if (reads(after)) return after
  return Math.max(before, after)
}

const two = (n: number) => String(n).padStart(2, '0')

function wallTimeToSecond(at: number, timeZone: string): string {
  const p = wallParts(at, timeZone)
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}`
}

/**
 * A moment as the wall-clock time of a zone, "2025-05-31T16:30", the value of a datetime-local input;
 * with its seconds ("2025-05-31T16:30:15") only when it does not fall on a whole minute.
 */
export function wallTime(at: number, timeZone: string): string {
  const full = wallTimeToSecond(at, timeZone)
  return full.endsWith(':00') ? full.slice(0, 16) : full
}

/**
 * How a zone is named beside a time: "London time" for Europe/London, "Los Angeles time" for
 * America/Los_Angeles, "UTC" for UTC.
 */
export function zoneLabel(timeZone: string): string {
  if (/^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu|Greenwich)$/.test(timeZone)) return 'UTC'
  if (timeZone.startsWith('Etc/')) return timeZone.slice(4)
  return `${timeZone.split('/').at(-1)!.replaceAll('_', ' ')} time`
}
