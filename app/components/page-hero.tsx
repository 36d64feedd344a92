import type { ReactNode } from 'react'
import { Container } from '~/components/ui'

/** The coloured band at the top of an information page. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string
  title: string
  subtitle?: string
  children?: ReactNode
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 text-white">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-72 rounded-full bg-amber-300/20 blur-3xl sm:size-96"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-72 rounded-full bg-fuchsia-400/20 blur-3xl"
      />
      <Container className="relative py-12 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-200">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-indigo-100 sm:text-xl">{subtitle}</p> : null}
        {children}
      </Container>
    </div>
  )
}
