import { intlLocale } from '~/i18n/dates'
import type { Language } from '~/i18n/languages'
import { withDecimalMark } from '~/utils/decimal-mark'

/**
 * `value` with one decimal ("7.5"), as toFixed writes it (the leaderboard ranks by these very digits), with
 * the locale's decimal mark ("7,5").
 */
const oneDecimal = (value: number, locale: string) =>
  withDecimalMark((Number.isFinite(value) ? value : 0).toFixed(1), locale)

/**
 * The one way a score is written, on every page: the points always with one decimal (averages are rarely
 * whole, and "35" next to "35.5" reads as two formats), the maximum as it is ("50", or "52.5" if weights
 * make it so). "35.0 / 50", "7.5 / 10"; in Spanish "7,5 / 10" (`locale`, the page's: scoreWordsIn).
 */
export function formatScore(score: number, max: number, locale = 'en-US'): string {
  return `${formatPoints(score, locale)} / ${formatMax(max, locale)}`
}

/** A score's points alone, one decimal: 35 → "35.0". */
export function formatPoints(value: number, locale = 'en-US'): string {
  return oneDecimal(value, locale)
}

function formatMax(value: number, locale: string): string {
  if (!Number.isFinite(value)) return '0'
  return Number.isInteger(value) ? String(value) : oneDecimal(value, locale)
}

/** A score as a rounded share of its maximum, 0 when there is nothing to score. */
export function scorePercentage(score: number, max: number): number {
  return max > 0 ? Math.round((100 * score) / max) : 0
}

/** A page's scores in its language: "7.5 / 10" and "85%" in English, "7,5 / 10" and "85 %" in Spanish. */
export function scoreWordsIn(language: Language) {
  const locale = intlLocale(language)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  return {
    score: (score: number, max: number) => formatScore(score, max, locale),
    /** A whole percentage (scorePercentage's). */
    percentage: (percentage: number) => percent.format(percentage / 100),
  }
}
