const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value)
}

/**
 * Short "how long ago" label for cards and lists (SPEC §9).
 * Returns '' for an unparseable date rather than showing "Invalid Date".
 */
export function relativeTimeLabel(
  date: Date | string | number,
  now: Date = new Date(),
  locale?: string,
): string {
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
  return then.toLocaleDateString(locale)
}

// Making an Intl.DateTimeFormat costs far more than using one: one per locale and style, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const styles = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

/**
 * A date for detail pages and tables: "May 31, 2025" (long) or "Sep 3, 2025" (short) in en-US.
 * '' for an unparseable date.
 */
export function formatDate(
  date: Date | string | number,
  locale?: string,
  style: keyof typeof styles = 'long',
): string {
  const value = toDate(date)
  if (Number.isNaN(value.getTime())) return ''
  const key = `${locale ?? ''}|${style}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, styles[style])
    dateFormats.set(key, format)
  }
  return format.format(value)
}
