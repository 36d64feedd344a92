import { Form } from '@remix-run/react'
import { Fragment, type ReactNode } from 'react'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import { cn } from '~/components/ui'

/** Where the organiser is in the projects list: the search, the status filter and how many pages are shown. */
export type ProjectListState = { q: string; status: ProjectStatus | null; page: number }

export const emptyListState: ProjectListState = { q: '', status: null, page: 1 }

/** The URL of the projects list in this state, with any extra parameters (a dialog, an id) after it. */
export function projectsHref(basePath: string, list: ProjectListState, extra: Record<string, string> = {}) {
  const params = new URLSearchParams()
  if (list.q) params.set('q', list.q)
  if (list.status) params.set('status', list.status)
  if (list.page > 1) params.set('page', String(list.page))
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const search = params.toString()
  return `${basePath}${search ? `?${search}` : ''}`
}

/** Hidden fields that bring an action back to the same tab, search, filter and page. */
export function ReturnFields({ tab, list = emptyListState }: { tab: string; list?: ProjectListState }) {
  return (
    <>
      <input type="hidden" name="tab" value={tab} />
      {list.q ? <input type="hidden" name="q" value={list.q} /> : null}
      {list.status ? <input type="hidden" name="status" value={list.status} /> : null}
      {list.page > 1 ? <input type="hidden" name="page" value={list.page} /> : null}
    </>
  )
}

/** The small buttons of a table row: taller on a phone, where they are tapped. */
export const rowButton =
  'inline-flex min-h-11 w-full items-center justify-center whitespace-nowrap rounded-lg px-3 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:w-auto sm:min-w-28 lg:min-h-9 lg:w-full lg:min-w-0'

export const rowLinkButton = cn(
  rowButton,
  'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
)

/**
 * A row's actions, never wrapping unevenly: on a phone's card a grid of equal buttons, two to a line; on a
 * tablet's card one line; in the desktop table a fixed column, two to a line (cards below lg, DataTable).
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <div className="grid w-full grid-cols-2 items-start gap-2 sm:flex sm:flex-wrap lg:grid lg:w-44 lg:grid-cols-2">
      {children}
    </div>
  )
}

/** A form that posts the dashboard's `intent` for one row and comes back to the same list. */
export function ActionForm({
  intent,
  id,
  tab = 'projects',
  list,
  className,
  children,
}: {
  intent: string
  id: number
  tab?: string
  list?: ProjectListState
  className?: string
  children: ReactNode
}) {
  return (
    <Form method="post" preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <ReturnFields tab={tab} list={list} />
      {children}
    </Form>
  )
}

/**
 * An e-mail address that wraps only before its @ and after its dots and dashes, never inside a word;
 * a single part wider than the screen is the one case left to break anywhere.
 */
export function EmailText({ address }: { address: string }) {
  const parts = address.split(/(?=@)|(?<=[.\-_+])/)
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
