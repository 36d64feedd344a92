import type { CriterionFeedback } from '~/features/judging/feedback.server'
import type { ProjectScoreSummary } from '~/features/results/weighted-scores.server'
import { cn } from '~/components/ui'
import { useScoreWords } from '~/components/use-score-words'
import { useT } from '~/i18n/react'
import { scorePercentage } from '~/utils/score'

/** The judges' verdict at a glance: the weighted total, its share and how many judges scored. */
export function JudgeEvaluation({ summary }: { summary: ProjectScoreSummary }) {
  const t = useT()
  const scores = useScoreWords()
  if (summary.totalJudges === 0) {
    return <p className="text-slate-600">{t('showcase.evaluation.none')}</p>
  }
  const percentage = scorePercentage(summary.totalAverageScore, summary.maxPossibleScore)
  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-x-5 gap-y-2">
        <p className="text-4xl font-extrabold tracking-tight text-slate-900">
          {scores.score(summary.totalAverageScore, summary.maxPossibleScore)}
        </p>
        <p className="text-xl font-bold text-indigo-700">{scores.percentage(percentage)}</p>
      </div>
      <ScoreBar share={percentage} className="mt-4 h-3" />
      <p className="mt-3 text-sm text-slate-600">
        {t('showcase.evaluation.scoredBy', { count: summary.totalJudges })}{' '}
        <a
          href="#feedback-title"
          className="font-semibold text-indigo-700 underline-offset-2 hover:underline"
        >
          {t('showcase.evaluation.seeFeedback')}
        </a>
      </p>
    </div>
  )
}

/** Comments shown before the rest fold away, so a crowd of judges does not make the page endless. */
const SHOWN_COMMENTS = 3

/**
 * Per criterion, the average and how many judges scored it, then the judges' written comments
 * (anonymous: 'Judge 1', 'Judge 2'...). A single judge's mark is never shown: it is only seen averaged.
 */
export function JudgeFeedback({ criteria }: { criteria: CriterionFeedback[] }) {
  const t = useT()
  const scores = useScoreWords()
  if (criteria.every((criterion) => criterion.judgeCount === 0)) {
    return <p className="text-slate-600">{t('showcase.feedback.none')}</p>
  }
  return (
    <ul className="divide-y divide-slate-100">
      {criteria.map((criterion) => {
        const headingId = `criterion-${criterion.criteriaId}`
        const shown = criterion.comments.slice(0, SHOWN_COMMENTS)
        const folded = criterion.comments.slice(SHOWN_COMMENTS)
        return (
          <li key={criterion.criteriaId} className="py-5 first:pt-0 last:pb-0">
            <section aria-labelledby={headingId}>
              {/* Two columns on every width: a long name wraps in its own, and every row's average stays
                  at the right edge instead of dropping under the name on a phone. */}
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4">
                <h3 id={headingId} className="min-w-0 break-words font-bold text-slate-900">
                  {criterion.criteriaName}
                </h3>
                {criterion.judgeCount > 0 ? (
                  <p className="whitespace-nowrap text-right text-sm tabular-nums text-slate-700">
                    <span className="font-bold text-slate-900">
                      <span className="sr-only">{t('showcase.feedback.average')} </span>
                      {scores.score(criterion.averageScore, criterion.maxScore)}
                    </span>
                    {criterion.levelWord ? (
                      <span className="font-semibold text-indigo-700"> {criterion.levelWord}</span>
                    ) : null}
                    <span className="text-slate-500"> · </span>
                    {t('showcase.leaderboard.judges', { count: criterion.judgeCount })}
                  </p>
                ) : (
                  <p className="whitespace-nowrap text-right text-sm text-slate-500">
                    {t('showcase.feedback.notScored')}
                  </p>
                )}
              </div>
              {criterion.criteriaDescription ? (
                <p className="mt-0.5 text-sm text-slate-600">{criterion.criteriaDescription}</p>
              ) : null}
              {criterion.judgeCount > 0 ? (
                <ScoreBar
                  share={scorePercentage(criterion.averageScore, criterion.maxScore)}
                  className="mt-2.5 h-2"
                />
              ) : null}
              {shown.length > 0 ? (
                <>
                  <Comments comments={shown} />
                  {folded.length > 0 ? (
                    <details className="group mt-2">
                      <summary className="inline-flex min-h-10 cursor-pointer items-center rounded-lg px-1 text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                        <span aria-hidden="true" className="mr-1.5 transition group-open:rotate-90">
                          ▸
                        </span>
                        <span className="group-open:hidden">
                          {t('showcase.feedback.showMore', { count: folded.length })}
                        </span>
                        <span className="hidden group-open:inline">{t('showcase.feedback.hideMore')}</span>
                      </summary>
                      <Comments comments={folded} />
                    </details>
                  ) : null}
                </>
              ) : null}
            </section>
          </li>
        )
      })}
    </ul>
  )
}

function Comments({ comments }: { comments: CriterionFeedback['comments'] }) {
  const t = useT()
  return (
    <ul className="mt-3 space-y-2">
      {comments.map((comment) => (
        <li key={comment.judgeNumber}>
          <figure className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <blockquote className="whitespace-pre-line break-words text-sm text-slate-800">
              {comment.text}
            </blockquote>
            <figcaption className="mt-1.5 text-xs font-semibold text-slate-500">
              {t('showcase.feedback.judge', { number: comment.judgeNumber })}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

function ScoreBar({ share, className }: { share: number; className: string }) {
  return (
    <div className={cn('overflow-hidden rounded-full bg-slate-100', className)} role="presentation">
      <div
        className="h-full rounded-full bg-indigo-500"
        style={{ width: `${Math.min(100, Math.max(0, share))}%` }}
      />
    </div>
  )
}
