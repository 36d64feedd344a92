import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { ErrorPage } from '~/components/error-page'
import { Leaderboard, LeaderboardSkeleton } from '~/components/leaderboard'
import { OwnSubmissions } from '~/components/own-submissions'
import { ResultsHidden } from '~/components/results-hidden'
import { ProjectCard, ProjectCardSkeleton } from '~/components/project-card'
import { FeedControls } from '~/components/feed-controls'
import { ButtonLink, buttonClasses, Container, cn, SiteLink } from '~/components/ui'
import { VideoDialog } from '~/components/video-dialog'
import { ELEMENT, withElement } from '~/components/showcase-words'
import { loadFeedPage } from '~/features/showcase/feed-page.server'
import { feedHref, parseFeedQuery } from '~/features/showcase/feed'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'
import { pageTitle } from '~/utils/page-meta'
import { videoWatchUrl } from '~/utils/video'
import { Icon } from '~/components/ui/icons'

export const meta: MetaFunction = () => [
  { title: pageTitle(metaT()('showcase.feed.title')) },
  { name: 'description', content: metaT()('showcase.feed.description') },
]

export const loader = ({ request }: LoaderFunctionArgs) => loadFeedPage(request)

export const clientLoader = loadWords(['showcase'])

/**
 * The grid's first row, the page's largest paint: one card on a phone, two from `sm`, three from `lg` (the
 * grid's classes below). Each card's picture is fetched ahead of the scripts only on the screens whose first
 * row it is in, so a phone on slow Wi-Fi fetches one picture before its scripts, not three.
 */
const firstRowMedia = [undefined, '(min-width: 40rem)', '(min-width: 64rem)']

export const handle: RouteHandle = {
  i18n: ['showcase'],
  largestImages: (data) =>
    (data as SerializeFrom<typeof loader> | undefined)?.feed?.projects
      .slice(0, firstRowMedia.length)
      .map((project, index) => ({ src: project.image, media: firstRowMedia[index] })) ?? [],
}

