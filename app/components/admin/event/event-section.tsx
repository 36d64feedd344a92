import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type * as z from 'zod'
import { ConfirmDetails } from '~/components/forms/confirm'
import { SubmitButton, useIsPending } from '~/components/forms/pending'
import { useSchemaForm } from '~/components/forms/use-schema-form'
import type { EventSectionValues } from '~/features/event/event-details'
import type { EventSection as TextSection } from '~/features/event/event-fields'
import { languageNames, type ShippedLanguage } from '~/i18n/languages'
import { useT } from '~/i18n/react'
import { SectionFields, type SectionLine } from './section-fields'
import { sectionTitle, type EventSectionId } from './section-menu'

/** A section's card, the place the menu's links scroll it to, and no ring when a link focuses it. */
export const eventSectionClass =
  'scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus:outline-none sm:p-8'

/**
 * A section of the Event tab: its heading and what it changes (in the page's language), then the rest
 * (`children`).
 */
export function SectionCard({
  id,
  description,
  language,
  aside,
  children,
}: {
  id: EventSectionId
  description?: string
  /** The language the section's words are written in, named beside its title. */
  language?: ShippedLanguage
  /** Beside the heading, at the right. */
  aside?: ReactNode
  children: ReactNode
}) {
  const t = useT()
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
            {t(sectionTitle(id))}
          </h2>
          {language ? (
            <p className="mt-1 text-sm font-semibold text-indigo-800">
              {t('event.words.inLanguage')}{' '}
              <span lang={language} className="rounded-full bg-indigo-50 px-2.5 py-0.5">
                {languageNames[language]}
              </span>
            </p>
          ) : null}
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** Each section of text's own words (catalogue keys): its Save button, and its reset's. */
const sectionButtons: Record<TextSection, { save: string; reset: string }> = {
  event: { save: 'event.event.save', reset: 'event.event.reset' },
  club: { save: 'event.club.save', reset: 'event.club.reset' },
  agenda: { save: 'event.agenda.save', reset: 'event.agenda.reset' },
  challenge: { save: 'event.challenge.save', reset: 'event.challenge.reset' },
}

/**
 * One of the event's sections of text, drawn from its description (`lines`, whose words are catalogue keys,
 * as `description` is): its form, sent with the section's name as its `intent`, and "Reset to the default"
 * in a form of its own once the organiser has changed the section. The reset asks first: one stray tap never
 * throws away the organiser's words.
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
  language,
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
  const t = useT()
  const title = t(sectionTitle(id))
  const saving = useIsPending({ intent: id })
  const [form, fields] = useSchemaForm(schema, {
    id: `${id}-form`,
    lastResult,
    defaultValue: values as never,
  })
  return (
    <SectionCard
      id={id}
      description={t(description)}
      language={language}
      aside={
        changed ? (
          <ConfirmDetails
            look="popover"
            summary={
              <>
                {t('event.reset.summary')}
                <span className="sr-only">: {title}</span>
              </>
            }
            intent={`reset-${id}`}
            confirm={t(sectionButtons[id].reset)}
            pendingLabel={t('event.reset.pending')}
            preventScrollReset
          >
            <p>{t('event.reset.warning', { section: title })}</p>
          </ConfirmDetails>
        ) : (
          <p className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-600">
            {t('event.reset.defaultWords')}
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
          <SubmitButton pending={saving} pendingLabel={t('event.save.pending')}>
            {t(sectionButtons[id].save)}
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
  /** For the sections written per language, when the club offers more than one: which this is. */
  language?: ShippedLanguage
}
