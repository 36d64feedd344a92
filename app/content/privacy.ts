/**
 * Privacy page (/privacy): what the site keeps about a family's project, who sees it, how long
 * it is kept, and how a family changes, withdraws, gets a copy of or erases it. Written for parents.
 * The organiser edits the words here; keep them true to what the site does (README, "A family asks to
 * see or erase their data"). The contact address is the club's, in site.ts.
 */
import { site } from './site'

/** What the privacy page's words follow: the Event tab's contact address and the event's date. */
export type PrivacyFacts = { contactEmail: string; keptUntil: string }

type GlanceCard = {
  icon: 'eye' | 'lock' | 'clock' | 'pencil'
  title: string
  text: string
}

type PrivacySection = {
  /** The section's anchor: /privacy#<id>. */
  id: string
  heading: string
  paragraphs?: readonly string[]
  /** A list of points, shown after the paragraphs. */
  items?: readonly { label?: string; text: string }[]
  /** Shown after the list. */
  after?: readonly string[]
}

type PrivacyContent = {
  title: string
  subtitle: string
  /** When the organiser last changed these words. */
  updated: string
  glance: { heading: string; cards: readonly GlanceCard[] }
  sections: readonly PrivacySection[]
  contact: { heading: string; text: string; email: string; responseTime: string }
}

/**
 * The page's words for the club's address and how long everything is kept (three months after the event's
 * date: app/features/event/event-details.ts keptUntil), so every sentence that says them follows the Event tab.
 */
export const privacyFor = ({ contactEmail, keptUntil }: PrivacyFacts) =>
  ({
    title: 'Privacy',
    subtitle:
      'What we keep about your child’s project, who can see it, and how to change or remove it. No account needed.',
    updated: 'May 2025',
    glance: {
      heading: 'At a glance',
      cards: [
        {
          icon: 'eye',
          title: 'Public only after approval',
          text: 'Nothing you send appears on the showcase until an organiser has checked and approved it.',
        },
        {
          icon: 'lock',
          title: 'Your e-mail stays private',
          text: 'Only the organiser sees it. It is never shown on the site, to visitors or to judges.',
        },
        {
          icon: 'clock',
          title: 'Deleted after the event',
          text: `Projects, files, e-mail addresses and scores are deleted by ${keptUntil}.`,
        },
        {
          icon: 'pencil',
          title: 'Yours to change or remove',
          text: 'Edit or withdraw your project at any time with the private link you get after submitting.',
        },
      ],
    },
    sections: [
      {
        id: 'what-we-store',
        heading: 'What we store',
        paragraphs: ['When you submit a project, we keep:'],
        items: [
          {
            label: 'The project',
            text: 'its name, description, type and link, and the participant’s name as you typed it.',
          },
          { label: 'Pictures and files', text: 'the thumbnail, photos and documents you upload.' },
          { label: 'Your e-mail address', text: 'so the organiser can contact you about the project.' },
          {
            label: 'Dates',
            text: 'when you submitted, and when you agreed, as parent or guardian, to the public showcase.',
          },
          { label: 'The judging', text: 'the judges’ scores and comments on the project.' },
        ],
        after: [
          'We do not ask for your child’s age, school or address, and families have no accounts. The site remembers which projects your browser submitted in a small cookie, so you can follow their status. There is no advertising and no tracking.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'The site sets only these small cookies, each for one job, and none to follow you around the web:',
        ],
        items: [
          {
            label: 'sc_submissions',
            text: 'the projects this browser submitted, so it can show their status and their private links. Kept for a year.',
          },
          {
            label: 'sc_session',
            text: 'for judges and the organiser only: keeps them signed in. Ends when they sign out, after 12 hours unused, or after 7 days.',
          },
          {
            label: 'sc_device_judge and sc_device_admin',
            text: 'set once a judge or the organiser has signed in on this browser, so that other people’s wrong passwords on the same Wi-Fi never lock them out. Kept for 180 days.',
          },
          {
            label: 'sc_voter',
            text: 'set when a People’s Choice code is typed on this browser, to count its own wrong codes. Kept for 7 days.',
          },
          {
            label: 'sc_lang',
            text: 'the language you chose in the menu at the top of the page, so every page is shown in it. Kept for a year.',
          },
          {
            label: 'sc_toast',
            text: 'a one-time message after you do something (“Changes saved”), gone once it is shown.',
          },
        ],
      },
      {
        id: 'who-sees-what',
        heading: 'Who sees what',
        items: [
          {
            label: 'Everyone',
            text: 'only once an organiser approves the project: its name, description, pictures, files, link and the participant’s name (the organiser may choose to show only the first name and the initial of the last), and its scores on the leaderboard.',
          },
          {
            label: 'Judges',
            text: 'projects waiting for review and approved projects, so they can score them. Judges never see your e-mail address.',
          },
          {
            label: 'The organiser',
            text: 'everything, including your e-mail address. Nobody else does.',
          },
          { label: 'Your browser', text: 'your own projects and their status, even before approval.' },
        ],
        after: ['A project that is not approved is never shown to the public.'],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        paragraphs: [
          `We keep projects, their files, e-mail addresses, and the judges’ scores and comments until ${keptUntil}, so families can see the results and we can hand out the prizes. Then we delete all of it, backup copies included.`,
          'You do not have to wait: you can withdraw your project or ask us to erase it at any time (below).',
        ],
      },
      {
        id: 'change-or-withdraw',
        heading: 'Change or withdraw your project',
        paragraphs: [
          'After you submit, the site gives you a private link that starts with /my-project/. Keep it safe: anyone who has the link can change the project.',
          'With that link you can fix the name, description or link, replace the pictures and files, or withdraw the project. Withdrawing deletes the project, its files and its scores straight away. If you change a project that was already approved, it goes back for review before it is shown again.',
          `Lost the link? Write to ${contactEmail} from the e-mail address you submitted with, and we will make the change for you.`,
        ],
      },
      {
        id: 'copy-or-erase',
        heading: 'Get a copy, or have everything erased',
        paragraphs: [
          `Write to ${contactEmail} from the e-mail address you submitted with. Tell us whether you would like:`,
        ],
        items: [
          {
            label: 'A copy',
            text: 'a file with everything we store about your projects: their details, the names of their files, and the judges’ scores and comments.',
          },
          {
            label: 'Erasure',
            text: 'we delete all the projects sent with your e-mail address, their files and their scores, in one step. This cannot be undone.',
          },
        ],
      },
    ],
    contact: {
      heading: 'Questions?',
      text: 'Write to the organiser. We are a small club and read every message.',
      email: contactEmail,
      responseTime: 'We answer within a month, and usually within a few days.',
    },
  }) as const satisfies PrivacyContent

/** The defaults' page, for anything that reads the privacy words without the Event tab's. */
export const privacy = privacyFor({
  contactEmail: site.contactEmail,
  keptUntil: 'the end of August 2025, three months after the event',
})
