import { Link } from '@remix-run/react'
import { badgeClass } from '~/features/submissions/resource-kind'
import { type MediaProject, ProjectMedia, ProjectThumbnail } from '../project/project-media'
import { Badge } from '~/components/ui'
import { ShowcaseTableTag, useKindLabel } from '../showcase-words'
import { type ListedProject, ReviewStatus } from './project-list'
import { useT } from '~/i18n/react'

/** The open project's heading. */
export const PROJECT_TITLE = 'selected-project-title'

/**
 * The chosen project at the top of the evaluate panel, so the judge scores without leaving the page:
 * its name, type, inventor and this judge's status, the thumbnail and description, then its video,
 * photos and links.
 */
export function ProjectPreview({
  project,
  media,
  savedOnTablet,
}: {
  project: ListedProject
  /** Null for a project opened without a network: only its name, type and inventor show. */
  media: (MediaProject & { description: string }) | null
  savedOnTablet: boolean
}) {
  const t = useT()
  const kindLabel = useKindLabel()
  // Sized by the panel, not the window: beside the list on a tablet the panel is a phone's width.
  return (
    <div className="@container space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          {/* Focused after a save opens it (dashboard.tsx, useFocusAfterSave). */}
          <h3
            id={PROJECT_TITLE}
            tabIndex={-1}
            className="scroll-mt-24 rounded-md text-lg font-bold text-slate-900 outline-offset-4 wrap-anywhere focus-visible:outline-2 focus-visible:outline-indigo-600 sm:text-xl"
          >
            {project.name}
          </h3>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <ShowcaseTableTag tableNumber={project.tableNumber} />
            <Badge className={badgeClass(project.submissionType)}>{kindLabel(project.submissionType)}</Badge>
            <span className="min-w-0 wrap-anywhere">
              {t('judge.project.by', { author: project.authorName })}
            </span>
          </p>
        </div>
        {/* Under the name on a phone: read from the left, like the name. */}
        <ReviewStatus project={project} savedOnTablet={savedOnTablet} className="max-sm:text-left" />
      </div>
      {media ? (
        <>
          <div className="grid gap-4 @md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            <ProjectThumbnail project={media} />
            <div className="min-w-0">
              <p className="whitespace-pre-line text-slate-700 wrap-anywhere">{media.description}</p>
              <ProjectPageLink id={project.id} />
            </div>
          </div>
          <ProjectMedia project={media} />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('judge.preview.offline')}</p>
          <ProjectPageLink id={project.id} />
        </>
      )}
    </div>
  )
}

function ProjectPageLink({ id }: { id: number }) {
  const t = useT()
  return (
    <Link
      to={`/project/${id}`}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-2 inline-block text-sm font-semibold text-indigo-700 hover:underline"
    >
      {t('judge.preview.openPage')}
      <span className="sr-only"> {t('judge.preview.newTab')}</span> ↗
    </Link>
  )
}
