import type { Language } from './languages'
import enCommon from './en/common'
import esCommon from './es/common'
import type { Catalogue } from './translate'

// Every catalogue, on the server only: a page gets its own language's, through the root loader, and no
// other (the browser never downloads the catalogues of languages it does not show).

export const namespaces = ['common'] as const
export type Namespace = (typeof namespaces)[number]

export const catalogues: Record<Language, Record<Namespace, Catalogue>> = {
  en: { common: enCommon },
  es: { common: esCommon },
}
