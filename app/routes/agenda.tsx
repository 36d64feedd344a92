import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHero } from '~/components/page-hero'
import { Card, ExternalLink, Container, Section, buttonClasses, IconTile, NameList } from '~/components/ui'
import { loadAgendaPage } from '~/features/event/agenda-page.server'
import { useEventDetails } from '~/features/event/use-event-details'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'
import { pageTitle } from '~/utils/page-meta'
import { Icon, type IconName } from '~/components/ui/icons'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(metaT()('showcase.agenda.title')) },
  { name: 'description', content: data?.intro[0] ?? '' },
]

// The organiser's words (the Event tab) over app/content/'s.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAgendaPage(request, context)

export const clientLoader = loadWords(['showcase'])

export const handle: RouteHandle = { i18n: ['showcase'] }

const infoIcons = { date: 'calendar-days', time: 'clock', access: 'ticket', place: 'map-pin' } as const
// Snacks, decorations, tech help: the default cards in order; a card the organiser adds gets the last one.
const helpIcons: IconName[] = ['apple', 'palette', 'laptop']

export default function Agenda() {
  const agenda = useLoaderData<typeof loader>()
  const { clubName } = useEventDetails()
  const t = useT()
  return (
    <>
      {/* The page's header stays on screen while the schedule scrolls by. */}
      {/* The club's name (the organiser's), then the challenge's (the product's, in the page's language). */}
      <PageHero eyebrow={`${clubName} ${t('site.challengeName')}`} title={agenda.header.heading} sticky />

      <Container className="py-10 sm:py-14">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {agenda.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {agenda.infoCards.map((card) => (
            <li key={card.id}>
              {/* On a tablet, three abreast, the icon goes above its words: "1:00-5:00 PM" stays on one line. */}
              <Card className="flex h-full items-center gap-4 sm:flex-col sm:items-start sm:gap-3 lg:flex-row lg:items-center lg:gap-4">
                <IconTile icon={infoIcons[card.id]} />
                <div>
                  <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{card.label}</p>
                  <p className="text-lg font-bold text-slate-900">{card.value}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Container>

      <section aria-labelledby="keynote-title" className="bg-white py-10 sm:py-14">
        <Container>
          <div className="grid gap-8 rounded-3xl bg-gradient-to-br from-amber-50 to-white p-6 ring-1 ring-amber-200 sm:p-10 md:grid-cols-[auto_1fr]">
            <div className="flex size-24 items-center justify-center rounded-full bg-amber-300 text-amber-950 shadow-inner sm:size-32">
              <Icon name="mic" className="size-11 sm:size-14" strokeWidth={1.75} />
            </div>
            <div>
              <h2 id="keynote-title" className="text-sm font-semibold uppercase tracking-wide text-amber-800">
                {agenda.keynote.heading}
              </h2>
              <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{agenda.keynote.speaker}</p>
              <p className="mt-1 font-medium text-slate-600">{agenda.keynote.tagline}</p>
              <div className="mt-4 space-y-3 text-slate-700">
                {agenda.keynote.biography.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          </div>
        </Container>
      </section>

      <Section id="help" title={agenda.howYouCanHelp.heading} intro={agenda.howYouCanHelp.intro}>
        <ul className="grid gap-4 md:grid-cols-3">
          {agenda.howYouCanHelp.cards.map((card, index) => (
            <li key={card.title}>
              <Card className="flex h-full flex-col">
                <IconTile icon={helpIcons[Math.min(index, helpIcons.length - 1)]!} />
                <h3 className="mt-3 text-lg font-bold text-slate-900">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
                {card.link ? (
                  <ExternalLink
                    href={card.link.href}
                    className={`${buttonClasses('accent', 'md')} mt-4 self-start`}
                  >
                    {card.link.label}
                  </ExternalLink>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="guides" words={agenda.featuredGuides} className="bg-white">
        <ul className="grid gap-4 md:grid-cols-3">
          {agenda.featuredGuides.guides.map((guide) => (
            <li key={guide.name}>
              <Card className="flex h-full flex-col">
                <h3 className="text-lg font-bold text-slate-900">{guide.name}</h3>
                <p className="mt-1 flex-1 text-slate-600">{guide.role}</p>
                <ExternalLink
                  href={guide.profile.href}
                  className="mt-4 self-start rounded font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {guide.profile.label}
                  <span className="sr-only">: {guide.name}</span>
                </ExternalLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="schedule" title={agenda.schedule.heading}>
        <ol className="relative space-y-6 border-l-2 border-indigo-200 pl-6 sm:pl-8">
          {agenda.schedule.slots.map((slot) => (
            <li key={`${slot.time} ${slot.title}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[33px] top-5 size-4 rounded-full border-4 border-white bg-indigo-600 ring-2 ring-indigo-200 sm:-left-[41px]"
              />
              <Card>
                <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
                  <p className="shrink-0 font-mono text-sm font-bold text-indigo-700">{slot.time}</p>
                  <h3 className="text-lg font-bold text-slate-900">{slot.title}</h3>
                </div>
                {slot.description.map((paragraph, index) => (
                  <p key={index} className="mt-2 text-slate-700">
                    {paragraph}
                  </p>
                ))}
                {slot.details.length > 0 ? (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
                    {slot.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
                {slot.guides.length > 0 ? (
                  <div className="mt-3">
                    <NameList title={t('showcase.agenda.guides')} names={slot.guides} pill="bg-indigo-50" />
                  </div>
                ) : null}
                {slot.presentation ? (
                  <ExternalLink
                    href={slot.presentation.href}
                    className={`${buttonClasses('secondary', 'md')} mt-4 self-start`}
                  >
                    {slot.presentation.label}
                    <span className="sr-only">: {slot.title}</span>
                  </ExternalLink>
                ) : null}
              </Card>
            </li>
          ))}
        </ol>
      </Section>
    </>
  )
}
