import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { BackButton } from '~/components/back-button'
import { ErrorPage } from '~/components/error-page'
import { AuthorInitial } from '~/components/project-card'
import {
  PhotoLink,
  ProjectMedia,
  photosBesideThumbnail,
  thumbnailPhoto,
} from '~/components/project/project-media'
import { JudgeEvaluation, JudgeFeedback } from '~/components/project/judge-evaluation'
import { ProjectDetails } from '~/components/project/project-details'
import { ResultsHidden } from '~/components/results-hidden'
import { Badge, Container } from '~/components/ui'
import { methodLabel, ShowcaseTableTag, useKindLabel } from '~/components/showcase-words'
import { VersionBadge, VersionTimeline } from '~/components/project/version-story'
import { site } from '~/content/site'
import { loadProjectPage } from '~/features/showcase/project-page.server'
import { badgeClass } from '~/features/submissions/resource-kind'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import { useFileSizes } from '~/components/use-file-sizes'
import { highFetchPriority } from '~/utils/fetch-priority'
import type { RouteHandle } from '~/utils/handle'
import { pageTitle } from '~/utils/page-meta'
import { truncate } from '~/utils/text'
import { eventDetailsFromMatches, useDates } from '~/features/event/use-event-details'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: pageTitle(metaT()('showcase.project.notFound.title')) }]
  const { project, origin } = data
  const description = truncate(project.description, 200)
  return [
    { title: pageTitle(project.name) },
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: eventDetailsFromMatches(matches)?.clubName ?? site.clubName },
    { property: 'og:title', content: project.name },
    { property: 'og:description', content: description },
    { property: 'og:image', content: new URL(project.heroImage, origin).href },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(project.isPublic ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}

export const loader = ({ request, params }: LoaderFunctionArgs) => loadProjectPage(request, params.id)

export const clientLoader = loadWords(['showcase'])

export const handle: RouteHandle = {
  i18n: ['showcase'],
  largestImages: (data) => {
    const hero = (data as SerializeFrom<typeof loader> | undefined)?.project.heroImage
    return hero ? [{ src: hero }] : []
  },
}

export default function ProjectPage() {
  const { project, files, story, summary, feedback, now } = useLoaderData<typeof loader>()
  const t = useT()
  const dates = useDates()
  const { fileLabel } = useFileSizes()
  const kindLabel = useKindLabel()
  // Each picture once: the thumbnail's photo is the hero, which opens it; the other photos are the media;
  // the files list the documents.
  const heroPhoto = thumbnailPhoto(files)
  const photos = photosBesideThumbnail(files)
  const documents = files.filter((file) => !file.isImage)

  return (
    <Container className="py-6 sm:py-10">
      <BackButton fallback="/feed">{t('showcase.project.back')}</BackButton>

      {!project.isPublic ? (
        <p
          role="status"
          className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {project.status === 'pending' ? t('showcase.project.pending') : t('showcase.project.rejected')}
        </p>
      ) : null}

      <HeroFrame photoUrl={heroPhoto?.url}>
        <img
          src={project.heroImage}
          alt={t('showcase.media.thumbnail', { name: project.name })}
          className="aspect-video max-h-[28rem] w-full object-cover"
          {...highFetchPriority}
        />
      </HeroFrame>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-8">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <Badge className={badgeClass(project.submissionType)}>
                {kindLabel(project.submissionType)}
              </Badge>
              <ShowcaseTableTag tableNumber={project.tableNumber} />
              <VersionBadge story={story} />
            </div>
            <h1 className="mt-3 break-words text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {project.name}
            </h1>
            <div className="mt-4 flex items-center gap-3">
              <AuthorInitial name={project.authorName} size="lg" />
              <div className="min-w-0">
                <p className="break-words font-semibold text-slate-900">{project.authorName}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={project.submittedAt.toISOString()}>
                    {dates.ago(project.submittedAt, new Date(now))}
                  </time>
                </p>
              </div>
            </div>
          </header>

          <p className="whitespace-pre-line break-words text-lg text-slate-700">{project.description}</p>

          {story.count > 1 ? (
            <Panel id="story" title={t('showcase.project.story')}>
              <VersionTimeline story={story} />
            </Panel>
          ) : null}

          <Panel id="evaluation" title={t('showcase.project.evaluation')}>
            {summary ? <JudgeEvaluation summary={summary} /> : <ResultsHidden />}
          </Panel>

          {project.embedUrl || photos.length > 0 || project.url ? (
            <Panel id="media" title={t('showcase.project.media')}>
              {/* The documents are listed under Files, below: media first, then files. */}
              <ProjectMedia project={{ ...project, thumbnail: project.heroImage, files }} documents={false} />
            </Panel>
          ) : null}

          {documents.length > 0 ? (
            <Panel id="files" title={t('showcase.project.files')}>
              <ul className="divide-y divide-slate-100">
                {documents.map((file, index) => (
                  <li key={file.name}>
                    <a
                      href={file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center justify-between gap-4 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      <span className="font-medium text-indigo-700">
                        {t('showcase.media.document', { number: index + 1 })}
                        <span className="sr-only"> {t('showcase.newTab')}</span>
                      </span>
                      <span className="text-sm text-slate-500">{fileLabel(file)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>

        {/* After the project's own content on a phone, beside it (over both rows) on a desktop. */}
        <aside
          aria-labelledby="details-title"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <ProjectDetails
            details={{
              typeLabel: kindLabel(project.submissionType),
              methodLabel: methodLabel(t, project.submissionType, project.submissionMethod),
              submittedDate: dates.date(project.submittedAt),
              authorName: project.authorName,
              fileCount: files.length,
              url: project.url,
            }}
          />
        </aside>

        {feedback ? (
          <div className="min-w-0 lg:col-start-1">
            <Panel id="feedback" title={t('showcase.project.feedback')}>
              <JudgeFeedback criteria={feedback} />
            </Panel>
          </div>
        ) : null}
      </div>
    </Container>
  )
}

/** The hero's frame: a link that opens the photo when the hero is one of the project's photos. */
function HeroFrame({ photoUrl, children }: { photoUrl?: string; children: ReactNode }) {
  const frame = 'mt-4 overflow-hidden rounded-3xl bg-slate-200 shadow-sm'
  if (!photoUrl) return <div className={frame}>{children}</div>
  return (
    <PhotoLink href={photoUrl} className={frame}>
      {children}
    </PhotoLink>
  )
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container className="py-20 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('showcase.project.notFound.title')}</h1>
        <p className="mx-auto mt-3 max-w-md text-slate-600">{t('showcase.project.notFound.message')}</p>
        <div className="mt-8">
          <BackButton fallback="/feed">{t('showcase.project.goBack')}</BackButton>
        </div>
      </Container>
    )
  }
  return <ErrorPage title={t('error.failed.title')} message={t('showcase.project.failed')} />
}
