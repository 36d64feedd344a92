import { cn } from '~/components/ui'
import { tableLabel } from '~/utils/text'

/**
 * "Table 12": where a project stands on the showcase floor, the same words and look on the feed's card, the
 * project's page, the judge's list and panel and the admin's rows. Nothing before the tables are numbered.
 */
export function TableTag({
  tableNumber,
  className,
  label,
}: {
  tableNumber: number | null
  className?: string
  /** Its words in the page's language, where the page has them ("Table 12" otherwise). */
  label?: string
}) {
  if (tableNumber === null) return null
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-md bg-slate-900 px-2 py-0.5 text-xs font-bold tabular-nums text-white',
        className,
      )}
    >
      {label ?? tableLabel(tableNumber)}
    </span>
  )
}
