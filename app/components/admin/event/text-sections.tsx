import { FileInput } from '~/components/file-input'
import { Field, inputClass } from '~/components/forms/field'
import type { ZoneQuestion } from '~/features/submissions/window-zone.server'
import { agendaSchema, MAX_GUIDES, MAX_SLOTS } from '~/features/event/event-agenda'
import { challengeSchema } from '~/features/event/event-challenge'
import { clubSchema } from '~/features/event/event-club'
import { eventDateSchema } from '~/features/event/event-date'
import { EventSection, type SectionProps } from './event-section'
import { WindowZoneQuestion } from './window-zone-question'

// The event's four sections of text, each a description of its form (section-fields.tsx says how one
// reads): the fields' labels and whether they are required come from their schemas.

const paragraphs = 'Plain text: leave a blank line between paragraphs.'

/** The event's day and hours, the zone they are in, who may come and where. */
export function EventDateSection({
  zoneQuestion,
  ...section
}: SectionProps<'event'> & {
  /** Asked before a new time zone moves the submission window: the form is saved with the answer. */
  zoneQuestion?: ZoneQuestion
}) {
  return (
    <EventSection
      id="event"
      schema={eventDateSchema}
      description="The day and hours on the agenda and the challenge page. The year is the copyright line's, the day the certificates', and the privacy page keeps the data three months after it."
      lines={[
        // Three in a row where their whole values fit, else wrapped.
        ['date', 'startTime', 'endTime'],
        [
          {
            name: 'timeZone',
            hint: 'A name such as Europe/London or America/Los_Angeles: every date and time of the site is written in it.',
          },
          { name: 'access', hint: 'For example Invite Only or Free, all welcome.' },
        ],
        { name: 'place', hint: 'Optional: the agenda shows it beside the date and time.' },
      ]}
      {...section}
    >
      {zoneQuestion ? (
        <WindowZoneQuestion
          id="event-zone-question"
          title="Nothing is saved yet: the new time zone moves the submission window. Which do you want?"
          question={zoneQuestion}
        />
      ) : null}
    </EventSection>
  )
}

/** The club: its name, logo, links and the address families write to. */
export function ClubSection({ logoSrc, ...section }: SectionProps<'club'> & { logoSrc: string }) {
  return (
    <EventSection
      id="club"
      schema={clubSchema}
      description="Your club's name and logo in the header, the footer and on the certificates; the footer's links; the address families write to."
      multipart
      lines={[
        'clubName',
        // Not in the schema (the upload parser checks the file): Conform's fields answer any name.
        ({ logo }) => (
          <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            <div className="flex size-20 items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
              <img
                src={logoSrc}
                alt="The logo now"
                width={56}
                height={56}
                className="size-14 object-contain"
              />
            </div>
            <Field
              field={logo!}
              label="Logo"
              required={false}
              hint="A PNG, JPEG or WebP image of at most 1 MB, square looks best. Leave empty to keep the logo shown."
            >
              <FileInput
                field={logo!}
                accept="image/png,image/jpeg,image/webp"
                className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-indigo-700`}
              />
            </Field>
          </div>
        ),
        ['videoChannelUrl', 'aboutUrl'],
        {
          name: 'contactEmail',
          hint: 'The privacy page gives it to families who want their data changed or erased.',
        },
      ]}
      {...section}
    />
  )
}

/**
 * The agenda: its timeline's slots, the keynote, the food sign-up and the featured guides. Slots and guides
 * are added, removed and moved with Conform's list buttons: with JavaScript at once, without it the server
 * sends the form back changed. Nothing is stored until "Save agenda".
 */
export function AgendaSection(section: SectionProps<'agenda'>) {
  // The times keep their whole value: start and end side by side on a phone too, the title beside them
  // from a tablet's width.
  const time = 'flex-[1_1_8rem] sm:flex-[0_0_10rem]'
  return (
    <EventSection
      id="agenda"
      schema={agendaSchema}
      description="The timeline on the agenda page, the keynote, the food sign-up button and the featured guides."
      lines={[
        {
          legend: 'Timeline',
          lines: [
            {
              list: 'slots',
              item: 'Slot',
              ordered: true,
              min: 1,
              max: MAX_SLOTS,
              lines: [
                [
                  { name: 'start', className: time },
                  { name: 'end', className: time },
                  { name: 'title', className: 'min-w-0 basis-full sm:flex-[1_1_14rem]' },
                ],
              ],
              // The times and titles are what changes on the day: the rest folds away.
              more: {
                summary: 'Description, points, guides and button',
                lines: [
                  { name: 'description', hint: paragraphs },
                  [
                    { name: 'points', hint: 'One a line.', rows: 4 },
                    { name: 'guides', label: 'Guides at hand', hint: 'One a line.', rows: 4 },
                  ],
                  ['buttonLabel', 'buttonUrl'],
                ],
              },
            },
          ],
        },
        {
          legend: 'Keynote',
          lines: [
            [{ name: 'keynoteSpeaker', hint: "A role rather than a child's name." }, 'keynoteTagline'],
            { name: 'keynoteBiography', hint: paragraphs, rows: 6 },
          ],
        },
        {
          legend: 'Food sign-up',
          lines: [{ name: 'foodSignupUrl', hint: 'Where families sign up to bring a snack or a drink.' }],
        },
        {
          legend: 'Featured guides',
          lines: [{ list: 'guides', item: 'Guide', max: MAX_GUIDES, lines: [['name', 'role'], 'url'] }],
        },
      ]}
      {...section}
    />
  )
}

/** The challenge page's prizes, what the challenge is for and how to take part. */
export function ChallengeSection(section: SectionProps<'challenge'>) {
  const prize = (group: string, title: string) => ({
    group,
    title,
    lines: [
      { name: 'title', label: `${title}: title` },
      { name: 'description', label: `${title}: description`, textarea: true },
    ],
  })
  return (
    <EventSection
      id="challenge"
      schema={challengeSchema}
      description="The prizes, what the challenge is for and how to take part, on the challenge page."
      lines={[
        {
          legend: 'Prizes',
          lines: [
            [
              prize('grandPrize', 'Grand Prize'),
              prize('secondPrize', '2nd and 3rd Prizes'),
              prize('bonusPrize', 'Bonus Prizes'),
            ],
          ],
        },
        {
          name: 'purpose',
          rows: 8,
          hint: 'What is the challenge? Plain text: leave a blank line between paragraphs.',
        },
        {
          name: 'participation',
          rows: 8,
          hint: 'How to take part: each paragraph is one rule. Leave a blank line between them.',
        },
      ]}
      {...section}
    />
  )
}
