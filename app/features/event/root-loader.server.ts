import { data, type AppLoadContext } from '@remix-run/node'
import { eventDetailsFor } from '~/features/event/event-details.server'
import { isPrefetch } from '~/infra/request.server'
import { getToast } from '~/infra/cookies/toast.server'
import { siteDetails } from './site-details'
import { contentFor } from './content.server'
import { languageFor, offeredLanguages } from './page-language.server'

/**
 * What every page gets from the root: the event's words every page shows (the club, the date, the links:
 * docs/decisions/0029), its time zone and the notice to show once. Here rather than in app/root.tsx so that
 * the root imports no server module that other routes import too (the reason: app/features/showcase/feed-page.server.ts).
 */
export async function loadRoot(request: Request, context: AppLoadContext) {
  const language = await languageFor(request, context)
  const site = siteDetails(eventDetailsFor(context, language).values, contentFor(language))
  // Every date and time on the page is written in it, by the server and then by the browser alike.
  const timeZone = site.timeZone
  // The language menu's choices.
  const languages = offeredLanguages()
  // A page fetched ahead (the judges' offline copy) leaves the notice to the page the person sees.
  if (isPrefetch(request)) return data({ toast: null, timeZone, site, languages })
  const { toast, headers } = await getToast(request)
  return data({ toast, timeZone, site, languages }, headers ? { headers } : undefined)
}
