import type { StepAside } from '~/features/judging/recusals.server'
import { useDates } from '~/features/event/use-event-details'
import { useT } from '~/i18n/react'
import { filled } from './rich-words'

/**
 * Every judge who stepped aside from a project (a conflict of interest), newest first: their scores on it no
 * longer count anywhere, and the assignment gave the project another judge.
 */
export function StepAsides({ stepAsides }: { stepAsides: StepAside[] }) {
  const t = useT()
  const dates = useDates()
  return (
    <section aria-labelledby="stepped-aside" className="space-y-3">
      <h3 id="stepped-aside" className="scroll-mt-4 text-lg font-bold text-slate-900">
        {t('grading.stepAsides.title')}
      </h3>
      {stepAsides.length === 0 ? (
        <p className="text-sm text-slate-600">{t('grading.stepAsides.none')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('grading.stepAsides.intro')}</p>
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {stepAsides.map((s) => (
              <li
                key={`${s.projectId}:${s.judgeId}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
              >
                <span className="min-w-0 wrap-anywhere text-slate-800">
                  {filled(t('grading.stepAsides.item'), {
                    judge: <span className="font-semibold text-slate-900">{s.judgeName}</span>,
                    project: <span className="font-semibold text-slate-900">{s.projectName}</span>,
                  })}
                </span>
                <time
                  dateTime={s.createdAt.toISOString()}
                  className="whitespace-nowrap tabular-nums text-slate-600"
                >
                  {dates.dateTime(s.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
