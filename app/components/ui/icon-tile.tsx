import type { LucideIcon } from 'lucide-react'
import { cn } from '~/utils/misc'

/** A card's icon on a soft square, decorative: the card's heading says what it is about. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700',
        className,
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </span>
  )
}
