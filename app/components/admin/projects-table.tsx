import { Form, Link } from '@remix-run/react'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import { cn, buttonClasses } from '~/components/ui'
import { useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { EmptyPanel } from '../ui/table'
import { projectsHref, type ProjectListState } from './list-state'
import type { ProjectRowData } from './project-row'
import { SelectableProjects } from './selectable-projects'

type Row = ProjectRowData

type StatusCounts = Record<ProjectStatus | 'all', number>

const filters = [
  ['all', 'admin.projects.filter.all'],
  ['pending', 'admin.projects.filter.pending'],
  ['approved', 'admin.projects.filter.approved'],
  ['rejected', 'admin.projects.filter.rejected'],
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
  const t = useT()
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Form method="get" action={basePath} role="search" className="flex w-full max-w-md gap-2">
          <label htmlFor="admin-search" className="sr-only">
            {t('admin.projects.searchLabel')}
          </label>
          {/* A search keeps the status filter; it starts again from the first page. */}
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <input
            id="admin-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t('admin.projects.searchPlaceholder')}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3.5 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
          />
          <button type="submit" className={buttonClasses('secondary', 'md')}>
            {t('admin.projects.search')}
          </button>
        </Form>
        <nav
          aria-label={t('admin.projects.filterLabel')}
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
                {t(label)}
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
        <EmptyPanel>{emptyMessage(list, t)}</EmptyPanel>
      ) : (
        <SelectableProjects projects={projects} list={list} basePath={basePath} />
      )}
      {morePage ? (
        <div className="text-center">
          <Link
            to={projectsHref(basePath, { ...list, page: morePage })}
            preventScrollReset
            className={buttonClasses('secondary', 'md')}
          >
            {t('admin.projects.more')}
          </Link>
        </div>
      ) : null}
    </div>
  )
}

const emptyMatch = {
  all: 'admin.projects.empty.match',
  pending: 'admin.projects.empty.matchPending',
  approved: 'admin.projects.empty.matchApproved',
  rejected: 'admin.projects.empty.matchRejected',
} as const

const emptyStatus = {
  pending: 'admin.projects.empty.pending',
  approved: 'admin.projects.empty.approved',
  rejected: 'admin.projects.empty.rejected',
} as const

function emptyMessage({ q, status }: ProjectListState, t: Translate) {
  if (q) return t(emptyMatch[status ?? 'all'], { q })
  if (status) return t(emptyStatus[status])
  return t('admin.projects.empty.none')
}

/** The showcase floor: every approved project a table number at once, and the cards that stand on them. */
function TablesBar({ basePath, list }: { basePath: string; list: ProjectListState }) {
  const t = useT()
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-slate-700">{t('admin.tables.label')}</span>
      <Link
        to={projectsHref(basePath, list, { dialog: 'number-tables' })}
        preventScrollReset
        className={buttonClasses('secondary', 'sm')}
      >
        {t('admin.tables.number')}
      </Link>
      <Link to="/admin/table-cards" className={buttonClasses('ghost', 'sm')}>
        {t('admin.tables.print')}
      </Link>
    </div>
  )
}
