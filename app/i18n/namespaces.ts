// The catalogues' parts. A page carries `common` and the parts its route names in its handle (`i18n`); the
// server's own parts (e-mails, the JSON API's messages) never reach a browser.

export const pageNamespaces = ['common', 'family', 'judge'] as const
export const serverNamespaces = [] as const

export type Namespace = (typeof pageNamespaces)[number]
export type ServerNamespace = (typeof serverNamespaces)[number]

export const isPageNamespace = (value: string): value is Namespace =>
  (pageNamespaces as readonly string[]).includes(value)
