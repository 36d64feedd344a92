import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui'
import { Failure, usePending } from '~/components/admin/dialogs'
import { submissionWindowSchema } from '~/schemas/submission-window'
import type { ZoneQuestion } from '~/models/window-zone.server'
import { windowSummary, type SubmissionWindowView } from '~/utils/submission-window'
import { zoneLabel } from '~/utils/time'
import { eventSectionClass } from './event-section'
import { sectionTitle } from './section-menu'
import { TimeField } from './text-fields'
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
  const saving = usePending('submission-window')
  const resetting = usePending('submission-window-reset')
  const [form, field] = useForm({
    id: 'submission-window',
    lastResult: actionData?.result,
    defaultValue: { opensAt: fields.opensAt, closesAt: fields.closesAt },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: submissionWindowSchema }),
    shouldValidate: 'onSubmit',
  })
  const summary = windowSummary(view)
  const hint = `In the event's time zone (${fields.timeZone}). Leave it empty for no limit.`
  return (
    <section id="window" aria-labelledby="window-title" tabIndex={-1} className={eventSectionClass}>
      <h2 id="window-title" className="text-xl font-bold text-slate-900">
        {sectionTitle('window')}
      </h2>
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
        <Failure message={actionData?.message} />
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
            <TimeField
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
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save submission window'}
        </Button>
      </Form>
      <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <input type="hidden" name="intent" value="submission-window-reset" />
        <Button type="submit" variant="secondary" disabled={resetting}>
          {resetting ? 'Resetting...' : 'Reset to the default'}
        </Button>
        <span className="text-sm text-slate-600">Always open, as before a window was set.</span>
      </Form>
    </section>
  )
}
