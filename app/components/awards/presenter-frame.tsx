import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useEventDetails } from '~/features/event/use-event-details'
import { cn } from '~/components/ui'
import { useHydrated } from '~/utils/use-hydrated'
import { useT } from '~/i18n/react'
import { FullscreenButton } from './fullscreen-button'

/**
 * The projector's page: dark, the whole screen, no site header or footer (the route's handle), a small
 * way back to the dashboard and, with JavaScript, full screen and the keys' hint. With a footer (the
 * reveal's Back, Next and Publish), the page is one screen tall from 640 px wide and only the middle
 * may scroll, so the footer is always on screen; on a phone the page scrolls and the footer sticks.
 */
export function PresenterFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const site = useEventDetails()
  const hydrated = useHydrated()
  const t = useT()
  return (
    <div className={cn('flex min-h-dvh flex-col bg-slate-950 text-white', footer ? 'sm:h-dvh' : null)}>
      <div className="flex shrink-0 items-center justify-between gap-4 px-4 py-3 text-sm text-slate-400 sm:px-6">
        <Link
          to="/admin"
          className="rounded-lg px-2 py-1 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('print.presenter.admin')}
        </Link>
        <p className="hidden truncate sm:block">
          {site.clubName} · {t('site.challengeName')}
        </p>
        <div className="flex items-center gap-3">
          {hydrated ? (
            <p className="hidden text-xs text-slate-400 lg:block">{t('print.presenter.keys')}</p>
          ) : null}
          <FullscreenButton />
        </div>
      </div>
      <div className={cn('flex flex-1 flex-col', footer ? 'sm:min-h-0 sm:overflow-y-auto' : null)}>
        {children}
      </div>
      {footer ? (
        <div className="sticky bottom-0 flex shrink-0 flex-wrap items-center justify-center gap-4 bg-slate-950/95 px-4 pb-[max(1.5vh,0.75rem)] pt-2">
          {footer}
        </div>
      ) : null}
    </div>
  )
}
