import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { Field, inputClass } from '~/components/field'

// The Event tab's two kinds of text box, each with its label, hint and error wired by id.

type TextField = FieldMetadata<string, Record<string, unknown>, string[]>

export function TextInput({
  field,
  label,
  hint,
  required = true,
  type = 'text',
}: {
  field: TextField
  label: string
  hint?: string
  required?: boolean
  type?: 'text' | 'url' | 'time'
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
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined })}
        className={inputClass}
      />
    </Field>
  )
}

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
