import { Link } from '@remix-run/react'
import type { BulkDecision } from '~/features/admin/dashboard-forms'
import { buttonClasses } from '~/components/ui'
import { ConfirmDialog } from '../forms/confirm'
import { RouteDialog } from '../ui/route-dialog'
import { ReturnFields, type ProjectListState } from './list-state'

type Selected = { id: number; name: string; authorName: string; status: string; consentAt: Date | null }

const projectsCount = (n: number) => `${n} ${n === 1 ? 'project' : 'projects'}`

/**
 * "Approve selected" / "Reject selected": `?dialog=bulk-status&decision=…&id=…`, a modal with JavaScript, a
 * page of its own without. It names how many and which; approving, it names apart those no parent or
 * guardian agreed to show, as the single Approve asks (the post then confirms them). A selected project
 * decided meanwhile is left out and said so; the server checks every one again, all or nothing.
 */
export function BulkStatusDialog({
  decision,
  projects,
  closeHref,
  list,
}: {
  decision: BulkDecision
  projects: Selected[]
  closeHref: string
  list: ProjectListState
}) {
  const pending = projects.filter((project) => project.status === 'pending')
  const decided = projects.filter((project) => project.status !== 'pending')
  const withoutConsent = decision === 'approve' ? pending.filter((project) => !project.consentAt) : []
  const verb = decision === 'approve' ? 'Approve' : 'Reject'
  if (pending.length === 0) {
    return (
      <RouteDialog title="No pending project selected" closeHref={closeHref}>
        <p className="text-sm text-slate-700">
          {decided.length > 0
            ? 'The selected projects are no longer pending review.'
            : 'Tick the pending projects to decide first.'}
        </p>
        <div className="mt-6 flex justify-end">
          <Link to={closeHref} preventScrollReset replace data-autofocus className={buttonClasses('primary')}>
            Back to the list
          </Link>
        </div>
      </RouteDialog>
    )
  }
  return (
    <ConfirmDialog
      title={`${verb} ${projectsCount(pending.length)}?`}
      description={
        decision === 'approve'
          ? 'They appear on the public showcase and in the judges’ queues.'
          : 'They stay off the public showcase and leave the judges’ queues.'
      }
      closeHref={closeHref}
      intent="bulk-status"
      submit={`${verb} ${projectsCount(pending.length)}`}
      pendingLabel={`${decision === 'approve' ? 'Approving' : 'Rejecting'}...`}
    >
      <input type="hidden" name="decision" value={decision} />
      {pending.map((project) => (
        <input key={project.id} type="hidden" name="id" value={project.id} />
      ))}
      {withoutConsent.length > 0 ? <input type="hidden" name="withoutConsent" value="confirmed" /> : null}
      <ReturnFields tab="projects" list={list} />
      <NamedList label={`The ${projectsCount(pending.length)} to ${verb.toLowerCase()}`} items={pending} />
      {withoutConsent.length > 0 ? (
        <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          <p className="font-semibold">
            {`No consent recorded for ${withoutConsent.length} of them. Approve ${withoutConsent.length === 1 ? 'it' : 'them'} only if the family has agreed another way:`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {withoutConsent.map((project) => (
              <li key={project.id} className="break-words">
                {project.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {decided.length > 0 ? (
        <p className="text-sm text-slate-700">
          {decided.length === 1 ? '1 selected project is' : `${decided.length} selected projects are`} no
          longer pending review and left out: {decided.map((project) => project.name).join(', ')}.
        </p>
      ) : null}
    </ConfirmDialog>
  )
}

/** The selected projects' names; a long selection scrolls inside its own box, which the keyboard reaches. */
function NamedList({ label, items }: { label: string; items: Selected[] }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-56 overflow-y-auto rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ul className="space-y-1">
        {items.map((project) => (
          <li key={project.id} className="break-words">
            <span className="font-semibold text-slate-900">{project.name}</span>{' '}
            <span className="text-slate-600">by {project.authorName}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
