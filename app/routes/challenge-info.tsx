import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHero } from '~/components/page-hero'
import { PromptCards } from '~/components/prompt-cards'
import { Badge, ButtonLink, Card, IconTile, Container, Section } from '~/components/ui'
import { loadChallengePage } from '~/features/event/challenge-page.server'
import type { SubmissionWindowView } from '~/features/submissions/submission-window'
import type { ChallengeDetails } from '~/features/event/event-details'
import { ClosingNotice, useWindowNotice } from '~/components/submission-window-notice'
import { badgeClass } from '~/features/submissions/resource-kind'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import { pageTitle } from '~/utils/page-meta'
import type { RouteHandle } from '~/utils/handle'
import { Icon, type IconName } from '~/components/ui/icons'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(metaT()('nav.challengeInfo')) },
  { name: 'description', content: data?.details.hero.subtitle ?? '' },
]

export const handle: RouteHandle = { i18n: ['showcase'] }
export const clientLoader = loadWords(['showcase'])

export const loader = ({ request, context }: LoaderFunctionArgs) => loadChallengePage(request, context)

// First, second, and the prize every young inventor takes home; an organiser's extra prize gets the gift.
const prizeIcons: { icon: IconName; className: string }[] = [
  { icon: 'trophy', className: 'bg-amber-100 text-amber-700 ring-amber-300' },
  { icon: 'medal', className: 'bg-slate-100 text-slate-600 ring-slate-300' },
  { icon: 'gift', className: 'bg-indigo-50 text-indigo-700 ring-indigo-200' },
]

export default function ChallengeInfo() {
  const { promptCards, submissionWindow, details } = useLoaderData<typeof loader>()
  const t = useT()

  return (
    <>
      <PageHero eyebrow={details.hero.eyebrow} title={details.hero.title} subtitle={details.hero.subtitle}>
        <p className="mt-6 inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-full bg-white/10 px-4 py-2 text-sm font-medium ring-1 ring-white/20">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar-days" className="size-4 text-amber-300" />
            {details.dayLabel}
          </span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="clock" className="size-4 text-amber-300" />
            {details.hoursLabel}
          </span>
        </p>
        <CallToAction className="mt-8" submissionWindow={submissionWindow} buttons={details.buttons} />
        <ClosingNotice view={submissionWindow} className="mt-4 text-amber-100" />
      </PageHero>

      <Section id="purpose" title={details.purpose.heading}>
        <div className="grid max-w-3xl gap-4 text-base text-slate-700 sm:text-lg lg:max-w-none lg:grid-cols-3 lg:gap-8">
          {details.purpose.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="types" words={details.submissionTypes} className="bg-white">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {details.submissionTypes.types.map((type) => (
            <li key={type.key}>
              <Card className="h-full">
                <Badge className={badgeClass(type.key)}>{type.label}</Badge>
                <p className="mt-3 text-slate-700">{type.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="guidelines" title={details.guidelines.heading}>
        <ul className="grid gap-4 md:grid-cols-2">
          {details.guidelines.items.map((item, index) => (
            <li key={index} className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
                <Icon name="check" className="size-4" strokeWidth={3} />
              </span>
              <span className="text-slate-700">{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="prizes" words={details.prizes} className="bg-white">
        <ul className="grid gap-4 md:grid-cols-3">
          {details.prizes.prizes.map((prize, index) => {
            const { icon, className } = prizeIcons[Math.min(index, prizeIcons.length - 1)]!
            return (
              <li key={prize.place}>
                <Card
                  className={
                    index === 0 ? 'h-full border-amber-300 bg-gradient-to-b from-amber-50 to-white' : 'h-full'
                  }
                >
                  <IconTile icon={icon} className={`ring-1 ring-inset ${className}`} />
                  <h3 className="mt-3 text-sm font-semibold uppercase tracking-wide text-indigo-700">
                    {prize.place}
                  </h3>
                  <p className="mt-1 text-xl font-bold text-slate-900">{prize.title}</p>
                  <p className="mt-2 text-slate-600">{prize.description}</p>
                </Card>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section id="prompts" title={details.promptGuide.heading} intro={details.promptGuide.intro}>
        {promptCards.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {details.promptGuide.emptyText}
          </p>
        ) : (
          <PromptCards cards={promptCards} />
        )}
      </Section>

      <div className="bg-indigo-50">
        <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{t('family.challenge.ready')}</h2>
            <p className="mt-1 text-slate-600">{t('family.challenge.readyDetail')}</p>
          </div>
          <CallToAction tone="light" submissionWindow={submissionWindow} buttons={details.buttons} />
        </Container>
      </div>
    </>
  )
}

function CallToAction({
  className,
  tone = 'dark',
  submissionWindow,
  buttons,
}: {
  className?: string
  tone?: 'dark' | 'light'
  submissionWindow: SubmissionWindowView
  buttons: ChallengeDetails['buttons']
}) {
  const { submit, browse } = buttons
  const { notice } = useWindowNotice(submissionWindow)
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className ?? ''}`}>
      {/* After the close the button would lead to a page that only says so: the sentence takes its place. */}
      {submissionWindow.phase === 'closed' ? (
        <p className={`text-lg font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}>
          {notice}
        </p>
      ) : (
        <ButtonLink to={submit.to} variant="accent" size="lg">
          {submit.label}
        </ButtonLink>
      )}
      <ButtonLink to={browse.to} variant={tone === 'dark' ? 'onDark' : 'secondary'} size="lg">
        {browse.label}
      </ButtonLink>
    </div>
  )
}
