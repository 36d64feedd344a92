import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { consentLabel } from '~/schemas/project-fields'
import { ErrorList } from './forms/field'

/**
 * The parent's or guardian's agreement to show the project (docs/rules.md#families-and-privacy). The
 * server stores it with its time; without it the form is refused with this field's message.
 */
export function ConsentField({ field }: { field: FieldMetadata<string | undefined> }) {
  const input = getInputProps(field, { type: 'checkbox', value: 'on' })
  return (
    <div className="rounded-2xl bg-indigo-50/60 p-4 ring-1 ring-indigo-100">
      <div className="flex items-start gap-3">
        <input
          {...input}
          key={input.key}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-indigo-600"
        />
        <label htmlFor={field.id} className="cursor-pointer text-sm text-slate-900">
          {consentLabel}
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      <ErrorList id={field.errorId} errors={field.errors} className="mt-2" />
      <p className="mt-1 pl-9 text-sm">
        <a
          href="/privacy"
          className="inline-flex min-h-11 items-center rounded font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          How we look after your child&apos;s data
        </a>
      </p>
    </div>
  )
}
