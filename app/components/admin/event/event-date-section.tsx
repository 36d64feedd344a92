import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { InputField } from '~/components/field'
import type { EventSectionValues } from '~/models/event-details'
import type { ZoneQuestion } from '~/models/window-zone.server'
import { eventDateSchema } from '~/schemas/event-date'
import type { EventActionData } from '~/services/admin/event-intents.server'
import { EventSection, SaveButton } from './event-section'
import { TimeField } from './text-fields'
import { WindowZoneQuestion } from './window-zone-question'

/** The event's day and hours, the zone they are in, who may come and where. */
export function EventDateSection({
  values,
  changed,
  lastResult,
  zoneQuestion,
}: {
  values: EventSectionValues['event']
  changed: boolean
  lastResult?: EventActionData['result']
  /** Asked before a new time zone moves the submission window: the form is saved with the answer. */
  zoneQuestion?: ZoneQuestion
}) {
  const [form, fields] = useForm({
    id: 'event-form',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventDateSchema }),
  })
  return (
    <EventSection
      id="event"
      description="The day and hours on the agenda and the challenge page. The year is the copyright line's, the day the certificates', and the privacy page keeps the data three months after it."
      changed={changed}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="intent" value="event" />
        {/* Three in a row where their whole values fit, else wrapped. */}
        <div className="flex flex-wrap gap-5">
          <TimeField field={fields.date} label="Date" type="date" className="flex-[1_1_11rem]" />
          <TimeField field={fields.startTime} label="Start time" type="time" className="flex-[1_1_9rem]" />
          <TimeField field={fields.endTime} label="End time" type="time" className="flex-[1_1_9rem]" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            field={fields.timeZone}
            label="Time zone"
            hint="A name such as Europe/London or America/Los_Angeles: every date and time of the site is written in it."
          />
          <InputField
            field={fields.access}
            label="Access"
            hint="For example Invite Only or Free, all welcome."
          />
        </div>
        <InputField
          field={fields.place}
          label="Place"
          required={false}
          hint="Optional: the agenda shows it beside the date and time."
        />
        {zoneQuestion ? (
          <WindowZoneQuestion
            id="event-zone-question"
            title="Nothing is saved yet: the new time zone moves the submission window. Which do you want?"
            question={zoneQuestion}
          />
        ) : null}
        <SaveButton intent="event" label="Save event" />
      </Form>
    </EventSection>
  )
}
