import { agenda } from '~/content/agenda'
import { challenge } from '~/content/challenge'
import { site } from '~/content/site'
import type { AgendaInput } from '~/features/event/event-agenda'
import type { ChallengeInput } from '~/features/event/event-challenge'
import type { StoredClub } from '~/features/event/event-club'
import type { EventDateInput } from '~/features/event/event-date'
import type { EventSection } from '~/features/event/event-fields'
import { splitLines, splitParagraphs } from '~/utils/text'

// The event's words as the pages show them: the organiser's stored sections laid over the defaults of
// app/content/ (docs/decisions/0029). Pure, so the rules that follow the date are tested without a server.

export type EventSectionValues = {
  club: StoredClub
  event: EventDateInput
  agenda: AgendaInput
  challenge: ChallengeInput
}

/** The sections as app/content/ writes them, in the shape the Event tab's forms edit. */
export function defaultSections(defaultTimeZone: string): EventSectionValues {
  const help = agenda.howYouCanHelp.cards[0]
  return {
    club: {
      clubName: site.clubName,
      videoChannelUrl: site.externalLinks.videoChannel.href,
      aboutUrl: site.externalLinks.about.href,
      contactEmail: site.contactEmail,
      logo: null,
    },
    event: {
      date: site.event.date,
      startTime: site.event.startTime,
      endTime: site.event.endTime,
      timeZone: defaultTimeZone,
      access: agenda.infoCards.find((card) => card.id === 'access')!.value,
      place: '',
    },
    agenda: {
      slots: agenda.schedule.slots.map((slot) => ({
        start: slot.start,
        end: slot.end,
        title: slot.title,
        description: slot.description,
        points: 'details' in slot ? slot.details.join('\n') : '',
        guides: 'guides' in slot ? slot.guides.join('\n') : '',
        buttonLabel: 'presentation' in slot ? slot.presentation.label : '',
        buttonUrl: 'presentation' in slot ? slot.presentation.href : '',
      })),
      keynoteSpeaker: agenda.keynote.speaker,
      keynoteTagline: agenda.keynote.tagline,
      keynoteBiography: agenda.keynote.biography.join('\n\n'),
      foodSignupUrl: 'link' in help ? help.link.href : '',
      guides: agenda.featuredGuides.guides.map((guide) => ({
        name: guide.name,
        role: guide.role,
        url: guide.profile.href,
      })),
    },
    challenge: {
      grandPrize: prizeInput(0),
      secondPrize: prizeInput(1),
      bonusPrize: prizeInput(2),
      purpose: challenge.purpose.paragraphs.join('\n\n'),
      participation: challenge.guidelines.items.join('\n\n'),
    },
  }
}

function prizeInput(index: number) {
  const prize = challenge.prizes.prizes[index]!
  return { title: prize.title, description: prize.description }
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`)

/** "Saturday, May 31, 2025": a calendar day is the same wherever it is read. */
export const dateLabel = (date: string) => longDay.format(noonOf(date))

/** "1:00" for 13:00: the hours of a slot, whose period the event's own hours give. */
function clockTime(time: string) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`
}
const period = (time: string) => (Number(time.slice(0, 2)) < 12 ? 'AM' : 'PM')

/** "1:00-5:00 PM", or "11:00 AM-1:00 PM" when the event crosses noon. */
export function hoursLabel(start: string, end: string) {
  return period(start) === period(end)
    ? `${clockTime(start)}-${clockTime(end)} ${period(end)}`
    : `${clockTime(start)} ${period(start)}-${clockTime(end)} ${period(end)}`
}

/** "1:00-1:30", as the agenda's timeline writes a slot. */
export const slotLabel = (start: string, end: string) => `${clockTime(start)}-${clockTime(end)}`

/** What the privacy page promises: "the end of August 2025, three months after the event". */
export function keptUntil(date: string) {
  const day = noonOf(date)
  const end = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 3, 1, 12))
  return `the end of ${monthYear.format(end)}, three months after the event`
}

export const logoPath = (storedName: string) => `/event-logo/${storedName}`

