import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { TableCard } from '~/components/table-card'
import { Button, buttonClasses, cn } from '~/components/ui'
import { listTableCards } from '~/models/table-numbers.server'
import { isVotingOpen } from '~/models/voting-state.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { printPageHandle, printPageLinks, printPageMeta } from '~/utils/print-page'
import { qrCodeSvg } from '~/utils/qr-code.server'
import { publicOrigin } from '~/utils/request.server'
import { useHydrated } from '~/utils/use-hydrated'
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

export default function TableCards() {
  const { cards, votingOpen } = useLoaderData<typeof loader>()
  const count = cards.length
  return (
    <div className="min-h-screen bg-slate-200">
      <header className="print-screen-only border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
          <Link to="/admin" className="text-sm font-semibold text-indigo-700 hover:underline">
            ← Admin
          </Link>
          <div className="min-w-48 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight">Table cards</h1>
            <p className="text-slate-600">
              {count} {count === 1 ? 'card' : 'cards'}, one A5 landscape page each
            </p>
          </div>
          {count > 0 ? <PrintControl /> : null}
        </div>
      </header>
      {count === 0 ? (
        <div className="mx-auto max-w-xl px-4 py-20 text-center">
          <h2 className="text-2xl font-bold">No table numbers yet</h2>
          <p className="mt-2 text-slate-600">
            A card is made for every approved project with a table. Number the tables on the Projects tab
            first.
          </p>
          <Link to="/admin?dialog=number-tables" className={cn(buttonClasses('primary', 'md'), 'mt-6')}>
            Number the tables
          </Link>
        </div>
      ) : (
        <div className="print-sheets flex flex-col items-center gap-8 px-4 py-8">
          {cards.map((card) => (
            <TableCard key={card.id} card={card} votingOpen={votingOpen} />
          ))}
        </div>
      )}
    </div>
  )
}

/** Print with JavaScript; without it, what to choose in the browser's own print dialog. */
function PrintControl() {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <p className="max-w-xs text-sm text-slate-600">
        Use your browser’s Print command: A5 landscape, no margins, background graphics on.
      </p>
    )
  }
  return (
    <Button onClick={() => window.print()} size="lg">
      Print table cards
    </Button>
  )
}
