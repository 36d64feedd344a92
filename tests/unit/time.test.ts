import { describe, it, expect } from 'vitest'
import {
  calendarDay,
  formatDay,
  wallTime,
  wallTimeToMs,
  zoneLabel,
  canonicalTimeZone,
  formatDate,
  formatDateTime,
  formatTime,
  relativeTimeLabel,
} from '../../app/utils/time'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const now = new Date('2025-05-31T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const label = (ms: number) => relativeTimeLabel(ago(ms), now, 'UTC')

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

  it('shows the date in the given zone from 30 days on', () => {
    // 03:30 UTC on May 1st is still April 30th in Los Angeles.
    const date = new Date('2025-05-01T03:30:00Z')
    const later = new Date('2025-06-15T12:00:00Z')
    expect(relativeTimeLabel(date, later, 'America/Los_Angeles')).toBe('Apr 30, 2025')
    expect(relativeTimeLabel(date, later, 'UTC')).toBe('May 1, 2025')
    expect(relativeTimeLabel(date, new Date('2026-05-01T00:00:00Z'), 'UTC')).toBe('May 1, 2025')
  })

  it('treats a future date (clock skew) as Just now', () => {
    expect(label(-5 * MINUTE)).toBe('Just now')
    expect(label(-3 * DAY)).toBe('Just now')
  })

  it('accepts an ISO string and a millisecond timestamp', () => {
    expect(relativeTimeLabel(ago(3 * HOUR).toISOString(), now, 'UTC')).toBe('3 hours ago')
    expect(relativeTimeLabel(ago(3 * DAY).getTime(), now, 'UTC')).toBe('3 days ago')
  })

  it('returns an empty string for an unparseable date', () => {
    expect(relativeTimeLabel('not a date', now, 'UTC')).toBe('')
    expect(relativeTimeLabel(Number.NaN, now, 'UTC')).toBe('')
  })
})

describe('dates and times in the event’s zone, in one locale whatever the machine’s', () => {
  // 03:30 UTC on June 15th: 8:30 PM on June 14th in Los Angeles (UTC-7 in summer).
  const summer = new Date('2025-06-15T03:30:00Z')
  // 23:30 UTC on June 14th: still June 14th in Los Angeles, already June 15th in Tokyo.
  const lateEvening = new Date('2025-06-14T23:30:00Z')

  it('formats a date in the given zone, long or short', () => {
    expect(formatDate(summer, 'America/Los_Angeles')).toBe('June 14, 2025')
    expect(formatDate(summer, 'America/Los_Angeles', 'short')).toBe('Jun 14, 2025')
    expect(formatDate(summer, 'UTC')).toBe('June 15, 2025')
    expect(formatDate(lateEvening, 'America/Los_Angeles', 'short')).toBe('Jun 14, 2025')
    expect(formatDate(lateEvening, 'Asia/Tokyo', 'short')).toBe('Jun 15, 2025')
  })

  it('formats a moment and a time of day in the given zone, through daylight saving time', () => {
    expect(formatDateTime(summer, 'America/Los_Angeles')).toBe('Jun 14, 2025, 8:30 PM')
    expect(formatDateTime(summer, 'Europe/London')).toBe('Jun 15, 2025, 4:30 AM')
    // In January Los Angeles is UTC-8.
    expect(formatDateTime(new Date('2025-01-15T07:30:00Z'), 'America/Los_Angeles')).toBe(
      'Jan 14, 2025, 11:30 PM',
    )
    expect(formatTime(summer, 'America/Los_Angeles')).toBe('8:30 PM')
  })

  it('names the day as YYYY-MM-DD in the given zone', () => {
    expect(calendarDay(summer, 'America/Los_Angeles')).toBe('2025-06-14')
    expect(calendarDay(summer, 'UTC')).toBe('2025-06-15')
  })

  it('accepts strings and timestamps, and writes nothing for an unparseable date', () => {
    expect(formatDate(summer.toISOString(), 'UTC')).toBe('June 15, 2025')
    expect(formatDate(summer.getTime(), 'UTC')).toBe('June 15, 2025')
    expect(formatDate('nope', 'UTC')).toBe('')
    expect(formatDateTime(Number.NaN, 'UTC')).toBe('')
  })
})

