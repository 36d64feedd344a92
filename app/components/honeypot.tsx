import { HONEYPOT_FIELD } from '~/utils/honeypot'
import { useT } from '~/i18n/react'

/**
 * A field people never see or reach: off-screen, hidden from screen readers,
 * out of the tab order. Form-filling bots fill it, and the server refuses
 * the post: a cheap stop to scripted sign-ups and submissions.
 */
export function Honeypot() {
  const t = useT()
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>{t('honeypot.label')}</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
