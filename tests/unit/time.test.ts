import { describe, it, expect } from 'vitest'
import { formatDate, relativeTimeLabel } from '../../app/utils/time'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const now = new Date(2025, 4, 31, 12, 0, 0)
const ago = (ms: number) => new Date(now.getTime() - ms)
const label = (ms: number) => relativeTimeLabel(ago(ms), now, 'en-US')

describe('relativeTimeLabel', () => {
  it.each([
    ['exactly now', 0, 'Just now'],
    ['59m59s', 59 * MINUTE + 59 * SECOND, 'Just now'],
    ['60m', 60 * MINUTE, '1 hour ago'],
    ['1h59m', HOUR + 59 * MINUTE, '1 hour ago'],
    ['2h', 2 * HOUR, '2 hours ago'],
    ['23h59m', 23 * HOUR + 59 * MINUTE, '23 hours ago'],
    ['23h59m59.999s', DAY - 1, '23 hours ago'],
    ['24h', 24 * HOUR, '1 day ago'],
    ['47h59m', 47 * HOUR + 59 * MINUTE, '1 day ago'],
    ['48h', 48 * HOUR, '2 days ago'],
    ['6d23h', 6 * DAY + 23 * HOUR, '6 days ago'],
    ['7d', 7 * DAY, '1 week ago'],
    ['13d23h', 13 * DAY + 23 * HOUR, '1 week ago'],
    ['14d', 14 * DAY, '2 weeks ago'],
    ['20d', 20 * DAY, '2 weeks ago'],
    ['21d', 21 * DAY, '3 weeks ago'],
    ['28d', 28 * DAY, '4 weeks ago'],
    ['29d23h', 29 * DAY + 23 * HOUR, '4 weeks ago'],
  ])('%s → %s', (_name, elapsed, expected) => {
    expect(label(elapsed)).toBe(expected)
  })

  it('shows the local date from 30 days on, using the given locale', () => {
    const date = ago(30 * DAY)
    expect(relativeTimeLabel(date, now, 'en-US')).toBe(date.toLocaleDateString('en-US'))
    expect(relativeTimeLabel(date, now, 'de-DE')).toBe(date.toLocaleDateString('de-DE'))
  })

  it('shows the local date for dates a year old', () => {
    const date = ago(365 * DAY)
    expect(relativeTimeLabel(date, now, 'en-US')).toBe(date.toLocaleDateString('en-US'))
  })

  it('uses the runtime default locale when none is given', () => {
    const date = ago(45 * DAY)
    expect(relativeTimeLabel(date, now)).toBe(date.toLocaleDateString())
  })

  it('treats a future date (clock skew) as Just now', () => {
    expect(label(-5 * MINUTE)).toBe('Just now')
    expect(label(-3 * DAY)).toBe('Just now')
  })

  it('accepts an ISO string', () => {
    expect(relativeTimeLabel(ago(3 * HOUR).toISOString(), now)).toBe('3 hours ago')
  })

  it('accepts a millisecond timestamp', () => {
    expect(relativeTimeLabel(ago(3 * DAY).getTime(), now)).toBe('3 days ago')
  })

  it('defaults now to the current time', () => {
    expect(relativeTimeLabel(new Date())).toBe('Just now')
    expect(relativeTimeLabel(Date.now() - 2 * DAY)).toBe('2 days ago')
  })

  it('returns an empty string for an unparseable date', () => {
    expect(relativeTimeLabel('not a date', now)).toBe('')
    expect(relativeTimeLabel(Number.NaN, now)).toBe('')
  })
})

describe('formatDate', () => {
  const date = new Date(2025, 4, 31, 12, 0, 0)

  it('formats a long date', () => {
    expect(formatDate(date, 'en-US')).toBe('May 31, 2025')
  })

  it('follows the locale', () => {
    expect(formatDate(date, 'en-GB')).toBe('31 May 2025')
  })

  it('accepts strings and timestamps', () => {
    expect(formatDate(date.toISOString(), 'en-US')).toBe('May 31, 2025')
    expect(formatDate(date.getTime(), 'en-US')).toBe('May 31, 2025')
  })

  it('matches Intl with the runtime default locale when none is given', () => {
    const expected = new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(date)
    expect(formatDate(date)).toBe(expected)
  })

  it('returns an empty string for an unparseable date', () => {
    expect(formatDate('nope', 'en-US')).toBe('')
  })
})
