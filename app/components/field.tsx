import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { cn } from '~/components/ui'

export const inputClass =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-500/20'

/** A labelled form field with its hint and its error, wired for screen readers by id. */
export function Field({
  id,
  label,
  hint,
  hintId,
  errors,
  errorId,
  required = true,
  className,
  children,
  aside,
}: {
  id: string
  label: string
  hint?: ReactNode
  hintId?: string
  errors?: string[]
  errorId: string
  required?: boolean
  className?: string
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label}
          {required ? (
            <span className="text-red-600" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {aside}
      </div>
      {children}
      {hint ? (
        <div id={hintId} className="text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      <div id={errorId} aria-live="polite">
        {errors?.length ? <p className="text-sm font-medium text-red-700">{errors[0]}</p> : null}
      </div>
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

/** The common case: a Conform field as one labelled input, with its hint and error. */
export function InputField({
  field,
  label,
  type = 'text',
  hint,
  autoComplete,
  placeholder,
  required = true,
}: {
  field: FieldMetadata<unknown>
  required?: boolean
  label: string
  type?: 'text' | 'email' | 'password' | 'url' | 'time'
  hint?: ReactNode
  autoComplete?: string
  placeholder?: string
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
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </Field>
  )
}
