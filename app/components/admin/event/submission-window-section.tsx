import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FormError, InputField } from '~/components/forms/field'
import { SubmitButton, useIsPending } from '~/components/forms/pending'
import { useSchemaForm } from '~/components/forms/use-schema-form'
import type { ZoneQuestion } from '~/features/submissions/window-zone.server'
import { submissionWindowSchema } from '~/features/submissions/submission-window-form'
import { windowSummary, type SubmissionWindowView } from '~/features/submissions/submission-window'
import { zoneLabel } from '~/utils/time'
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
  const saving = useIsPending({ intent: 'submission-window' })
  const resetting = useIsPending({ intent: 'submission-window-reset' })
  const [form, field] = useSchemaForm(submissionWindowSchema, {
    id: 'submission-window',
    lastResult: actionData?.result,
    defaultValue: { opensAt: fields.opensAt, closesAt: fields.closesAt },
    validate: 'onSubmit',
  })
  const summary = windowSummary(view)
  const hint = `In the event's time zone (${fields.timeZone}). Leave it empty for no limit.`
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
            title={`These times were set in ${zoneLabel(typedInAnotherZone.from)}; the event's time zone has changed since.`}
            question={typedInAnotherZone}
          />
        </Form>
      ) : null}
      <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 space-y-4">
        <FormError message={actionData?.message} />
        <input type="hidden" name="intent" value="submission-window" />
        <p className="text-sm font-semibold text-slate-900">Submissions open from … until …</p>
        {/* Side by side where both whole values fit, else one under the other. */}
        <div className="flex flex-wrap gap-4">
          {(
            [
              [field.opensAt, 'Opens'],
              [field.closesAt, 'Closes'],
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
        <SubmitButton pending={saving} pendingLabel="Saving...">
          Save submission window
        </SubmitButton>
      </Form>
      <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <input type="hidden" name="intent" value="submission-window-reset" />
        <SubmitButton variant="secondary" pending={resetting} pendingLabel="Resetting...">
          Reset to the default
        </SubmitButton>
        <span className="text-sm text-slate-600">Always open, as before a window was set.</span>
      </Form>
    </SectionCard>
  )
}
