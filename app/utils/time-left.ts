import type { Translate } from '~/i18n/translate'
import type { Progress } from './send-form'

/**
 * "About 40 seconds left", "About 3 minutes left": the rest of an upload at the rate it has gone so far.
 * Undefined until a second of sending tells the rate, and once everything is sent.
 */
export function timeLeft({ loaded, total, elapsedMs }: Progress, t: Translate): string | undefined {
  if (total <= 0 || loaded <= 0 || loaded >= total || elapsedMs < 1000) return undefined
  const seconds = (((total - loaded) / loaded) * elapsedMs) / 1000
  if (seconds < 10) return t('time.left.fewSeconds')
  // In steps of 5 seconds, so the text does not flicker with every small change of speed.
  if (seconds < 60) return t('time.left.seconds', { count: Math.ceil(seconds / 5) * 5 })
  return t('time.left.minutes', { count: Math.round(seconds / 60) })
}

/**
 * The submission window's countdown: "Closes in 2 d 4 h", "Closes in 1 h 12 min", "Closes in 5 min",
 * "Closes in less than a minute". Whole minutes, rounded down, so it never promises time there is not.
 */
export function closesIn(msLeft: number, t: Translate): string {
  const minutes = Math.floor(msLeft / 60_000)
  if (minutes < 1) return t('time.closesIn.lessThanMinute')
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0)
    return hours > 0 ? t('time.closesIn.daysHours', { days, hours }) : t('time.closesIn.days', { days })
  const rest = minutes % 60
  if (hours > 0)
    return rest > 0
      ? t('time.closesIn.hoursMinutes', { hours, minutes: rest })
      : t('time.closesIn.hours', { hours })
  return t('time.closesIn.minutes', { minutes: rest })
}

/**
 * The server's clock as this device can read it: the device's own clock, moved by how far the two differed
 * when the page's data came (`serverNow`, sent with it, against the device's `deviceNow` then). A phone
 * whose clock is hours wrong still counts down to the server's close. The page's trip from the server is
 * not taken off, so the reading runs behind by it: a second or so, which the whole minutes shown absorb.
 */
export function serverClock(serverNow: number, deviceNow: number): (deviceAt: number) => number {
  const offset = serverNow - deviceNow
  return (deviceAt) => deviceAt + offset
}
