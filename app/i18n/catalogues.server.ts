import crypto from 'node:crypto'
import { defaultLanguage, pseudoLanguage, type Language, type ShippedLanguage } from './languages'
import { allNamespaces, pageNamespaces, type AnyNamespace, type Namespace } from './namespaces'
import type { PageWords } from './react'
import { translator, type Catalogue, type Translate } from './translate'
import enCommon from './en/common'
import enFamily from './en/family'
import enPrivateLink from './en/privateLink'
import enShowcase from './en/showcase'
import enJudge from './en/judge'
import enAdmin from './en/admin'
import enGrading from './en/grading'
import enEvent from './en/event'
import enPrint from './en/print'
import enLogin from './en/login'
import enMail from './en/mail'
import esCommon from './es/common'
import esFamily from './es/family'
import esPrivateLink from './es/privateLink'
import esShowcase from './es/showcase'
import esJudge from './es/judge'
import esAdmin from './es/admin'
import esGrading from './es/grading'
import esEvent from './es/event'
import esPrint from './es/print'
import esLogin from './es/login'
import esMail from './es/mail'

// Every catalogue, on the server only: a page gets its own language's, and only the namespaces its route
// names (app/entry.server.tsx); the browser never downloads a language it does not show.

export const catalogues: Record<ShippedLanguage, Record<AnyNamespace, Catalogue>> = {
  en: {
    common: enCommon,
    family: enFamily,
    privateLink: enPrivateLink,
    showcase: enShowcase,
    judge: enJudge,
    admin: enAdmin,
    grading: enGrading,
    event: enEvent,
    print: enPrint,
    login: enLogin,
    mail: enMail,
  },
  es: {
    common: esCommon,
    family: esFamily,
    privateLink: esPrivateLink,
    showcase: esShowcase,
    judge: esJudge,
    admin: esAdmin,
    grading: esGrading,
    event: esEvent,
    print: esPrint,
    login: esLogin,
    mail: esMail,
  },
}

/** The pseudo-language's words: each English text wrapped in ⟦…⟧, its {{values}} kept. */
const pseudo = Object.fromEntries(
  allNamespaces.map((namespace) => [
    namespace,
    Object.fromEntries(
      Object.entries(catalogues[defaultLanguage][namespace]).map(([key, text]) => [key, `⟦${text}⟧`]),
    ),
  ]),
) as Record<AnyNamespace, Catalogue>

export function catalogueOf(language: Language, namespace: AnyNamespace): Catalogue {
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

/**
 * The words a page in `language` starts with: `common` and `namespaces`; `written`: the page carries them
 * itself (app/i18n/react.tsx).
 */
export function pageWordsFor(
  language: Language,
  namespaces: readonly Namespace[],
  { written = false } = {},
): PageWords {
  const loaded = [...new Set<Namespace>(['common', ...namespaces])]
  return {
    language,
    catalogue: Object.assign({}, ...loaded.map((namespace) => catalogueOf(language, namespace))),
    loaded,
    needs: loaded,
    written,
    versions: Object.fromEntries(
      pageNamespaces.map((namespace) => [namespace, versionOf(language, namespace)]),
    ),
  }
}

const translators = new Map<Language, Translate>()

const everyPart = (language: Language): Catalogue =>
  Object.assign({}, ...allNamespaces.map((namespace) => catalogueOf(language, namespace)))

/**
 * `t(key, values)` over every part in `language`, the default language's words where one is missing, at
 * once: for words written where nothing can wait for serverT (app/i18n/server.server.ts), such as the
 * feedback e-mail its confirmation shows. The pages' t(), held to i18next's answers by
 * tests/unit/translate.test.ts.
 */
export function catalogueT(language: Language): Translate {
  let t = translators.get(language)
  if (!t) {
    t = translator(language, everyPart(language), everyPart(defaultLanguage))
    translators.set(language, t)
  }
  return t
}

/** English's words for a message a catalogue names (a key, with or without values). */
export const englishT = catalogueT(defaultLanguage)
