import type { ReactNode } from 'react'
import { Container, cn } from '~/components/ui'

/**
 * The coloured band at the top of an information page (the challenge, the agenda, the AI playbook): one
 * look on every page, its eyebrow naming the event, then the page's title. A `sticky` band stays under
 * the site's header while the page scrolls (the agenda's timeline), so it keeps to its eyebrow and title
 * at a smaller size, and the page's words come under it.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  sticky = false,
  children,
}: {
  eyebrow: string
  title: string
  subtitle?: string
  sticky?: boolean
  children?: ReactNode
}) {
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 text-white',
        sticky && 'sticky top-16 z-30 shadow-sm',
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-72 rounded-full bg-amber-300/20 blur-3xl sm:size-96"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-72 rounded-full bg-fuchsia-400/20 blur-3xl"
      />
      <Container className={cn('relative', sticky ? 'py-3 sm:py-4' : 'py-12 sm:py-20')}>
        <p className="text-xs font-semibold uppercase tracking-wider text-amber-200 sm:text-sm">{eyebrow}</p>
        <h1
          className={cn(
            'max-w-3xl font-extrabold tracking-tight',
            sticky ? 'mt-0.5 text-2xl sm:text-3xl' : 'mt-2 text-4xl sm:text-5xl lg:text-6xl',
          )}
        >
          {title}
        </h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-indigo-100 sm:text-xl">{subtitle}</p> : null}
        {children}
      </Container>
    </div>
  )
}
