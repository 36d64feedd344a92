import { privacyFor as enPrivacyFor } from '~/content/privacy'
import { agenda as esAgenda } from '~/content/es/agenda'
import { challenge as esChallenge } from '~/content/es/challenge'
import { keptUntil as esKeptUntil, privacyFor as esPrivacyFor } from '~/content/es/privacy'
import { siteWords as esSiteWords } from '~/content/es/site'
import type { AppLoadContext } from '@remix-run/node'
import type { Language } from '~/i18n/languages'
import { englishContent, type PageContent } from './event-details'
import { siteDetails } from './site-details'
import { eventDetailsFor } from './event-details.server'
import { languageFor } from './page-language.server'

// The event's default words in each language (app/content/ and app/content/es/), on the server only: a page
// gets its language's through its loader, and the browser never downloads the others. The pseudo-language
// reads English's: they are the organiser's words, which no catalogue holds.

const spanish: PageContent = {
  language: 'es',
  agenda: esAgenda,
  challenge: esChallenge,
  footerTagline: esSiteWords.footerTagline,
  logoAlt: esSiteWords.logoAlt,
  keptUntil: esKeptUntil,
  words: {
    presents: (club) => `${club} presenta`,
    eventTitle: (club, challenge) => `${challenge} del ${club}`,
    challengeName: 'Desafío de Innovación Científica',
    info: { date: 'Fecha', time: 'Hora', access: 'Entrada', place: 'Lugar' },
    viewProfile: 'Ver perfil',
    clubLogo: (club) => `Logotipo de ${club}`,
  },
}

export const contentFor = (language: Language): PageContent => (language === 'es' ? spanish : englishContent)

/** The privacy page's words in `language`, with the club's facts. */
export const privacyFor = (language: Language) => (language === 'es' ? esPrivacyFor : enPrivacyFor)

/** The privacy page (/privacy) in the visitor's language, with the club's address and how long data is kept. */
export async function loadPrivacyPage(request: Request, context: AppLoadContext) {
  const language = await languageFor(request, context)
  const site = siteDetails(eventDetailsFor(context, language).values, contentFor(language))
  return privacyFor(language)({ contactEmail: site.contactEmail, keptUntil: site.event.keptUntil })
}
