import { getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { Field, inputClass } from '~/components/field'

// The Event tab's longer text box, with its label, hint and error wired by id (a one-line box is
// components/field's InputField).

type TextField = FieldMetadata<string, Record<string, unknown>, string[]>

export function TextArea({
  field,
  label,
  hint,
  required = true,
  rows = 3,
}: {
  field: TextField
  label: string
  hint?: string
  required?: boolean
  rows?: number
}) {
  return (
    <Field
      id={field.id}
      label={label}
      hint={hint}
      hintId={field.descriptionId}
      errors={field.errors}
      errorId={field.errorId}
      required={required}
    >
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })}
        rows={rows}
        className={inputClass}
      />
    </Field>
  )
}