describe('canonicalTimeZone', () => {
  it('spells a known zone name as the runtime does, and knows no other', () => {
    expect(canonicalTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles')
    expect(canonicalTimeZone('america/los_angeles')).toBe('America/Los_Angeles')
    expect(canonicalTimeZone('UTC')).toBe('UTC')
    for (const name of ['Mars/Olympus_Mons', '+02:00', '', 'Europe/London; rm -rf']) {
      expect(canonicalTimeZone(name), name).toBeNull()
    }
  })
})

describe('wall-clock times in the event zone (the submission window)', () => {
  it('reads a datetime-local value in the zone, and writes a moment back the same way', () => {
    const at = wallTimeToMs('2025-05-31T16:30', 'America/New_York')
    expect(at).toBe(Date.UTC(2025, 4, 31, 20, 30))
    expect(wallTime(at!, 'America/New_York')).toBe('2025-05-31T16:30')
    expect(wallTimeToMs('2025-01-15T09:05', 'Asia/Tokyo')).toBe(Date.UTC(2025, 0, 15, 0, 5))
    expect(wallTimeToMs('2025-12-31T23:59', 'Pacific/Kiritimati')).toBe(Date.UTC(2025, 11, 31, 9, 59))
  })

  it('a time the clocks skip in spring names the moment an hour later; one they pass twice, the first', () => {
    expect(wallTimeToMs('2025-03-30T01:30', 'Europe/London')).toBe(Date.UTC(2025, 2, 30, 1, 30))
    expect(wallTimeToMs('2025-10-26T01:30', 'Europe/London')).toBe(Date.UTC(2025, 9, 26, 0, 30))
    expect(wallTimeToMs('2025-10-26T02:30', 'Europe/London')).toBe(Date.UTC(2025, 9, 26, 2, 30))
  })

  it('refuses what is not a real date and time', () => {
    for (const bad of [
      '2025-02-30T10:00',
      '2025-05-31T24:00',
      '2025-05-31T10:60',
      '2025-05-31T10:00:60',
      '2025-05-31',
      'soon',
      '',
    ])
      expect(wallTimeToMs(bad, 'Europe/London'), bad).toBeNull()
  })

  it('keeps seconds when a time has them, and writes none on a whole minute', () => {
    const at = wallTimeToMs('2025-05-31T16:30:15', 'America/New_York')
    expect(at).toBe(Date.UTC(2025, 4, 31, 20, 30, 15))
    expect(wallTime(at!, 'America/New_York')).toBe('2025-05-31T16:30:15')
    expect(wallTime(at! + 450, 'America/New_York')).toBe('2025-05-31T16:30:15')
    expect(wallTime(Date.UTC(2025, 4, 31, 20, 30), 'America/New_York')).toBe('2025-05-31T16:30')
  })

  it('names a zone beside a time as people say it', () => {
    expect(zoneLabel('America/Los_Angeles')).toBe('Los Angeles time')
    expect(zoneLabel('Europe/London')).toBe('London time')
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time')
    expect(zoneLabel('UTC')).toBe('UTC')
    expect(zoneLabel('Etc/UTC')).toBe('UTC')
    expect(zoneLabel('Etc/GMT+5')).toBe('GMT+5')
  })

  it('writes the day with its weekday', () => {
    expect(formatDay(Date.UTC(2025, 4, 31, 20, 30), 'America/New_York')).toBe('Saturday, May 31, 2025')
    expect(formatDay(Date.UTC(2025, 4, 31, 20, 30), 'Asia/Tokyo')).toBe('Sunday, June 1, 2025')
  })
})
