import { Form, Link } from '@remix-run/react'
import { capitalise } from '~/utils/resource-kind'
import { formatDate } from '~/utils/time'
import { truncate } from '~/utils/text'
import { buttonClasses } from '../ui/button'
import { DataTable, EmptyPanel } from '../ui/table'
import { StatusBadge } from './status-badge'

type Row = {
  id: number
  name: string
  description: string
  submissionType: string
  authorName: string
  authorEmail: string | null
  status: string
  submittedAt: Date
  files: string[]
  thumbnail: string | null
}

const smallButton =
  'min-h-9 rounded-lg px-3 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600'

/** Hidden fields that bring an action back to the same tab and search. */
export function ReturnFields({ tab, q }: { tab: string; q?: string }) {
  return (
    <>
      <input type="hidden" name="tab" value={tab} />
      {q ? <input type="hidden" name="q" value={q} /> : null}
    </>
  )
}

export function ProjectsTable({
  projects,
  q,
  basePath,
  morePage,
}: {
  projects: Row[]
  q: string
  basePath: string
  morePage: number | null
}) {
  return (
    <div className="space-y-4">
      <Form method="get" action={basePath} role="search" className="flex max-w-md gap-2">
        <label htmlFor="admin-search" className="sr-only">
          Search projects
        </label>
        <input
          id="admin-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Search projects..."
          className="min-h-11 flex-1 rounded-xl border border-slate-300 bg-white px-3.5 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
        />
        <button type="submit" className={buttonClasses('secondary', 'md')}>
          Search
        </button>
      </Form>
      {projects.length === 0 ? (
        <EmptyPanel>{q ? `No projects match "${q}".` : 'No projects have been submitted yet.'}</EmptyPanel>
      ) : (
        <DataTable columns={['Project Name', 'Author', 'Type', 'Status', 'Submitted', 'Actions']}>
          {projects.map((project) => {
            const files = [
              ...(project.thumbnail && !project.files.includes(project.thumbnail)
                ? [{ name: project.thumbnail, label: 'Thumbnail' }]
                : []),
              ...project.files.map((name, index) => ({ name, label: `File ${index + 1}` })),
            ]
            return (
              <tr key={project.id} className="align-top">
                <td className="max-w-xs px-4 py-3">
                  <Link
                    to={`/project/${project.id}`}
                    className="font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
                  >
                    {project.name}
                  </Link>
                  <p className="mt-0.5 text-slate-600">{truncate(project.description, 60)}</p>
                </td>
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{project.authorName}</p>
                  <p className="break-all text-slate-600">{project.authorEmail}</p>
                </td>
                <td className="px-4 py-3">{capitalise(project.submissionType)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={project.status} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                  {formatDate(project.submittedAt, 'en-US', 'short')}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap items-start gap-2">
                    <Link
                      to={`${basePath}?dialog=edit-project&id=${project.id}${q ? `&q=${encodeURIComponent(q)}` : ''}`}
                      preventScrollReset
                      className={`${smallButton} inline-flex items-center bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`}
                    >
                      Edit<span className="sr-only"> {project.name}</span>
                    </Link>
                    {files.length > 0 ? (
                      <details className="relative">
                        <summary
                          className={`${smallButton} inline-flex cursor-pointer list-none items-center bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`}
                        >
                          Files ({files.length})<span className="sr-only"> of {project.name}</span>
                        </summary>
                        <ul className="absolute right-0 z-10 mt-1 w-40 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
                          {files.map((file) => (
                            <li key={file.name}>
                              <a
                                href={`/api/files/${file.name}`}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="block rounded-lg px-2 py-1.5 text-indigo-700 hover:bg-indigo-50"
                              >
                                {file.label}
                                <span className="sr-only"> (opens in a new tab)</span>
                              </a>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                    {project.status === 'pending' ? (
                      <>
                        <ActionButton
                          intent="approve"
                          id={project.id}
                          q={q}
                          className="bg-green-700 text-white hover:bg-green-800"
                        >
                          Approve<span className="sr-only"> {project.name}</span>
                        </ActionButton>
                        <ActionButton
                          intent="reject"
                          id={project.id}
                          q={q}
                          className="bg-amber-500 text-slate-900 hover:bg-amber-400"
                        >
                          Reject<span className="sr-only"> {project.name}</span>
                        </ActionButton>
                      </>
                    ) : null}
                    <ActionButton
                      intent="delete-project"
                      id={project.id}
                      q={q}
                      className="bg-red-600 text-white hover:bg-red-700"
                    >
                      Delete<span className="sr-only"> {project.name}</span>
                    </ActionButton>
                  </div>
                </td>
              </tr>
            )
          })}
        </DataTable>
      )}
      {morePage ? (
        <div className="text-center">
          <Link
            to={`${basePath}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(morePage) })}`}
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

function ActionButton({
  intent,
  id,
  q,
  tab = 'projects',
  className,
  children,
}: {
  intent: string
  id: number
  q?: string
  tab?: string
  className: string
  children: React.ReactNode
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <ReturnFields tab={tab} q={q} />
      <button type="submit" className={`${smallButton} ${className}`}>
        {children}
      </button>
    </Form>
  )
}

export { ActionButton }
