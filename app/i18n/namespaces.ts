// The catalogues' parts. A page carries `common` and the parts its route names in its handle (`i18n`); the
// server's own parts (the e-mails) never reach a browser.

export const pageNamespaces = [
  'common',
  'family',
  'privateLink',
  'showcase',
  'judge',
  'admin',
  'grading',
  'event',
  'print',
  'login',
] as const
export const serverNamespaces = ['mail'] as const
export const allNamespaces = [...pageNamespaces, ...serverNamespaces] as const

export type Namespace = (typeof pageNamespaces)[number]
export type ServerNamespace = (typeof serverNamespaces)[number]
export type AnyNamespace = Namespace | ServerNamespace

export const isPageNamespace = (value: string): value is Namespace =>
  (pageNamespaces as readonly string[]).includes(value)
