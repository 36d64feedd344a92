import { getFormProps, useForm, type FieldMetadata } from '@conform-to/react'
import ChevronRightIcon from 'lucide-react/icons/chevron-right'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useState } from 'react'
import { InputField } from '~/components/field'
import { buttonClasses } from '~/components/ui'
import type { EventSectionValues } from '~/models/event-details'
import { agendaSchema, MAX_GUIDES, MAX_SLOTS, type AgendaInput } from '~/schemas/event-agenda'
import type { EventActionData } from '~/services/admin/event-intents.server'
import { EventSection, SaveButton } from './event-section'
import { TextArea, TimeField } from './text-fields'

const paragraphHint = 'Plain text: leave a blank line between paragraphs.'
const lineHint = 'One a line.'

const newSlot = {
  start: '',
  end: '',
  title: '',
  description: '',
  points: '',
  guides: '',
  buttonLabel: '',
  buttonUrl: '',
}

/**
 * The agenda: its timeline's slots, the keynote, the food sign-up and the featured guides. Slots and guides
 * are added, removed and moved with Conform's list buttons: with JavaScript at once, without it the server
 * sends the form back changed. Nothing is stored until "Save agenda".
 */
export function AgendaSection({
  values,
  changed,
  lastResult,
}: {
  values: EventSectionValues['agenda']
  changed: boolean
  lastResult?: EventActionData['result']
}) {
  const [form, fields] = useForm<AgendaInput>({
    id: 'agenda-form',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: agendaSchema }),
  })
  const slots = fields.slots.getFieldList()
  const guides = fields.guides.getFieldList()
  return (
    <EventSection
      id="agenda"
      description="The timeline on the agenda page, the keynote, the food sign-up button and the featured guides."
      changed={changed}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-8">
        <input type="hidden" name="intent" value="agenda" />
        <fieldset className="space-y-4">
          <legend className="text-base font-bold text-slate-900">Timeline</legend>
          <FormError errors={fields.slots.errors} id={fields.slots.errorId} />
          <ol className="space-y-5 sm:space-y-4">
            {slots.map((slot, index) => (
              <li key={slot.key}>
                <SlotFields
                  slot={slot}
                  index={index}
                  count={slots.length}
                  removeProps={form.remove.getButtonProps({ name: fields.slots.name, index })}
                  upProps={form.reorder.getButtonProps({
                    name: fields.slots.name,
                    from: index,
                    to: index - 1,
                  })}
                  downProps={form.reorder.getButtonProps({
                    name: fields.slots.name,
                    from: index,
                    to: index + 1,
                  })}
                />
              </li>
            ))}
          </ol>
          {slots.length < MAX_SLOTS ? (
            <button
              {...form.insert.getButtonProps({ name: fields.slots.name, defaultValue: newSlot })}
              className={buttonClasses('secondary', 'md')}
            >
              Add a slot
            </button>
          ) : null}
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-base font-bold text-slate-900">Keynote</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              field={fields.keynoteSpeaker}
              label="Speaker"
              hint="A role rather than a child's name."
            />
            <InputField field={fields.keynoteTagline} label="Speaker description" required={false} />
          </div>
          <TextArea field={fields.keynoteBiography} label="Biography" hint={paragraphHint} rows={6} />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-base font-bold text-slate-900">Food sign-up</legend>
          <InputField
            field={fields.foodSignupUrl}
            label="Food sign-up link"
            type="url"
            hint="Where families sign up to bring a snack or a drink."
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-base font-bold text-slate-900">Featured guides</legend>
          <FormError errors={fields.guides.errors} id={fields.guides.errorId} />
          <ul className="space-y-4">
            {guides.map((guide, index) => {
              const guideFields = guide.getFieldset()
              return (
                <li key={guide.key} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <div className="grid gap-4 sm:grid-cols-2">
                    <InputField field={guideFields.name} label="Name" />
                    <InputField field={guideFields.role} label="Role" required={false} />
                  </div>
                  <div className="mt-4 flex flex-wrap items-end gap-3">
                    <div className="min-w-0 flex-1">
                      <InputField field={guideFields.url} label="Profile link" type="url" />
                    </div>
                    <button
                      {...form.remove.getButtonProps({ name: fields.guides.name, index })}
                      className={buttonClasses('secondary', 'md')}
                    >
                      Remove<span className="sr-only"> guide {index + 1}</span>
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
          {guides.length < MAX_GUIDES ? (
            <button
              {...form.insert.getButtonProps({
                name: fields.guides.name,
                defaultValue: { name: '', role: '', url: '' },
              })}
              className={buttonClasses('secondary', 'md')}
            >
              Add a guide
            </button>
          ) : null}
        </fieldset>

        <SaveButton intent="agenda" label="Save agenda" />
      </Form>
    </EventSection>
  )
}

type ButtonProps = ReturnType<ReturnType<typeof useForm>[0]['remove']['getButtonProps']>

function SlotFields({
  slot,
  index,
  count,
  removeProps,
  upProps,
  downProps,
}: {
  slot: FieldMetadata<AgendaInput['slots'][number], AgendaInput, string[]>
  index: number
  count: number
  removeProps: ButtonProps
  upProps: ButtonProps
  downProps: ButtonProps
}) {
  const fields = slot.getFieldset()
  const label = `slot ${index + 1}`
  const more = [fields.description, fields.points, fields.guides, fields.buttonLabel, fields.buttonUrl]
  // Folded unless something in it needs the organiser: an error, or a new slot's empty description. Once
  // open it stays open: typing the first letter or mending an error never folds it under the cursor.
  const needed = more.some((f) => f.errors?.length) || !fields.description.initialValue
  const [open, setOpen] = useState(needed)
  if (needed && !open) setOpen(true)
  return (
    // On a phone a slot is a band of the section, not a card inside its card: the room goes to the fields.
    <div className="border-t border-slate-200 pt-5 sm:rounded-xl sm:border-0 sm:bg-slate-50 sm:p-5 sm:ring-1 sm:ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold uppercase tracking-wide text-indigo-700">Slot {index + 1}</p>
        <div className="flex flex-wrap gap-2">
          <button {...upProps} disabled={index === 0} className={buttonClasses('secondary', 'sm')}>
            Move up<span className="sr-only"> {label}</span>
          </button>
          <button {...downProps} disabled={index === count - 1} className={buttonClasses('secondary', 'sm')}>
            Move down<span className="sr-only"> {label}</span>
          </button>
          <button {...removeProps} disabled={count === 1} className={buttonClasses('secondary', 'sm')}>
            Remove<span className="sr-only"> {label}</span>
          </button>
        </div>
      </div>
      <FormError errors={slot.errors} id={slot.errorId} />
      {/* Start and end side by side where their whole times fit (a phone too), the title beside them
          from a tablet's width. */}
      <div className="mt-3 flex flex-wrap gap-x-3 gap-y-4 sm:gap-4">
        <TimeField
          field={fields.start}
          label="Start"
          type="time"
          className="flex-[1_1_8rem] sm:flex-[0_0_10rem]"
        />
        <TimeField
          field={fields.end}
          label="End"
          type="time"
          className="flex-[1_1_8rem] sm:flex-[0_0_10rem]"
        />
        <div className="min-w-0 basis-full sm:flex-[1_1_14rem]">
          <InputField field={fields.title} label="Title" />
        </div>
      </div>
      {/* The times and titles are what changes on the day: the rest folds away, so the timeline reads as a
          list. Closed, its fields are still sent with the form. */}
      <details open={open} className="group mt-4">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg text-sm font-semibold text-indigo-700 [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-90"
          />
          <span>Description, points, guides and button</span>
          <span className="sr-only"> of {label}</span>
        </summary>
        <div className="mt-2 space-y-4">
          <TextArea field={fields.description} label="Description" hint={paragraphHint} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextArea field={fields.points} label="Points" hint={lineHint} required={false} rows={4} />
            <TextArea
              field={fields.guides}
              label="Guides at hand"
              hint={lineHint}
              required={false}
              rows={4}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField field={fields.buttonLabel} label="Button label" required={false} />
            <InputField field={fields.buttonUrl} label="Button link" type="url" required={false} />
          </div>
        </div>
      </details>
    </div>
  )
}

function FormError({ errors, id }: { errors?: string[]; id: string }) {
  return (
    <div id={id} aria-live="polite">
      {errors?.length ? <p className="text-sm font-medium text-red-700">{errors[0]}</p> : null}
    </div>
  )
}
