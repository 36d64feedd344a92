import { capitalise } from '~/features/submissions/resource-kind'
import { projectStatuses, type ProjectStatus } from '~/features/submissions/project-fields'
import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'

// Approved → the badge's default style, rejected → destructive, anything else → secondary.
const styles: Record<string, string> = {
  approved: 'bg-indigo-600 text-white ring-indigo-600',
  rejected: 'bg-red-600 text-white ring-red-600',
}

const labels: Record<ProjectStatus, string> = {
  pending: 'admin.status.pending',
  approved: 'admin.status.approved',
  rejected: 'admin.status.rejected',
}

const isStatus = (status: string): status is ProjectStatus =>
  (projectStatuses as readonly string[]).includes(status)

export function StatusBadge({ status }: { status: string }) {
  const t = useT()
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        styles[status] ?? 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {isStatus(status) ? t(labels[status]) : capitalise(status)}
    </span>
  )
}
