import { resultsHiddenMessage } from '~/schemas/awards'
import { cn } from '~/utils/misc'

/**
 * In place of ranks, scores and judges' comments while the organiser keeps the results for the awards
 * (issue 16): the leaderboard tab and a project's evaluation say the same thing.
 */
export function ResultsHidden({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50 px-6 py-10 text-center',
        className,
      )}
    >
      <p className="text-4xl" aria-hidden="true">
        🏆
      </p>
      <p className="mt-3 text-lg font-bold text-slate-900">{resultsHiddenMessage}</p>
      <p className="mt-1 text-slate-700">Come to the Project Showcase & Awards to find out who won.</p>
    </div>
  )
}
