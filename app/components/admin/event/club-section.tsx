import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Field, InputField, inputClass } from '~/components/field'
import type { EventSectionValues } from '~/models/event-details'
import { clubSchema } from '~/schemas/event-club'
import type { EventActionData } from '~/services/admin/event-intents.server'
import { EventSection, SaveButton } from './event-section'

/** The club: its name, logo, links and the address families write to. */
export function ClubSection({
  values,
  logoSrc,
  changed,
  lastResult,
}: {
  values: EventSectionValues['club']
  logoSrc: string
  changed: boolean
  lastResult?: EventActionData['result']
}) {
  const [form, fields] = useForm({
    id: 'club-form',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clubSchema }),
  })
  // Not in the schema (the upload parser checks the file): Conform's fields answer any name.
  const logo = (fields as unknown as Record<string, typeof fields.clubName>).logo!
  return (
    <EventSection
      id="club"
      description="Your club's name and logo in the header, the footer and on the certificates; the footer's links; the address families write to."
      changed={changed}
    >
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="intent" value="club" />
        <InputField field={fields.clubName} label="Club name" />
        <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
          <div className="flex size-20 items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
            <img src={logoSrc} alt="The logo now" width={56} height={56} className="size-14 object-contain" />
          </div>
          <Field
            id={logo.id}
            label="Logo"
            required={false}
            hint="A PNG, JPEG or WebP image of at most 1 MB, square looks best. Leave empty to keep the logo shown."
            hintId={logo.descriptionId}
            errors={logo.errors}
            errorId={logo.errorId}
          >
            <input
              id={logo.id}
              name="logo"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-invalid={logo.errors ? true : undefined}
              aria-describedby={`${logo.descriptionId} ${logo.errorId}`}
              className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-indigo-700`}
            />
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField field={fields.videoChannelUrl} label="Video channel link" type="url" />
          <InputField field={fields.aboutUrl} label="About link" type="url" />
        </div>
        <InputField
          field={fields.contactEmail}
          label="Contact e-mail"
          type="email"
          hint="The privacy page gives it to families who want their data changed or erased."
        />
        <SaveButton intent="club" label="Save club" />
      </Form>
    </EventSection>
  )
}
