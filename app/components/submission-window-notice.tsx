import { useEffect, useState } from 'react'
import type { SubmissionWindowView } from '~/utils/submission-window'
import { submissionWindowTexts } from '~/utils/submission-window'
import { closesIn, serverClock } from '~/utils/time-left'

/**
 * While submissions are open with a closing time: "Submissions close on … at …" and a countdown ("Closes in
 * 1 h 12 min"). The countdown counts by the server's clock: the page carries the server's time, the
 * server's page shows the time left then (right without JS too), and with JS it goes on counting on the
 * device's clock corrected by the difference measured when the page came.
 */
export function ClosingNotice({ view, className }: { view: SubmissionWindowView; className?: string }) {
  if (view.phase !== 'open' || view.closesAt === null || !view.notice) return null
  return (
    <p className={className}>
      <span className="font-semibold">{view.notice}</span>
      <Countdown closesAt={view.closesAt} serverNow={view.now} />
    </p>
  )
}

function Countdown({ closesAt, serverNow }: { closesAt: number; serverNow: number }) {
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
      {left > 0 ? closesIn(left) : submissionWindowTexts.closed}
    </span>
  )
}
