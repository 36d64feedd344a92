import { createContext, useContext, useState } from 'react'

/**
 * The site's stylesheet, written into the page's head on a visit from outside the site, linked on one
 * from our own pages (server/first-visit.js, docs/decisions/0034). On a phone over slow venue Wi-Fi a
 * linked stylesheet is one more request among the page's scripts, sharing their bandwidth and
 * connections, and the page cannot paint before it has come: written in, the first paint follows the
 * page's own bytes (bench/results.md, the phone table). The file is then fetched at the lowest priority
 * (`prefetch`), so the next page, linked, finds it in the cache.
 *
 * The server reads the built file (app/infra/stylesheet-text.server.ts) and hands its text down through
 * this context, or nothing when the page links it. In the browser the page already holds the text:
 * hydration reads it back from the DOM, so the element is the same on both sides and the text never
 * travels in a script.
 */
const StylesheetTextContext = createContext<((href: string) => string | undefined) | null>(null)
export const StylesheetTextProvider = StylesheetTextContext.Provider

export function InlineStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetTextContext)
  const [text] = useState(() =>
    read ? read(href) : (document.querySelector(`style[data-href="${href}"]`)?.textContent ?? undefined),
  )
  if (text === undefined) return <link rel="stylesheet" href={href} />
  return (
    <>
      <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
      <link rel="prefetch" href={href} as="style" />
    </>
  )
}
