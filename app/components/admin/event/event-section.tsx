import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type * as z from 'zod'
import { ConfirmDetails } from '~/components/forms/confirm'
import { SubmitButton, useIsPending } from '~/components/forms/pending'
import { useSchemaForm } from '~/components/forms/use-schema-form'
import type { EventSectionValues } from '~/features/event/event-details'
import type { EventSection as TextSection } from '~/features/event/event-fields'
import { SectionFields, type SectionLine } from './section-fields'
import { sectionTitle, type EventSectionId } from './section-menu'

/** A section's card, the place the menu's links scroll it to, and no ring when a link focuses it. */
export const eventSectionClass =
  'scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus:outline-none sm:p-8'

/** A section of the Event tab: its heading and what it changes, then the rest (`children`). */
export function SectionCard({
  id,
  description,
  aside,
  children,
}: {
  id: EventSectionId
  description?: string
  /** Beside the heading, at the right. */
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      // The menu's links land here: the section takes the focus (see section-menu.tsx).
      tabIndex={-1}
      className={eventSectionClass}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
            {sectionTitle(id)}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  )
}

/**
 * One of the event's sections of text, drawn from its description (`lines`): its form, sent with the
 * section's name as its `intent`, and "Reset to the default" in a form of its own once the organiser has
 * changed the section. The reset asks first: one stray tap never throws away the organiser's words.
 */
export function EventSection({
  id,
  schema,
  description,
  lines,
  multipart = false,
  values,
  changed,
  lastResult,
  children,
}: SectionProps<TextSection> & {
  id: TextSection
  schema: z.ZodObject
  description: string
  lines: SectionLine[]
  multipart?: boolean
  /** After the fields, before Save. */
  children?: ReactNode
}) {
  const title = sectionTitle(id)
  const saving = useIsPending({ intent: id })
  const [form, fields] = useSchemaForm(schema, {
    id: `${id}-form`,
    lastResult,
    defaultValue: values as never,
  })
  return (
    <SectionCard
      id={id}
      description={description}
      aside={
        changed ? (
          <ConfirmDetails
            look="popover"
            summary={
              <>
                Reset to the default<span className="sr-only">: {title}</span>
              </>
            }
            intent={`reset-${id}`}
            confirm={`Reset ${title}`}
            pendingLabel="Resetting…"
            preventScrollReset
          >
            <p>Every word of the {title} section goes back to the default. Your changes to it are lost.</p>
          </ConfirmDetails>
        ) : (
          <p className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-600">
            Default words
          </p>
        )
      }
    >
      <Form
        method="post"
        encType={multipart ? 'multipart/form-data' : undefined}
        {...getFormProps(form)}
        className="mt-4 space-y-6 border-t border-slate-100 pt-6"
      >
        <input type="hidden" name="intent" value={id} />
        <SectionFields rules={schema.shape} fields={fields} form={form} lines={lines} />
        {children}
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <SubmitButton pending={saving} pendingLabel="Saving…">
            {`Save ${id}`}
          </SubmitButton>
        </div>
      </Form>
    </SectionCard>
  )
}

/** What the page gives a section of text: its words now, whether they are the organiser's, the last answer. */
export type SectionProps<S extends TextSection> = {
  values: EventSectionValues[S]
  changed: boolean
  lastResult?: SubmissionResult<string[]>
}
