import type { LoaderFunctionArgs } from '@remix-run/node'
import { catalogueOf } from '~/i18n/catalogues.server'
import { isPageNamespace } from '~/i18n/namespaces'
import { offeredLanguages } from '~/features/event/page-language.server'

// A page's words for a client-side navigation (app/i18n/client-catalogues.ts): /locales/es/judge.json. Its
// address carries the words' version, so the browser keeps it for good. Only a page's parts: the e-mails'
// and the API's words stay on the server.
export function loader({ params }: LoaderFunctionArgs) {
  const language = offeredLanguages().find((offered) => offered === params.language)
  const namespace = params.file?.replace(/\.json$/, '') ?? ''
  if (!language || !params.file?.endsWith('.json') || !isPageNamespace(namespace)) {
    throw new Response('Not Found', { status: 404 })
  }
  return Response.json(catalogueOf(language, namespace), {
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
