import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { adminLoginSchema } from '~/features/admin/dashboard-forms'
import { useFieldsFilled } from '~/utils/use-fields-filled'
import { useHydrated } from '~/utils/use-hydrated'
import { useT } from '~/i18n/react'
import { FormError, InputField } from '../forms/field'
import { SubmitButton, useIsPending } from '../forms/pending'
import { useSchemaForm } from '../forms/use-schema-form'

/** 'Admin Login': one password. With JS, Login stays disabled while the field is empty. */
export function AdminLoginForm({
  action,
  result,
  message,
}: {
  action?: string
  result?: SubmissionResult<string[]>
  message?: string
}) {
  const hydrated = useHydrated()
  const t = useT()
  const pending = useIsPending({ intent: 'login' })
  const { formRef, allFilled, track } = useFieldsFilled(['password'])
  const [form, fields] = useSchemaForm(adminLoginSchema, {
    id: 'admin-login',
    lastResult: result,
    validate: 'onSubmit',
  })
  return (
    <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          {t('admin.login.eyebrow')}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">
          {t('admin.login.title')}
        </h1>
        <Form method="post" action={action} {...getFormProps(form)} ref={formRef} className="mt-6 space-y-5">
          <FormError title={t('admin.login.failed')} message={message} />
          <input type="hidden" name="intent" value="login" />
          <InputField
            field={fields.password}
            label={t('admin.login.password')}
            type="password"
            required="browser"
            autoComplete="current-password"
            onInput={track('password')}
          />
          <SubmitButton
            size="lg"
            className="w-full"
            pending={pending}
            pendingLabel={t('admin.login.pending')}
            disabled={hydrated && !allFilled}
          >
            {t('admin.login.submit')}
          </SubmitButton>
        </Form>
      </div>
    </div>
  )
}
