import { describe, expect, it } from 'vitest'
import { passedEventDate } from '../../app/components/admin/event/event-date-passed'

describe('passedEventDate', () => {
  const event = { date: '2025-05-31', timeZone: 'Europe/London' }

  it('is null up to the end of the event’s day, in its time zone, and the printed date after it', () => {
    expect(passedEventDate(event, new Date('2025-05-30T12:00:00Z'))).toBeNull()
    expect(passedEventDate(event, new Date('2025-05-31T22:59:00Z'))).toBeNull()
    // Midnight in London (BST) is 23:00 UTC: the next day there.
    expect(passedEventDate(event, new Date('2025-05-31T23:00:00Z'))).toBe('Saturday, May 31, 2025')
  })

  it('reads the day where the event is, not where the server is', () => {
    const now = new Date('2025-06-01T03:00:00Z')
    expect(passedEventDate({ ...event, timeZone: 'America/Los_Angeles' }, now)).toBeNull()
    expect(passedEventDate({ ...event, timeZone: 'Asia/Tokyo' }, now)).toBe('Saturday, May 31, 2025')
  })
})
