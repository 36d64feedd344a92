import { Link } from '@remix-run/react'
import type { ProjectToEvaluate } from '~/models/judging.server'
import { badgeClass, kindLabel } from '~/utils/resource-kind'
import { cn } from '~/utils/misc'
import { Badge } from '../ui/badge'

type ListedProject = Pick<
  ProjectToEvaluate,
  'id' | 'name' | 'submissionType' | 'authorName' | 'review' | 'record'
>

/** 'Projects to Evaluate': each project with this judge's review status (SPEC.md §4). */
export function ProjectsToEvaluate({
  projects,
  selectedId,
}: {
  projects: ListedProject[]
  selectedId?: number
}) {
  if (projects.length === 0) {
    return (
      <p className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        There are no projects to evaluate yet. New submissions appear here as soon as families send them.
      </p>
    )
  }
  return (
    <ul className="space-y-2" aria-label="Projects to Evaluate">
      {projects.map((project) => {
        const selected = project.id === selectedId
        return (
          <li key={project.id}>
            <Link
              to={`?project=${project.id}#evaluate`}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex min-h-16 items-center gap-3 rounded-2xl p-4 ring-1 transition focus-visible:outline-2 focus-visible:outline-indigo-600',
                selected
                  ? 'bg-indigo-50 ring-2 ring-indigo-500'
                  : 'bg-white ring-slate-200 hover:ring-indigo-300',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{project.name}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <Badge className={badgeClass(project.submissionType)}>
                    {kindLabel(project.submissionType)}
                  </Badge>
                  by {project.authorName}
                </span>
              </span>
              <ReviewStatus project={project} />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

export function ReviewStatus({ project }: { project: Pick<ListedProject, 'review' | 'record'> }) {
  const { review, record } = project
  if (review === 'reviewed' && record) {
    return (
      <span className="shrink-0 text-right">
        <span className="inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-inset ring-green-600/20">
          Reviewed
        </span>
        <span className="mt-1 block text-sm font-bold text-slate-900">
          {record.averageScore.toFixed(1)}/10
        </span>
        <span className="block text-xs text-slate-600">
          {record.totalScore}/{record.maxPossibleScore}
        </span>
      </span>
    )
  }
  if (review === 'partial' && record) {
    return (
      <span className="shrink-0 text-right">
        <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/20">
          Partial
        </span>
        <span className="mt-1 block text-xs text-slate-600">
          {record.criteriaCount}/{record.totalCriteria} criteria scored
        </span>
      </span>
    )
  }
  return (
    <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-500/20">
      Not Reviewed
    </span>
  )
}
