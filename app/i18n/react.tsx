import { createContext, Fragment, useContext, useMemo, useState, type ReactNode } from 'react'
import { defaultLanguage, type Language } from './languages'
import { translator, type Catalogue, type Translate } from './translate'

// The page's language and its words, for every component: the server renders the page with them
// (app/entry.server.tsx) and writes them into the page once (<CatalogueScript>), and the browser hydrates
// with the same (app/entry.client.tsx). A client-side navigation to a page that needs another part's words
// loads them first (app/i18n/client-catalogues.ts).

export type PageWords = {
  language: Language
  /** The words of every namespace loaded so far, one flat catalogue (a key is unique across namespaces). */
  catalogue: Record<string, string>
  /** The namespaces `catalogue` holds, and each one's version (its address in /locales/). */
  loaded: string[]
  versions: Record<string, string>
}

const fallback: PageWords = { language: defaultLanguage, catalogue: {}, loaded: [], versions: {} }
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
 * The page's words as a script, written once into the document's head: the browser hydrates with what the
 * server rendered. `<` is escaped so that no catalogue text can close the script.
 */
export function CatalogueScript({ nonce }: { nonce?: string }) {
  const words = usePageWords()
  // The words as the page began: on the browser, later namespaces join the same object, and the script,
  // already run, must not change under React. A line a text, as a reader of the page's source expects.
  const [json] = useState(() => JSON.stringify(words, null, 1).replace(/</g, '\\u003c'))
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `window.${pageWordsGlobal}=${json}` }}
    />
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
