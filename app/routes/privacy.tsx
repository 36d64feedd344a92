import type { MetaFunction } from '@remix-run/node'
import { PageHero } from '~/components/page-hero'
import { Container } from '~/components/ui'
import { useLoaderData } from '@remix-run/react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'
import { pageTitle } from '~/utils/page-meta'
import { loadPrivacyPage } from '~/features/event/content.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(metaT()('showcase.privacy.title')) },
  { name: 'description', content: data?.subtitle ?? '' },
]

// The page's words in its language (app/content/privacy.ts, app/content/es/privacy.ts), with the club's facts.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPrivacyPage(request, context)

export const clientLoader = loadWords(['showcase'])

export const handle: RouteHandle = { i18n: ['showcase'] }

// Outline icons (24 px grid) for the four promises at the top; decorative, the titles say it all.
const glanceIcons = {
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4.5l3 2',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4zm9-13 4 4',
} as const

export default function Privacy() {
  const privacy = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <>
      <PageHero eyebrow={t('site.challengeName')} title={privacy.title} subtitle={privacy.subtitle} />

      <Container className="py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          <section aria-labelledby="glance-title">
            <h2 id="glance-title" className="sr-only">
              {privacy.glance.heading}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {privacy.glance.cards.map((card) => (
                <li
                  key={card.title}
                  className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                    <svg
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={1.8}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      className="size-6"
                    >
                      <path d={glanceIcons[card.icon]} />
                    </svg>
                  </span>
                  <div>
                    <h3 className="font-bold text-slate-900">{card.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-slate-600">{card.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <nav
            aria-label={t('showcase.privacy.onThisPage')}
            className="mt-10 border-l-4 border-indigo-200 pl-4"
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              {t('showcase.privacy.onThisPage')}
            </p>
            <ol className="mt-2 space-y-1">
              {privacy.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-block py-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          {privacy.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-24"
            >
              <h2
                id={`${section.id}-title`}
                className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
              >
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
                {'paragraphs' in section
                  ? section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
                  : null}
                {'items' in section ? (
                  <ul className="space-y-3">
                    {section.items.map((item) => (
                      <li key={item.text} className="flex gap-3">
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-2 shrink-0 rounded-full bg-amber-400"
                        />
                        <span>
                          {'label' in item ? (
                            <strong className="font-semibold text-slate-900">{item.label}: </strong>
                          ) : null}
                          {item.text}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {'after' in section
                  ? section.after.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
                  : null}
              </div>
            </section>
          ))}

          <section
            aria-labelledby="contact-title"
            className="mt-14 rounded-3xl bg-gradient-to-br from-amber-50 to-white p-6 ring-1 ring-amber-200 sm:p-8"
          >
            <h2 id="contact-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {privacy.contact.heading}
            </h2>
            <p className="mt-2 text-slate-700">{privacy.contact.text}</p>
            <p className="mt-4">
              <a
                href={`mailto:${privacy.contact.email}`}
                className="inline-flex min-h-11 items-center break-all rounded-xl bg-indigo-600 px-5 text-base font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {privacy.contact.email}
              </a>
            </p>
            <p className="mt-4 text-sm text-slate-600">{privacy.contact.responseTime}</p>
          </section>

          <p className="mt-10 text-sm text-slate-500">
            {t('showcase.privacy.updated', { date: privacy.updated })}
          </p>
        </div>
      </Container>
    </>
  )
}
