import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { CSSProperties } from 'react'
import { PrintPage, printPageHandle, printPageLinks, printPageMeta } from '~/components/forms/print-page'
import { site } from '~/content/site'
import { ballotSheet } from '~/features/showcase/ballot-sheet.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { publicOrigin } from '~/infra/request.server'
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
  const pages = sheet.pages.length
  return (
    <PrintPage
      back={{ to: '/admin/awards', label: 'Awards' }}
      title="People’s Choice ballots"
      summary={
        sheet.batch === null
          ? 'No ballots yet: make them on the awards page.'
          : `Batch ${sheet.batch}: ${sheet.count} ballots on ${pages} A4 ${pages === 1 ? 'page' : 'pages'}.`
      }
      note={
        sheet.batch === null ? null : (
          <p className="mt-2 text-sm text-slate-600 md:hidden">
            Below is a small preview of the sheet. To read it, print it on A4, from your phone’s Share menu or
            from a computer.
          </p>
        )
      }
      print={{ label: 'Print ballots', paper: 'A4 portrait' }}
    >
      {sheet.pages.map((page, index) => (
        <section key={index} aria-label={`Page ${index + 1}`} className="print-sheet ballot-sheet shadow-xl">
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
    </PrintPage>
  )
}
