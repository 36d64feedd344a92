import { RemixI18Next } from 'remix-i18next/server'
import type { EntryContext } from '@remix-run/node'
import { catalogueOf } from './catalogues.server'
import { defaultLanguage, languages, pseudoLanguage, type Language } from './languages'
import { isPageNamespace, pageNamespaces, type Namespace } from './namespaces'

// The server's words through remix-i18next and i18next: what a loader or an action writes itself (a notice
// after a form, an e-mail, the JSON API's message) in the request's language, and the parts of the
// catalogues a page's routes name. The pages' own words go through the same catalogues (app/i18n/react.tsx).

const allLanguages = [...languages, pseudoLanguage] as const

const i18n = new RemixI18Next({
  detection: { supportedLanguages: [...allLanguages], fallbackLanguage: defaultLanguage },
  i18next: {
    resources: Object.fromEntries(
      allLanguages.map((language) => [
        language,
        Object.fromEntries(pageNamespaces.map((namespace) => [namespace, catalogueOf(language, namespace)])),
      ]),
    ),
    fallbackLng: defaultLanguage,
    defaultNS: 'common',
    // The keys are flat ('nav.agenda'), and the values are text, never HTML (React escapes them).
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  },
})

/**
 * The namespaces the page's routes name in their handles (`i18n`); `common` comes with every page. Only the
 * routes that matched: `context.routeModules` holds every route of the build, so remix-i18next's
 * getRouteNamespaces (which reads them all) gave every page every part's words.
 */
export function routeNamespaces(context: EntryContext): Namespace[] {
  const named = context.staticHandlerContext.matches.flatMap(({ route }) => {
    const handle = context.routeModules[route.id]?.handle as { i18n?: unknown } | undefined
    const i18n = handle?.i18n
    return typeof i18n === 'string'
      ? [i18n]
      : Array.isArray(i18n)
        ? i18n.filter((n) => typeof n === 'string')
        : []
  })
  return [...new Set(named)].filter(isPageNamespace)
}

/** `t(key, values)` over every namespace, in `language`, the default language's words where one is missing. */
export async function serverT(language: Language) {
  const t = await i18n.getFixedT(language, pageNamespaces)
  return (key: string, values?: Record<string, string | number>): string => t(key, values ?? {})
}
