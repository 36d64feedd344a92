import { FileInput } from '~/components/file-input'
import { Field, inputClass } from '~/components/forms/field'
import type { ZoneQuestion } from '~/features/submissions/window-zone.server'
import { agendaSchema, MAX_GUIDES, MAX_SLOTS } from '~/features/event/event-agenda'
import { challengeSchema } from '~/features/event/event-challenge'
import { clubSchema } from '~/features/event/event-club'
import { eventDateSchema } from '~/features/event/event-date'
import { useT } from '~/i18n/react'
import { EventSection, type SectionProps } from './event-section'
import { WindowZoneQuestion } from './window-zone-question'

// The event's four sections of text, each a description of its form (section-fields.tsx says how one
// reads): the fields' labels and whether they are required come from their schemas. Every word here is a
// catalogue key (app/i18n/en/event.ts).

const paragraphs = 'event.hint.paragraphs'

/** The event's day and hours, the zone they are in, who may come and where. */
export function EventDateSection({
  zoneQuestion,
  ...section
}: SectionProps<'event'> & {
  /** Asked before a new time zone moves the submission window: the form is saved with the answer. */
  zoneQuestion?: ZoneQuestion
}) {
  const t = useT()
  return (
    <EventSection
      id="event"
      schema={eventDateSchema}
      description="event.event.description"
      lines={[
        // Three in a row where their whole values fit, else wrapped.
        ['date', 'startTime', 'endTime'],
        [
          { name: 'timeZone', hint: 'event.event.timeZoneHint' },
          { name: 'access', hint: 'event.event.accessHint' },
        ],
        { name: 'place', hint: 'event.event.placeHint' },
      ]}
      {...section}
    >
      {zoneQuestion ? (
        <WindowZoneQuestion
          id="event-zone-question"
          title={t('event.event.zoneQuestion')}
          question={zoneQuestion}
        />
      ) : null}
    </EventSection>
  )
}

/** The club: its name, logo, links and the address families write to. */
export function ClubSection({ logoSrc, ...section }: SectionProps<'club'> & { logoSrc: string }) {
  const t = useT()
  return (
    <EventSection
      id="club"
      schema={clubSchema}
      description="event.club.description"
      multipart
      lines={[
        'clubName',
        // Not in the schema (the upload parser checks the file): Conform's fields answer any name.
        ({ logo }) => (
          <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            <div className="flex size-20 items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
              <img
                src={logoSrc}
                alt={t('event.club.logoNow')}
                width={56}
                height={56}
                className="size-14 object-contain"
              />
            </div>
            <Field
              field={logo!}
              label={t('event.club.logo')}
              required={false}
              hint={t('event.club.logoHint')}
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
        { name: 'contactEmail', hint: 'event.club.contactEmailHint' },
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
      description="event.agenda.description"
      lines={[
        {
          legend: 'event.agenda.timeline',
          lines: [
            {
              list: 'slots',
              item: {
                title: 'event.agenda.slot',
                inSentence: 'event.agenda.slotInSentence',
                add: 'event.agenda.addSlot',
              },
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
                summary: 'event.agenda.more',
                lines: [
                  { name: 'description', hint: paragraphs },
                  [
                    { name: 'points', hint: 'event.hint.oneALine', rows: 4 },
                    {
                      name: 'guides',
                      label: 'event.agenda.guidesAtHand',
                      hint: 'event.hint.oneALine',
                      rows: 4,
                    },
                  ],
                  ['buttonLabel', 'buttonUrl'],
                ],
              },
            },
          ],
        },
        {
          legend: 'event.agenda.keynote',
          lines: [
            [{ name: 'keynoteSpeaker', hint: 'event.agenda.speakerHint' }, 'keynoteTagline'],
            { name: 'keynoteBiography', hint: paragraphs, rows: 6 },
          ],
        },
        {
          legend: 'event.agenda.food',
          lines: [{ name: 'foodSignupUrl', hint: 'event.agenda.foodHint' }],
        },
        {
          legend: 'event.agenda.guides',
          lines: [
            {
              list: 'guides',
              item: {
                title: 'event.agenda.guide',
                inSentence: 'event.agenda.guideInSentence',
                add: 'event.agenda.addGuide',
              },
              max: MAX_GUIDES,
              lines: [['name', 'role'], 'url'],
            },
          ],
        },
      ]}
      {...section}
    />
  )
}

/** The challenge page's prizes, what the challenge is for and how to take part. */
export function ChallengeSection(section: SectionProps<'challenge'>) {
  // A prize's card: its title, and its two fields' labels that say which prize ("Grand Prize: title").
  const prize = (group: string, words: { title: string; titleLabel: string; descriptionLabel: string }) => ({
    group,
    title: words.title,
    lines: [
      { name: 'title', label: words.titleLabel },
      { name: 'description', label: words.descriptionLabel, textarea: true },
    ],
  })
  return (
    <EventSection
      id="challenge"
      schema={challengeSchema}
      description="event.challenge.description"
      lines={[
        { name: 'title', hint: 'event.challenge.titleHint' },
        'subtitle',
        {
          legend: 'event.challenge.prizes',
          lines: [
            [
              prize('grandPrize', {
                title: 'event.challenge.grandPrize',
                titleLabel: 'event.challenge.grandPrizeTitle',
                descriptionLabel: 'event.challenge.grandPrizeDescription',
              }),
              prize('secondPrize', {
                title: 'event.challenge.secondPrize',
                titleLabel: 'event.challenge.secondPrizeTitle',
                descriptionLabel: 'event.challenge.secondPrizeDescription',
              }),
              prize('bonusPrize', {
                title: 'event.challenge.bonusPrize',
                titleLabel: 'event.challenge.bonusPrizeTitle',
                descriptionLabel: 'event.challenge.bonusPrizeDescription',
              }),
            ],
          ],
        },
        { name: 'purpose', rows: 8, hint: 'event.challenge.purposeHint' },
        { name: 'participation', rows: 8, hint: 'event.challenge.participationHint' },
      ]}
      {...section}
    />
  )
}
