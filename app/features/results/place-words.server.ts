import enPrint from '~/i18n/en/print'
import { intlLocale } from '~/i18n/dates'
import { defaultLanguage, type Language } from '~/i18n/languages'
import { translator, type Translate } from '~/i18n/translate'

// The places the reveal announces and the certificates' seals print, the language's way: "1st place",
// "Joint 2nd place"; "1.er puesto", "2.º puesto compartido". An ordinal's words depend on its form
// (Intl.PluralRules with type 'ordinal': one, two, few, other in English), so a place's key has a form for
// each, as a count's has (print.place_one "{{count}}st place", print.place_two "{{count}}nd place"…).

export type PlaceWords = {
  /** "1st place", or "Joint 2nd place" when projects share it. */
  place: (place: number, shared: boolean) => string
  /** The People's Choice's step in the reveal and its seal. */
  peoplesChoice: string
}

type OrdinalForm = Intl.LDMLPluralRule

/**
 * Intl gives Spanish a single ordinal form, since its ordinals agree with their noun; before a masculine
 * one ("puesto") primero and tercero lose their -o: 1.er, 3.er, 21.er, 23.er, but 11.º (undécimo), 2.º.
 */
const ordinalRules: Partial<Record<Language, (n: number) => OrdinalForm>> = {
  es: (n) => (n % 10 === 1 && n % 100 !== 11 ? 'one' : n % 10 === 3 ? 'few' : 'other'),
}

const ordinalForms = new Map<string, Intl.PluralRules>()

/** The ordinal form of `n` in `language`: which of a key's `_one`, `_two`, `_few`, `_other` to read. */
export function ordinalForm(language: Language, n: number): OrdinalForm {
  const own = ordinalRules[language]
  if (own) return own(n)
  const locale = intlLocale(language)
  let rules = ordinalForms.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: 'ordinal' })
    ordinalForms.set(locale, rules)
  }
  return rules.select(n)
}

/** `key`'s form for the ordinal `n`, or its `_other` when the catalogue has no such form. */
function ordinal(t: Translate, language: Language, key: 'print.place' | 'print.jointPlace', n: number) {
  const form = `${key}_${ordinalForm(language, n)}`
  const text = t(form, { count: n })
  return text === form ? t(`${key}_other`, { count: n }) : text
}

export function placeWords(language: Language, t: Translate): PlaceWords {
  return {
    place: (place, shared) => ordinal(t, language, shared ? 'print.jointPlace' : 'print.place', place),
    peoplesChoice: t('print.peoplesChoice'),
  }
}

/** The default language's, for a caller with no visitor (the tests, a script). */
export const defaultPlaceWords = placeWords(defaultLanguage, translator(defaultLanguage, enPrint))
