import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FormError, InputField } from '~/components/forms/field'
import { SubmitButton, useIsPending } from '~/components/forms/pending'
import { useSchemaForm } from '~/components/forms/use-schema-form'
import type { ZoneQuestion } from '~/features/submissions/window-zone.server'
import { submissionWindowSchema } from '~/features/submissions/submission-window-form'
import { windowSummary, zoneName, type SubmissionWindowView } from '~/features/submissions/submission-window'
import { useDates } from '~/features/event/use-event-details'
import { useT } from '~/i18n/react'
import { SectionCard } from './event-section'
import { WindowZoneQuestion } from './window-zone-question'

/**
 * The Event tab's "Submissions open from … until …": two optional date-and-time fields in the event's time
 * zone (native inputs, so the form works without JS), the window's state now, and the reset to always open.
 */
export function SubmissionWindowSection({
  fields,
  view,
  typedInAnotherZone,
  actionData,
}: {
  fields: { opensAt: string; closesAt: string; timeZone: string }
  view: SubmissionWindowView
  /** The times were typed in another zone than the event's now: which the organiser wants. */
  typedInAnotherZone: ZoneQuestion | null
  actionData?: { message?: string; result?: SubmissionResult<string[]> }
}) {
  const t = useT()
  const dates = useDates()
  const saving = useIsPending({ intent: 'submission-window' })
  const resetting = useIsPending({ intent: 'submission-window-reset' })
  const [form, field] = useSchemaForm(submissionWindowSchema, {
    id: 'submission-window',
    lastResult: actionData?.result,
    defaultValue: { opensAt: fields.opensAt, closesAt: fields.closesAt },
    validate: 'onSubmit',
  })
  const summary = windowSummary(view, t, dates)
  const hint = t('event.window.hint', { zone: fields.timeZone })
  return (
    <SectionCard id="window">
      <p className="mt-1 text-slate-700">
        <span className="font-semibold">{summary.state}.</span> {summary.detail}
      </p>
      {typedInAnotherZone ? (
        <Form method="post" preventScrollReset className="mt-4">
          <input type="hidden" name="intent" value="submission-window-zone" />
          <WindowZoneQuestion
            id="window-zone-question"
            title={t('event.window.zoneQuestion', { zone: zoneName(typedInAnotherZone.from, t) })}
            question={typedInAnotherZone}
          />
        </Form>
      ) : null}
      <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 space-y-4">
        <FormError message={actionData?.message} />
        <input type="hidden" name="intent" value="submission-window" />
        <p className="text-sm font-semibold text-slate-900">{t('event.window.fromUntil')}</p>
        {/* Side by side where both whole values fit, else one under the other. */}
        <div className="flex flex-wrap gap-4">
          {(
            [
              [field.opensAt, t('event.window.opens')],
              [field.closesAt, t('event.window.closes')],
            ] as const
          ).map(([meta, label]) => (
            <InputField
              key={meta.name}
              field={meta}
              label={label}
              type="datetime-local"
              hint={hint}
              required={false}
              className="flex-[1_1_16rem]"
            />
          ))}
        </div>
        <SubmitButton pending={saving} pendingLabel={t('event.window.saving')}>
          {t('event.window.save')}
        </SubmitButton>
      </Form>
      <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <input type="hidden" name="intent" value="submission-window-reset" />
        <SubmitButton variant="secondary" pending={resetting} pendingLabel={t('event.window.resetting')}>
          {t('event.window.reset')}
        </SubmitButton>
        <span className="text-sm text-slate-600">{t('event.window.resetDetail')}</span>
      </Form>
    </SectionCard>
  )
}
