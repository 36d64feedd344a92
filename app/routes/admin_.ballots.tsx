import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { CSSProperties } from 'react'
import { PrintPage, printPageHandle, printPageLinks, printPageMeta } from '~/components/forms/print-page'
import { ballotSheet } from '~/features/showcase/ballot-sheet.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { publicOrigin } from '~/infra/request.server'
import ballotsStyles from '~/styles/ballots.css'
import { loadWords } from '~/i18n/client-catalogues'
import { useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'

// /admin/ballots?batch=N: a batch of People's Choice ballots, 8 to an A4 page, ready to print (again).
// Every ballot on it opens a vote: no cache keeps it. The address to type is printed on one line, sized
// to fit (styles/ballots.css): a break inside it reads as two addresses.

export const handle: RouteHandle = { ...printPageHandle, i18n: ['print'] }

export const links = printPageLinks(ballotsStyles)

export const meta = printPageMeta('print.ballots.title')

const privateHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' }
export const headers: HeadersFunction = () => privateHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const wanted = Number(new URL(request.url).searchParams.get('batch')) || undefined
  return data(await ballotSheet(db, publicOrigin(), wanted), { headers: privateHeaders })
}

export const clientLoader = loadWords(['print'])

export default function Ballots() {
  const sheet = useLoaderData<typeof loader>()
  const t = useT()
  const address = `${sheet.site}/vote`
  return (
    <PrintPage
      back={{ to: '/admin/awards', label: t('print.ballots.back') }}
      title={t('print.ballots.heading')}
      summary={
        sheet.batch === null
          ? t('print.ballots.none')
          : t('print.ballots.summary', {
              batch: sheet.batch,
              ballots: t('print.ballots.count', { count: sheet.count }),
              pages: t('print.ballots.pages', { count: sheet.pages.length }),
            })
      }
      note={
        sheet.batch === null ? null : (
          <p className="mt-2 text-sm text-slate-600 md:hidden">{t('print.ballots.phoneNote')}</p>
        )
      }
      print={{ label: t('print.ballots.print'), paper: t('print.paper.a4Portrait') }}
    >
      {sheet.pages.map((page, index) => (
        <section
          key={index}
          aria-label={t('print.ballots.page', { number: index + 1 })}
          className="print-sheet ballot-sheet shadow-xl"
        >
          {page.map((ballot) => (
            <article key={ballot.id} className="ballot flex flex-col p-[6mm] text-slate-900">
              <div className="flex items-center gap-[5mm]">
                <div
                  className="print-qr ballot-qr size-[38mm] shrink-0"
                  role="img"
                  aria-label={t('print.ballots.qrCode')}
                  // The SVG is made on the server by `qrcode` from our own address: no user text in it.
                  dangerouslySetInnerHTML={{ __html: ballot.qrSvg }}
                />
                <div className="min-w-0">
                  <p className="text-[8pt] font-bold tracking-[0.2em] text-indigo-800 uppercase">
                    {t('site.challengeName')}
                  </p>
                  <p className="mt-[1.5mm] text-[15pt] leading-tight font-extrabold">
                    {t('print.peoplesChoice')}
                  </p>
                  <p className="mt-[1.5mm] text-[10pt] leading-snug">{t('print.ballots.scan')}</p>
                </div>
              </div>
              <p className="mt-auto text-[10pt] leading-snug">
                {t('print.ballots.orGoTo')}{' '}
                <strong
                  className="ballot-address block font-mono leading-tight"
                  style={{ '--chars': address.length } as CSSProperties}
                >
                  {address}
                </strong>{' '}
                {t('print.ballots.andType')}{' '}
                <strong className="font-mono text-[14pt] tracking-wider">{ballot.code}</strong>
              </p>
            </article>
          ))}
        </section>
      ))}
    </PrintPage>
  )
}
