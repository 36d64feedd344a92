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

// /admin/table-cards: one A5 landscape card per approved project with a table, ready to print and stand on
// the showcase tables. The QR codes lead to the project's page at PUBLIC_URL, the address families use.

export const handle = printPageHandle

export const links = printPageLinks(tableCardsStyles)

export const meta = printPageMeta('Table cards')

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

const noCard = {
  title: 'No table numbers yet',
  text: 'A card is made for every approved project with a table. Number the tables on the Projects tab first.',
  action: { to: '/admin?dialog=number-tables', label: 'Number the tables' },
}

export default function TableCards() {
  const { cards, votingOpen } = useLoaderData<typeof loader>()
  return (
    <PrintPage
      title="Table cards"
      summary={{ one: 'card', many: 'cards', each: 'one A5 landscape page each' }}
      print={{ label: 'Print table cards', paper: 'A5 landscape' }}
      empty={noCard}
    >
      {cards.map((card) => (
        <TableCard key={card.id} card={card} votingOpen={votingOpen} />
      ))}
    </PrintPage>
  )
}
