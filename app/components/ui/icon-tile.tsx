/*
 * The site's icons are Lucide's (lucide-react): SVG line icons drawn the same on every phone, where emoji differ
 * from one maker to the next and show as an empty box where no emoji font is installed. Each file imports the
 * icons it draws from their own modules (`lucide-react/icons/<name>`), never through one shared list: that way
 * each page's script carries its own few icons, not all of them. An icon without an accessible name is
 * `aria-hidden` (Lucide's default): the text beside it says what it means.
 */
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
