import { capitalise } from '~/features/submissions/resource-kind'
import { cn } from '~/components/ui'

// Approved → the badge's default style, rejected → destructive, anything else → secondary.
const styles: Record<string, string> = {
  approved: 'bg-indigo-600 text-white ring-indigo-600',
  rejected: 'bg-red-600 text-white ring-red-600',
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        styles[status] ?? 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {capitalise(status)}
    </span>
  )
}
