import type { FieldMetadata } from '@conform-to/react'
import { consentLabel } from '~/features/submissions/project-fields'
import { useT } from '~/i18n/react'
import { CheckboxField } from './forms/choice-fields'

/**
 * The parent's or guardian's agreement to show the project (docs/rules.md#families-and-privacy). The
 * server stores it with its time; without it the form is refused with this field's message.
 */
export function ConsentField({ field }: { field: FieldMetadata<string | undefined> }) {
  const t = useT()
  return (
    <CheckboxField
      field={field}
      label={t(consentLabel)}
      look="agreement"
      required
      value="on"
      className="rounded-2xl bg-indigo-50/60 p-4 ring-1 ring-indigo-100"
      errorClassName="mt-2"
    >
      <p className="mt-1 pl-9 text-sm">
        <a
          href="/privacy"
          className="inline-flex min-h-11 items-center rounded font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t('family.consent.privacyLink')}
        </a>
      </p>
    </CheckboxField>
  )
}
