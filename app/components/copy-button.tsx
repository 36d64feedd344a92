import { useState } from 'react'
import { useT } from '~/i18n/react'
import { useHydrated } from '~/utils/use-hydrated'

/**
 * Copies text to the clipboard; rendered only when JavaScript runs (the text stays selectable without it).
 * `action` is the button's word ("Copy prompt"), `label` what it copies, for screen readers.
 */
export function CopyButton({
  text,
  label,
  action,
  className,
}: {
  text: string
  label: string
  action: string
  className?: string
}) {
  const hydrated = useHydrated()
  const t = useT()
  const [copied, setCopied] = useState(false)
  if (!hydrated || typeof navigator === 'undefined' || !navigator.clipboard) return null
  return (
    <button
      type="button"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text)
          setCopied(true)
          setTimeout(() => setCopied(false), 2000)
        } catch {
          setCopied(false)
        }
      }}
      className={
        className ??
        'inline-flex min-h-11 items-center rounded-lg bg-white px-3 text-xs font-semibold text-indigo-700 ring-1 ring-inset ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600'
      }
    >
      <span aria-live="polite">{copied ? t('showcase.copy.copied') : action}</span>
      <span className="sr-only">: {label}</span>
    </button>
  )
}
