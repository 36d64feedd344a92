import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { TableCard } from '~/components/table-card'
import { PrintPage, printPageHandle, printPageLinks, printPageMeta } from '~/components/forms/print-page'
import { listTableCards } from '~/features/showcase/table-numbers.server'
import { isVotingOpen } from '~/features/showcase/voting-state.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { qrCodeSvg } from '~/infra/qr-code.server'
import { publicOrigin } from '~/infra/request.server'
import tableCardsStyles from '~/styles/table-cards.css'
import { loadWords } from '~/i18n/client-catalogues'
import { useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'

// /admin/table-cards: one A5 landscape card per approved project with a table, ready to print and stand on
// the showcase tables. The QR codes lead to the project's page at PUBLIC_URL, the address families use.

export const handle: RouteHandle = { ...printPageHandle, i18n: ['print'] }

export const links = printPageLinks(tableCardsStyles)

export const meta = printPageMeta('print.tableCards.title')

const noStore = { 'Cache-Control': 'no-store' }
export const headers: HeadersFunction = () => noStore

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const origin = publicOrigin()
  const cards = await Promise.all(
    listTableCards(db).map(async (card) => {
      const url = `${origin}/project/${card.id}`
      return { ...card, url, qrSvg: await qrCodeSvg(url) }
    }),
  )
  return data({ cards, votingOpen: isVotingOpen() }, { headers: noStore })
}

export const clientLoader = loadWords(['print'])

export default function TableCards() {
  const { cards, votingOpen } = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <PrintPage
      title={t('print.tableCards.title')}
      summary={t('print.tableCards.summary', { count: cards.length })}
      print={{ label: t('print.tableCards.print'), paper: t('print.paper.a5Landscape') }}
      empty={{
        title: t('print.tableCards.emptyTitle'),
        text: t('print.tableCards.empty'),
        action: { to: '/admin?dialog=number-tables', label: t('print.tableCards.numberTables') },
      }}
    >
      {cards.map((card) => (
        <TableCard key={card.id} card={card} votingOpen={votingOpen} />
      ))}
    </PrintPage>
  )
}
