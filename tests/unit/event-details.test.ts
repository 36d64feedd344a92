import { describe, expect, it } from 'vitest'
import { agenda } from '../../app/content/agenda'
import { challenge } from '../../app/content/challenge'
import { privacy, privacyFor } from '../../app/content/privacy'
import { site } from '../../app/content/site'
import { agendaDetails, challengeDetails, defaultSections } from '../../app/features/event/event-details'
import { hoursLabel, keptUntil, siteDetails } from '../../app/features/event/site-details'
import { agendaSchema } from '../../app/features/event/event-agenda'
import { challengeSchema } from '../../app/features/event/event-challenge'
import { clubSchema } from '../../app/features/event/event-club'
import { eventDateSchema } from '../../app/features/event/event-date'

// docs/decisions/0029: with nothing stored, every page shows app/content/'s words exactly (the site's
// original texts).

const defaults = defaultSections('Europe/London')

describe('the event’s words with nothing stored', () => {
  it('are today’s texts: the day, the hours, the copyright line, the keep-until', () => {
    const words = siteDetails(defaults)
    expect(words.event.dateLabel).toBe('Saturday, May 31, 2025')
    expect(words.event.dayLabel).toBe('Saturday, May 31')
    expect(words.event.hoursLabel).toBe('1:00-5:00 PM')
    expect(words.year).toBe('2025')
    expect(words.clubName).toBe(site.clubName)
    expect(words.logo).toEqual(site.logo)
    expect(words.externalLinks).toEqual(Object.values(site.externalLinks))
    expect(privacyFor({ contactEmail: words.contactEmail, keptUntil: words.event.keptUntil })).toEqual(
      privacy,
    )
  })

  it('give the agenda page today’s slots, cards, keynote and guides', () => {
    const page = agendaDetails(defaults)
    expect(page.header).toEqual(agenda.header)
    expect(page.schedule.slots.map((slot) => slot.time)).toEqual([
      '1:00-1:30',
      '1:30-2:00',
      '2:00-2:15',
      '2:15-2:30',
      '2:30-4:30',
      '4:30-5:00',
    ])
    expect(page.infoCards).toEqual(agenda.infoCards)
    expect(page.keynote).toEqual({ ...agenda.keynote })
    expect(page.howYouCanHelp.cards.map((card) => card.link?.href ?? null)).toEqual(
      agenda.howYouCanHelp.cards.map((card) => ('link' in card ? card.link.href : null)),
    )
    expect(page.featuredGuides.guides).toEqual(agenda.featuredGuides.guides)
    page.schedule.slots.forEach((slot, index) => {
      const old = agenda.schedule.slots[index]!
      expect(slot.description).toEqual([old.description])
      expect(slot.details).toEqual('details' in old ? old.details : [])
      expect(slot.guides).toEqual('guides' in old ? old.guides : [])
      expect(slot.presentation).toEqual('presentation' in old ? old.presentation : null)
    })
  })

  it('give the challenge page today’s prizes, purpose and rules', () => {
    const page = challengeDetails(defaults)
    expect(page.hero).toEqual(challenge.hero)
    expect(page.prizes).toEqual(challenge.prizes)
    expect(page.purpose).toEqual(challenge.purpose)
    expect(page.guidelines).toEqual(challenge.guidelines)
  })

  it('pass their own sections’ schemas, so the forms open on them unchanged', () => {
    const { logo, ...club } = defaults.club
    expect(logo).toBeNull()
    expect(clubSchema.parse(club)).toEqual(club)
    expect(eventDateSchema.parse(defaults.event)).toEqual(defaults.event)
    expect(agendaSchema.parse(defaults.agenda)).toEqual(defaults.agenda)
    expect(challengeSchema.parse(defaults.challenge)).toEqual(defaults.challenge)
  })
})

describe('what follows the event’s date', () => {
  it('writes the hours as the agenda does, across noon too', () => {
    expect(hoursLabel('09:30', '11:00')).toBe('9:30-11:00 AM')
    expect(hoursLabel('11:00', '13:15')).toBe('11:00 AM-1:15 PM')
    expect(hoursLabel('00:00', '12:00')).toBe('12:00 AM-12:00 PM')
  })

  it('keeps the data three months, into the next year when it must', () => {
    expect(keptUntil('2026-11-14')).toBe('the end of February 2027, three months after the event')
  })

  it('moves the copyright year, the certificate’s date and the agenda’s day', () => {
    const words = siteDetails({ ...defaults, event: { ...defaults.event, date: '2026-06-13' } })
    expect(words.year).toBe('2026')
    expect(words.event.dateLabel).toBe('Saturday, June 13, 2026')
    expect(words.event.dayLabel).toBe('Saturday, June 13')
  })
})