/** What every page's header, footer, meta, e-mails and certificates read: small, in the root's data. */
export function siteDetails(values: EventSectionValues) {
  const { club, event } = values
  const year = event.date.slice(0, 4)
  return {
    clubName: club.clubName,
    challengeName: site.challengeName,
    logo: {
      src: club.logo ? logoPath(club.logo) : site.logo.src,
      alt: club.logo ? `${club.clubName} logo` : site.logo.alt,
    },
    contactEmail: club.contactEmail,
    externalLinks: [
      { label: site.externalLinks.videoChannel.label, href: club.videoChannelUrl },
      { label: site.externalLinks.about.label, href: club.aboutUrl },
    ],
    /** The footer's copyright year: the event's. */
    year,
    footerTagline: site.footerTagline,
    event: {
      date: event.date,
      dateLabel: dateLabel(event.date),
      /** The agenda's day, without its year: "Saturday, May 31". */
      dayLabel: dateLabel(event.date).replace(/, \d{4}$/, ''),
      hoursLabel: hoursLabel(event.startTime, event.endTime),
      access: event.access,
      place: event.place,
      keptUntil: keptUntil(event.date),
    },
    timeZone: event.timeZone,
  }
}
export type SiteDetails = ReturnType<typeof siteDetails>

/** The agenda page (/agenda): its fixed headings from app/content/, its words from the sections. */
export function agendaDetails(values: EventSectionValues) {
  const site = siteDetails(values)
  const { agenda: words } = values
  return {
    header: { heading: agenda.header.heading, eventTitle: `${site.clubName} ${site.challengeName}` },
    intro: agenda.intro,
    keynote: {
      heading: agenda.keynote.heading,
      speaker: words.keynoteSpeaker,
      tagline: words.keynoteTagline,
      biography: splitParagraphs(words.keynoteBiography),
    },
    infoCards: [
      { id: 'date', label: 'Date', value: site.event.dayLabel },
      { id: 'time', label: 'Time', value: site.event.hoursLabel },
      { id: 'access', label: 'Access', value: site.event.access },
      ...(site.event.place ? [{ id: 'place', label: 'Place', value: site.event.place }] : []),
    ] as { id: 'date' | 'time' | 'access' | 'place'; label: string; value: string }[],
    howYouCanHelp: {
      heading: agenda.howYouCanHelp.heading,
      intro: agenda.howYouCanHelp.intro,
      cards: agenda.howYouCanHelp.cards.map((card, index) => ({
        title: card.title,
        description: card.description,
        link:
          'link' in card
            ? { label: card.link.label, href: index === 0 ? words.foodSignupUrl : card.link.href }
            : null,
      })),
    },
    featuredGuides: {
      heading: agenda.featuredGuides.heading,
      intro: agenda.featuredGuides.intro,
      guides: words.guides.map((guide) => ({
        name: guide.name,
        role: guide.role,
        profile: { label: 'View profile', href: guide.url },
      })),
    },
    schedule: {
      heading: agenda.schedule.heading,
      slots: words.slots.map((slot) => ({
        time: slotLabel(slot.start, slot.end),
        title: slot.title,
        description: splitParagraphs(slot.description),
        details: splitLines(slot.points),
        guides: splitLines(slot.guides),
        presentation: slot.buttonUrl ? { label: slot.buttonLabel, href: slot.buttonUrl } : null,
      })),
    },
  }
}
export type AgendaDetails = ReturnType<typeof agendaDetails>

/** The challenge page (/challenge-info): prizes, purpose and rules from the sections, the rest fixed. */
export function challengeDetails(values: EventSectionValues) {
  const site = siteDetails(values)
  const { challenge: words } = values
  const places = challenge.prizes.prizes.map((prize) => prize.place)
  return {
    hero: { ...challenge.hero, eyebrow: `${site.clubName} presents` },
    dayLabel: site.event.dayLabel,
    hoursLabel: site.event.hoursLabel,
    purpose: { heading: challenge.purpose.heading, paragraphs: splitParagraphs(words.purpose) },
    guidelines: { heading: challenge.guidelines.heading, items: splitParagraphs(words.participation) },
    prizes: {
      heading: challenge.prizes.heading,
      intro: challenge.prizes.intro,
      prizes: [words.grandPrize, words.secondPrize, words.bonusPrize].map((prize, index) => ({
        place: places[index]!,
        title: prize.title,
        description: prize.description,
      })),
    },
  }
}
export type ChallengeDetails = ReturnType<typeof challengeDetails>

/** Which sections the organiser changed: the Event tab offers "Reset to the default" for those. */
export type StoredSections = Record<EventSection, boolean>
