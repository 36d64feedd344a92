import crypto from 'node:crypto'
import { defaultLanguage, pseudoLanguage, type Language, type ShippedLanguage } from './languages'
import { pageNamespaces, type Namespace } from './namespaces'
import type { PageWords } from './react'
import type { Catalogue } from './translate'
import enCommon from './en/common'
import enFamily from './en/family'
import enJudge from './en/judge'
import esCommon from './es/common'
import esFamily from './es/family'
import esJudge from './es/judge'

// Every catalogue, on the server only: a page gets its own language's, and only the namespaces its route
// names (app/entry.server.tsx); the browser never downloads a language it does not show.

export const catalogues: Record<ShippedLanguage, Record<Namespace, Catalogue>> = {
  en: { common: enCommon, family: enFamily, judge: enJudge },
  es: { common: esCommon, family: esFamily, judge: esJudge },
}

/** The pseudo-language's words: each English text wrapped in ⟦…⟧, its {{values}} kept. */
const pseudo = Object.fromEntries(
  pageNamespaces.map((namespace) => [
    namespace,
    Object.fromEntries(
      Object.entries(catalogues[defaultLanguage][namespace]).map(([key, text]) => [key, `⟦${text}⟧`]),
    ),
  ]),
) as Record<Namespace, Catalogue>

export function catalogueOf(language: Language, namespace: Namespace): Catalogue {
  return language === pseudoLanguage ? pseudo[namespace] : catalogues[language][namespace]
}

const versions = new Map<string, string>()

/** A namespace's version in a language: a hash of its words, so that its address changes with them. */
function versionOf(language: Language, namespace: Namespace) {
  const id = `${language}/${namespace}`
  let version = versions.get(id)
  if (!version) {
    version = crypto
      .createHash('sha256')
      .update(JSON.stringify(catalogueOf(language, namespace)))
      .digest('hex')
      .slice(0, 12)
    versions.set(id, version)
  }
  return version
}

/** The words a page in `language` starts with: `common` and `namespaces`. */
export function pageWordsFor(language: Language, namespaces: readonly Namespace[]): PageWords {
  const loaded = [...new Set<Namespace>(['common', ...namespaces])]
  return {
    language,
    catalogue: Object.assign({}, ...loaded.map((namespace) => catalogueOf(language, namespace))),
    loaded,
    versions: Object.fromEntries(
      pageNamespaces.map((namespace) => [namespace, versionOf(language, namespace)]),
    ),
  }
}
