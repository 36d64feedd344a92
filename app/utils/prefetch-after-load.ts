/**
 * Asks the browser to fetch `href` into its cache for the next page, once this page has loaded: a first
 * visit that carried a file's contents in itself (the stylesheet, the words) leaves the file for the pages
 * that link it, without sharing the bandwidth with the scripts the page hydrates with.
 */
export function prefetchAfterLoad(href: string, as: 'style' | 'fetch') {
  const prefetch = () => {
    if (document.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) return
    const link = document.createElement('link')
    Object.assign(link, { rel: 'prefetch', as, href })
    if (as === 'fetch') link.crossOrigin = 'anonymous'
    document.head.append(link)
  }
  if (document.readyState === 'complete') setTimeout(prefetch, 0)
  else window.addEventListener('load', () => setTimeout(prefetch, 0), { once: true })
}
