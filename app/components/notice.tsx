import { useEffect, useRef, useState } from 'react'
import type { Toast } from '~/infra/cookies/toast.server'
import { cn } from '~/components/ui'
import { useHydrated } from '~/utils/use-hydrated'
import { useT } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

const DURATION_MS = 5000

const tone = {
  success: 'border-green-200 bg-green-50 text-green-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  message: 'border-slate-200 bg-white text-slate-900',
} as const

// The region as a toast, and the same written for the server's HTML: where the browser runs scripts
// (`scripting:`, a media query) it is the toast from the first paint, so nothing on the page moves when
// JavaScript takes over; without scripts it is a banner under the header. An empty region takes no room.
const toastRegion = 'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end'
const bannerRegion =
  'mx-auto max-w-6xl px-4 sm:px-6 lg:px-8 scripting:pointer-events-none scripting:fixed scripting:inset-x-0 scripting:bottom-0 scripting:z-50 scripting:mx-0 scripting:flex scripting:max-w-none scripting:justify-center scripting:p-4 scripting:sm:justify-end'

/**
 * The flash notice of the last action. Without JS it is a banner at the top
 * of the page; with JS the same notice becomes a toast that leaves after 5 s
 * (paused while hovered or focused). Only one is ever shown.
 */
export function Notice({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated()
  const t = useT()
  const [visible, setVisible] = useState<Toast | null>(toast)
  const [paused, setPaused] = useState(false)
  const region = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setVisible(toast)
  }, [toast])

  useEffect(() => {
    if (!hydrated || !visible || paused) return
    const timer = setTimeout(() => setVisible(null), DURATION_MS)
    return () => clearTimeout(timer)
  }, [hydrated, visible, paused])

  // F8 moves focus to the notice, as in common toast libraries.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.querySelector<HTMLElement>('[data-notice]')?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const current = hydrated ? visible : toast
  return (
    <div
      ref={region}
      role="region"
      aria-label={t('notice.region')}
      className={hydrated ? toastRegion : bannerRegion}
    >
      {current ? (
        <div
          key={current.id}
          data-notice
          tabIndex={-1}
          role={current.type === 'error' ? 'alert' : 'status'}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
            hydrated ? 'max-w-sm' : 'mt-4 scripting:mt-0 scripting:max-w-sm',
            tone[current.type],
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{current.title}</p>
            {current.description ? <p className="mt-1 text-sm opacity-90">{current.description}</p> : null}
            {current.link ? (
              <p className="mt-2 text-sm">
                <a href={current.link.href} className="font-semibold underline underline-offset-2">
                  {current.link.label}
                </a>
              </p>
            ) : null}
          </div>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setVisible(null)}
              className="-m-1 rounded-lg p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
            >
              <Icon name="x" className="size-5" />
              <span className="sr-only">{t('notice.dismiss')}</span>
            </button>
          ) : (
            // Where scripts run, the button's room is kept until it comes: the toast keeps its size.
            <span aria-hidden="true" className="hidden size-5 shrink-0 scripting:block" />
          )}
        </div>
      ) : null}
    </div>
  )
}
