import type { LinksFunction, MetaFunction } from '@remix-run/node'
import { site } from '~/content/site'
import printSheets from '~/styles/print-sheets.css'
import type { RouteHandle } from './handle'

// What the printed pages share (/admin/certificates, /admin/table-cards, /admin/ballots): no site header or
// footer, the print rules of every sheet (styles/print-sheets.css) and then the page's own, a title, and
// no search engine's index.

export const printPageHandle: RouteHandle = { chrome: 'none' }

export const printPageLinks =
  (ownStylesheet: string): LinksFunction =>
  () => [
    { rel: 'stylesheet', href: printSheets },
    { rel: 'stylesheet', href: ownStylesheet },
  ]

export const printPageMeta =
  (title: string): MetaFunction =>
  () => [{ title: `${title} | ${site.challengeName}` }, { name: 'robots', content: 'noindex' }]
