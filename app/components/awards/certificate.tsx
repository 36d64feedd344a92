import { useEventDetails } from '~/features/event/use-event-details'
import type { Certificate as CertificateData } from '~/features/results/awards.server'
import { cn } from '~/components/ui'
import { useEventDay } from '~/components/event-day'
import { useT } from '~/i18n/react'

// One certificate, drawn in millimetres on an A4 landscape page (app/styles/certificates.css). Long names
// get a smaller size and wrap between words, balanced over the lines.

// A serif face every machine has something of (certificates.css).
const serif = 'certificate-serif'

const authorSize = (name: string) =>
  name.length > 40 ? 'text-[24pt]' : name.length > 26 ? 'text-[30pt]' : 'text-[38pt]'
const projectSize = (name: string) =>
  name.length > 70 ? 'text-[16pt]' : name.length > 40 ? 'text-[19pt]' : 'text-[23pt]'

export function Certificate({ certificate }: { certificate: CertificateData }) {
  const site = useEventDetails()
  const day = useEventDay()
  const t = useT()
  const { authorName, name, placeLabel, peoplesChoice } = certificate
  return (
    <article
      aria-label={t('print.certificate.label', { name: authorName })}
      className="print-sheet certificate mx-auto bg-[#fffdf6] p-[9mm] text-slate-900 shadow-xl ring-1 ring-slate-200"
    >
      <div className="h-full border-[2.2mm] border-indigo-900 p-[2.2mm]">
        <div className="relative flex h-full flex-col items-center border-[0.6mm] border-amber-500 px-[22mm] py-[9mm] text-center">
          {corners.map((corner) => (
            <Corner key={corner} className={corner} />
          ))}

          <div className="flex items-center gap-[4mm]">
            <img src={site.logo.src} alt="" width={64} height={64} className="size-[15mm] object-contain" />
            <p className="text-[13pt] font-bold uppercase tracking-[0.28em] text-indigo-900">
              {site.clubName}
            </p>
          </div>
          <h2 className={cn(serif, 'mt-[6mm] text-[38pt] font-bold leading-none text-indigo-950')}>
            {t('print.certificate.heading')}
          </h2>
          <p className="mt-[3mm] text-[11pt] uppercase tracking-[0.35em] text-amber-700">
            {t('site.challengeName')}
          </p>
          <Flourish />

          <div className="flex w-full flex-1 flex-col items-center justify-center">
            <p className={cn(serif, 'text-[13pt] italic text-slate-600')}>
              {t('print.certificate.presentedTo')}
            </p>
            <p
              className={cn(
                serif,
                authorSize(authorName),
                'mt-[3mm] max-w-full border-b-[0.4mm] border-amber-500 px-[8mm] pb-[2mm] font-bold leading-tight text-balance text-indigo-950 wrap-break-word',
              )}
            >
              {authorName}
            </p>
            <p className={cn(serif, 'mt-[5mm] text-[13pt] italic text-slate-600')}>
              {t('print.certificate.forProject')}
            </p>
            <p
              className={cn(
                serif,
                projectSize(name),
                'mt-[2mm] max-w-[220mm] font-semibold italic leading-snug text-balance text-slate-900 wrap-break-word',
              )}
            >
              {t('print.certificate.projectName', { name })}
            </p>
          </div>

          <div className="grid w-full grid-cols-3 items-end gap-[8mm]">
            <Signature label={t('print.certificate.date')}>{day}</Signature>
            <div className="flex justify-center gap-[4mm]">
              {placeLabel ? <Seal label={placeLabel} /> : null}
              {peoplesChoice ? <Seal label={t('print.peoplesChoice')} /> : null}
            </div>
            <Signature label={t('print.certificate.organisers')}>{site.clubName}</Signature>
          </div>
        </div>
      </div>
    </article>
  )
}

function Signature({ label, children }: { label: string; children: string }) {
  return (
    <div className="text-center">
      <p className="text-[12pt] font-semibold text-slate-800">{children}</p>
      <p className="mt-[1.5mm] border-t-[0.3mm] border-slate-400 pt-[1.5mm] text-[9pt] uppercase tracking-[0.2em] text-slate-500">
        {label}
      </p>
    </div>
  )
}

/** A gold seal with the place: "1st place", "Joint 2nd place". */
function Seal({ label }: { label: string }) {
  return (
    <div className="flex size-[34mm] items-center justify-center rounded-full bg-amber-400 p-[1.2mm] shadow-[0_0_0_1.2mm_#fde68a]">
      <div className="flex size-full items-center justify-center rounded-full border-[0.5mm] border-dashed border-amber-800/60 px-[3mm]">
        <p className={cn(serif, 'text-[14pt] font-bold leading-tight text-amber-950')}>{label}</p>
      </div>
    </div>
  )
}

function Flourish() {
  return (
    <svg aria-hidden="true" viewBox="0 0 200 12" className="mt-[4mm] h-[4mm] w-[70mm] text-amber-500">
      <path d="M2 6h80M118 6h80" stroke="currentColor" strokeWidth="1.2" />
      <path d="M100 1l5 5-5 5-5-5z" fill="currentColor" />
      <circle cx="88" cy="6" r="1.6" fill="currentColor" />
      <circle cx="112" cy="6" r="1.6" fill="currentColor" />
    </svg>
  )
}

/** Where each corner's ornament sits, turned to face into the page. */
const corners = [
  'left-[3mm] top-[3mm]',
  'right-[3mm] top-[3mm] rotate-90',
  'bottom-[3mm] right-[3mm] rotate-180',
  'bottom-[3mm] left-[3mm] -rotate-90',
]

function Corner({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn('absolute size-[9mm] text-amber-500', className)}
    >
      <path d="M1 19V6a5 5 0 0 1 5-5h13" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M5 19V9a4 4 0 0 1 4-4h10" fill="none" stroke="currentColor" strokeWidth="0.8" />
    </svg>
  )
}
