import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button, buttonClasses, cn } from '~/components/ui'
import { sectionTitle, type EventSectionId } from './section-menu'

/**
 * One section of the Event tab: its heading, what it changes, its form, and "Reset to the default" in a
 * form of its own (shown once the organiser has changed the section).
 */
export function EventSection({
  id,
  description,
  changed,
  children,
}: {
  id: EventSectionId
  description: string
  changed: boolean
  children: ReactNode
}) {
  const title = sectionTitle(id)
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      // The menu's links land here: the section takes the focus (see section-menu.tsx).
      tabIndex={-1}
      className={eventSectionClass}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-4">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        {changed ? (
          <ResetButton section={id} title={title} />
        ) : (
          <p className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-600">
            Default words
          </p>
        )}
      </div>
      <div className="pt-6">{children}</div>
    </section>
  )
}

/** A section's card, the place the menu's links scroll it to, and no ring when a link focuses it. */
export const eventSectionClass =
  'scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus:outline-none sm:p-8'

/**
 * "Reset to the default" asks first: it opens (a <details>, so without JavaScript too) to say what goes,
 * and only its second button sends the form. One stray tap never throws away the organiser's words. On a
 * phone the question takes the section's width below the button; wider, it floats under it.
 */
function ResetButton({ section, title }: { section: string; title: string }) {
  const navigation = useNavigation()
  const pending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === `reset-${section}`
  return (
    <details className="group relative w-full sm:w-auto">
      <summary
        className={cn(
          buttonClasses('secondary', 'sm'),
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        Reset to the default<span className="sr-only">: {title}</span>
      </summary>
      <div className="mt-2 rounded-xl bg-white p-4 text-sm shadow-lg ring-1 ring-slate-200 sm:absolute sm:right-0 sm:z-10 sm:w-72">
        <p className="text-slate-700">
          Every word of the {title} section goes back to the default. Your changes to it are lost.
        </p>
        <Form method="post" preventScrollReset className="mt-3 flex justify-end">
          <input type="hidden" name="intent" value={`reset-${section}`} />
          <Button type="submit" variant="destructive" size="sm" disabled={pending}>
            {pending ? 'Resetting…' : `Reset ${title}`}
          </Button>
        </Form>
      </div>
    </details>
  )
}

/** The section's Save button, busy while its form is sent. */
export function SaveButton({ intent, label }: { intent: string; label: string }) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <div className="flex justify-end border-t border-slate-100 pt-5">
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : label}
      </Button>
    </div>
  )
}
