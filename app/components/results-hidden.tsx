import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'

/**
 * In place of ranks, scores and judges' comments while the organiser keeps the results for the awards: the
 * leaderboard tab and a project's evaluation say the same thing.
 */
export function ResultsHidden({ className }: { className?: string }) {
  const t = useT()
  return (
    <div
      className={cn(
        'rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50 px-6 py-10 text-center',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="mx-auto size-12 text-amber-500"
      >
        <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
        <path d="M17 5h2.5a1.5 1.5 0 0 1 1.5 1.5V7a4 4 0 0 1-4 4M7 5H4.5A1.5 1.5 0 0 0 3 6.5V7a4 4 0 0 0 4 4" />
      </svg>
      <p className="mt-3 text-lg font-bold text-slate-900">{t('showcase.results.hidden')}</p>
      <p className="mt-1 text-slate-700">{t('showcase.results.comeToAwards')}</p>
    </div>
  )
}
