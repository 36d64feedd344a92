import type { ReactNode } from 'react'

/**
 * A scrollable table with a header row; rows are the children. `relative` keeps the buttons'
 * screen-reader-only text (absolutely positioned) inside the scroll box: without it, that text
 * sits past the phone's edge and the whole page scrolls sideways.
 */
export function DataTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

export function EmptyPanel({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </p>
  )
}
