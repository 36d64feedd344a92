import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../app/i18n/catalogues.server'
import { defaultLanguage, languages } from '../../app/i18n/languages'
import { allNamespaces } from '../../app/i18n/namespaces'
import { translator } from '../../app/i18n/translate'

// The pages' small t() and i18next (the server's, through remix-i18next) give the same words for every key
// of every catalogue, with and without values, at every plural form.

const pluralSuffix = /_(zero|one|two|few|many|other)$/
const baseKeys = (catalogue: Record<string, string>) => [
  ...new Set(Object.keys(catalogue).map((k) => k.replace(pluralSuffix, ''))),
]

describe('the pages’ t()', () => {
  it('reads the same as i18next', async () => {
    const server = i18next.createInstance()
    await server.init({
      resources: Object.fromEntries(languages.map((language) => [language, catalogues[language]])),
      fallbackLng: defaultLanguage,
      ns: [...allNamespaces],
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    })
    for (const language of languages) {
      for (const namespace of allNamespaces) {
        const t = translator(language, catalogues[language][namespace])
        const fixed = server.getFixedT(language, namespace)
        for (const key of baseKeys(catalogues[language][namespace])) {
          expect(t(key), `${language} ${key}`).toBe(fixed(key))
          for (const count of [0, 1, 2, 5, 21, 1.5]) {
            const values = { count, year: 2026, club: 'Kids Startup Club', name: 'Ada' }
            expect(t(key, values), `${language} ${key} ${count}`).toBe(fixed(key, values))
          }
        }
      }
    }
  })

  it('falls back to the default language, then to the key itself', () => {
    const t = translator('es', { a: 'uno' }, { a: 'one', b: 'two' })
    expect([t('a'), t('b'), t('c')]).toEqual(['uno', 'two', 'c'])
  })
})
