import { Link } from '@remix-run/react'
import type { BulkDecision } from '~/features/admin/dashboard-forms'
import { buttonClasses } from '~/components/ui'
import { useT } from '~/i18n/react'
import { ConfirmDialog } from '../forms/confirm'
import { RouteDialog } from '../ui/route-dialog'
import { ReturnFields, type ProjectListState } from './list-state'

type Selected = { id: number; name: string; authorName: string; status: string; consentAt: Date | null }

// Each decision's words.
const words = {
  approve: {
    title: 'admin.bulk.approveTitle',
    text: 'admin.bulk.approveText',
    submit: 'admin.bulk.approveSubmit',
    pending: 'admin.approving',
    list: 'admin.bulk.approveList',
  },
  reject: {
    title: 'admin.bulk.rejectTitle',
    text: 'admin.bulk.rejectText',
    submit: 'admin.bulk.rejectSubmit',
    pending: 'admin.bulk.rejecting',
    list: 'admin.bulk.rejectList',
  },
} as const

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
  const t = useT()
  const pending = projects.filter((project) => project.status === 'pending')
  const decided = projects.filter((project) => project.status !== 'pending')
  const withoutConsent = decision === 'approve' ? pending.filter((project) => !project.consentAt) : []
  const said = words[decision]
  const count = { count: pending.length }
  if (pending.length === 0) {
    return (
      <RouteDialog title={t('admin.bulk.noneTitle')} closeHref={closeHref}>
        <p className="text-sm text-slate-700">
          {decided.length > 0 ? t('admin.bulk.noneDecided') : t('admin.bulk.noneTick')}
        </p>
        <div className="mt-6 flex justify-end">
          <Link to={closeHref} preventScrollReset replace data-autofocus className={buttonClasses('primary')}>
            {t('admin.bulk.back')}
          </Link>
        </div>
      </RouteDialog>
    )
  }
  return (
    <ConfirmDialog
      title={t(said.title, count)}
      description={t(said.text)}
      closeHref={closeHref}
      intent="bulk-status"
      submit={t(said.submit, count)}
      pendingLabel={t(said.pending)}
    >
      <input type="hidden" name="decision" value={decision} />
      {pending.map((project) => (
        <input key={project.id} type="hidden" name="id" value={project.id} />
      ))}
      {withoutConsent.length > 0 ? <input type="hidden" name="withoutConsent" value="confirmed" /> : null}
      <ReturnFields tab="projects" list={list} />
      <NamedList label={t(said.list, count)} items={pending} />
      {withoutConsent.length > 0 ? (
        <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          <p className="font-semibold">{t('admin.bulk.noConsent', { count: withoutConsent.length })}</p>
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
          {t('admin.bulk.leftOut', {
            count: decided.length,
            names: decided.map((project) => project.name).join(', '),
          })}
        </p>
      ) : null}
    </ConfirmDialog>
  )
}

/** The selected projects' names; a long selection scrolls inside its own box, which the keyboard reaches. */
function NamedList({ label, items }: { label: string; items: Selected[] }) {
  const t = useT()
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
            <span className="text-slate-600">{t('admin.byAuthor', { name: project.authorName })}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
