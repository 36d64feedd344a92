import { ConfirmDetails } from '../forms/confirm'
import { useT } from '~/i18n/react'

// Stepping aside (docs/rules.md#scoring): a judge who knows a participant says so, once. A <details>
// disclosure, so it opens without JavaScript and the confirm button is never one stray tap away.

export function StepAside({ project }: { project: { id: number; name: string } }) {
  const t = useT()
  return (
    <ConfirmDetails
      look="disclosure"
      summary={<span>{t('judge.stepAside.summary')}</span>}
      intent="step-aside"
      fields={{ projectId: String(project.id) }}
      confirm={t('judge.stepAside.confirm')}
      pendingLabel={t('judge.stepAside.pending')}
    >
      <p>{t('judge.stepAside.intro')}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('judge.stepAside.notCounted')}</li>
        <li>{t('judge.stepAside.anotherJudge')}</li>
        <li>{t('judge.stepAside.final')}</li>
      </ul>
    </ConfirmDetails>
  )
}

/** In place of the scores, for a project the judge stepped aside from. */
export function SteppedAsideNotice() {
  const t = useT()
  return (
    <div role="note" className="rounded-2xl bg-slate-100 p-4 text-sm text-slate-800 ring-1 ring-slate-300">
      <p className="font-semibold text-slate-900">{t('judge.steppedAside.title')}</p>
      <p className="mt-1">{t('judge.steppedAside.text')}</p>
    </div>
  )
}
