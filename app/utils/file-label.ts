import { intlLocale } from '~/i18n/dates'
import { pseudoLanguage, type Language } from '~/i18n/languages'
import { withDecimalMark } from '~/utils/decimal-mark'

const KB = 1024
const MB = 1024 * KB

/** `value` with `digits` decimals as toFixed writes them ("1.5"), with the locale's decimal mark ("1,5"). */
const decimals = (value: number, digits: number, locale: string) =>
  withDecimalMark(value.toFixed(digits), locale)

/** "1.25 MB" ("1,25 MB" in Spanish): the size of a file as families and judges read it. */
export const megabytes = (bytes: number, locale = 'en-US') => `${decimals(bytes / MB, 2, locale)} MB`

/**
 * "12 KB", "1.3 MB": a stored file's size as a reader takes it in, in KB under 1 MB (a 10 KB photo is not
 * "0.01 MB") and MB from there. Never "0 KB" for a file that has bytes, never "1024 KB".
 */
export function fileSize(bytes: number, locale = 'en-US') {
  const kilobytes = Math.round(bytes / KB)
  if (kilobytes < 1024) return `${bytes > 0 ? Math.max(1, kilobytes) : 0} KB`
  return `${decimals(bytes / MB, 1, locale)} MB`
}

/** "PDF · 1.3 MB", "PNG · 400 KB": what a link to a stored file says about it. */
export function fileLabel(file: { contentType: string; size: number }, locale = 'en-US') {
  const kind =
    file.contentType === 'application/pdf' ? 'PDF' : file.contentType.replace(/^.*\//, '').toUpperCase()
  return `${kind} · ${fileSize(file.size, locale)}`
}

/**
 * The sizes above in a page's language: its decimal mark ("1,5 MB" in Spanish). The pseudo-language writes
 * English's in ⟦…⟧, as its dates, so that its test tells a size from words nobody translated.
 */
export function fileSizesIn(language: Language) {
  const locale = intlLocale(language)
  const wrap = language === pseudoLanguage ? (text: string) => `⟦${text}⟧` : (text: string) => text
  return {
    megabytes: (bytes: number) => wrap(megabytes(bytes, locale)),
    fileSize: (bytes: number) => wrap(fileSize(bytes, locale)),
    fileLabel: (file: { contentType: string; size: number }) => wrap(fileLabel(file, locale)),
  }
}
