/**
 * Agenda page (/agenda): the default words the organiser's Event tab can replace
 * (docs/rules.md#event-details).
 * Speakers' personal names are withheld: people appear by role only.
 * External addresses below are placeholders: the organiser sets the real sign-up page,
 * profile pages and presentation files here.
 */

import { site } from './site'

/** The agenda's date card reads the event's day without its year, as it always has: 'Saturday, May 31'. */
export const eventDayLabel = site.event.dateLabel.replace(/, \d{4}$/, '')

type AgendaLink = {
  label: string
  /** Absolute https URL; opened in a new tab with rel="noopener noreferrer". */
  href: string
}

type InfoCard = {
  id: 'date' | 'time' | 'access'
  label: string
  value: string
}

type HelpCard = {
  title: string
  description: string
  link?: AgendaLink
}

type FeaturedGuide = {
  /** A role description, never a personal name. */
  name: string
  role: string
  profile: AgendaLink
}

type ScheduleSlot = {
  /** "HH:MM" on the 24-hour clock; the page writes "1:00-1:30" (app/features/event/event-details.ts). */
  start: string
  end: string
  title: string
  description: string
  details?: readonly string[]
  presentation?: AgendaLink
  guides?: readonly string[]
}

type AgendaContent = {
  header: { heading: string; eventTitle: string }
  intro: readonly string[]
  keynote: {
    heading: string
    speaker: string
    tagline: string
    biography: readonly string[]
  }
  infoCards: readonly InfoCard[]
  howYouCanHelp: { heading: string; intro: string; cards: readonly HelpCard[] }
  featuredGuides: { heading: string; intro: string; guides: readonly FeaturedGuide[] }
  schedule: { heading: string; slots: readonly ScheduleSlot[] }
}

const keynoteSpeaker = 'Our teenage keynote speaker'
const innovationSpeaker = 'Our 14-year-old innovation speaker'
const creativeDirector = 'Our creative director and startup founder'

export const agenda = {
  header: {
    heading: 'Event Agenda',
    eventTitle: 'Kids Startup Club Science Innovation Challenge',
  },
  intro: [
    'Join young inventors, families and mentors for an afternoon of big ideas. We start with an inspiring keynote, then roll up our sleeves for a hands-on, hackathon-style challenge where AI tools are welcome.',
    'No experience needed: bring your curiosity, and we will help you with the rest.',
  ],
  keynote: {
    heading: 'Keynote Speaker',
    speaker: keynoteSpeaker,
    tagline: 'A teenage, prize-winning scientist and inventor',
    biography: [
      'Our keynote speaker started asking big science questions as a kid and never stopped. As a teenager, their research earned a $400,000 science prize, one of the largest awards a young scientist can win.',
      "They will share how a simple question turned into a real discovery, what it is like to fail and try again, and how young people can use today's tools, including AI, to make a difference.",
      'After the talk, our speakers join a short panel to answer your questions.',
    ],
  },
  infoCards: [
    { id: 'date', label: 'Date', value: eventDayLabel },
    { id: 'time', label: 'Time', value: '1:00-5:00 PM' },
    { id: 'access', label: 'Access', value: 'Invite Only' },
  ],
  howYouCanHelp: {
    heading: 'How You Can Help',
    intro: 'This event is made by our community. Here is how your family can pitch in.',
    cards: [
      {
        title: 'Bring snacks or drinks',
        description:
          'Inventing is hungry work! Sign up to bring a healthy snack or a drink to share at our snack table.',
        link: {
          label: 'Brain Food Bar',
          href: 'https://kidsstartupclub.org/brain-food-bar-signup',
        },
      },
      {
        title: 'Bring art or craft supplies',
        description:
          'Cardboard, tape, markers, string, recycled materials: anything that helps young inventors build a prototype.',
      },
      {
        title: 'Bring a device',
        description:
          'Please bring a charged laptop, tablet or phone so your team can use AI tools during the challenge.',
      },
    ],
  },
  featuredGuides: {
    heading: 'Featured Guides',
    intro: 'Meet some of the people who will inspire and guide our inventors.',
    guides: [
      {
        name: keynoteSpeaker,
        role: 'Keynote speaker and prize-winning young scientist',
        profile: {
          label: 'View profile',
          href: 'https://kidsstartupclub.org/guides/keynote-speaker',
        },
      },
      {
        name: innovationSpeaker,
        role: 'Innovation speaker and young inventor',
        profile: {
          label: 'View profile',
          href: 'https://kidsstartupclub.org/guides/innovation-speaker',
        },
      },
      {
        name: creativeDirector,
        role: 'Creative director and founder',
        profile: {
          label: 'View profile',
          href: 'https://kidsstartupclub.org/guides/creative-director',
        },
      },
    ],
  },
  schedule: {
    heading: 'Detailed Schedule',
    slots: [
      {
        start: '13:00',
        end: '13:30',
        title: 'Arrival, Mingling & Introductions',
        description:
          'Check in, grab a name tag and meet other young inventors. We kick off with a welcome from the Kids Startup Club and our partner organisation.',
        details: [
          'Welcome from the Kids Startup Club',
          'Welcome from our partner organisation',
          'Icebreaker: share one problem you wish someone would solve',
        ],
      },
      {
        start: '13:30',
        end: '14:00',
        title: 'Keynote',
        description:
          'A short presentation from our teenage keynote speaker, whose research won a $400,000 science prize, followed by a panel where you can ask your questions.',
        details: ['Short keynote presentation', 'Panel discussion and audience questions'],
        presentation: {
          label: 'View Presentation',
          href: 'https://kidsstartupclub.org/presentations/keynote-slides',
        },
      },
      {
        start: '14:00',
        end: '14:15',
        title: 'Eureka Moments',
        description:
          'Our 14-year-old innovation speaker shares the story of their own eureka moments and how to catch a great idea when it appears.',
        presentation: {
          label: 'View Presentation',
          href: 'https://kidsstartupclub.org/presentations/eureka-moments.pdf',
        },
      },
      {
        start: '14:15',
        end: '14:30',
        title: 'Team Formation & Snack Break',
        description:
          'Refuel at the Brain Food Bar, then work solo or form a team with your family and new friends.',
      },
      {
        start: '14:30',
        end: '16:30',
        title: 'Science Innovation Challenge',
        description:
          'The hands-on, hackathon-style challenge. Pick a problem, invent a solution and build a prototype. AI tools are welcome, and our expert guides will move between the tables to help.',
        details: [
          'Choose a problem and brainstorm solutions',
          'Use AI tools to research, design and build',
          'Make a prototype and test it',
          'Prepare a short presentation of your project',
        ],
        guides: [keynoteSpeaker, innovationSpeaker, creativeDirector, 'Kids Startup Club mentors'],
      },
      {
        start: '16:30',
        end: '17:00',
        title: 'Project Showcase & Awards',
        description:
          'Teams present their inventions, the judges score the projects, and we celebrate everyone with a prize ceremony.',
        details: ['Project presentations', 'Judging', 'Prize ceremony'],
      },
    ],
  },
} as const satisfies AgendaContent
