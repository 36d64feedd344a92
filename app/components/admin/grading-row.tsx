import type { GradingPageRow } from '~/features/results/grading.server'
import type { OrganiserNote } from '~/features/results/organiser-notes.server'
import { versionLabel } from '~/features/submissions/story-fields'
import { MIN_SCORES_TO_ADJUST } from '~/features/results/adjusted-scores'
import { rankLabel } from '~/features/results/ranking'
import type { DataColumn } from '../ui/table'

export const gradingColumns: DataColumn[] = [
  'Project',
  'Author',
  'Status',
  // The dashboard's original column (scored / all judges) beside the coverage (scored / needed): each says
  // what it counts, so "0/30" and "0 / 3" do not read as a contradiction.
  { label: 'Judges Assigned', hint: 'scored / all judges' },
  { label: 'Coverage', hint: 'scored / needed' },
  'Average Score',
  'Raw',
  'Adjusted',
]

const partlyAdjusted = `Some judges scored fewer than ${MIN_SCORES_TO_ADJUST} projects on a criterion: their scores were left raw.`

// On one line from lg; on a tablet a long badge wraps (a tag's corners then), so the table fits the width.
const badge =
  'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold md:max-lg:rounded-md lg:whitespace-nowrap'
// A cell's second line: beside the first in a phone's card, under it in the table.
const secondLine = 'ml-2 text-xs text-slate-600 md:ml-0 md:block'

// A plain function, not a component: DataTable turns its `<tr>` children into cards on a phone.
export function gradingRow(row: GradingPageRow, judgesPerProject: number) {
  const { result } = row
  const underCovered = row.judges_scored < judgesPerProject
  return (
    <tr key={row.project_id} className="align-top">
      <td className="min-w-32 px-4 py-3 text-slate-900 [overflow-wrap:anywhere]">
        <span className="font-semibold">{row.project_name}</span>
        {row.version_count > 1 ? (
          <span className="block text-xs text-emerald-800">
            {versionLabel(row.version_number, row.version_count)}
          </span>
        ) : null}
        {row.notes.length > 0 ? <OrganiserNotes notes={row.notes} /> : null}
      </td>
      <td className="min-w-24 px-4 py-3 text-slate-700 [overflow-wrap:anywhere]">{row.author_name}</td>
      <td className="px-4 py-3">
        {row.judges_scored > 0 ? (
          <span className={`${badge} bg-green-100 text-green-800`}>
            Scored by {row.judges_scored} {row.judges_scored === 1 ? 'judge' : 'judges'}
          </span>
        ) : (
          <span className={`${badge} bg-slate-200 text-slate-700`}>Not Graded</span>
        )}
      </td>
      <td className="px-4 py-3 tabular-nums text-slate-700">
        {row.judges_scored}/{row.active_judges}
      </td>
      <td className="px-4 py-3">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="whitespace-nowrap font-semibold tabular-nums text-slate-900">
            {row.judges_scored} / {judgesPerProject}
          </span>
          {underCovered ? (
            <span className={`${badge} bg-amber-100 text-amber-900`}>Under-covered</span>
          ) : null}
          <span className="text-xs text-slate-600 lg:whitespace-nowrap">
            in {row.assigned_judges} {row.assigned_judges === 1 ? 'queue' : 'queues'}
          </span>
          {row.stepped_aside > 0 ? (
            <span className={`${badge} bg-purple-100 text-purple-800`}>
              {row.stepped_aside} stepped aside
            </span>
          ) : null}
        </span>
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">
        {row.average_score === null ? (
          '-'
        ) : (
          <>
            <span className="font-semibold text-slate-900">{row.average_score.toFixed(1)} avg</span>
            {row.total_score !== null ? (
              <span className={secondLine}>Total: {Number(row.total_score.toFixed(2))}</span>
            ) : null}
          </>
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">
        {result ? (
          <>
            <span className="font-semibold text-slate-900">{result.rawScore.toFixed(1)}</span>
            <span className={secondLine}>{rankLabel(row.standing!.raw)}</span>
          </>
        ) : (
          '-'
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">
        {result ? (
          <>
            <span className="font-semibold text-slate-900">{result.adjustedScore.toFixed(1)}</span>
            {result.unadjustedScores > 0 ? (
              <span title={partlyAdjusted} className="ml-1 cursor-help font-bold text-amber-700">
                ≈<span className="sr-only"> (partly adjusted: {partlyAdjusted})</span>
              </span>
            ) : null}
            <span className={secondLine}>{rankLabel(row.standing!.adjusted)}</span>
          </>
        ) : (
          '-'
        )}
      </td>
    </tr>
  )
}

/** The judges' notes for the organiser on a project, folded under its name (a details element: no JS needed). */
function OrganiserNotes({ notes }: { notes: OrganiserNote[] }) {
  return (
    <details className="mt-1 text-sm font-normal">
      <summary className="cursor-pointer text-indigo-700 underline-offset-2 hover:underline">
        {`${notes.length} ${notes.length === 1 ? 'note' : 'notes'} for you`}
      </summary>
      <ul className="mt-1 space-y-1 text-slate-700">
        {notes.map((note, index) => (
          <li key={index}>
            <span className="font-semibold">{note.judgeName}</span>, {note.criterion}: {note.note}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** What the coverage and the two kinds of results mean, under the table. */
export function ResultsLegend() {
  return (
    <div className="space-y-1 text-sm text-slate-600">
      <p>
        <span className="font-semibold text-slate-800">Judges Assigned</span>: judges who scored the project,
        out of all active judges. <span className="font-semibold text-slate-800">Coverage</span>: judges whose
        scores count on the project, out of the judges per project you set, and how many judges have it in
        their queue; a judge who stepped aside no longer counts.
      </p>
      <p>
        <span className="font-semibold text-slate-800">Raw</span> is the usual weighted total;{' '}
        <span className="font-semibold text-slate-800">Adjusted</span> evens out harsh and generous judges by
        comparing each judge’s scores with the whole panel’s. Places count pending and approved projects;
        equal scores share a place (Joint 1st), as on the leaderboard.
      </p>
      <p>
        <span aria-hidden="true" className="font-bold text-amber-700">
          ≈
        </span>{' '}
        <span className="sr-only">Partly adjusted: </span>
        {partlyAdjusted}
      </p>
    </div>
  )
}
