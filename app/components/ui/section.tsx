import type { ReactNode } from 'react'
import { cn } from '~/utils/misc'

// A page's column. Narrower ones are a width of their own, not a class passed in: two max-w classes on one
// element do not override each other by their order in `className`, and the wider one won.
const widths = { page: 'max-w-6xl', form: 'max-w-3xl', narrow: 'max-w-lg' } as const

export function Container({
  width = 'page',
  className,
  children,
}: {
  width?: keyof typeof widths
  className?: string
  children: ReactNode
}) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}>{children}</div>
}

export function Section({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('py-10 sm:py-14', className)}>
      <Container>
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-base text-slate-600 sm:text-lg">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  )
}
