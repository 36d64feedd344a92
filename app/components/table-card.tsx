import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'

// One table card, drawn in millimetres on an A5 landscape page (app/styles/table-cards.css): the number to
// be read across the room, the project and its inventor, and the QR code a parent scans at the table.

export type TableCardData = {
  id: number
  tableNumber: number
  name: string
  authorName: string
  url: string
  /** The QR code of `url`, as SVG markup drawn on the server (app/infra/qr-code.server.ts). */
  qrSvg: string
}

const nameSize = (name: string) =>
  name.length > 70 ? 'text-[17pt]' : name.length > 40 ? 'text-[21pt]' : 'text-[26pt]'
const numberSize = (tableNumber: number) => (tableNumber >= 1000 ? 'text-[86pt]' : 'text-[120pt]')

export function TableCard({ card, votingOpen }: { card: TableCardData; votingOpen: boolean }) {
  const t = useT()
  return (
    <article
      aria-label={t('print.tableCard.label', { number: card.tableNumber })}
      className="print-sheet table-card mx-auto bg-white p-[8mm] text-slate-900 shadow-xl ring-1 ring-slate-200"
    >
      <div className="grid h-full grid-cols-[minmax(0,1fr)_62mm] gap-[8mm] rounded-[4mm] border-[1.2mm] border-indigo-900 p-[7mm]">
        <div className="flex min-w-0 flex-col">
          <p className="text-[12pt] font-bold uppercase tracking-[0.3em] text-indigo-800">
            {t('print.tableCard.table')}
          </p>
          <p
            data-testid="table-number"
            className={cn(
              numberSize(card.tableNumber),
              'font-black leading-[0.9] tabular-nums text-indigo-950',
            )}
          >
            {card.tableNumber}
          </p>
          <div className="mt-auto min-w-0">
            <h2
              className={cn(nameSize(card.name), 'font-extrabold leading-tight text-balance wrap-break-word')}
            >
              {card.name}
            </h2>
            <p className="mt-[2mm] text-[15pt] text-slate-700 wrap-break-word">
              {t('print.by', { name: card.authorName })}
            </p>
            <p className="mt-[3mm] text-[9pt] uppercase tracking-[0.2em] text-slate-500">
              {t('site.challengeName')}
            </p>
          </div>
        </div>
        <div className="flex flex-col items-center justify-center text-center">
          <div
            className="print-qr table-card-qr size-[56mm] bg-white p-[3mm] ring-[0.4mm] ring-slate-300"
            // The server's own SVG (qrcode): paths only, no script or style, so the CSP is untouched.
            dangerouslySetInnerHTML={{ __html: card.qrSvg }}
          />
          <p className="mt-[4mm] text-[13pt] font-bold">{t('print.tableCard.scan')}</p>
          {votingOpen ? (
            <p className="mt-[2mm] text-[11pt] font-semibold text-indigo-800">{t('print.tableCard.vote')}</p>
          ) : null}
        </div>
      </div>
    </article>
  )
}
