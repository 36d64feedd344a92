import { Link } from '@remix-run/react'
import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'
import { adminTabLabels, adminTabs, type AdminTab } from '~/features/admin/admin-tabs'

export function AdminTabs({ current, basePath }: { current: string; basePath: string }) {
  const t = useT()
  return (
    // Five tabs do not fit a phone's width in one line: there they sit two by two.
    <nav
      aria-label={t('admin.tabs.label')}
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex sm:gap-0"
    >
      {adminTabs.map((value) => (
        <Link
          key={value}
          to={tabHref(value, basePath)}
          aria-current={current === value ? 'page' : undefined}
          className={cn(
            'min-h-10 rounded-lg px-4 py-2 text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-indigo-600',
            current === value ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
          )}
        >
          {t(adminTabLabels[value])}
        </Link>
      ))}
    </nav>
  )
}

function tabHref(tab: AdminTab, basePath: string) {
  if (tab === 'event') return '/admin/event'
  return tab === 'projects' ? basePath : `${basePath}?tab=${tab}`
}

export function CountCards({
  counts,
  basePath,
}: {
  counts: {
    totalProjects: number
    approved: number
    pending: number
    activeJudges: number
    awaitingApproval: number
  }
  basePath: string
}) {
  const t = useT()
  const cards = [
    ['admin.counts.total', counts.totalProjects, 'text-slate-900'],
    // The colours of the status badges (approved has the badge's default style, indigo here).
    ['admin.counts.approved', counts.approved, 'text-indigo-700'],
    ['admin.counts.pending', counts.pending, 'text-amber-700'],
    ['admin.counts.activeJudges', counts.activeJudges, 'text-teal-700'],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {cards.map(([label, value, tone]) => (
        <div key={label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">{t(label)}</dt>
          <dd className={cn('mt-1 text-3xl font-extrabold tabular-nums', tone)}>{value}</dd>
          {label === 'admin.counts.activeJudges' && counts.awaitingApproval > 0 ? (
            <dd className="mt-1 text-sm">
              <Link
                to={`${basePath}?tab=judges`}
                className="font-semibold text-amber-800 underline decoration-amber-400 underline-offset-2 hover:text-amber-900"
              >
                {t('admin.counts.awaiting', { count: counts.awaitingApproval })}
              </Link>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}
