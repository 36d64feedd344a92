import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { eventTimeZone, resetEventSection } from '../../app/features/event/event-details.server'
import {
  clearSubmissionWindow,
  getStoredWindow,
  submissionRefusal,
  submissionWindowFields,
  submissionWindowView,
} from '../../app/features/submissions/submission-window.server'
import { typedInAnotherZone } from '../../app/features/submissions/window-zone.server'
import { windowNotice, type SubmissionWindowView } from '../../app/features/submissions/submission-window'
import { englishT } from '../../app/i18n/catalogues.server'
import { datesIn } from '../../app/i18n/dates'
import { eventIntents } from '../../app/features/admin/event-intents.server'
import { db } from '../../app/infra/db.server'
import { fileStore } from '../../app/infra/storage.server'
import { env } from '../../app/infra/env.server'
import { wallTimeToMs } from '../../app/utils/time'
import { isDataWithInit } from '../setup/route-answer'

// docs/decisions/0037: the submission window is the wall-clock time the organiser typed, read in the
// event's zone. A new zone on the Event tab asks first whether to keep the clock time or the moment, and
// the window then closes at the time the Event tab shows. (The page's words, from outside:
// tests/security/window-zone.test.ts.)

const LA = 'America/Los_Angeles'
const fiveInTheAfternoonUtc = Date.UTC(2031, 4, 31, 17, 0)

beforeEach(() => {
  // The server's own zone, as on a rented machine.
  env.EVENT_TIME_ZONE = 'UTC'
  resetEventSection(db, fileStore, 'event')
  clearSubmissionWindow(db)
})
afterAll(() => db.$client.close())

/** The sentence a page in English shows about the window, in the event's zone. */
const noticeOf = (view: SubmissionWindowView) =>
  windowNotice(view, englishT, datesIn('en', eventTimeZone(), englishT)).notice

const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const request = new Request('http://localhost/admin/event', { method: 'POST' })
  return eventIntents[fields.intent!]!({ request, form, logo: null })
}

const eventFields = (timeZone: string) => ({
  intent: 'event',
  date: '2031-05-31',
  startTime: '13:00',
  endTime: '17:00',
  timeZone,
  access: 'Invite Only',
  place: '',
})

async function windowClosingAtFiveUtc() {
  expect(((await post(eventFields('UTC'))) as Response).status).toBe(302)
  const saved = await post({ intent: 'submission-window', opensAt: '', closesAt: '2031-05-31T17:00' })
  expect((saved as Response).status).toBe(302)
  expect(getStoredWindow(db)).toEqual({ opensAt: null, closesAt: '2031-05-31T17:00', timeZone: 'UTC' })
}

const answer = (choice: string, from = 'UTC', to = LA) => ({
  windowChoice: choice,
  windowChoiceFrom: from,
  windowChoiceTo: to,
})

describe('a new time zone on the Event tab while a window is set', () => {
  it('asks first, and saves nothing until the organiser answers', async () => {
    await windowClosingAtFiveUtc()
    const asked = await post(eventFields(LA))
    expect(isDataWithInit(asked) && asked.data).toMatchObject({
      intent: 'event',
      zoneQuestion: {
        from: 'UTC',
        to: LA,
        now: 'Submissions close at 5:00 PM on Saturday, May 31, 2031.',
        change: 'With the new time zone that is 5:00 PM Los Angeles time (it was 5:00 PM UTC).',
        keepWall: 'Keep 5:00 PM in the new zone',
        keepMoment: 'Keep the same moment (10:00 AM Los Angeles time)',
      },
    })
    expect(eventTimeZone()).toBe('UTC')
    expect(getStoredWindow(db)).toEqual({ opensAt: null, closesAt: '2031-05-31T17:00', timeZone: 'UTC' })

    // An answer given for another zone than the one posted is asked again.
    const stale = await post({ ...eventFields(LA), ...answer('keep-wall', 'UTC', 'America/New_York') })
    expect(isDataWithInit(stale) && stale.data).toMatchObject({ zoneQuestion: { to: LA } })
    expect(eventTimeZone()).toBe('UTC')
  })

  it('"keep 5:00 PM": the window closes at 5:00 PM Los Angeles time, as the Event tab shows', async () => {
    await windowClosingAtFiveUtc()
    expect(((await post({ ...eventFields(LA), ...answer('keep-wall') })) as Response).status).toBe(302)
    expect(eventTimeZone()).toBe(LA)
    // What the organiser reads on the Event tab…
    expect(submissionWindowFields(db)).toEqual({ opensAt: '', closesAt: '2031-05-31T17:00', timeZone: LA })
    const view = submissionWindowView(db, fiveInTheAfternoonUtc)
    expect(noticeOf(view)).toBe('Submissions close on Saturday, May 31, 2031 at 5:00 PM')
    // …is when submissions close: open at 4:59 PM there, refused from 5:00 PM.
    const fiveInLosAngeles = wallTimeToMs('2031-05-31T17:00', LA)!
    expect(view.closesAt).toBe(fiveInLosAngeles)
    expect(submissionRefusal(db, fiveInTheAfternoonUtc)).toBeNull()
    expect(submissionRefusal(db, fiveInLosAngeles - 60_000)).toBeNull()
    expect(submissionRefusal(db, fiveInLosAngeles)).toMatchObject({ status: 403 })
    expect(typedInAnotherZone(db)).toBeNull()
  })

  it('"keep the same moment": the window closes at 10:00 AM Los Angeles time, the moment it was', async () => {
    await windowClosingAtFiveUtc()
    expect(((await post({ ...eventFields(LA), ...answer('keep-moment') })) as Response).status).toBe(302)
    expect(getStoredWindow(db)).toEqual({ opensAt: null, closesAt: '2031-05-31T10:00', timeZone: LA })
    const view = submissionWindowView(db, fiveInTheAfternoonUtc - 60_000)
    expect(noticeOf(view)).toBe('Submissions close on Saturday, May 31, 2031 at 10:00 AM')
    expect(view.closesAt).toBe(fiveInTheAfternoonUtc)
    expect(submissionRefusal(db, fiveInTheAfternoonUtc)).toMatchObject({ status: 403 })
  })

  it('without a window, or with the same zone, saves at once', async () => {
    expect(((await post(eventFields(LA))) as Response).status).toBe(302)
    expect(eventTimeZone()).toBe(LA)
    await post({ intent: 'submission-window', opensAt: '2031-05-30T09:00', closesAt: '2031-05-31T17:00' })
    expect(((await post({ ...eventFields(LA), place: 'Town hall' })) as Response).status).toBe(302)
    expect(getStoredWindow(db)).toMatchObject({ closesAt: '2031-05-31T17:00', timeZone: LA })
  })
})

