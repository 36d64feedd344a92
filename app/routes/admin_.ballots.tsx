import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { CSSProperties } from 'react'
import { Button } from '~/components/ui'
import { site } from '~/content/site'
import { ballotSheet } from '~/models/ballot-sheet.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { printPageHandle, printPageLinks, printPageMeta } from '~/utils/print-page'
import { publicOrigin } from '~/utils/request.server'
import { useHydrated } from '~/utils/use-hydrated'
import ballotsStyles from '~/styles/ballots.css'

// /admin/ballots?batch=N: a batch of People's Choice ballots, 8 to an A4 page, ready to print (again).
// Every ballot on it opens a vote: no cache keeps it. The address to type is printed on one line, sized
// to fit (styles/ballots.css): a break inside it reads as two addresses.

export const handle = printPageHandle

export const links = printPageLinks(ballotsStyles)

export const meta = printPageMeta('Ballots')

const privateHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' }
export const headers: HeadersFunction = () => privateHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const wanted = Number(new URL(request.url).searchParams.get('batch')) || undefined
  return data(await ballotSheet(db, publicOrigin(), wanted), { headers: privateHeaders })
}

export default function Ballots() {
  const sheet = useLoaderData<typeof loader>()
  const address = `${sheet.site}/vote`
  return (
    <div className="min-h-screen bg-slate-200">
      <header className="print-screen-only border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
          <Link
            to="/admin/awards"
            className="w-full text-sm font-semibold text-indigo-700 hover:underline sm:w-auto"
          >
            ← Awards
          </Link>
          <div className="min-w-48 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight">People’s Choice ballots</h1>
            <p className="text-slate-600">
              {sheet.batch === null
                ? 'No ballots yet: make them on the awards page.'
                : `Batch ${sheet.batch}: ${sheet.count} ballots on ${sheet.pages.length} A4 ${sheet.pages.length === 1 ? 'page' : 'pages'}.`}
            </p>
            {sheet.batch === null ? null : (
              <p className="mt-2 text-sm text-slate-600 md:hidden">
                Below is a small preview of the sheet. To read it, print it on A4, from your phone’s Share
                menu or from a computer.
              </p>
            )}
          </div>
          {sheet.batch === null ? null : <PrintControl />}
        </div>
      </header>
      <div className="print-sheets flex flex-col items-center gap-8 px-4 py-8">
        {sheet.pages.map((page, index) => (
          <section
            key={index}
            aria-label={`Page ${index + 1}`}
            className="print-sheet ballot-sheet shadow-xl"
          >
            {page.map((ballot) => (
              <article key={ballot.id} className="ballot flex flex-col p-[6mm] text-slate-900">
                <div className="flex items-center gap-[5mm]">
                  <div
                    className="print-qr ballot-qr size-[38mm] shrink-0"
                    role="img"
                    aria-label="QR code of the ballot"
                    // The SVG is made on the server by `qrcode` from our own address: no user text in it.
                    dangerouslySetInnerHTML={{ __html: ballot.qrSvg }}
                  />
                  <div className="min-w-0">
                    <p className="text-[8pt] font-bold tracking-[0.2em] text-indigo-800 uppercase">
                      {site.challengeName}
                    </p>
                    <p className="mt-[1.5mm] text-[15pt] leading-tight font-extrabold">People’s Choice</p>
                    <p className="mt-[1.5mm] text-[10pt] leading-snug">
                      Scan the code with your phone’s camera to vote for your favourite project.
                    </p>
                  </div>
                </div>
                <p className="mt-auto text-[10pt] leading-snug">
                  Or go to{' '}
                  <strong
                    className="ballot-address block font-mono leading-tight"
                    style={{ '--chars': address.length } as CSSProperties}
                  >
                    {address}
                  </strong>{' '}
                  and type <strong className="font-mono text-[14pt] tracking-wider">{ballot.code}</strong>
                </p>
              </article>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}

/** Print with JavaScript; without it, what to choose in the browser's own print dialog. */
function PrintControl() {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <p className="max-w-xs text-sm text-slate-600">
        Use your browser’s Print command: A4 portrait, no margins, background graphics on.
      </p>
    )
  }
  return (
    <Button onClick={() => window.print()} size="lg">
      Print ballots
    </Button>
  )
}
