import { createCookie } from '@remix-run/node'
import { LanguageDetector } from 'remix-i18next/server'
import type { Language } from '~/i18n/languages'
import { isSecureRequest } from '~/infra/request.server'

// The visitor's language (docs/languages.md): the one they chose in the language menu, kept a year in a
// cookie the privacy page lists; else the first of their browser's languages (Accept-Language) the club
// offers; else the club's default. remix-i18next's LanguageDetector reads both, in that order.

const ONE_YEAR = 60 * 60 * 24 * 365

// Not signed: it holds a language's code, read only against the offered ones, and opens nothing.
export const languageCookie = createCookie('sc_lang', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: ONE_YEAR,
})

/** The language to answer `request` in, among `offered` (the club's default first). */
export async function requestLanguage(
  request: Request,
  offered: readonly [Language, ...Language[]],
): Promise<Language> {
  const [fallback] = offered
  const detector = new LanguageDetector({
    supportedLanguages: [...offered],
    fallbackLanguage: fallback,
    cookie: languageCookie,
    order: ['cookie', 'header'],
  })
  const found = await detector.detect(request)
  return offered.find((language) => language === found) ?? fallback
}

/** The Set-Cookie header that remembers the visitor's choice. */
export function rememberLanguage(request: Request, language: Language): Promise<string> {
  return languageCookie.serialize(language, { secure: isSecureRequest(request) })
}
