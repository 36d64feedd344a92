import type { ProjectCard as Card } from '~/features/submissions/projects.server'
import { highFetchPriority } from '~/utils/fetch-priority'
import { badgeClass } from '~/features/submissions/resource-kind'
import { useT } from '~/i18n/react'
import { useHydrated } from '~/utils/use-hydrated'
import { Badge, SiteLink } from '~/components/ui'
import { ShowcaseTableTag, useKindLabel } from './showcase-words'
import { Icon } from '~/components/ui/icons'

/**
 * A project in the feed. The whole card opens the project (a stretched link
 * on its name, so it works without JS); the action button sits above it.
 * Its classes (`project-card-*`) are in app/tailwind.css: a page has 24 cards.
 */
export function ProjectCard({
  project,
  onWatch,
  largestPaint = false,
}: {
  project: Card
  onWatch: (project: Card) => void
  /** The feed's first card: its picture is a phone's largest paint, fetched before anything else. */
  largestPaint?: boolean
}) {
  const hydrated = useHydrated()
  const t = useT()
  const kindLabel = useKindLabel()
  return (
    <article className="group project-card">
      <div className="project-card-media">
        <img
          src={project.image}
          alt=""
          width={640}
          height={360}
          {...(largestPaint ? highFetchPriority : { loading: 'lazy', decoding: 'async' })}
          className="project-card-image"
        />
        <div className="project-card-shade" />
        <div className="project-card-actions">
          {project.embedUrl ? (
            <SiteLink
              to={`/project/${project.id}`}
              className="project-card-action"
              onClick={(event) => {
                if (!hydrated) return
                event.preventDefault()
                onWatch(project)
              }}
            >
              <Icon name="play" className="size-4 fill-current" /> {t('showcase.card.watch')}
              <span className="sr-only">: {project.name}</span>
            </SiteLink>
          ) : project.externalUrl ? (
            <a
              href={project.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="project-card-action"
            >
              {t('showcase.card.view')}
              <span className="sr-only">
                : {project.name} {t('showcase.newTab')}
              </span>
              <Icon name="arrow-up-right" className="size-4" />
            </a>
          ) : null}
        </div>
      </div>
      <div className="project-card-body">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className={badgeClass(project.submissionType)}>{kindLabel(project.submissionType)}</Badge>
          <ShowcaseTableTag tableNumber={project.tableNumber} />
          {project.versions > 1 ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200">
              {t('showcase.card.versions', { count: project.versions })}
            </span>
          ) : null}
        </div>
        <h3 className="project-card-title">
          <SiteLink to={`/project/${project.id}`} className="project-card-link">
            {project.name}
          </SiteLink>
        </h3>
        <p className="project-card-text">{project.description}</p>
        <p className="project-card-author">
          <AuthorInitial name={project.authorName} />
          {project.authorName}
        </p>
      </div>
    </article>
  )
}

export function AuthorInitial({ name, size = 'sm' }: { name: string; size?: 'sm' | 'lg' }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?'
  return (
    <span aria-hidden="true" className={size === 'lg' ? 'author-initial-lg' : 'author-initial'}>
      {initial}
    </span>
  )
}

export function ProjectCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="aspect-video animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-16 animate-pulse rounded-full bg-slate-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
        <div className="flex items-center gap-2 pt-2">
          <div className="size-8 animate-pulse rounded-full bg-slate-200" />
          <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
    </div>
  )
}
