import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import type { z, ZodType } from 'zod'
import { forgotPasswordSchema, judgeLoginSchema, judgeRegistrationSchema } from '~/schemas/judge'
import { InputField } from './field'
import { Honeypot } from './honeypot'
import { Button } from '~/components/ui'

export type JudgeAuthIntent = 'login' | 'register' | 'forgot'
type FormState = { result?: SubmissionResult<string[]>; message?: string }

function usePending(intent: JudgeAuthIntent) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function useSchemaForm<Schema extends ZodType<unknown, Record<string, unknown>>>(
  id: string,
  schema: Schema,
  lastResult?: SubmissionResult<string[]>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

function FailureNotice({ title, message }: { title: string; message?: string }) {
  if (!message) return null
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5">{message}</p>
    </div>
  )
}

export function JudgeLoginForm({ state }: { state: FormState }) {
  const [form, fields] = useSchemaForm('judge-login', judgeLoginSchema, state.result)
  const pending = usePending('login')
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FailureNotice title="Login Failed" message={state.message} />
      <input type="hidden" name="intent" value="login" />
      <InputField field={fields.email} label="Email" type="email" autoComplete="username" />
      <InputField field={fields.password} label="Password" type="password" autoComplete="current-password" />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Logging in...' : 'Login'}
      </Button>
    </Form>
  )
}

export function JudgeRegisterForm({ state }: { state: FormState }) {
  const [form, fields] = useSchemaForm('judge-register', judgeRegistrationSchema, state.result)
  const pending = usePending('register')
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FailureNotice title="Registration Failed" message={state.message} />
      <input type="hidden" name="intent" value="register" />
      <Honeypot />
      <InputField field={fields.name} label="Full Name" autoComplete="name" />
      <InputField field={fields.email} label="Email Address" type="email" autoComplete="email" />
      <InputField
        field={fields.expertise}
        label="Area of Expertise"
        placeholder="e.g. Robotics, Biology, Design"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField field={fields.password} label="Password" type="password" autoComplete="new-password" />
        <InputField
          field={fields.confirmPassword}
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
      </div>
      <p className="text-sm text-slate-600">
        The organiser approves new judges before they can see the projects and score them.
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Judge Account'}
      </Button>
    </Form>
  )
}

export function ForgotPasswordForm({ state }: { state: FormState }) {
  const [form, fields] = useSchemaForm('judge-forgot', forgotPasswordSchema, state.result)
  const pending = usePending('forgot')
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FailureNotice title="Error" message={state.message} />
      <input type="hidden" name="intent" value="forgot" />
      <Honeypot />
      <InputField field={fields.email} label="Email Address" type="email" autoComplete="email" />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Send Reset Instructions'}
      </Button>
    </Form>
  )
}
