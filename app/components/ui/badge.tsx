import type { HTMLAttributes } from 'react'
import { cn } from '~/utils/misc'

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={cn('badge', className ?? 'bg-slate-100 text-slate-800 ring-slate-600/20')} {...props} />
  )
}
