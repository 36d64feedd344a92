import { createContext, useContext, useEffect, useState } from 'react'
import { prefetchAfterLoad } from './prefetch-after-load'

/**
 * The site's stylesheet, written into the page's head on a visit from outside the site, linked on one
 * from our own pages (server/first-visit.js, docs/decisions/0034). On a phone over slow venue Wi-Fi a
 * linked stylesheet is one more request among the page's scripts, sharing their bandwidth and
 * connections, and the page cannot paint before it has come: written in, the first paint follows the
 * page's own bytes (bench/results.md, the phone table). The file is then fetched ahead (`prefetch`), so
 * the next page, linked, finds it in the cache: once the page has loaded, so that it does not share the
 * bandwidth with the scripts the page hydrates with; without JavaScript, from a `<noscript>` link, at once.
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
  useEffect(() => {
    if (text !== undefined) prefetchAfterLoad(href, 'style')
  }, [href, text])
  if (text === undefined) return <link rel="stylesheet" href={href} />
  return (
    <>
      <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
      <noscript>
        <link rel="prefetch" href={href} as="style" />
      </noscript>
    </>
  )
}
