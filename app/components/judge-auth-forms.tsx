import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import {
  forgotPasswordFormSchema,
  judgeLoginFormSchema,
  judgeRegistrationSchema,
} from '~/features/accounts/judge'
import { useT } from '~/i18n/react'
import { FormError, InputField } from './forms/field'
import { SubmitButton, useIsPending } from './forms/pending'
import { useSchemaForm } from './forms/use-schema-form'
import { Honeypot } from './honeypot'

export type JudgeAuthIntent = 'login' | 'register' | 'forgot'
type FormState = { result?: SubmissionResult<string[]>; message?: string }

export function JudgeLoginForm({ state }: { state: FormState }) {
  const t = useT()
  const [form, fields] = useSchemaForm(judgeLoginFormSchema, { id: 'judge-login', lastResult: state.result })
  const pending = useIsPending({ intent: 'login' })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormError title={t('judge.login.failed')} message={state.message} />
      <input type="hidden" name="intent" value="login" />
      <InputField field={fields.email} label={t('judge.field.email')} type="email" autoComplete="username" />
      <InputField
        field={fields.password}
        label={t('judge.field.password')}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel={t('judge.login.pending')}>
        {t('judge.login.submit')}
      </SubmitButton>
    </Form>
  )
}

export function JudgeRegisterForm({ state }: { state: FormState }) {
  const t = useT()
  const [form, fields] = useSchemaForm(judgeRegistrationSchema, {
    id: 'judge-register',
    lastResult: state.result,
  })
  const pending = useIsPending({ intent: 'register' })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError title={t('judge.register.failed')} message={state.message} />
      <input type="hidden" name="intent" value="register" />
      <Honeypot />
      <InputField field={fields.name} label={t('judge.field.fullName')} autoComplete="name" />
      <InputField
        field={fields.email}
        label={t('judge.field.emailAddress')}
        type="email"
        autoComplete="email"
      />
      <InputField
        field={fields.expertise}
        label={t('judge.field.expertise')}
        placeholder={t('judge.field.expertisePlaceholder')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          field={fields.password}
          label={t('judge.field.password')}
          type="password"
          autoComplete="new-password"
        />
        <InputField
          field={fields.confirmPassword}
          label={t('judge.field.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
      </div>
      <p className="text-sm text-slate-600">{t('judge.register.approvalNote')}</p>
      <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel={t('judge.register.pending')}>
        {t('judge.register.submit')}
      </SubmitButton>
    </Form>
  )
}

export function ForgotPasswordForm({ state }: { state: FormState }) {
  const t = useT()
  const [form, fields] = useSchemaForm(forgotPasswordFormSchema, {
    id: 'judge-forgot',
    lastResult: state.result,
  })
  const pending = useIsPending({ intent: 'forgot' })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError title={t('judge.error.title')} message={state.message} />
      <input type="hidden" name="intent" value="forgot" />
      <Honeypot />
      <InputField
        field={fields.email}
        label={t('judge.field.emailAddress')}
        type="email"
        autoComplete="email"
      />
      <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel={t('judge.forgot.pending')}>
        {t('judge.forgot.submit')}
      </SubmitButton>
    </Form>
  )
}
