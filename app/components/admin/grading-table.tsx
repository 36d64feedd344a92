import { Form, Link } from '@remix-run/react'
import type { GradingPage, GradingStatRow } from '~/models/results.server'
import { gradingHref, gradingSortLabels, gradingSorts } from '~/schemas/grading-query'
import { Button, buttonClasses } from '../ui/button'
import { Pager } from '../ui/pager'
import { DataTable, EmptyPanel } from '../ui/table'

const count = (n: number) => n.toLocaleString('en')

/**
 * SPEC.md §2's 'Grading Progress', a page at a time: search, sort and pages are GET parameters (a form
 * and links), so everything works without JavaScript.
 */
export function GradingTable({ grading, basePath }: { grading: GradingPage; basePath: string }) {
  const { rows, q, sort, page, pageCount, matching, first } = grading
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
      {grading.total === 0 ? (
        <EmptyPanel>No grading data available</EmptyPanel>
      ) : (
        <>
          <Form method="get" action={basePath} role="search" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="tab" value="grading" />
            <label htmlFor="grading-search" className="sr-only">
              Search projects
            </label>
            <input
              id="grading-search"
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              maxLength={100}
              placeholder="Search projects..."
              className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 text-base focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 sm:w-auto sm:flex-1 sm:text-sm"
            />
            <label htmlFor="grading-sort" className="text-sm font-medium text-slate-700 sm:ml-2">
              Sort by
            </label>
            <select
              id="grading-sort"
              name="sort"
              defaultValue={sort}
              key={sort}
              className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 sm:flex-none sm:text-sm"
            >
              {gradingSorts.map((value) => (
                <option key={value} value={value}>
                  {gradingSortLabels[value]}
                </option>
              ))}
            </select>
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </Form>
          {matching === 0 ? (
            <EmptyPanel>
              No projects match &ldquo;{q}&rdquo;.{' '}
              <Link
                to={gradingHref(basePath, grading, { q: '', page: 1 })}
                className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
              >
                Show all projects
              </Link>
            </EmptyPanel>
          ) : (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                Showing {count(first)}–{count(first + rows.length - 1)} of {count(matching)}
                {q ? ` matching “${q}”` : ''}
              </p>
              <DataTable columns={['Project', 'Author', 'Status', 'Judges Assigned', 'Average Score']}>
                {rows.map(gradingRow)}
              </DataTable>
              <Pager
                label="Pages of grading progress"
                page={page}
                pageCount={pageCount}
                hrefFor={(to) => gradingHref(basePath, grading, { page: to })}
              />
            </>
          )}
        </>
      )}
    </section>
  )
}

// A plain function, not a component: DataTable turns its `<tr>` children into cards on a phone.
function gradingRow(row: GradingStatRow) {
  return (
    <tr key={row.project_id}>
      <td className="min-w-48 px-4 py-3 font-semibold text-slate-900 [overflow-wrap:anywhere]">
        {row.project_name}
      </td>
      <td className="min-w-32 px-4 py-3 text-slate-700 [overflow-wrap:anywhere]">{row.author_name}</td>
      <td className="px-4 py-3">
        {row.judges_scored > 0 ? (
          <span className="whitespace-nowrap rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
            Scored by {row.judges_scored} {row.judges_scored === 1 ? 'judge' : 'judges'}
          </span>
        ) : (
          <span className="whitespace-nowrap rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            Not Graded
          </span>
        )}
      </td>
      <td className="px-4 py-3 tabular-nums text-slate-700">
        {row.judges_scored}/{row.active_judges}
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">
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
  )
}
