import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'
import { writeMessage } from '~/i18n/messages'

// The forms kit's fields (docs/decisions/0045): a label, the control, its hint and its error, wired by id
// so that a screen reader reads the hint and the error with the field. The controls come from Conform's
// getInputProps and getTextareaProps; a control the kit has no component for (a select, a file input) goes
// inside <Field>, which gives it the same label, hint and error.

export const inputClass =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-500/20'

/** What the kit needs of a field: a Conform field, or `plainField()` for one Conform does not hold. */
export type FieldIds = { id: string; name: string; descriptionId: string; errorId: string; errors?: string[] }

/** The ids of a field outside Conform (a file input whose problem only the server knows). */
export const plainField = (id: string, name: string, errors?: string[]): FieldIds => ({
  id,
  name,
  descriptionId: `${id}-hint`,
  errorId: `${id}-error`,
  errors,
})

// A Conform field of any value: the kit reads only its ids, its name and its errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ConformField = FieldMetadata<any, any, string[]>

/**
 * `'browser'`: the star, and the browser's own check too, which refuses an empty field before anything is
 * sent (a password, a typed confirmation); `true`: the star only, and the server says what is missing.
 */
type Required = boolean | 'browser'

/**
 * The first of a field's errors, in a live region that is there before it fills, so it is read out. A
 * schema's message is a catalogue key, written here in the page's language (docs/languages.md).
 */
export function ErrorList({ id, errors, className }: { id: string; errors?: string[]; className?: string }) {
  const t = useT()
  return (
    <div id={id} aria-live="polite">
      {errors?.length ? (
        <p className={cn('text-sm font-medium text-red-700', className)}>{writeMessage(t, errors[0]!)}</p>
      ) : null}
    </div>
  )
}

/** The star after a required field's label: a sighted reader's cue, hidden from screen readers. */
export function RequiredMark() {
  return (
    <span className="text-red-600" aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/** A labelled form field with its hint and its error, around any control. */
export function Field({
  field,
  label,
  hint,
  errors = field.errors,
  required = true,
  className,
  aside,
  children,
}: {
  field: FieldIds
  label: ReactNode
  hint?: ReactNode
  errors?: string[]
  required?: Required
  className?: string
  /** Beside the label, at the right (a character counter). */
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={field.id} className="block text-sm font-semibold text-slate-900">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        {aside}
      </div>
      {children}
      {hint ? (
        <div id={field.descriptionId} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      <ErrorList id={field.errorId} errors={errors} />
    </div>
  )
}

type InputType = 'text' | 'email' | 'password' | 'url' | 'number' | 'date' | 'time' | 'datetime-local'

/**
 * A date or time field is never narrower than its whole value ("01:30 PM" with its clock, in the browser's
 * words): as wide as its text where the browser sizes a field to its content, and no narrower. Its row
 * wraps instead (the field's `className` gives it its share of a flex row).
 */
const wholeValue = 'field-sizing-content min-w-max'

/**
 * Conform's props for an input, with the kit's look; its errors, and its hint when it has one (`described`),
 * are read with it.
 */
export function conformInput(
  field: ConformField,
  {
    type,
    described = false,
    errors = field.errors,
    className,
  }: { type: InputType; described?: boolean; errors?: string[]; className?: string },
) {
  const invalid = Boolean(errors?.length)
  return {
    ...getInputProps(field, { type }),
    'aria-invalid': invalid || undefined,
    'aria-describedby': cn(invalid && field.errorId, described && field.descriptionId) || undefined,
    className: cn(
      inputClass,
      (type === 'date' || type === 'time' || type === 'datetime-local') && wholeValue,
      className,
    ),
  }
}

/** The common case: a Conform field as one labelled input, with its hint and error. */
export function InputField({
  field,
  label,
  type = 'text',
  hint,
  errors = field.errors,
  required = true,
  className,
  inputClassName,
  ...props
}: {
  field: ConformField
  label: ReactNode
  type?: InputType
  hint?: ReactNode
  /** In place of Conform's: when the server said something of its own. */
  errors?: string[]
  required?: Required
  /** The field's box: its share of a row. */
  className?: string
  inputClassName?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'form' | 'className' | 'required'>) {
  return (
    <Field field={field} label={label} hint={hint} errors={errors} required={required} className={className}>
      <input
        {...conformInput(field, { type, described: Boolean(hint), errors, className: inputClassName })}
        required={required === 'browser'}
        {...props}
      />
    </Field>
  )
}

/** A Conform field as a labelled text area, with its hint and error. */
export function TextareaField({
  field,
  label,
  hint,
  required = true,
  rows = 3,
  className,
  aside,
  ...props
}: {
  field: ConformField
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  rows?: number
  className?: string
  aside?: ReactNode
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'form' | 'className' | 'required'>) {
  return (
    <Field field={field} label={label} hint={hint} required={required} className={className} aside={aside}>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })}
        rows={rows}
        className={inputClass}
        {...props}
      />
    </Field>
  )
}

/**
 * What the server refused about the form as a whole, read out as soon as it shows: with a `title`, a
 * heading line above the message.
 */
export function FormError({ title, message, id }: { title?: string; message?: string | null; id?: string }) {
  const t = useT()
  if (!message) return null
  if (!title) {
    return (
      <p
        id={id}
        role="alert"
        className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200"
      >
        {writeMessage(t, message)}
      </p>
    )
  }
  return (
    <div id={id} role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5">{writeMessage(t, message)}</p>
    </div>
  )
}

/** A live 'n/max' count that turns red above `warnAbove` (the description's turns red above 450 of 500). */
export function CharacterCounter({
  length,
  max,
  warnAbove,
}: {
  length: number
  max: number
  warnAbove: number
}) {
  return (
    <span
      className={cn(
        'text-sm tabular-nums',
        length > warnAbove ? 'font-semibold text-red-600' : 'text-slate-500',
      )}
      aria-live="polite"
      data-testid="description-counter"
    >
      {length}/{max}
    </span>
  )
}
