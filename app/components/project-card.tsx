import type { ProjectCard as Card } from '~/models/projects.server'
import { badgeClass, kindLabel } from '~/utils/resource-kind'
import { useHydrated } from '~/utils/use-hydrated'
import { Badge } from './ui/badge'
import { SiteLink } from './ui/site-link'

const actionClass =
  'relative z-10 inline-flex min-h-10 items-center gap-1.5 rounded-full bg-white/95 px-4 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500'

/**
 * A project in the feed. The whole card opens the project (a stretched link
 * on its name, so it works without JS); the action button sits above it.
 */
export function ProjectCard({ project, onWatch }: { project: Card; onWatch: (project: Card) => void }) {
  const hydrated = useHydrated()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-indigo-500">
      <div className="relative aspect-video overflow-hidden bg-slate-100">
        <img
          src={project.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        <div className="pointer-events-none absolute inset-0 bg-slate-900/0 transition can-hover:group-hover:bg-slate-900/40" />
        {/* Always visible on touch screens; an overlay on hover or focus where there is a pointer. */}
        <div className="absolute bottom-3 right-3 z-10 can-hover:inset-0 can-hover:flex can-hover:items-center can-hover:justify-center can-hover:opacity-0 can-hover:transition can-hover:group-focus-within:opacity-100 can-hover:group-hover:opacity-100">
          {project.embedUrl ? (
            <SiteLink
              to={`/project/${project.id}`}
              className={actionClass}
              onClick={(event) => {
                if (!hydrated) return
                event.preventDefault()
                onWatch(project)
              }}
            >
              <span aria-hidden="true">▶</span> Watch Video<span className="sr-only">: {project.name}</span>
            </SiteLink>
          ) : project.externalUrl ? (
            <a href={project.externalUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
              View Project<span className="sr-only">: {project.name} (opens in a new tab)</span>
              <span aria-hidden="true">↗</span>
            </a>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div>
          <Badge className={badgeClass(project.submissionType)}>{kindLabel(project.submissionType)}</Badge>
        </div>
        <h3 className="mt-2 text-lg font-bold leading-snug text-slate-900">
          <SiteLink
            to={`/project/${project.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {project.name}
          </SiteLink>
        </h3>
        <p className="mt-1.5 flex-1 break-words text-sm text-slate-600">{project.description}</p>
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-slate-700">
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
    <span
      aria-hidden="true"
      className={
        size === 'lg'
          ? 'flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white'
          : 'flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-700'
      }
    >
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
