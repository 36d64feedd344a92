import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/node'
import { Form, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { useState } from 'react'
import { ErrorPage } from '~/components/error-page'
import { Leaderboard, LeaderboardSkeleton } from '~/components/leaderboard'
import { OwnSubmissions } from '~/components/own-submissions'
import { ResultsHidden } from '~/components/results-hidden'
import { ProjectCard, ProjectCardSkeleton } from '~/components/project-card'
import { ButtonLink, buttonClasses, Container, cn, SiteLink } from '~/components/ui'
import ChevronRightIcon from 'lucide-react/icons/chevron-right'
import MicroscopeIcon from 'lucide-react/icons/microscope'
import { VideoDialog } from '~/components/video-dialog'
import { site } from '~/content/site'
import { loadFeedPage } from '~/models/feed-page.server'
import { feedHref, parseFeedQuery, type FeedQuery } from '~/schemas/feed'
import { submissionTypes, type SubmissionType } from '~/schemas/project-fields'
import { kindLabel } from '~/utils/resource-kind'
import type { RouteHandle } from '~/utils/handle'
import { useHydrated } from '~/utils/use-hydrated'
import { videoWatchUrl } from '~/utils/video'

export const meta: MetaFunction = () => [
  { title: `Innovation Showcase | ${site.challengeName}` },
  { name: 'description', content: 'Projects from the young inventors of the Science Innovation Challenge.' },
]

export const loader = ({ request }: LoaderFunctionArgs) => loadFeedPage(request)

/** The cards of the grid's first row (three wide at most): their pictures are the page's largest paint. */
const FIRST_ROW = 3

export const handle: RouteHandle = {
  largestImages: (data) =>
    (data as SerializeFrom<typeof loader> | undefined)?.feed?.projects
      .slice(0, FIRST_ROW)
      .map((project) => project.image) ?? [],
}

const typeFilters: { value: SubmissionType | undefined; label: string }[] = [
  { value: undefined, label: 'All Projects' },
  ...submissionTypes.map((type) => ({ value: type, label: kindLabel(type) })),
]

const sortLabels = { newest: 'Newest first', oldest: 'Oldest first', name: 'Name (A-Z)' } as const

export default function Feed() {
  const { query, own, feed, leaderboard } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
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
        Innovation Showcase
      </h1>
      <p className="mt-2 text-slate-600">
        Discover what young inventors built, and who is leading the judging.
      </p>

      <nav aria-label="Showcase views" className="mt-6 inline-flex rounded-xl bg-slate-200/70 p-1">
        {(
          [
            ['feed', 'Project Feed'],
            ['leaderboard', 'Leaderboard'],
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
            Leaderboard
          </h2>
          {pending || !leaderboard ? (
            <LeaderboardSkeleton />
          ) : leaderboard.hidden ? (
            <ResultsHidden />
          ) : leaderboard.entries.length === 0 ? (
            <EmptyState
              title="No projects have been scored yet"
              text="Check back after the judges have started."
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
            Project Feed
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
            ) : feed.projects.length === 0 ? (
              feed.anyApproved ? (
                <EmptyState title="No projects match your current filter.">
                  <ButtonLink to={feedHref(query, { type: undefined, page: 1 })} variant="secondary">
                    Show all projects
                  </ButtonLink>
                </EmptyState>
              ) : (
                <EmptyState
                  title="No projects have been submitted yet."
                  text="Be the first to share your innovation with the community!"
                >
                  <ButtonLink to="/submission" variant="accent">
                    Submit Your Project
                  </ButtonLink>
                </EmptyState>
              )
            ) : (
              <>
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {feed.projects.map((project, index) => (
                    <li key={project.id}>
                      <ProjectCard
                        project={project}
                        firstRow={index < FIRST_ROW}
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

function FeedControls({ query }: { query: FeedQuery }) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      {/* On a phone the chips scroll sideways: the row fades at its edge and an arrow says there is more. */}
      <div className="chips-frame relative -mx-4 sm:mx-0">
        <nav
          aria-label="Filter by type"
          className="scroll-fade-x chips-scroller px-4 pb-1 sm:overflow-visible sm:px-0 sm:pb-0 sm:[mask-image:none]"
        >
          <ul className="flex gap-2 pr-10 sm:pr-0">
            {typeFilters.map((filter) => {
              const active = query.type === filter.value
              return (
                <li key={filter.label} className="shrink-0">
                  <SiteLink
                    to={feedHref(query, { type: filter.value, page: 1 })}
                    aria-current={active ? 'true' : undefined}
                    preventScrollReset
                    className={cn(
                      'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                      active
                        ? 'bg-indigo-600 text-white ring-indigo-600'
                        : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                    )}
                  >
                    {filter.label}
                  </SiteLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <span
          aria-hidden="true"
          className="chips-more pointer-events-none absolute top-0 right-2 flex h-11 items-center sm:hidden"
        >
          <span className="flex size-7 items-center justify-center rounded-full bg-white text-slate-600 shadow ring-1 ring-slate-200">
            <ChevronRightIcon className="size-4" />
          </span>
        </span>
      </div>
      <Form method="get" action="/feed" preventScrollReset className="flex items-center gap-2">
        {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
        <label htmlFor="feed-sort" className="text-sm font-medium text-slate-700">
          Sort by
        </label>
        <select
          id="feed-sort"
          name="sort"
          defaultValue={query.sort}
          key={query.sort}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className={buttonClasses('secondary', 'md')}>
            Sort
          </button>
        )}
      </Form>
    </div>
  )
}

/** The next page of the list, as a plain link so it works without JavaScript. */
function MoreLink({ to }: { to: string }) {
  return (
    <div className="mt-8 text-center">
      <SiteLink to={to} preventScrollReset className={buttonClasses('secondary', 'lg')}>
        More projects
      </SiteLink>
    </div>
  )
}

function EmptyState({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <MicroscopeIcon className="size-8" strokeWidth={1.75} />
      </span>
      <p className="mt-3 text-lg font-bold text-slate-900">{title}</p>
      {text ? <p className="mt-1 text-slate-600">{text}</p> : null}
      {children ? <div className="mt-6 flex justify-center">{children}</div> : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="Innovation Showcase" message="Failed to load projects. Please try again later." />
}
