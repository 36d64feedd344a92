import type { HTMLAttributes } from 'react'
import { cn } from '~/utils/misc'

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className ?? 'bg-slate-100 text-slate-800 ring-slate-600/20',
      )}
      {...props}
    />
  )
}
