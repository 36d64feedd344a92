import { Form, Link } from '@remix-run/react'
import type { ProjectStatus } from '~/schemas/project-fields'
import { capitalise } from '~/utils/resource-kind'
import { cn, buttonClasses } from '~/components/ui'
import { formatDate } from '~/utils/time'
import { useEventTimeZone } from '~/utils/use-event-time-zone'
import { truncate } from '~/utils/text'
import { DataTable, EmptyPanel } from '../ui/table'
import {
  ActionButton,
  EmailText,
  RowActions,
  projectsHref,
  rowButton,
  rowLinkButton,
  type ProjectListState,
} from './list-state'
import { StatusBadge } from './status-badge'

type Row = {
  id: number
  name: string
  description: string
  submissionType: string
  authorName: string
  authorEmail: string | null
  consentAt: Date | null
  status: string
  submittedAt: Date
  files: string[]
  thumbnail: string | null
}

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
      {projects.length === 0 ? (
        <EmptyPanel>{emptyMessage(list)}</EmptyPanel>
      ) : (
        <DataTable
          cardsBelow="lg"
          columns={[
            'Project Name',
            'Author',
            'Type',
            'Status',
            'Submitted',
            { label: 'Actions', labelInCard: false },
          ]}
        >
          {projects.map((project) => (
            <tr key={project.id} className="align-top">
              <td className="px-4 py-3 lg:min-w-48 lg:max-w-xs">
                <Link
                  to={`/project/${project.id}`}
                  className="break-words font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
                >
                  {project.name}
                </Link>
                <p className="mt-0.5 break-words text-sm text-slate-600">
                  {truncate(project.description, 60)}
                </p>
              </td>
              <td className="px-4 py-3 lg:min-w-40 lg:max-w-56">
                <p className="break-words font-medium text-slate-900">{project.authorName}</p>
                {project.authorEmail ? (
                  <p className="text-slate-600">
                    <EmailText address={project.authorEmail} />
                  </p>
                ) : null}
              </td>
              <td className="px-4 py-3">{capitalise(project.submissionType)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={project.status} />
                <ConsentNote consentAt={project.consentAt} timeZone={timeZone} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                {formatDate(project.submittedAt, timeZone, 'short')}
              </td>
              <td className="px-4 py-3">
                <ProjectActions project={project} list={list} basePath={basePath} />
              </td>
            </tr>
          ))}
        </DataTable>
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

/** Issue 17: whether a parent or guardian agreed to the showcase, and when. */
function ConsentNote({ consentAt, timeZone }: { consentAt: Date | null; timeZone: string }) {
  return consentAt ? (
    <p className="mt-1 whitespace-nowrap text-xs text-slate-600">
      Consent given {formatDate(consentAt, timeZone, 'short')}
    </p>
  ) : (
    <p className="mt-1 whitespace-nowrap text-xs font-medium text-amber-800">No consent recorded</p>
  )
}

function emptyMessage({ q, status }: ProjectListState) {
  if (q) return `No ${status ? `${status} ` : ''}projects match "${q}".`
  if (status) return `No ${status} projects.`
  return 'No projects have been submitted yet.'
}

function ProjectActions({
  project,
  list,
  basePath,
}: {
  project: Row
  list: ProjectListState
  basePath: string
}) {
  const files = [
    ...(project.thumbnail && !project.files.includes(project.thumbnail)
      ? [{ name: project.thumbnail, label: 'Thumbnail' }]
      : []),
    ...project.files.map((name, index) => ({ name, label: `File ${index + 1}` })),
  ]
  const dialogHref = (dialog: string) => projectsHref(basePath, list, { dialog, id: String(project.id) })
  return (
    <RowActions>
      {project.status === 'pending' ? (
        <>
          <ActionButton
            intent="approve"
            id={project.id}
            list={list}
            className="bg-green-700 text-white hover:bg-green-800"
          >
            Approve<span className="sr-only"> {project.name}</span>
          </ActionButton>
          <ActionButton
            intent="reject"
            id={project.id}
            list={list}
            className="bg-amber-500 text-slate-900 hover:bg-amber-400"
          >
            Reject<span className="sr-only"> {project.name}</span>
          </ActionButton>
        </>
      ) : null}
      <Link to={dialogHref('edit-project')} preventScrollReset className={rowLinkButton}>
        Edit<span className="sr-only"> {project.name}</span>
      </Link>
      {files.length > 0 ? (
        // The list opens in place, inside the row, so no scroll box or screen edge can cut it off.
        <details className="group">
          <summary
            className={cn(rowLinkButton, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
          >
            Files ({files.length})<span className="sr-only"> of {project.name}</span>
          </summary>
          <ul className="mt-1 rounded-lg bg-white p-1 ring-1 ring-slate-200">
            {files.map((file) => (
              <li key={file.name}>
                <a
                  href={`/api/files/${file.name}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-md px-2 py-1.5 text-xs font-medium text-indigo-700 hover:bg-indigo-50"
                >
                  {file.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <Link
        to={dialogHref('delete-project')}
        preventScrollReset
        className={cn(rowButton, 'bg-red-600 text-white hover:bg-red-700')}
      >
        Delete<span className="sr-only"> {project.name}</span>
      </Link>
    </RowActions>
  )
}
