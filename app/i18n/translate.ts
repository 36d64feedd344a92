// The page's words from its language's catalogue, in the browser and on the server alike. The catalogues
// are written in i18next's format (remix-i18next, i18next on the server): a flat key, `{{name}}` for a value,
// `key_one` / `key_other` (Intl.PluralRules' categories) for a count. This is the part of that format the
// pages use, without i18next's 14 KB in every phone's first visit (tests/unit/translate.test.ts holds the two
// to the same answers for every key of every catalogue).

export type Catalogue = Readonly<Record<string, string>>
export type Values = Readonly<Record<string, string | number>>

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g

/**
 * A `t(key, values)` over `catalogue`, in `language` (for plural forms). A key missing from the catalogue
 * reads from `fallback` (the default language's), and as itself when missing there too, so a gap shows
 * rather than breaks the page.
 */
export function translator(language: string, catalogue: Catalogue, fallback: Catalogue = {}) {
  const plurals = new Intl.PluralRules(language)
  const lookup = (key: string) => catalogue[key] ?? fallback[key]
  return function t(key: string, values?: Values): string {
    const count = values?.count
    const text =
      (typeof count === 'number'
        ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`))
        : null) ??
      lookup(key) ??
      key
    return values
      ? text.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole))
      : text
  }
}

export type Translate = ReturnType<typeof translator>
