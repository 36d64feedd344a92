import { redirect, type AppLoadContext } from '@remix-run/node'
import { pseudoLanguage, type Language } from '~/i18n/languages'
import { serverT } from '~/i18n/server.server'
import { readFormData } from '~/infra/body.server'
import { rememberLanguage, requestLanguage } from '~/infra/cookies/language.server'
import { db as appDb } from '~/infra/db.server'
import { env } from '~/infra/env.server'
import { readLanguageSettings } from './event-languages.server'

// The language a request is answered in (docs/languages.md): among the languages the club offers, the
// visitor's choice, else their browser's, else the club's default. One reading per request, shared by the
// page and its loaders as the event's words are (the load context is the key).

/** The languages the club offers, its default first (the Event tab's Languages section). */
export function offeredLanguages(): [Language, ...Language[]] {
  const { offered } = readLanguageSettings(appDb)
  return env.PSEUDO_LANGUAGE ? [...offered, pseudoLanguage] : offered
}

const readFor = new WeakMap<object, Promise<Language>>()

/** The language of this request's answer (the page, its messages, its dates). */
export function languageFor(request: Request, context: AppLoadContext | undefined): Promise<Language> {
  if (!context) return requestLanguage(request, offeredLanguages())
  let language = readFor.get(context)
  if (!language) {
    language = requestLanguage(request, offeredLanguages())
    readFor.set(context, language)
  }
  return language
}

/** `t(key, values)` in this request's language, for the words a loader or an action writes itself. */
export async function translatorFor(request: Request, context: AppLoadContext | undefined) {
  return serverT(await languageFor(request, context))
}

/**
 * The language menu's choice: remembered (the `sc_lang` cookie) when the club offers it, and the visitor sent
 * back to the page they were on, an address of this site only (a path, never `//elsewhere`).
 */
export async function chooseLanguage(request: Request) {
  const form = await readFormData(request)
  const chosen = offeredLanguages().find((language) => language === form.get('language'))
  const back = String(form.get('redirectTo') ?? '/')
  const to = back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/'
  if (!chosen) return redirect(to, 303)
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await rememberLanguage(request, chosen) } })
}