describe('a zone changed without asking (the Event section reset, or EVENT_TIME_ZONE changed)', () => {
  it('the window’s section asks, and the answer keeps the clock time or the moment', async () => {
    expect(((await post(eventFields(LA))) as Response).status).toBe(302)
    await post({ intent: 'submission-window', opensAt: '2031-05-30T09:00', closesAt: '2031-05-31T17:00' })
    resetEventSection(db, fileStore, 'event')
    expect(eventTimeZone()).toBe('UTC')
    const question = typedInAnotherZone(db)
    expect(question).toEqual({
      from: LA,
      to: 'UTC',
      now: 'Submissions open at 9:00 AM on Friday, May 30, 2031 and close at 5:00 PM on Saturday, May 31, 2031.',
      change:
        'With the new time zone those are 9:00 AM and 5:00 PM UTC (they were 9:00 AM and 5:00 PM Los Angeles time).',
      keepWall: 'Keep 9:00 AM and 5:00 PM in the new zone',
      keepMoment: 'Keep the same moments (4:00 PM and 12:00 AM on Sunday, June 1, 2031 UTC)',
    })
    const moved = await post({ intent: 'submission-window-zone', ...answer('keep-moment', LA, 'UTC') })
    expect((moved as Response).status).toBe(302)
    expect(getStoredWindow(db)).toEqual({
      opensAt: '2031-05-30T16:00',
      closesAt: '2031-06-01T00:00',
      timeZone: 'UTC',
    })
    expect(typedInAnotherZone(db)).toBeNull()
  })

  it('"keep" leaves the times as typed, now in the event’s zone; a stale answer changes nothing', async () => {
    expect(((await post(eventFields(LA))) as Response).status).toBe(302)
    await post({ intent: 'submission-window', opensAt: '', closesAt: '2031-05-31T17:00' })
    env.EVENT_TIME_ZONE = 'Europe/London'
    resetEventSection(db, fileStore, 'event')
    // Until the organiser answers, the times are read in the event's zone: what the Event tab shows.
    const fiveInLondon = Date.UTC(2031, 4, 31, 16, 0)
    expect(submissionWindowView(db, 0).closesAt).toBe(fiveInLondon)
    const stale = await post({ intent: 'submission-window-zone', ...answer('keep-wall', LA, 'UTC') })
    expect((stale as Response).status).toBe(302)
    expect(getStoredWindow(db)).toEqual({ opensAt: null, closesAt: '2031-05-31T17:00', timeZone: LA })
    await post({ intent: 'submission-window-zone', ...answer('keep-wall', LA, 'Europe/London') })
    expect(getStoredWindow(db)).toEqual({
      opensAt: null,
      closesAt: '2031-05-31T17:00',
      timeZone: 'Europe/London',
    })
    const view = submissionWindowView(db, 0)
    expect(view.closesAt).toBe(fiveInLondon)
    expect(noticeOf(view)).toBe('Submissions close on Saturday, May 31, 2031 at 5:00 PM')
  })
})
