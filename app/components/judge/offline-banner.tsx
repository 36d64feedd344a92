import { Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import {
  forgetEvaluation,
  isWaiting,
  KEPT_CHANGED,
  keptEvaluations,
  type KeptEvaluation,
  sendWaiting,
} from '~/features/judging/offline-scores'
import { Button } from '~/components/ui'
import { useT } from '~/i18n/react'

const RETRY_MS = 30_000

/**
 * This judge's evaluations kept on the tablet (docs/decisions/0015-offline-scores-on-the-tablet.md), read
 * again after every change. The waiting ones are sent when the page loads, when the browser comes back online
 * and every 30 s; `onSent` runs after a send the server answered at least once for good (saved, not applied
 * or refused), so the page can reload its data. `signedOut`: the server's last answer asked for this judge to
 * sign in again.
 */
export function useKeptEvaluations(judgeId: number, onSent: () => void) {
  const [kept, setKept] = useState<KeptEvaluation[]>([])
  const [signedOut, setSignedOut] = useState(false)
  const latestOnSent = useRef(onSent)
  useEffect(() => {
    latestOnSent.current = onSent
  })

  useEffect(() => {
    let live = true
    const reload = () =>
      keptEvaluations(judgeId).then(
        (list) => live && setKept(list),
        (error) => console.error('Could not read the evaluations kept on this tablet', error),
      )
    const sendNow = () => {
      if (!navigator.onLine) return
      sendWaiting(judgeId).then(
        (result) => {
          if (!live) return
          setSignedOut(result.signedOut)
          if (result.answered > 0) latestOnSent.current()
        },
        (error) => console.error('Could not send the evaluations kept on this tablet', error),
      )
    }
    void reload()
    sendNow()
    window.addEventListener(KEPT_CHANGED, reload)
    window.addEventListener('online', sendNow)
    const timer = setInterval(sendNow, RETRY_MS)
    return () => {
      live = false
      window.removeEventListener(KEPT_CHANGED, reload)
      window.removeEventListener('online', sendNow)
      clearInterval(timer)
    }
  }, [judgeId])

  return { kept, signedOut }
}

/**
 * "N evaluations waiting to be sent", counting down as they go (and, when the session has ended, a link
 * to sign in again, after which they are sent); each one the server refused or did not apply, until the
 * judge dismisses it. The status region is always there, so a screen reader hears the count change.
 */
export function KeptEvaluationsBanner({ kept, signedOut }: { kept: KeptEvaluation[]; signedOut: boolean }) {
  const t = useT()
  const waiting = kept.filter(isWaiting).length
  const refused = kept.filter((evaluation) => evaluation.refused)
  const notApplied = kept.filter((evaluation) => evaluation.notApplied)
  return (
    <>
      <div role="status">
        {waiting > 0 ? (
          <p className="mt-6 flex items-start gap-3 rounded-2xl bg-sky-50 p-4 text-sky-950 ring-1 ring-sky-300">
            <TabletIcon />
            <span>
              <strong>{t('judge.kept.waiting', { count: waiting })}</strong>{' '}
              {signedOut ? (
                <>
                  {t('judge.kept.sessionEnded')}{' '}
                  <Link to="/judge-login" className="font-semibold underline underline-offset-2">
                    {t('judge.kept.signInAgain')}
                  </Link>{' '}
                  {t('judge.kept.toSendThem')}
                </>
              ) : (
                t('judge.kept.whenOnline')
              )}
            </span>
          </p>
        ) : null}
        {notApplied.map((evaluation) => (
          <div
            key={evaluation.batchId}
            className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
          >
            <p className="min-w-0 flex-1 basis-64 wrap-anywhere">
              {t('judge.notApplied.text', { project: evaluation.projectName })}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void forgetEvaluation(evaluation.batchId)}>
              {t('judge.kept.dismiss')}
            </Button>
          </div>
        ))}
      </div>
      {refused.map((evaluation) => (
        <div
          key={evaluation.batchId}
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
        >
          <p className="min-w-0 flex-1 basis-64 wrap-anywhere">
            <span className="font-semibold">
              {t('judge.kept.notSaved', { project: evaluation.projectName })}
            </span>{' '}
            {evaluation.refused}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void forgetEvaluation(evaluation.batchId)}>
            {t('judge.kept.dismiss')}
          </Button>
        </div>
      ))}
    </>
  )
}

export function TabletIcon({ className = 'mt-0.5 size-5 shrink-0 text-sky-700' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <rect x="5" y="2.5" width="14" height="19" rx="2.5" />
      <path d="M11 18h2" />
    </svg>
  )
}
