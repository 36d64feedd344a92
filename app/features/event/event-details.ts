import { agenda } from '~/content/agenda'
import { challenge } from '~/content/challenge'
import type { AgendaInput } from '~/features/event/event-agenda'
import type { ChallengeInput } from '~/features/event/event-challenge'
import type { StoredClub } from '~/features/event/event-club'
import type { EventDateInput } from '~/features/event/event-date'
import type { EventSection } from '~/features/event/event-fields'
import { splitLines, splitParagraphs } from '~/utils/text'
import {
  defaultClub,
  defaultEventDate,
  englishSiteWords,
  siteDetails,
  slotLabel,
  type SiteWords,
} from './site-details'
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
export type PageContent = SiteWords & { agenda: Agenda; challenge: Challenge }

/** The sections as app/content/ writes them, in the shape the Event tab's forms edit. */
export function defaultSections(
  defaultTimeZone: string,
  { agenda, challenge }: Pick<PageContent, 'agenda' | 'challenge'> = englishContent,
): EventSectionValues {
  const help = agenda.howYouCanHelp.cards[0]
  return {
    club: defaultClub(),
    event: defaultEventDate(defaultTimeZone, agenda.infoCards.find((card) => card.id === 'access')!.value),
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
export const englishContent: PageContent = { ...englishSiteWords, agenda, challenge }
