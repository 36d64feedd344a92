import type { LinksFunction, MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { Children, type ReactNode } from 'react'
import { Button, buttonClasses, cn } from '~/components/ui'
import { unlistedPageMeta } from '~/utils/page-meta'
import printSheets from '~/styles/print-sheets.css'
import type { RouteHandle } from '~/utils/handle'
import { useHydrated } from '~/utils/use-hydrated'
import { useT } from '~/i18n/react'

// The forms kit's printed pages (/admin/certificates, /admin/table-cards, /admin/ballots): no site header
// or footer, the print rules of every sheet (styles/print-sheets.css) and then the page's own, a title and
// no search engine's index; on screen, a header with the way back and the Print button above the sheets.
// Its words are the `print` catalogue's (the pages name it in their handle); the pages give theirs in it.

export const printPageHandle: RouteHandle = { chrome: 'none' }

export const printPageLinks =
  (ownStylesheet: string): LinksFunction =>
  () => [
    { rel: 'stylesheet', href: printSheets },
    { rel: 'stylesheet', href: ownStylesheet },
  ]

/** `title`: a catalogue key. */
export const printPageMeta =
  (title: string): MetaFunction =>
  () =>
    unlistedPageMeta(title)

/** Print with JavaScript; without it, what to choose in the browser's own print dialog. */
export function PrintButton({ label, paper }: { label: string; paper: string }) {
  const hydrated = useHydrated()
  const t = useT()
  if (!hydrated) {
    return <p className="max-w-xs text-sm text-slate-600">{t('print.page.noScript', { paper })}</p>
  }
  return (
    <Button onClick={() => window.print()} size="lg">
      {label}
    </Button>
  )
}

/**
 * A printed page: on screen its header (the way back, the title, what is on the sheets and the Print
 * button, then `controls`), then the sheets. With no sheet (`children` empty) there is no Print button, and
 * `empty` says why and what to do. Printed, only the sheets.
 */
export function PrintPage({
  back,
  title,
  summary,
  note,
  print,
  controls,
  empty,
  children,
}: {
  /** The way back: the admin dashboard unless said. */
  back?: { to: string; label: string }
  title: string
  /** What is on the sheets: how many, and their paper. */
  summary: string
  /** Under the summary: a word for whoever opens the page on a phone. */
  note?: ReactNode
  /** The Print button's words and the paper to choose without JavaScript. */
  print: { label: string; paper: string }
  /** Under the header's first line: what changes the sheets. */
  controls?: ReactNode
  empty?: { title: string; text: string; action: { to: string; label: string } }
  children: ReactNode
}) {
  const t = useT()
  const nothing = Children.count(children) === 0
  const way = back ?? { to: '/admin', label: t('print.page.admin') }
  return (
    <div className="min-h-screen bg-slate-200">
      <header className="print-screen-only border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
          <Link
            to={way.to}
            className="w-full text-sm font-semibold text-indigo-700 hover:underline sm:w-auto"
          >
            ← {way.label}
          </Link>
          <div className="min-w-48 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
            <p className="text-slate-600">{summary}</p>
            {note}
          </div>
          {nothing ? null : <PrintButton {...print} />}
        </div>
        {controls}
      </header>
      {nothing && empty ? (
        <div className="mx-auto max-w-xl px-4 py-20 text-center">
          <h2 className="text-2xl font-bold">{empty.title}</h2>
          <p className="mt-2 text-slate-600">{empty.text}</p>
          <Link to={empty.action.to} className={cn(buttonClasses('primary', 'md'), 'mt-6')}>
            {empty.action.label}
          </Link>
        </div>
      ) : (
        <div className="print-sheets flex flex-col items-center gap-8 px-4 py-8">{children}</div>
      )}
    </div>
  )
}
