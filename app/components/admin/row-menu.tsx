import { Link } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'
import { ActionForm, type ProjectListState } from './list-state'
import { Icon } from '~/components/ui/icons'

// A table row's one main action, and the rest behind a quiet "More" menu: a <details> element, so it opens
// without JavaScript and from the keyboard (Enter or Space on its summary). In the desktop table it opens to
// the left of the row's actions cell (which is `lg:relative`), over the status and date columns, where no
// row has a control, never inside a scroll box (the admin tables have none); on a card it opens inside the
// card, which grows. Either way it covers nothing anyone might aim at.

/** The row's main action: tall enough to tap on a card (44 px), 36 px in the desktop table. */
export const mainAction =
  'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-lg px-3.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:min-h-9'

export const mainActionTone = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700',
  secondary: 'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
} as const

const menuItem =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 lg:min-h-9'

/** "More" and its menu. `name` completes the button's name for a screen reader: "More for …". */
export function RowMenu({ name, children }: { name: string; children: ReactNode }) {
  const t = useT()
  const menu = useRef<HTMLDetailsElement>(null)
  // With JavaScript it also closes as menus do: on Escape (focus back on "More"), on a click elsewhere or on
  // an item.
  useEffect(() => {
    const details = menu.current
    if (!details) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    // A click elsewhere, or on one of its items (the item's link or form goes on all the same).
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      const onItem = target.closest?.('a, button') && !target.closest('summary')
      if (details.open && (!details.contains(target) || onItem)) details.open = false
    }
    details.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick)
    return () => {
      details.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick)
    }
  }, [])
  return (
    <details ref={menu} className="group">
      <summary
        className={cn(
          mainAction,
          'cursor-pointer list-none gap-1 text-slate-700 hover:bg-slate-100 group-open:bg-slate-100 [&::-webkit-details-marker]:hidden',
        )}
      >
        {t('admin.menu.more')}
        <span className="sr-only"> {t('admin.menu.moreFor', { name })}</span>
        <Icon
          name="chevron-down"
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="z-20 mt-1 w-44 space-y-0.5 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 lg:absolute lg:right-full lg:top-1 lg:mr-1 lg:mt-0 lg:w-56">
        {children}
      </div>
    </details>
  )
}

/** A menu item that goes to a page or a dialog (Edit, Delete's confirmation). */
export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} preventScrollReset className={menuItem}>
      {children}
    </Link>
  )
}

/** A menu item that posts the dashboard's form `intent` for the row (Reject). */
export function MenuAction({
  intent,
  id,
  tab = 'projects',
  list,
  children,
}: {
  intent: string
  id: number
  tab?: string
  list?: ProjectListState
  children: ReactNode
}) {
  return (
    <ActionForm intent={intent} id={id} tab={tab} list={list}>
      <button type="submit" className={menuItem}>
        {children}
      </button>
    </ActionForm>
  )
}

/** A file of the row, opened in a new tab. */
export function MenuFile({ href, children }: { href: string; children: ReactNode }) {
  const t = useT()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(menuItem, 'text-indigo-700')}>
      {children}
      <span className="sr-only"> {t('admin.menu.newTab')}</span>
    </a>
  )
}

/** A line between the menu's groups, with an optional quiet heading (Files). */
export function MenuGroup({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-100 pt-0.5 first:border-t-0 first:pt-0">
      {label ? (
        <p className="px-3 pb-0.5 pt-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {label}
        </p>
      ) : null}
      {children}
    </div>
  )
}
