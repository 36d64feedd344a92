import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useT } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

/**
 * A dialog that is a URL state (`?dialog=…`, docs/rules.md#without-javascript): the server renders
 * it open, so it works without JS; Cancel and the backdrop are links back to
 * `closeHref`. With JS it behaves as a modal: focus moves in, Escape closes.
 */
export function RouteDialog({
  title,
  description,
  closeHref,
  children,
}: {
  title: string
  description?: ReactNode
  closeHref: string
  children: ReactNode
}) {
  const navigate = useNavigate()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    // A dialog may name its safest control (`data-autofocus`); otherwise the first field or button.
    const start =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button')
    start?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(closeHref, { preventScrollReset: true, replace: true })
      if (event.key === 'Tab') keepFocusInside(event, panel.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      previous?.focus?.()
    }
  }, [closeHref, navigate])

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6">
      <Link
        to={closeHref}
        preventScrollReset
        replace
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative max-h-[92vh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl sm:max-w-lg sm:rounded-3xl sm:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
          </div>
          <Link
            to={closeHref}
            preventScrollReset
            replace
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Icon name="x" className="size-5" />
            <span className="sr-only">{t('ui.close')}</span>
          </Link>
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return
  const focusable = Array.from(
    container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea',
    ),
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
