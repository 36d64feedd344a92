import { site } from '~/content/site'
import type { StoredClub } from '~/features/event/event-club'
import type { EventDateInput } from '~/features/event/event-date'

// The event's words every page's frame shows (the club, its logo and links, the day and hours): what the
// root loader hands every page (siteDetails), and the defaults of app/content/site.ts. Apart from the
// pages' content (event-details.ts), so that the scripts of every page carry none of the agenda's or the
// challenge's words.

/** The few words the frame builds around the organiser's, in one language. */
export type SiteWords = {
  language: 'en' | 'es'
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

/** The club as app/content/site.ts names it. */
export const defaultClub = (): StoredClub => ({
  clubName: site.clubName,
  videoChannelUrl: site.externalLinks.videoChannel.href,
  aboutUrl: site.externalLinks.about.href,
  contactEmail: site.contactEmail,
  logo: null,
})

/** The event's day and hours as app/content/site.ts sets them. */
export const defaultEventDate = (timeZone: string, access: string): EventDateInput => ({
  date: site.event.date,
  startTime: site.event.startTime,
  endTime: site.event.endTime,
  timeZone,
  access,
  place: '',
})

// Each format made when first used, not when a page's scripts load this module: making one costs a
// phone's CPU more than the page's hydration of a whole card (bench/results.md, the phone table).
function utcFormat(options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined
  return () => (format ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }))
}
const monthYear = utcFormat({ month: 'long', year: 'numeric' })
const longDay = utcFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`)

/** "Saturday, May 31, 2025": a calendar day is the same wherever it is read. */
export const dateLabel = (date: string) => longDay().format(noonOf(date))

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
  return `the end of ${monthYear().format(end)}, three months after the event`
}

export const logoPath = (storedName: string) => `/event-logo/${storedName}`

/**
 * What every page's header, footer, meta, e-mails and certificates read: small, in the root's data, in the
 * page's language (`content`: English's unless given).
 */
export function siteDetails(
  values: { club: StoredClub; event: EventDateInput },
  content: SiteWords = englishSiteWords,
) {
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

/** English's words around the organiser's: the frame's own when no language is given. */
export const englishSiteWords: SiteWords = {
  language: 'en',
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
