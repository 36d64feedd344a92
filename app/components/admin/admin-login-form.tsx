import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { adminLoginSchema } from '~/schemas/admin'
import { useFieldsFilled } from '~/utils/use-fields-filled'
import { useHydrated } from '~/utils/use-hydrated'
import { Field, inputClass } from '../field'
import { Button } from '~/components/ui'

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
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'login'
  const { formRef, allFilled, track } = useFieldsFilled(['password'])
  const [form, fields] = useForm({
    id: 'admin-login',
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminLoginSchema }),
  })
  return (
    <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Organiser</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">Admin Login</h1>
        <Form method="post" action={action} {...getFormProps(form)} ref={formRef} className="mt-6 space-y-5">
          {message ? (
            <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
              <p className="font-semibold">Login Failed</p>
              <p className="mt-0.5">{message}</p>
            </div>
          ) : null}
          <input type="hidden" name="intent" value="login" />
          <Field
            id={fields.password.id}
            label="Password"
            errors={fields.password.errors}
            errorId={fields.password.errorId}
          >
            <input
              {...getInputProps(fields.password, { type: 'password' })}
              required
              autoComplete="current-password"
              onInput={track('password')}
              className={inputClass}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={pending || (hydrated && !allFilled)}>
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </Form>
      </div>
    </div>
  )
}
