import { pageTitle } from './page-meta'

/**
 * A page whose address is a secret (a family's private link, a People's Choice ballot): no cache keeps it,
 * no search engine lists it, and no link on it sends the address to another site as a Referer.
 */
export const secretAddressHeaders = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
}

/**
 * The same page's meta: its title (in the page's language: a catalogue's words, or a name someone wrote), and
 * the robots and referrer rules for browsers that read only these.
 */
export const secretAddressMeta = (title: string) => [
  { title: pageTitle(title) },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]
