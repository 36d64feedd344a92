import { domainToASCII, domainToUnicode } from 'node:url'

/**
 * The one rule by which two e-mail addresses are the same family or the same judge: trimmed, in Unicode
 * NFC, lower-cased (JavaScript's Unicode lower-casing, not SQLite's lower(), which folds A-Z only), and the
 * domain read as IDNA does (Node's url.domainToASCII, the WHATWG URL algorithm), so `BÜCHER.de` and
 * `xn--bcher-kva.de` are one domain. The domain is kept in its Unicode form, so a key stays readable.
 *
 * Stored beside every address (`judges.email_key`, `projects.author_email_key`) and compared there. The
 * migration that filled those columns called this same function (db/sqlite-file.ts registers it as the
 * SQL function `email_key`), so old rows and new ones follow one rule.
 */
export function emailKey(address: string): string {
  // NFC after lower-casing: a composed Å and an A with a combining ring end as the same å.
  const folded = (text: string) => text.toLowerCase().normalize('NFC')
  const trimmed = address.trim()
  const at = trimmed.lastIndexOf('@')
  if (at < 0) return folded(trimmed)
  const domain = trimmed.slice(at + 1)
  // An empty answer means IDNA refuses the domain; such an address is only ever compared, never valid.
  const ascii = domainToASCII(domain)
  return `${folded(trimmed.slice(0, at))}@${ascii ? domainToUnicode(ascii) : folded(domain)}`
}
