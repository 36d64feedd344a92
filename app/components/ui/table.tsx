import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { cn } from '~/components/ui'

/**
 * A column's header; `labelInCard: false` leaves its cells unlabelled in a phone's card (the actions); a
 * `hint` is a short line under the label saying what the numbers are (shown, not read: the header keeps
 * its name; a legend under the table says it in words).
 */
export type DataColumn = string | { label: string; labelInCard: false } | { label: string; hint: string }

const hintOf = (column: DataColumn) => (typeof column !== 'string' && 'hint' in column ? column.hint : null)

type RowProps = { className?: string; children?: ReactNode }
type CellProps = { className?: string; children?: ReactNode }

// Below a breakpoint (md: phones; lg: tablets too, for the wider tables) each row is a card: the first
// cell its title, the others one per line with their column's name beside them, and the actions along the
// bottom. Plain CSS on the same markup, so it needs no JavaScript, and the page never scrolls sideways.
// Tailwind sees only whole class names, so each breakpoint's set is written out.
const layouts = {
  md: {
    box: 'md:rounded-2xl md:bg-white md:shadow-sm md:ring-1 md:ring-slate-200',
    table: 'max-md:block',
    head: 'max-md:sr-only',
    body: 'max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100 md:border-t md:border-slate-200',
    row: 'max-md:block max-md:rounded-2xl max-md:p-4 max-md:shadow-sm max-md:ring-1 max-md:ring-slate-200',
    rowBackground: 'max-md:bg-white',
    title: 'max-md:block max-md:px-0 max-md:pb-2 max-md:pt-0 max-md:text-base',
    cell: 'max-md:grid max-md:grid-cols-[6rem_minmax(0,1fr)] max-md:items-baseline max-md:gap-3 max-md:px-0 max-md:py-1.5',
    plainCell: 'max-md:block max-md:px-0 max-md:pb-0 max-md:pt-3',
    label: 'md:hidden',
  },
  lg: {
    box: 'lg:rounded-2xl lg:bg-white lg:shadow-sm lg:ring-1 lg:ring-slate-200',
    table: 'max-lg:block',
    head: 'max-lg:sr-only',
    body: 'max-lg:block max-lg:space-y-3 lg:divide-y lg:divide-slate-100 lg:border-t lg:border-slate-200',
    row: 'max-lg:block max-lg:rounded-2xl max-lg:p-4 max-lg:shadow-sm max-lg:ring-1 max-lg:ring-slate-200',
    rowBackground: 'max-lg:bg-white',
    title: 'max-lg:block max-lg:px-0 max-lg:pb-2 max-lg:pt-0 max-lg:text-base',
    cell: 'max-lg:grid max-lg:grid-cols-[6rem_minmax(0,1fr)] max-lg:items-baseline max-lg:gap-3 max-lg:px-0 max-lg:py-1.5 sm:max-lg:grid-cols-[9rem_minmax(0,1fr)]',
    plainCell: 'max-lg:block max-lg:px-0 max-lg:pb-0 max-lg:pt-3',
    label: 'lg:hidden',
  },
} as const

type Layout = (typeof layouts)[keyof typeof layouts]

/**
 * A table with a header row; rows are the children, `<tr>`s of `<td>`s written in place (a component that
 * renders a `<tr>` is not seen as a row). On a phone it becomes stacked
 * cards (above), each cell labelled by its column: the label is added here, so a table gets the cards
 * without repeating its headers. `relative` keeps the buttons' screen-reader-only text (absolutely
 * positioned) inside the box: without it, that text sits past the screen's edge and the page scrolls sideways.
 */
export function DataTable({
  columns,
  cardsBelow = 'md',
  scroll = true,
  dense = false,
  children,
}: {
  columns: DataColumn[]
  cardsBelow?: keyof typeof layouts
  /**
   * A wide table on a tablet (md to lg): every cell's side padding halves, so its columns fit the width
   * without a sideways scroll; the cells' own padding stays from lg on and in a phone's cards.
   */
  dense?: boolean
  /**
   * false for a table whose rows open a menu over the rows below (admin/row-menu.tsx): a scroll box would
   * cut it off. Such a table must fit its width without one.
   */
  scroll?: boolean
  children: ReactNode
}) {
  const layout = layouts[cardsBelow]
  const labels = columns.map((column) => (typeof column === 'string' ? column : column.label))
  const labelled = columns.map((column) => typeof column === 'string' || 'hint' in column)
  const hints = columns.map(hintOf)
  return (
    <div className={cn('relative', scroll && 'overflow-x-auto', layout.box)}>
      <table
        className={cn(
          'min-w-full text-sm',
          layout.table,
          dense && 'md:max-lg:[&_td]:px-2 md:max-lg:[&_th]:px-2',
        )}
      >
        <thead
          className={cn(
            'bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600',
            layout.head,
          )}
        >
          <tr>
            {labels.map((label, index) => (
              <th key={label} scope="col" className="px-4 py-3">
                {label}
                {hints[index] ? <Hint text={hints[index]} /> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={layout.body}>
          {Children.map(children, (row) => asCard(row, layout, labels, labelled, hints))}
        </tbody>
      </table>
    </div>
  )
}

function Hint({ text }: { text: string }) {
  return (
    <span aria-hidden="true" className="block text-[11px] font-normal normal-case tracking-normal">
      {text}
    </span>
  )
}

function asCard(
  row: ReactNode,
  layout: Layout,
  labels: string[],
  labelled: boolean[],
  hints: (string | null)[],
) {
  if (!isValidElement<RowProps>(row) || row.type !== 'tr') return row
  let column = 0
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement<CellProps>(cell) || cell.type !== 'td') return cell
    const index = column++
    const className = cell.props.className
    if (index === 0) return cloneElement(cell, { className: cn(className, layout.title) })
    if (!labelled[index]) return cloneElement(cell, { className: cn(className, layout.plainCell) })
    return cloneElement(
      cell as ReactElement<CellProps>,
      { className: cn(className, layout.cell) },
      <span
        aria-hidden="true"
        className={cn(
          'whitespace-normal text-xs font-semibold uppercase tracking-wide text-slate-500',
          layout.label,
        )}
      >
        {labels[index]}
        {hints[index] ? <Hint text={hints[index]} /> : null}
      </span>,
      <div className="min-w-0">{cell.props.children}</div>,
    )
  })
  // A row that brings its own background (a judge awaiting approval) keeps it as a card.
  const background = /(^|\s)bg-/.test(row.props.className ?? '') ? '' : layout.rowBackground
  return cloneElement(row, { className: cn(row.props.className, layout.row, background) }, cells)
}

export function EmptyPanel({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </p>
  )
}
