import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { forgotPasswordSchema, judgeLoginSchema, judgeRegistrationSchema } from '~/features/accounts/judge'
import { FormError, InputField } from './forms/field'
import { SubmitButton, useIsPending } from './forms/pending'
import { useSchemaForm } from './forms/use-schema-form'
import { Honeypot } from './honeypot'

export type JudgeAuthIntent = 'login' | 'register' | 'forgot'
type FormState = { result?: SubmissionResult<string[]>; message?: string }

export function JudgeLoginForm({ state }: { state: FormState }) {
  const [form, fields] = useSchemaForm(judgeLoginSchema, { id: 'judge-login', lastResult: state.result })
  const pending = useIsPending({ intent: 'login' })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormError title="Login Failed" message={state.message} />
      <input type="hidden" name="intent" value="login" />
      <InputField field={fields.email} label="Email" type="email" autoComplete="username" />
      <InputField field={fields.password} label="Password" type="password" autoComplete="current-password" />
      <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel="Logging in...">
        Login
      </SubmitButton>
    </Form>
  )
}

export function JudgeRegisterForm({ state }: { state: FormState }) {
  const [form, fields] = useSchemaForm(judgeRegistrationSchema, {
    id: 'judge-register',
    lastResult: state.result,
  })
  const pending = useIsPending({ intent: 'register' })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError title="Registration Failed" message={state.message} />
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
      <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel="Creating Account...">
        Create Judge Account
      </SubmitButton>
    </Form>
  )
}

export function ForgotPasswordForm({ state }: { state: FormState }) {
  const [form, fields] = useSchemaForm(forgotPasswordSchema, { id: 'judge-forgot', lastResult: state.result })
  const pending = useIsPending({ intent: 'forgot' })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError title="Error" message={state.message} />
      <input type="hidden" name="intent" value="forgot" />
      <Honeypot />
      <InputField field={fields.email} label="Email Address" type="email" autoComplete="email" />
      <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel="Sending...">
        Send Reset Instructions
      </SubmitButton>
    </Form>
  )
}
