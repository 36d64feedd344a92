/**
 * The one way a score is written, on every page: the points always with one decimal (averages are rarely
 * whole, and "35" next to "35.5" reads as two formats), the maximum as it is ("50", or "52.5" if weights
 * make it so). "35.0 / 50", "7.5 / 10".
 */
export function formatScore(score: number, max: number): string {
  return `${formatPoints(score)} / ${formatMax(max)}`
}

/** A score's points alone, one decimal: 35 → "35.0". */
export function formatPoints(value: number): string {
  return (Number.isFinite(value) ? value : 0).toFixed(1)
}

function formatMax(value: number): string {
  if (!Number.isFinite(value)) return '0'
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

/** A score as a rounded share of its maximum, 0 when there is nothing to score. */
export function scorePercentage(score: number, max: number): number {
  return max > 0 ? Math.round((100 * score) / max) : 0
}
