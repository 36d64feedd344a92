import type { ReactNode } from 'react'
import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'

/** The heading every admin tab opens with: its title, a line of what the tab is for, and its buttons. */
export function AdminHeader({
  intro,
  introClassName,
  children,
}: {
  intro: ReactNode
  introClassName?: string
  /** The buttons at the right. */
  children: ReactNode
}) {
  const t = useT()
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('admin.header.title')}</h1>
        <p className={cn('mt-1 text-slate-600', introClassName)}>{intro}</p>
      </div>
      {children}
    </header>
  )
}
