import { useEffect, useState } from 'react'
import type { SubmissionWindowView } from '~/utils/submission-window'
import { submissionWindowTexts } from '~/utils/submission-window'
import { closesIn } from '~/utils/time-left'
import { useHydrated } from '~/utils/use-hydrated'

/**
 * While submissions are open with a closing time: "Submissions close on … at …", and with JS a countdown
 * that follows the browser's clock ("Closes in 1 h 12 min"). The server's page has the sentence alone, so
 * it reads the same without JS and the countdown never differs from what the server rendered.
 */
export function ClosingNotice({ view, className }: { view: SubmissionWindowView; className?: string }) {
  if (view.phase !== 'open' || view.closesAt === null || !view.notice) return null
  return (
    <p className={className}>
      <span className="font-semibold">{view.notice}</span>
      <Countdown closesAt={view.closesAt} />
    </p>
  )
}

function Countdown({ closesAt }: { closesAt: number }) {
  const hydrated = useHydrated()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    // Minutes are shown: a tick every few seconds keeps it right to the minute without busy work.
    const timer = setInterval(() => setNow(Date.now()), 5_000)
    return () => clearInterval(timer)
  }, [])
  if (!hydrated) return null
  const left = closesAt - now
  return (
    <span role="timer" className="block text-sm">
      {left > 0 ? closesIn(left) : submissionWindowTexts.closed}
    </span>
  )
}
