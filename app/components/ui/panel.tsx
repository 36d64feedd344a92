import type { ReactNode } from 'react'
import { cn } from '~/components/ui'

// A titled card of a page, a <section> named by its heading for screen readers' landmarks.
const looks = {
  // A card of an admin tab, under the tab's own heading.
  admin: [
    'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200',
    'h3',
    'text-lg font-bold text-slate-900',
  ],
  // A family's page: a white card, one tinted to stand out, one in red for what cannot be undone.
  page: [
    'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8',
    'h2',
    'text-xl font-bold text-slate-900',
  ],
  tinted: [
    'rounded-3xl bg-indigo-50 p-5 ring-1 ring-indigo-100 sm:p-8',
    'h2',
    'text-xl font-bold text-slate-900',
  ],
  danger: [
    'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-red-200 sm:p-8',
    'h2',
    'text-xl font-bold text-slate-900',
  ],
  // A small note at the top of a page.
  note: ['rounded-2xl bg-indigo-50 p-4 ring-1 ring-indigo-100 sm:p-5', 'h2', 'font-bold text-slate-900'],
} as const

export function Panel({
  titleId,
  title,
  look,
  className,
  children,
  ...props
}: {
  /** The heading's id, which names the section. */
  titleId: string
  title: ReactNode
  look: keyof typeof looks
  /** Its place on the page (a margin), added to the look. */
  className?: string
  id?: string
  children: ReactNode
}) {
  const [box, Heading, titleClass] = looks[look]
  return (
    <section aria-labelledby={titleId} className={cn(box, className)} {...props}>
      <Heading id={titleId} className={titleClass}>
        {title}
      </Heading>
      {children}
    </section>
  )
}
