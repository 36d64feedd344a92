import { createContext, Fragment, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { prefetchAfterLoad } from '../utils/prefetch-after-load'
import { defaultLanguage, type Language } from './languages'
import { translator, type Catalogue, type Translate } from './translate'

// The page's language and its words, for every component: the server renders the page with them
// (app/entry.server.tsx); the page names them (<CatalogueScript>), and the browser loads them, each part
// from an address its version names (kept for good, shared by every page), before it hydrates with the same
// words (app/entry.client.tsx). A client-side navigation to a page that needs another part's words loads
// them first too (app/i18n/client-catalogues.ts). A page reached from one of ours does not carry the words:
// it weighs the same whatever the catalogues hold, and the browser has them from the pages before. A visit
// from outside (a phone's first, most likely: server/first-visit.js) carries them, as it carries the
// stylesheet: over slow Wi-Fi, each file more waits its turn behind the page's scripts (a browser opens
// six connections to a site), and the page could not hydrate before the last of them came.

export type PageWords = {
  language: Language
  /** The words of every namespace loaded so far, one flat catalogue (a key is unique across namespaces). */
  catalogue: Record<string, string>
  /** The namespaces `catalogue` holds, and each one's version (its address in /locales/). */
  loaded: string[]
  versions: Record<string, string>
  /** The namespaces the page needs, which the browser loads before it hydrates. */
  needs: string[]
  /** Whether the page carries its words itself (a visit from outside) rather than naming their files. */
  written: boolean
}

const fallback: PageWords = {
  language: defaultLanguage,
  catalogue: {},
  loaded: [],
  versions: {},
  needs: [],
  written: false,
}

/** Where a namespace's words are, in a language: its version in the address, so it can be kept for good. */
export const catalogueAddress = (words: Pick<PageWords, 'language' | 'versions'>, namespace: string) =>
  `/locales/${words.language}/${namespace}.json?v=${words.versions[namespace] ?? ''}`
const PageWordsContext = createContext<PageWords>(fallback)

export function PageWordsProvider({ value, children }: { value: PageWords; children: ReactNode }) {
  return <PageWordsContext.Provider value={value}>{children}</PageWordsContext.Provider>
}

export const usePageWords = () => useContext(PageWordsContext)

/** The page's language, as `<html lang>` says. */
export const useLanguage = (): Language => useContext(PageWordsContext).language

/**
 * `t(key, values)` in the page's language. The catalogue is read when `t` is called, so words loaded after
 * the page (another part's, on a client-side navigation) are found by the components that need them.
 */
export function useT(): Translate {
  const { language, catalogue } = useContext(PageWordsContext)
  return useMemo(() => translator(language, catalogue as Catalogue), [language, catalogue])
}

/** Where the browser finds the page's words before it hydrates (read by app/entry.client.tsx). */
export const pageWordsGlobal = '__pageWords'

/**
 * What the page's words are, written into the document's head: its language, its parts and their versions,
 * and on a visit from outside the words themselves. Otherwise they are loaded from /locales/, started here
 * by a preload so that they come with the scripts; a page that carries them leaves their files for the next
 * pages once it has loaded.
 */
export function CatalogueScript({ nonce }: { nonce?: string }) {
  const words = usePageWords()
  // As the page began: on the browser the catalogue fills in, and the script, already run, must not change.
  const [named] = useState(() => ({
    language: words.language,
    versions: words.versions,
    needs: words.needs,
    written: words.written,
    loaded: words.written ? words.loaded : [],
    catalogue: words.written ? words.catalogue : {},
  }))
  // `<` escaped, so that no word can end the script (JSON reads \u003c as `<`).
  const [script] = useState(
    () => `window.${pageWordsGlobal}=${JSON.stringify(named).replace(/</g, '\\u003c')}`,
  )
  useEffect(() => {
    if (named.written)
      for (const namespace of named.needs) prefetchAfterLoad(catalogueAddress(named, namespace), 'fetch')
  }, [named])
  return (
    <>
      {named.written
        ? null
        : named.needs.map((namespace) => (
            <link
              key={namespace}
              rel="preload"
              as="fetch"
              crossOrigin="anonymous"
              href={catalogueAddress(named, namespace)}
            />
          ))}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
    </>
  )
}

// A route's meta function runs where hooks cannot (inside <Meta>), so it reads the words from here: in the
// browser, the page's own (the script above); on the server, the page being rendered, set around the render,
// which is synchronous (renderToString in app/entry.server.tsx), so no other request's words are ever read.
let rendering: PageWords | null = null

/** Runs `render` with `words` as the words meta functions read (the server's render). */
export function renderingWith<T>(words: PageWords, render: () => T): T {
  rendering = words
  try {
    return render()
  } finally {
    rendering = null
  }
}

/** `t()` for a meta function: the page's language's words. */
export function metaT(): Translate {
  const words =
    rendering ?? (globalThis as unknown as Record<string, PageWords | undefined>)[pageWordsGlobal] ?? fallback
  return translator(words.language, words.catalogue)
}

/**
 * A translated text with elements in it: `t(key)` leaves a `{{name}}` it was given no value for, and each is
 * replaced here by `parts[name]` (a project's name in bold, a link), so a sentence keeps its own word order
 * in every language.
 */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\{\s*[\w.]+\s*\}\})/).map((piece, index) => {
    const name = /^\{\{\s*([\w.]+)\s*\}\}$/.exec(piece)?.[1]
    return name && name in parts ? <Fragment key={index}>{parts[name]}</Fragment> : piece
  })
}
