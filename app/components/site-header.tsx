import { useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { site } from '~/content/site'
import { useEventDetails } from '~/features/event/use-event-details'
import { cn, SiteLink } from '~/components/ui'
import { LanguageMenu } from '~/components/language-menu'
import { useT } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

const MENU_PARAM = 'menu'

/** '/' stands for Challenge Info, which is where it leads. */
export function isActiveLink(to: string, pathname: string) {
  if (to === '/') return pathname === '/' || pathname === '' || pathname === '/challenge-info'
  return pathname === to || pathname.startsWith(`${to}/`)
}

function withMenuParam(search: string, open: boolean) {
  const params = new URLSearchParams(search)
  if (open) params.set(MENU_PARAM, 'open')
  else params.delete(MENU_PARAM)
  const query = params.toString()
  return query ? `?${query}` : '?'
}

export function SiteHeader() {
  const club = useEventDetails()
  const location = useLocation()
  const t = useT()
  const openFromUrl = new URLSearchParams(location.search).get(MENU_PARAM) === 'open'
  // Without JS the menu is a page state (?menu=open); with JS it is local state.
  const [open, setOpen] = useState(openFromUrl)
  const menuButton = useRef<HTMLAnchorElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  // Any navigation (choosing a link included) closes the panel.
  useEffect(() => {
    setOpen(new URLSearchParams(location.search).get(MENU_PARAM) === 'open')
  }, [location.key, location.search])

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  function close() {
    setOpen(false)
    menuButton.current?.focus()
  }

  const closeHref = `${location.pathname}${withMenuParam(location.search, false)}`

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLink
          to="/"
          className="flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <img src={club.logo.src} alt="" width={36} height={36} className="size-9 shrink-0 object-contain" />
          <span className="truncate text-base font-extrabold tracking-tight text-slate-900 sm:text-lg">
            {club.clubName}
          </span>
        </SiteLink>

        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <NavLinks pathname={location.pathname} className="flex items-center gap-1" />
        </nav>

        <LanguageMenu className="ml-auto hidden sm:flex lg:ml-0" />

        <a
          ref={menuButton}
          href={`${location.pathname}${withMenuParam(location.search, true)}`}
          role="button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={(event) => {
            event.preventDefault()
            setOpen(true)
          }}
          className="inline-flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
        >
          <Icon name="menu" className="size-6" />
          <span className="sr-only">{t('menu.open')}</span>
        </a>
      </div>

      {open ? (
        <div className="lg:hidden">
          {/* A pointer-only backdrop (hidden, untabbable): keyboards and screen readers use "Close menu". */}
          {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
          <a
            href={closeHref}
            tabIndex={-1}
            aria-hidden="true"
            onClick={(event) => {
              event.preventDefault()
              close()
            }}
            className="fixed inset-0 z-40 bg-slate-900/40"
          />
          <div
            id="mobile-menu"
            ref={panel}
            role="dialog"
            aria-modal="true"
            aria-label={t('menu.label')}
            className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-2xl"
          >
            <div className="flex items-center justify-between">
              <span className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                {t('menu.label')}
              </span>
              <a
                href={closeHref}
                role="button"
                onClick={(event) => {
                  event.preventDefault()
                  close()
                }}
                className="inline-flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <Icon name="x" className="size-6" />
                <span className="sr-only">{t('menu.close')}</span>
              </a>
            </div>
            <nav aria-label={t('nav.mobile')} className="mt-4">
              <NavLinks
                pathname={location.pathname}
                className="flex flex-col gap-1"
                linkClassName="px-4 py-3 text-base"
                onNavigate={() => setOpen(false)}
              />
            </nav>
            <LanguageMenu className="mt-6 border-t border-slate-200 pt-4 sm:hidden" />
          </div>
        </div>
      ) : null}
    </header>
  )
}

function NavLinks({
  pathname,
  className,
  linkClassName = 'px-3 py-2 text-sm',
  onNavigate,
}: {
  pathname: string
  className: string
  linkClassName?: string
  onNavigate?: () => void
}) {
  const t = useT()
  return (
    <ul className={className}>
      {site.navLinks.map((link) => {
        const active = isActiveLink(link.to, pathname)
        return (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'block rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
                linkClassName,
                active
                  ? 'bg-indigo-50 text-indigo-700'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {t(link.label)}
            </SiteLink>
          </li>
        )
      })}
    </ul>
  )
}
