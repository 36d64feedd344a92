/**
 * Site-wide content: club identity, navigation, footer.
 * An organiser changes a link or a label here, and every page follows.
 */

type InternalLink = {
  /** Path inside the app, starting with "/". */
  to: string
  /** Its words' key in the catalogues (app/i18n/). */
  label: string
}

export type ExternalLink = {
  /** Absolute https URL; rendered with target="_blank" rel="noopener noreferrer". */
  href: string
  label: string
}

type SiteContent = {
  clubName: string
  challengeName: string
  logo: { src: string; alt: string }
  navLinks: readonly InternalLink[]
  footerLinks: readonly InternalLink[]
  /** Small links beside the copyright line (the privacy page), apart from the footer's navigation links. */
  legalLinks: readonly InternalLink[]
  /** Where families write to the organiser: changes, a copy of their data, erasure (/privacy). */
  contactEmail: string
  /** Each label: its words' key in the catalogues (app/i18n/). */
  externalLinks: {
    videoChannel: ExternalLink
    about: ExternalLink
  }
  footerTagline: string
  event: {
    /** ISO day of the event (YYYY-MM-DD). */
    date: string
    /** The same day as people read it, with the year: certificates carry it. */
    dateLabel: string
    /** "HH:MM" on the 24-hour clock: the agenda writes them "1:00-5:00 PM". */
    startTime: string
    endTime: string
  }
}

export const site = {
  clubName: 'Kids Startup Club',
  challengeName: 'Science Innovation Challenge',
  logo: {
    src: '/logo.svg',
    alt: 'Kids Startup Club logo: a lightbulb with a spark',
  },
  // The top bar's links, in this order. "/" is active on the root path.
  navLinks: [
    { to: '/', label: 'nav.challengeInfo' },
    { to: '/agenda', label: 'nav.agenda' },
    { to: '/submission', label: 'nav.submit' },
    { to: '/feed', label: 'nav.feed' },
    { to: '/ai-playbook', label: 'nav.playbook' },
  ],
  footerLinks: [
    { to: '/home', label: 'nav.home' },
    { to: '/challenge-info', label: 'nav.challengeInfo' },
    { to: '/agenda', label: 'nav.agenda' },
    { to: '/submission', label: 'nav.submit' },
    { to: '/feed', label: 'nav.feed' },
    { to: '/ai-playbook', label: 'nav.playbook' },
  ],
  legalLinks: [{ to: '/privacy', label: 'nav.privacy' }],
  // Placeholder address: the organiser sets the club's real one here (the privacy page shows it).
  contactEmail: 'hello@kidsstartupclub.org',
  // Placeholder addresses: the organiser sets the club's real channel and about page here.
  externalLinks: {
    videoChannel: {
      label: 'footer.videoChannel',
      href: 'https://www.youtube.com/@KidsStartupClub',
    },
    about: {
      label: 'footer.about',
      href: 'https://kidsstartupclub.org/about',
    },
  },
  footerTagline: 'Young inventors, big ideas, and a little help from AI.',
  // The one place the event's day is written: the agenda and the certificates read it from here.
  event: {
    date: '2025-05-31',
    dateLabel: 'Saturday, May 31, 2025',
    startTime: '13:00',
    endTime: '17:00',
  },
} as const satisfies SiteContent
