import { useRevalidator } from '@remix-run/react'
import type { OwnScores } from '~/features/judging/own-scores.server'
import { FormError } from '../forms/field'
import { LogoutButton } from './judge-welcome'
import { KeptEvaluationsBanner, useKeptEvaluations } from './offline-banner'
import { useT } from '~/i18n/react'

// The dashboard of a judge the organiser has switched off (or a new challenge left off): why they see no
// project, and the scores they gave before, which still count. No queue, no author, no other project.
// Evaluations this tablet kept while offline are still sent: the server refuses them with the reason,
// shown here, so the judge learns they were not saved (docs/decisions/0015).

export function InactiveJudge({
  judgeId,
  name,
  scores,
  refused,
}: {
  judgeId: number
  name: string
  scores: OwnScores[]
  /** Why a score or a step aside sent from an older page was refused. */
  refused?: string
}) {
  const revalidator = useRevalidator()
  const t = useT()
  const { kept, signedOut } = useKeptEvaluations(judgeId, () => void revalidator.revalidate())
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 wrap-anywhere sm:text-3xl">
          {t('judge.dashboard.welcome', { name })}
        </h1>
        <LogoutButton />
      </header>
      <KeptEvaluationsBanner kept={kept} signedOut={signedOut} />
      {refused ? (
        <div className="mt-6">
          <FormError title={t('judge.error.title')} message={refused} />
        </div>
      ) : null}
      <section
        aria-labelledby="inactive-title"
        className="mt-6 rounded-3xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:p-8"
      >
        <h2 id="inactive-title" className="text-lg font-bold text-amber-950 sm:text-xl">
          {t('judge.inactive.title')}
        </h2>
        <p role="status" className="mt-2 text-amber-950">
          {t('judge.inactive.status')}
        </p>
        <p className="mt-2 text-amber-950">{t('judge.inactive.ask')}</p>
      </section>
      <section aria-labelledby="own-scores-title" className="mt-8">
        <h2 id="own-scores-title" className="text-xl font-bold text-slate-900">
          {t('judge.inactive.earlierScores')}
        </h2>
        {scores.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('judge.inactive.noScores')}</p>
        ) : (
          <>
            <p className="mt-1 text-slate-600">{t('judge.inactive.stillCount')}</p>
            <ul className="mt-4 space-y-4">
              {scores.map((project) => (
                <li
                  key={project.projectId}
                  className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <h3 className="font-bold text-slate-900 wrap-anywhere">{project.projectName}</h3>
                  <dl className="mt-3 space-y-2 text-sm">
                    {project.scores.map((score) => (
                      <div key={score.criterion}>
                        <dt className="inline font-semibold text-slate-800">{score.criterion}: </dt>
                        <dd className="inline text-slate-700">
                          {t('judge.inactive.scoreOf', { score: score.score, max: score.maxPoints })}
                          {score.comments ? (
                            <span className="mt-0.5 block whitespace-pre-line text-slate-600 wrap-anywhere">
                              {score.comments}
                            </span>
                          ) : null}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  )
}
