import { useT } from '~/i18n/react'

/** The organiser closed scoring before the awards; the judge can still read everything. */
export function ScoringClosedBanner() {
  const t = useT()
  return (
    <div
      role="status"
      className="mt-6 flex items-start gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-sm"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0">
        <path
          fillRule="evenodd"
          d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
          clipRule="evenodd"
        />
      </svg>
      <p>
        <span className="font-semibold">{t('judge.closed.title')}</span> {t('judge.closed.text')}
      </p>
    </div>
  )
}
