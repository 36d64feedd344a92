import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { site } from '~/content/site'
import { useHydrated } from '~/utils/use-hydrated'
import { FullscreenButton } from './fullscreen-button'

/**
 * The projector's page: dark, the whole screen, no site header or footer (the route's handle), a small
 * way back to the dashboard and, with JavaScript, full screen and the keys' hint.
 */
export function PresenterFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <div className="flex min-h-screen flex-col bg-slate-950 text-white">
      <div className="flex items-center justify-between gap-4 px-4 py-3 text-sm text-slate-400 sm:px-6">
        <Link
          to="/admin"
          className="rounded-lg px-2 py-1 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          ← Admin
        </Link>
        <p className="hidden truncate sm:block">
          {site.clubName} · {site.challengeName}
        </p>
        <div className="flex items-center gap-3">
          {hydrated ? (
            <p className="hidden text-xs text-slate-500 lg:block">→ or Space: next · ←: back</p>
          ) : null}
          <FullscreenButton />
        </div>
      </div>
      <div className="flex flex-1 flex-col">{children}</div>
      {footer ? (
        <div className="flex flex-wrap items-center justify-center gap-4 px-4 pb-6 pt-2">{footer}</div>
      ) : null}
    </div>
  )
}
