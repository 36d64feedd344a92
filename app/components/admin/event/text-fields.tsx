import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { Field, inputClass } from '~/components/field'
import { cn } from '~/components/ui'

// The Event tab's longer text box and its date and time fields, each with its label, hint and error wired
// by id (a one-line text box is components/field's InputField).

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

/**
 * A native date, time or date-and-time field, never narrower than its whole value ("01:30 PM" with its
 * clock, in whatever words the browser's language writes it): the field is as wide as its text where the
 * browser sizes a field to its content, and no narrower than that. Its row wraps instead (`className` gives
 * the field its share of a flex row).
 */
export function TimeField({
  field,
  label,
  type,
  hint,
  required = true,
  className,
}: {
  field: FieldMetadata<unknown>
  label: string
  type: 'date' | 'time' | 'datetime-local'
  hint?: string
  required?: boolean
  className?: string
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
      className={className}
    >
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined })}
        className={cn(inputClass, 'field-sizing-content min-w-max')}
      />
    </Field>
  )
}
