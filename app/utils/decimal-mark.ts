const marks = new Map<string, string>()

/** The mark a locale writes between a number's whole part and its decimals: "." in English, "," in Spanish. */
export function decimalMark(locale: string): string {
  let mark = marks.get(locale)
  if (mark === undefined) {
    mark =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    marks.set(locale, mark)
  }
  return mark
}

/**
 * A number as toFixed wrote it ("7.5", "-0.25"), with the locale's decimal mark ("7,5"): the same digits in
 * every language, so a score or a size reads the same value whatever the page's language.
 */
export const withDecimalMark = (fixed: string, locale: string) => fixed.replace('.', decimalMark(locale))
