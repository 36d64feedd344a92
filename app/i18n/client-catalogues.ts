import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import type { Namespace } from './namespaces'
import { catalogueAddress, pageWordsGlobal, type PageWords } from './react'

// A client-side navigation to a page whose words the first page did not carry (the judge's dashboard after
// the public pages, say) loads them before the page renders: its route's clientLoader awaits them. Each
// namespace is fetched once, from an address its version names (/locales/es/judge.json?v=…), which the
// browser may keep for good. Without JavaScript every page is a document, and carries its own words.

const pageWords = () => (globalThis as unknown as Record<string, PageWords | undefined>)[pageWordsGlobal]

const loading = new Map<string, Promise<void>>()

/** Loads the namespaces the page does not have yet into the page's catalogue. */
export async function ensureNamespaces(namespaces: readonly string[]) {
  const words = pageWords()
  if (!words) return
  await Promise.all(
    namespaces
      .filter((namespace) => !words.loaded.includes(namespace))
      .map((namespace) => {
        let load = loading.get(namespace)
        if (!load) {
          const address = catalogueAddress(words, namespace)
          load = fetch(address)
            .then((response) => {
              if (!response.ok) throw new Error(`${address}: ${response.status}`)
              return response.json() as Promise<Record<string, string>>
            })
            .then((catalogue) => {
              Object.assign(words.catalogue, catalogue)
              words.loaded.push(namespace)
            })
            .finally(() => loading.delete(namespace))
          loading.set(namespace, load)
        }
        return load
      }),
  )
}

/**
 * A route's clientLoader that loads its namespaces, then its server loader's data (`withData: false` for a
 * route that has no loader).
 */
export function loadWords(namespaces: readonly Namespace[], { withData = true } = {}) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    await ensureNamespaces(namespaces)
    return withData ? serverLoader() : null
  }
}
