import type { GradingStatRow } from '~/models/results.server'
import { buttonClasses } from '../ui/button'
import { DataTable, EmptyPanel } from '../ui/table'

export function GradingTable({ rows }: { rows: GradingStatRow[] }) {
  return (
    <section aria-labelledby="grading-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="grading-title" className="text-xl font-bold text-slate-900">
          Grading Progress
        </h2>
        <a href="/admin/results.csv" download className={buttonClasses('secondary', 'md')}>
          Download results (CSV)
        </a>
      </div>
      {rows.length === 0 ? (
        <EmptyPanel>No grading data available</EmptyPanel>
      ) : (
        <DataTable columns={['Project', 'Author', 'Status', 'Judges Assigned', 'Average Score']}>
          {rows.map((row) => (
            <tr key={row.project_id}>
              <td className="px-4 py-3 font-semibold text-slate-900">{row.project_name}</td>
              <td className="px-4 py-3 text-slate-700">{row.author_name}</td>
              <td className="px-4 py-3">
                {row.judges_scored > 0 ? (
                  <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                    Scored by {row.judges_scored} {row.judges_scored === 1 ? 'judge' : 'judges'}
                  </span>
                ) : (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                    Not Graded
                  </span>
                )}
              </td>
              <td className="px-4 py-3 tabular-nums text-slate-700">
                {row.judges_scored}/{row.active_judges}
              </td>
              <td className="px-4 py-3 tabular-nums">
                {row.average_score === null ? (
                  '-'
                ) : (
                  <>
                    <span className="font-semibold text-slate-900">{row.average_score.toFixed(1)} avg</span>
                    {row.total_score !== null ? (
                      <span className="block text-xs text-slate-600">
                        Total: {Number(row.total_score.toFixed(2))}
                      </span>
                    ) : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  )
}
