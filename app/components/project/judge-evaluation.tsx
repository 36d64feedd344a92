import type { ProjectFeedback, ProjectScoreSummary } from '~/models/scoring.server'
import { formatPoints } from '../leaderboard'

/** The judges' scores: the weighted total and each criterion's average out of its maximum. */
export function JudgeEvaluation({ summary }: { summary: ProjectScoreSummary }) {
  if (summary.totalJudges === 0) {
    return <p className="text-slate-600">The judges have not scored this project yet.</p>
  }
  const percentage =
    summary.maxPossibleScore > 0
      ? Math.round((100 * summary.totalAverageScore) / summary.maxPossibleScore)
      : 0
  return (
    <div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <p>
          <span className="text-4xl font-extrabold text-slate-900">
            {formatPoints(summary.totalAverageScore)}
          </span>
          <span className="text-lg font-semibold text-slate-500">
            {' '}
            / {formatPoints(summary.maxPossibleScore)}
          </span>
        </p>
        <p className="pb-1 font-semibold text-indigo-700">{percentage}%</p>
        <p className="pb-1 text-sm text-slate-600">
          Scored by {summary.totalJudges} {summary.totalJudges === 1 ? 'judge' : 'judges'}
        </p>
      </div>
      <ul className="mt-5 space-y-4">
        {summary.averageScores.map((criterion) => {
          const share = criterion.maxScore > 0 ? (100 * criterion.averageScore) / criterion.maxScore : 0
          return (
            <li key={criterion.criteriaId}>
              <div className="flex items-baseline justify-between gap-4 text-sm">
                <span className="font-semibold text-slate-900">{criterion.criteriaName}</span>
                <span className="shrink-0 text-slate-700">
                  {criterion.averageScore.toFixed(1)} / {criterion.maxScore}
                </span>
              </div>
              <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100" role="presentation">
                <div className="h-full rounded-full bg-indigo-500" style={{ width: `${share}%` }} />
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** Each judge's score and comment per criterion; judges are anonymous ('Judge 1', 'Judge 2'...). */
export function JudgeFeedback({ feedback }: { feedback: ProjectFeedback['feedback'] }) {
  const given = feedback.filter((criterion) => criterion.judgesFeedback.length > 0)
  if (given.length === 0) {
    return <p className="text-slate-600">No feedback from the judges yet.</p>
  }
  return (
    <div className="space-y-6">
      {given.map((criterion) => (
        <section key={criterion.criteriaId} aria-labelledby={`criterion-${criterion.criteriaId}`}>
          <h3 id={`criterion-${criterion.criteriaId}`} className="font-bold text-slate-900">
            {criterion.criteriaName}
          </h3>
          {criterion.criteriaDescription ? (
            <p className="text-sm text-slate-600">{criterion.criteriaDescription}</p>
          ) : null}
          <ul className="mt-3 space-y-2">
            {criterion.judgesFeedback.map((entry) => (
              <li key={entry.judgeNumber} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                <p className="flex items-baseline justify-between gap-4 text-sm">
                  <span className="font-semibold text-slate-900">Judge {entry.judgeNumber}</span>
                  <span className="font-semibold text-indigo-700">
                    {entry.score} / {entry.maxScore}
                  </span>
                </p>
                {entry.comments ? (
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{entry.comments}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
