import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHero } from '~/components/page-hero'
import { Badge, Card, Container, ExternalLink, IconTile, NameList, Section } from '~/components/ui'
import type { Difficulty } from '~/content/playbook'
import { loadPlaybookPage } from '~/features/event/playbook.server'
import { useEventDetails } from '~/features/event/use-event-details'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'
import { pageTitle } from '~/utils/page-meta'
import { Icon, type IconName } from '~/components/ui/icons'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(metaT()('showcase.playbook.title')) },
  { name: 'description', content: data?.intro.intro.subtitle ?? '' },
]

// The page's words in its language (app/content/playbook.ts, app/content/es/playbook.ts), chosen on the server.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPlaybookPage(request, context)

export const clientLoader = loadWords(['showcase'])

export const handle: RouteHandle = { i18n: ['showcase'] }

const difficultyClass: Record<Difficulty, string> = {
  Beginner: 'bg-green-100 text-green-800 ring-green-600/20',
  Intermediate: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  Advanced: 'bg-rose-100 text-rose-800 ring-rose-600/20',
}

// A tool's level is one of three, named in the page's language.
const difficultyLabel: Record<Difficulty, string> = {
  Beginner: 'showcase.playbook.difficulty.beginner',
  Intermediate: 'showcase.playbook.difficulty.intermediate',
  Advanced: 'showcase.playbook.difficulty.advanced',
}

const tipIcons: IconName[] = ['shield-check', 'target', 'search', 'lightbulb']

export default function AiPlaybook() {
  const { intro: words, tools, examples, tips } = useLoaderData<typeof loader>()
  const { intro, toolsSection, examplesSection, tipsSection } = words
  const club = useEventDetails()
  const t = useT()
  return (
    <>
      <PageHero
        eyebrow={`${club.clubName} ${t('site.challengeName')}`}
        title={intro.title}
        subtitle={intro.subtitle}
      />
      {/* Under the band, as the agenda's introduction. */}
      <Container className="pt-10 sm:pt-14">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>

      <Section id="tools" title={toolsSection.heading} intro={toolsSection.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map((tool) => (
            <li key={tool.name}>
              <Card className="flex h-full flex-col">
                <h3 className="text-lg font-bold text-slate-900">{tool.name}</h3>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Badge className="bg-indigo-50 text-indigo-800 ring-indigo-600/20">{tool.category}</Badge>
                  <Badge className={difficultyClass[tool.difficulty]}>
                    {t(difficultyLabel[tool.difficulty])}
                  </Badge>
                </div>
                <p className="mt-3 text-sm text-slate-700">{tool.description}</p>
                <h4 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {t('showcase.playbook.features')}
                </h4>
                <ul className="mt-2 flex-1 space-y-1.5 text-sm text-slate-700">
                  {tool.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Icon name="star" className="mt-0.5 size-4 shrink-0 fill-indigo-600 text-indigo-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {'grownUpNote' in tool && tool.grownUpNote ? (
                  <p className="mt-4 rounded-lg bg-amber-50 p-3 text-xs text-amber-900">
                    <span className="font-semibold">{t('showcase.playbook.grownUps')} </span>
                    {tool.grownUpNote}
                  </p>
                ) : null}
                <ExternalLink
                  href={tool.url}
                  className="mt-4 self-start rounded font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {t('showcase.playbook.visit', { name: tool.name })}
                </ExternalLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="examples" words={examplesSection} className="bg-white">
        <div className="grid gap-6 lg:grid-cols-2">
          {examples.map((example) => (
            <article key={example.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <h3 className="text-xl font-bold text-slate-900">{example.title}</h3>
              <p className="mt-2 text-slate-700">{example.summary}</p>
              <ol className="mt-4 space-y-3">
                {example.steps.map((step, index) => (
                  <li key={step} className="flex gap-3 text-sm text-slate-700">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-1">{step}</span>
                  </li>
                ))}
              </ol>
              <NameList
                title={t('showcase.playbook.toolsUsed')}
                names={example.toolsUsed}
                className="mt-4"
                pill="bg-white ring-1 ring-indigo-200"
              />
            </article>
          ))}
        </div>
      </Section>

      <Section id="tips" title={tipsSection.heading} intro={tipsSection.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tips.map((tip, index) => (
            <li key={tip.title}>
              <Card className="h-full">
                <IconTile icon={tipIcons[Math.min(index, tipIcons.length - 1)]!} />
                <h3 className="mt-3 text-lg font-bold text-slate-900">{tip.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{tip.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
