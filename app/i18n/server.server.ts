import { RemixI18Next } from 'remix-i18next/server'
import type { EntryContext } from '@remix-run/node'
import { catalogueOf } from './catalogues.server'
import { defaultLanguage, languages, pseudoLanguage, type Language } from './languages'
import { allNamespaces, isPageNamespace, type Namespace } from './namespaces'

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
        Object.fromEntries(allNamespaces.map((namespace) => [namespace, catalogueOf(language, namespace)])),
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
 * The namespaces the page's routes name in their handles (`i18n`); `common` comes with every page. The
 * matched routes' only: on the server the context's routeModules hold every route of the build, all of
 * which remix-i18next's getRouteNamespaces would read (every page would carry every part). On an error
 * page, only the routes down to the one whose boundary shows it.
 */
export function routeNamespaces(context: EntryContext): Namespace[] {
  // An error page is drawn by the boundary that caught it: the routes below it are not on the page.
  const { matches, errors } = context.staticHandlerContext
  const boundary = errors ? matches.findIndex(({ route }) => route.id in errors) : -1
  const shown = boundary >= 0 ? matches.slice(0, boundary + 1) : matches
  const named = shown.flatMap(({ route }) => {
    const handle = context.routeModules[route.id]?.handle as { i18n?: unknown } | undefined
    return Array.isArray(handle?.i18n) ? (handle.i18n as unknown[]) : []
  })
  return [
    ...new Set(named.filter((name): name is Namespace => typeof name === 'string' && isPageNamespace(name))),
  ]
}

/** `t(key, values)` over every namespace, in `language`, the default language's words where one is missing. */
export async function serverT(language: Language) {
  const t = await i18n.getFixedT(language, allNamespaces)
  return (key: string, values?: Record<string, string | number>): string => t(key, values ?? {})
}