export default function Feed() {
  const { query, own, feed, leaderboard } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const t = useT()
  const [video, setVideo] = useState<{ title: string; embedUrl: string; watchUrl: string | null } | null>(
    null,
  )

  // Skeletons only while a client-side move within the feed is loading.
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === '/feed'
      ? parseFeedQuery(new URLSearchParams(navigation.location.search))
      : null
  const tab = pending?.tab ?? query.tab

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('showcase.feed.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('showcase.feed.intro')}</p>

      <nav aria-label={t('showcase.feed.views')} className="mt-6 inline-flex rounded-xl bg-slate-200/70 p-1">
        {(
          [
            ['feed', t('showcase.feed.tab.feed')],
            ['leaderboard', t('showcase.feed.tab.leaderboard')],
          ] as const
        ).map(([value, label]) => (
          <SiteLink
            key={value}
            to={feedHref(query, { tab: value, page: 1 })}
            aria-current={tab === value ? 'page' : undefined}
            preventScrollReset
            className={cn(
              'min-h-10 rounded-lg px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-indigo-600',
              tab === value ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {label}
          </SiteLink>
        ))}
      </nav>

      {own.length > 0 ? (
        <div className="mt-6">
          <OwnSubmissions projects={own} />
        </div>
      ) : null}

      {tab === 'leaderboard' ? (
        <section aria-labelledby="leaderboard-title" className="mt-8">
          <h2 id="leaderboard-title" className="sr-only">
            {t('showcase.feed.tab.leaderboard')}
          </h2>
          {pending || !leaderboard ? (
            <LeaderboardSkeleton />
          ) : leaderboard.hidden ? (
            <ResultsHidden />
          ) : leaderboard.entries.length === 0 ? (
            <EmptyState
              title={t('showcase.leaderboard.empty.title')}
              text={t('showcase.leaderboard.empty.text')}
            />
          ) : (
            <>
              <Leaderboard entries={leaderboard.entries} minJudges={leaderboard.minJudges} />
              {leaderboard.hasMore ? <MoreLink to={feedHref(query, { page: query.page + 1 })} /> : null}
            </>
          )}
        </section>
      ) : (
        <section aria-labelledby="feed-title" className="mt-8">
          <h2 id="feed-title" className="sr-only">
            {t('showcase.feed.tab.feed')}
          </h2>
          <FeedControls query={pending ?? query} />
          <div className="mt-6">
            {pending || !feed ? (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: 6 }, (_, i) => (
                  <li key={i}>
                    <ProjectCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : feed.projects.length === 0 && query.q && feed.anyApproved ? (
              <EmptyState
                title={t('showcase.feed.noMatch.title', { q: query.q })}
                text={t('showcase.feed.noMatch.text')}
              >
                <ButtonLink to={feedHref(query, { q: '', page: 1 })} variant="secondary">
                  {t('showcase.feed.clearSearch')}
                </ButtonLink>
                {query.type ? (
                  <ButtonLink to={feedHref(query, { type: undefined, page: 1 })} variant="ghost">
                    {t('showcase.feed.searchEveryType')}
                  </ButtonLink>
                ) : null}
              </EmptyState>
            ) : feed.projects.length === 0 ? (
              feed.anyApproved ? (
                <EmptyState title={t('showcase.feed.noFilterMatch')}>
                  <ButtonLink to={feedHref(query, { type: undefined, page: 1 })} variant="secondary">
                    {t('showcase.feed.showAll')}
                  </ButtonLink>
                </EmptyState>
              ) : (
                <EmptyState title={t('showcase.feed.empty.title')} text={t('showcase.feed.empty.text')}>
                  <ButtonLink to="/submission" variant="accent">
                    {t('showcase.feed.empty.submit')}
                  </ButtonLink>
                </EmptyState>
              )
            ) : (
              <>
                {query.q ? (
                  <p className="mb-4 text-sm text-slate-600" aria-live="polite">
                    {withElement(
                      t('showcase.feed.matching', { q: ELEMENT }),
                      <strong className="text-slate-900">“{query.q}”</strong>,
                    )}{' '}
                    ·{' '}
                    <SiteLink
                      to={feedHref(query, { q: '', page: 1 })}
                      preventScrollReset
                      className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                    >
                      {t('showcase.feed.clearSearch')}
                    </SiteLink>
                  </p>
                ) : null}
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {feed.projects.map((project, index) => (
                    <li key={project.id}>
                      <ProjectCard
                        project={project}
                        largestPaint={index === 0}
                        onWatch={(p) =>
                          p.embedUrl &&
                          setVideo({
                            title: p.name,
                            embedUrl: p.embedUrl,
                            watchUrl: p.externalUrl && videoWatchUrl(p.externalUrl),
                          })
                        }
                      />
                    </li>
                  ))}
                </ul>
                {feed.hasMore ? <MoreLink to={feedHref(query, { page: query.page + 1 })} /> : null}
              </>
            )}
          </div>
        </section>
      )}
      <VideoDialog video={video} onClose={() => setVideo(null)} />
    </Container>
  )
}

/** The next page of the list, as a plain link so it works without JavaScript. */
function MoreLink({ to }: { to: string }) {
  const t = useT()
  return (
    <div className="mt-8 text-center">
      <SiteLink to={to} preventScrollReset className={buttonClasses('secondary', 'lg')}>
        {t('showcase.feed.more')}
      </SiteLink>
    </div>
  )
}

function EmptyState({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <Icon name="microscope" className="size-8" strokeWidth={1.75} />
      </span>
      <p className="mt-3 text-lg font-bold text-slate-900">{title}</p>
      {text ? <p className="mt-1 text-slate-600">{text}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  )
}

export function ErrorBoundary() {
  const t = useT()
  return <ErrorPage title={t('showcase.feed.title')} message={t('showcase.feed.failed')} />
}
