import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { site } from '~/content/site'
import { ballotSheet } from '~/models/ballot-sheet.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { printPageHandle, printPageLinks, printPageMeta } from '~/utils/print-page'
import { publicOrigin } from '~/utils/request.server'
import ballotsStyles from '~/styles/ballots.css'

// /admin/ballots?batch=N: a batch of People's Choice ballots, 8 to an A4 page, ready to print (again).
// Every ballot on it opens a vote: no cache keeps it.

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
  return (
    <div className="min-h-screen bg-slate-200">
      <header className="print-screen-only border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 sm:px-6">
          <Link to="/admin/awards" className="text-sm font-semibold text-indigo-700 hover:underline">
            ← Awards
          </Link>
          <div className="min-w-48 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight">People’s Choice ballots</h1>
            <p className="text-slate-600">
              {sheet.batch === null
                ? 'No ballots yet: make them on the awards page.'
                : `Batch ${sheet.batch}: ${sheet.count} ballots on ${sheet.pages.length} A4 ${sheet.pages.length === 1 ? 'page' : 'pages'}. Print portrait, no margins.`}
            </p>
          </div>
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
              <article key={ballot.id} className="ballot flex items-center gap-[5mm] p-[6mm] text-slate-900">
                <div
                  className="print-qr ballot-qr size-[44mm] shrink-0"
                  role="img"
                  aria-label="QR code of the ballot"
                  // The SVG is made on the server by `qrcode` from our own address: no user text in it.
                  dangerouslySetInnerHTML={{ __html: ballot.qrSvg }}
                />
                <div className="min-w-0">
                  <p className="text-[9pt] font-bold uppercase tracking-[0.2em] text-indigo-800">
                    {site.challengeName}
                  </p>
                  <p className="mt-[2mm] text-[11pt] leading-snug">
                    People’s Choice: scan, or go to <strong className="break-all">{sheet.site}/vote</strong>{' '}
                    and type <strong className="font-mono text-[13pt] tracking-wider">{ballot.code}</strong>
                  </p>
                </div>
              </article>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}
