import { Form, Link } from '@remix-run/react'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import { cn, buttonClasses } from '~/components/ui'
import { useEventTimeZone } from '~/features/event/use-event-details'
import { EmptyPanel } from '../ui/table'
import { projectsHref, type ProjectListState } from './list-state'
import type { ProjectRowData } from './project-row'
import { SelectableProjects } from './selectable-projects'

type Row = ProjectRowData

type StatusCounts = Record<ProjectStatus | 'all', number>

const filters = [
  ['all', 'All'],
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
] as const

export function ProjectsTable({
  projects,
  list,
  counts,
  basePath,
  morePage,
}: {
  projects: Row[]
  list: ProjectListState
  counts: StatusCounts | null
  basePath: string
  morePage: number | null
}) {
  const { q, status } = list
  const timeZone = useEventTimeZone()
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Form method="get" action={basePath} role="search" className="flex w-full max-w-md gap-2">
          <label htmlFor="admin-search" className="sr-only">
            Search projects
          </label>
          {/* A search keeps the status filter; it starts again from the first page. */}
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <input
            id="admin-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Search projects..."
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3.5 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
          />
          <button type="submit" className={buttonClasses('secondary', 'md')}>
            Search
          </button>
        </Form>
        <nav
          aria-label="Filter by status"
          className="grid w-full grid-cols-2 gap-1.5 sm:flex sm:w-auto sm:flex-wrap"
        >
          {filters.map(([value, label]) => {
            const current = (status ?? 'all') === value
            return (
              <Link
                key={value}
                to={projectsHref(basePath, { q, status: value === 'all' ? null : value, page: 1 })}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  'inline-flex min-h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  current
                    ? 'bg-indigo-600 text-white ring-indigo-600'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {label}
                {counts ? ' ' : null}
                {counts ? (
                  <span className={cn('tabular-nums', current ? 'text-indigo-100' : 'text-slate-500')}>
                    ({counts[value]})
                  </span>
                ) : null}
              </Link>
            )
          })}
        </nav>
      </div>
      <TablesBar basePath={basePath} list={list} />
      {projects.length === 0 ? (
        <EmptyPanel>{emptyMessage(list)}</EmptyPanel>
      ) : (
        <SelectableProjects projects={projects} list={list} basePath={basePath} timeZone={timeZone} />
      )}
      {morePage ? (
        <div className="text-center">
          <Link
            to={projectsHref(basePath, { ...list, page: morePage })}
            preventScrollReset
            className={buttonClasses('secondary', 'md')}
          >
            More projects
          </Link>
        </div>
      ) : null}
    </div>
  )
}

function emptyMessage({ q, status }: ProjectListState) {
  if (q) return `No ${status ? `${status} ` : ''}projects match "${q}".`
  if (status) return `No ${status} projects.`
  return 'No projects have been submitted yet.'
}

/** The showcase floor: every approved project a table number at once, and the cards that stand on them. */
function TablesBar({ basePath, list }: { basePath: string; list: ProjectListState }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-slate-700">Showcase tables:</span>
      <Link
        to={projectsHref(basePath, list, { dialog: 'number-tables' })}
        preventScrollReset
        className={buttonClasses('secondary', 'sm')}
      >
        Number the tables
      </Link>
      <Link to="/admin/table-cards" className={buttonClasses('ghost', 'sm')}>
        Print table cards
      </Link>
    </div>
  )
}
