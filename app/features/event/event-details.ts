import { agenda } from '~/content/agenda'
import { challenge } from '~/content/challenge'
import { site } from '~/content/site'
import type { AgendaInput } from '~/features/event/event-agenda'
import type { ChallengeInput } from '~/features/event/event-challenge'
import type { StoredClub } from '~/features/event/event-club'
import type { EventDateInput } from '~/features/event/event-date'
import type { EventSection } from '~/features/event/event-fields'
import { splitLines, splitParagraphs } from '~/utils/text'
import type { Agenda } from '~/content/es/agenda'
import type { Challenge } from '~/content/es/challenge'

// The event's words as the pages show them: the organiser's stored sections laid over the defaults of
// app/content/ (docs/decisions/0029). Pure, so the rules that follow the date are tested without a server.

export type EventSectionValues = {
  club: StoredClub
  event: EventDateInput
  agenda: AgendaInput
  challenge: ChallengeInput
}

/**
 * The event's default words in one language (app/content/, app/content/es/: the server picks them,
 * features/event/content.server.ts), and the few words the pages build around the organiser's.
 */
export type PageContent = {
  language: 'en' | 'es'
  agenda: Agenda
  challenge: Challenge
  footerTagline: string
  logoAlt: string
  keptUntil: (date: string) => string
  words: {
    presents: (club: string) => string
    eventTitle: (club: string, challenge: string) => string
    challengeName: string
    info: { date: string; time: string; access: string; place: string }
    viewProfile: string
    clubLogo: (club: string) => string
  }
}

/** The sections as app/content/ writes them, in the shape the Event tab's forms edit. */
export function defaultSections(
  defaultTimeZone: string,
  { agenda, challenge }: Pick<PageContent, 'agenda' | 'challenge'> = englishContent,
): EventSectionValues {
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
      title: challenge.hero.title,
      subtitle: challenge.hero.subtitle,
      grandPrize: prizeInput(challenge, 0),
      secondPrize: prizeInput(challenge, 1),
      bonusPrize: prizeInput(challenge, 2),
      purpose: challenge.purpose.paragraphs.join('\n\n'),
      participation: challenge.guidelines.items.join('\n\n'),
    },
  }
}

function prizeInput(challenge: Challenge, index: number) {
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

/** The same in another language: "sábado, 31 de mayo de 2025" (`withYear`), "sábado, 31 de mayo". */
function localDateLabel(date: string, language: string, withYear: boolean) {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(noonOf(date))
}

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

/**
 * What every page's header, footer, meta, e-mails and certificates read: small, in the root's data, in the
 * page's language (`content`: English's unless given).
 */
export function siteDetails(values: EventSectionValues, content: PageContent = englishContent) {
  const { club, event } = values
  const year = event.date.slice(0, 4)
  const english = content.language === 'en'
  return {
    clubName: club.clubName,
    challengeName: content.words.challengeName,
    logo: {
      src: club.logo ? logoPath(club.logo) : site.logo.src,
      alt: club.logo ? content.words.clubLogo(club.clubName) : content.logoAlt,
    },
    contactEmail: club.contactEmail,
    externalLinks: [
      { label: site.externalLinks.videoChannel.label, href: club.videoChannelUrl },
      { label: site.externalLinks.about.label, href: club.aboutUrl },
    ],
    /** The footer's copyright year: the event's. */
    year,
    footerTagline: content.footerTagline,
    event: {
      date: event.date,
      dateLabel: english ? dateLabel(event.date) : localDateLabel(event.date, content.language, true),
      /** The agenda's day, without its year: "Saturday, May 31". */
      dayLabel: english
        ? dateLabel(event.date).replace(/, \d{4}$/, '')
        : localDateLabel(event.date, content.language, false),
      /** "1:00-5:00 PM"; "13:00–17:00" in a language that reads the 24-hour clock. */
      hoursLabel: english
        ? hoursLabel(event.startTime, event.endTime)
        : `${event.startTime}–${event.endTime}`,
      access: event.access,
      place: event.place,
      keptUntil: content.keptUntil(event.date),
    },
    timeZone: event.timeZone,
  }
}
export type SiteDetails = ReturnType<typeof siteDetails>

/** The agenda page (/agenda): its fixed headings from app/content/, its words from the sections. */
export function agendaDetails(values: EventSectionValues, content: PageContent = englishContent) {
  const site = siteDetails(values, content)
  const { agenda: words } = values
  const { agenda } = content
  const label = content.words.info
  return {
    header: {
      heading: agenda.header.heading,
      eventTitle: content.words.eventTitle(site.clubName, site.challengeName),
    },
    intro: agenda.intro,
    keynote: {
      heading: agenda.keynote.heading,
      speaker: words.keynoteSpeaker,
      tagline: words.keynoteTagline,
      biography: splitParagraphs(words.keynoteBiography),
    },
    infoCards: [
      { id: 'date', label: label.date, value: site.event.dayLabel },
      { id: 'time', label: label.time, value: site.event.hoursLabel },
      { id: 'access', label: label.access, value: site.event.access },
      ...(site.event.place ? [{ id: 'place', label: label.place, value: site.event.place }] : []),
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
        profile: { label: content.words.viewProfile, href: guide.url },
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
export function challengeDetails(values: EventSectionValues, content: PageContent = englishContent) {
  const site = siteDetails(values, content)
  const { challenge: words } = values
  const { challenge } = content
  const places = challenge.prizes.prizes.map((prize) => prize.place)
  return {
    hero: {
      eyebrow: content.words.presents(site.clubName),
      title: words.title || challenge.hero.title,
      subtitle: words.subtitle || challenge.hero.subtitle,
    },
    submissionTypes: challenge.submissionTypes,
    promptGuide: challenge.promptGuide,
    buttons: challenge.buttons,
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

/** English's defaults: the pages' own when no language is given (the Event tab, the unit tests). */
export const englishContent: PageContent = {
  language: 'en',
  agenda,
  challenge,
  footerTagline: site.footerTagline,
  logoAlt: site.logo.alt,
  keptUntil,
  words: {
    presents: (club) => `${club} presents`,
    eventTitle: (club, challenge) => `${club} ${challenge}`,
    challengeName: site.challengeName,
    info: { date: 'Date', time: 'Time', access: 'Access', place: 'Place' },
    viewProfile: 'View profile',
    clubLogo: (club) => `${club} logo`,
  },
}
