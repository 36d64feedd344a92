import { cn } from '~/components/ui'

/**
 * "Table 12": where a project stands on the showcase floor, the same look on the feed's card, the project's
 * page, the judge's list and panel and the admin's rows, its words in the page's language (each part's own
 * key: ShowcaseTableTag for the public and the judges' pages). Nothing before the tables are numbered.
 */
export function TableTag({
  tableNumber,
  className,
  label,
}: {
  tableNumber: number | null
  className?: string
  /** Its words in the page's language: "Table 12", "Mesa 12". */
  label: string
}) {
  if (tableNumber === null) return null
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-md bg-slate-900 px-2 py-0.5 text-xs font-bold tabular-nums text-white',
        className,
      )}
    >
      {label}
    </span>
  )
}
