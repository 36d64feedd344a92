import { useEffect, useState } from 'react'
import { ButtonLink, IconTile } from '~/components/ui'
import type { SubmissionWindowView } from '~/features/submissions/submission-window'
import { submissionWindowTexts, windowNotice } from '~/features/submissions/submission-window'
import { useDates } from '~/features/event/use-event-details'
import { closesIn, serverClock } from '~/utils/time-left'
import { useT } from '~/i18n/react'

/** The window's sentences in the page's language, its dates in the event's zone (windowNotice). */
export function useWindowNotice(view: SubmissionWindowView) {
  const t = useT()
  const dates = useDates()
  return windowNotice(view, t, dates)
}

/**
 * While submissions are open with a closing time: "Submissions close on … at …" and a countdown ("Closes in
 * 1 h 12 min"). The countdown counts by the server's clock: the page carries the server's time, the
 * server's page shows the time left then (right without JS too), and with JS it goes on counting on the
 * device's clock corrected by the difference measured when the page came.
 */
export function ClosingNotice({ view, className }: { view: SubmissionWindowView; className?: string }) {
  const { notice } = useWindowNotice(view)
  if (view.phase !== 'open' || view.closesAt === null || !notice) return null
  return (
    <p className={className}>
      <span className="font-semibold">{notice}</span>
      <Countdown closesAt={view.closesAt} serverNow={view.now} />
    </p>
  )
}

function Countdown({ closesAt, serverNow }: { closesAt: number; serverNow: number }) {
  const t = useT()
  // The first render, on the server and at hydration alike, reads the server's time: the same text.
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    const clock = serverClock(serverNow, Date.now())
    const tick = () => setNow(clock(Date.now()))
    tick()
    // Minutes are shown: a tick every few seconds keeps it right to the minute without busy work.
    const timer = setInterval(tick, 5_000)
    return () => clearInterval(timer)
  }, [serverNow])
  const left = closesAt - now
  return (
    <span role="timer" className="block text-sm">
      {left > 0 ? closesIn(left, t) : t(submissionWindowTexts.closed)}
    </span>
  )
}

/**
 * Before the opening or after the close, in place of the form: what the window says, when, why, and where a
 * family can go instead. After the close that is the showcase and "Find my project" (their project's
 * private link, or where to find it); before the opening, the challenge and the showcase.
 */
export function SubmissionsShut({ view }: { view: SubmissionWindowView }) {
  const t = useT()
  const { notice, closedOn } = useWindowNotice(view)
  const closed = view.phase === 'closed'
  return (
    <section
      aria-labelledby="window-shut-title"
      className="mt-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex items-start gap-4">
        <IconTile icon={closed ? 'lock' : 'calendar-clock'} />
        <div className="min-w-0">
          <h2 id="window-shut-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {notice}
          </h2>
          {closedOn ? <p className="mt-1 font-medium text-slate-800">{closedOn}</p> : null}
          <p className="mt-3 text-slate-600">
            {t(closed ? submissionWindowTexts.closedWhy : submissionWindowTexts.openingWhy)}
          </p>
        </div>
      </div>
      <nav aria-label={t('family.window.elsewhere')} className="mt-6 flex flex-col gap-3 sm:flex-row">
        {closed ? (
          <>
            <ButtonLink to="/feed">{t('family.window.showcase')}</ButtonLink>
            <ButtonLink to="/my-project" variant="secondary">
              {t('family.window.findProject')}
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to="/challenge-info">{t('family.window.aboutChallenge')}</ButtonLink>
            <ButtonLink to="/feed" variant="secondary">
              {t('family.window.showcase')}
            </ButtonLink>
          </>
        )}
      </nav>
      {closed ? <p className="mt-4 text-sm text-slate-600">{t('family.window.sentAlready')}</p> : null}
    </section>
  )
}
