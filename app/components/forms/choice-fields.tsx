import { getInputProps, getSelectProps } from '@conform-to/react'
import type { ReactNode, SelectHTMLAttributes } from 'react'
import { ErrorList, Field, inputClass, RequiredMark, type ConformField } from './field'

// The forms kit's choices (docs/decisions/0045): a native select and a checkbox, wired to their Conform
// field as the kit's text fields are (field.tsx), so that they submit without JavaScript.

/**
 * A Conform field as a labelled native select, with its hint and error; `children` are its options. Its
 * value can be held by the page (`value`) where the options follow another field.
 */
export function SelectField({
  field,
  label,
  hint,
  required = true,
  children,
  ...props
}: {
  field: ConformField
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  children: ReactNode
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'form' | 'className' | 'required'>) {
  const { key, ...select } = getSelectProps(field, {
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  })
  return (
    <Field field={field} label={label} hint={hint} required={required}>
      <select key={key} {...select} className={inputClass} {...props}>
        {children}
      </select>
    </Field>
  )
}

const checkboxLooks = {
  // A setting of a dialog: the label in bold, centred on the box.
  setting: {
    row: 'flex min-h-11 items-center gap-3',
    input: 'size-5 rounded border-slate-300 accent-indigo-600',
    label: 'text-sm font-semibold text-slate-900',
  },
  // An agreement in a sentence or two (a parent's consent): a larger box at the top of its text.
  agreement: {
    row: 'flex items-start gap-3',
    input: 'mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-indigo-600',
    label: 'cursor-pointer text-sm text-slate-900',
  },
}

/** A Conform field as a checkbox with its label beside it, its hint and error below, then `children`. */
export function CheckboxField({
  field,
  label,
  hint,
  look = 'setting',
  required = false,
  value,
  className,
  errorClassName,
  children,
}: {
  field: ConformField
  label: ReactNode
  hint?: ReactNode
  look?: keyof typeof checkboxLooks
  /** The star: the server refuses the form without the tick. */
  required?: boolean
  /** What a ticked box sends, when the schema wants other than Conform's "on". */
  value?: string
  className?: string
  errorClassName?: string
  children?: ReactNode
}) {
  const style = checkboxLooks[look]
  const { key, ...input } = getInputProps(field, {
    type: 'checkbox',
    value,
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  })
  return (
    <div className={className}>
      <div className={style.row}>
        <input key={key} {...input} className={style.input} />
        <label htmlFor={field.id} className={style.label}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} className={errorClassName} />
      {children}
    </div>
  )
}
