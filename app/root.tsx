import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { Notice } from './components/notice'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { ErrorPage, NotFound } from './components/error-page'
import { CatalogueScript, metaT, useLanguage, useT } from './i18n/react'
import { site } from './content/site'
import { loadRoot } from './features/event/root-loader.server'
import stylesheet from './tailwind.css'
import { hidesSiteChrome } from './utils/handle'
import { InlineStylesheet } from './utils/inline-stylesheet'
import { useNonce } from './utils/nonce'

// The stylesheet is not among the links: written into the head or linked, by <InlineStylesheet>.
export const links: LinksFunction = () => [{ rel: 'icon', href: site.logo.src, type: 'image/svg+xml' }]

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${metaT()('site.challengeName')} | ${data?.site.clubName ?? site.clubName}` },
  { name: 'description', content: site.footerTagline },
]

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRoot(request, context)

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const chrome = !hidesSiteChrome(useMatches())
  const language = useLanguage()
  const t = useT()
  // React runs the root's effects after every other one of the first render: the whole page has hydrated.
  // The bench's phone table (scripts/bench-phone.js) times this mark from the navigation's start.
  useEffect(() => {
    performance.mark('hydrated')
  }, [])
  return (
    <html lang={language} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <CatalogueScript nonce={nonce} />
        <InlineStylesheet href={stylesheet} />
        <Links />
      </head>
      <body className="flex min-h-full flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('skip.toContent')}
        </a>
        {chrome ? <SiteHeader /> : null}
        {/* Without the site's chrome (a projector, a print) the notices' region only comes with a notice. */}
        {chrome || rootData?.toast ? <Notice toast={rootData?.toast ?? null} /> : null}
        <main id="main" className="flex-1">
          {children}
        </main>
        {chrome ? <SiteFooter /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* `npm run dev` only: reloads the page after a rebuild (renders nothing in production). */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (isRouteErrorResponse(error) && error.status === 413) {
    return <ErrorPage title={t('error.tooLarge.title')} message={t('error.tooLarge.message')} />
  }
  if (isRouteErrorResponse(error) && error.status === 400 && typeof error.data === 'string') {
    // A form refused before it was read (app/infra/body.server.ts): the reason is its text.
    return <ErrorPage title={t('error.unreadable.title')} message={error.data} />
  }
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorPage title={t('error.failed.title')} message={t('error.failed.message')} />
}
