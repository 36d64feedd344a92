import type { Progress } from './send-form'

/**
 * "About 40 seconds left", "About 3 minutes left": the rest of an upload at the rate it has gone so far.
 * Undefined until a second of sending tells the rate, and once everything is sent.
 */
export function timeLeft({ loaded, total, elapsedMs }: Progress): string | undefined {
  if (total <= 0 || loaded <= 0 || loaded >= total || elapsedMs < 1000) return undefined
  const seconds = (((total - loaded) / loaded) * elapsedMs) / 1000
  if (seconds < 10) return 'A few seconds left'
  // In steps of 5 seconds, so the text does not flicker with every small change of speed.
  if (seconds < 60) return `About ${Math.ceil(seconds / 5) * 5} seconds left`
  const minutes = Math.round(seconds / 60)
  return `About ${minutes} minute${minutes === 1 ? '' : 's'} left`
}
