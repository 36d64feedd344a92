import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../app/i18n/catalogues.server'
import { defaultLanguage, languages } from '../../app/i18n/languages'
import { allNamespaces } from '../../app/i18n/namespaces'

// Every language has every key of the default language's catalogues and no other; no key is in two parts
// (a page's parts merge into one catalogue); and every key is written somewhere in the code, so a catalogue
// holds no words nobody shows. A key is used where the code writes it whole, in quotes ('nav.agenda'), in
// a t() call or in the content that names it; a plural's key without its _one/_other.

const pluralSuffix = /_(zero|one|two|few|many|other)$/

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    // The catalogues themselves are not code that uses them.
    if (entry.isDirectory()) return languages.some((l) => file.endsWith(path.join('i18n', l))) ? [] : sources(file)
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : []
  })
}

describe('the catalogues', () => {
  it('give every language exactly the default language’s keys', () => {
    for (const namespace of allNamespaces) {
      const keys = Object.keys(catalogues[defaultLanguage][namespace]).sort()
      for (const language of languages) {
        expect(Object.keys(catalogues[language][namespace]).sort(), `${language}/${namespace}`).toEqual(keys)
        for (const [key, text] of Object.entries(catalogues[language][namespace]))
          expect(text.trim(), `${language}/${namespace} ${key}`).not.toBe('')
      }
    }
  })

  it('never hold one key in two parts', () => {
    const seen = new Map<string, string>()
    for (const namespace of allNamespaces) {
      for (const key of Object.keys(catalogues[defaultLanguage][namespace])) {
        expect(seen.get(key), `${key} in ${namespace}`).toBeUndefined()
        seen.set(key, namespace)
      }
    }
  })

  it('hold no key the code does not use', () => {
    const code = sources(path.resolve('app'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    const unused = allNamespaces.flatMap((namespace) =>
      [...new Set(Object.keys(catalogues[defaultLanguage][namespace]).map((k) => k.replace(pluralSuffix, '')))]
        .filter((key) => !['\'', '"', '`'].some((quote) => code.includes(`${quote}${key}${quote}`)))
        .map((key) => `${namespace}: ${key}`),
    )
    expect(unused).toEqual([])
  })
})
