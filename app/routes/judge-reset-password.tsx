import { getFormProps } from '@conform-to/react'
import { parseForm } from '~/infra/parse-form'
import { data } from '@remix-run/node'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { ErrorPage } from '~/components/error-page'
import { FormError, InputField } from '~/components/forms/field'
import { SubmitButton, useIsPending } from '~/components/forms/pending'
import { ButtonLink, Container } from '~/components/ui'
import { unlistedPageMeta } from '~/utils/page-meta'
import {
  checkResetToken,
  resetJudgePassword,
  resetTokenMessages,
} from '~/features/accounts/password-reset.server'
import { resetPasswordSchema } from '~/features/accounts/judge'
import { readFormData } from '~/infra/body.server'
import { db } from '~/infra/db.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { useSchemaForm } from '~/components/forms/use-schema-form'
import { translatorFor } from '~/features/event/page-language.server'
import { loadWords } from '~/i18n/client-catalogues'
import { useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'

export const meta: MetaFunction = () => unlistedPageMeta('judge.meta.reset')

export const handle: RouteHandle = { i18n: ['judge', 'showcase'] }

// The token is in this page's address: it is not cached, and no link to another site is told the address.
// Not 'no-referrer': browsers then send `Origin: null` with the form post, which Remix rejects as CSRF.
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
})

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = checkResetToken(db, token)
  // The state only: who the link belongs to (their e-mail) is never sent to the page. The problem is a
  // catalogue key, written in the page's language.
  return state.ok
    ? { ok: true as const, token }
    : { ok: false as const, problem: resetTokenMessages[state.reason] }
}

export const clientLoader = loadWords(['judge', 'showcase'])

const hideFields = ['password', 'confirmPassword']

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), { schema: resetPasswordSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }), problem: null }, { status: 400 })
  }
  const outcome = await resetJudgePassword(db, submission.value.token, submission.value.password)
  if (!outcome.ok) {
    const problem = resetTokenMessages[outcome.reason]
    return data({ result: submission.reply({ formErrors: [problem], hideFields }), problem }, { status: 400 })
  }
  const t = await translatorFor(request, context)
  return redirectWithToast(request, '/judge-login', {
    type: 'success',
    title: t('judge.reset.doneTitle'),
    description: t('judge.reset.done'),
  })
}

export default function JudgeResetPassword() {
  const link = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useT()
  // The link can be spent in another tab between showing the form and sending it.
  const problem = actionData?.problem ?? (link.ok ? null : link.problem)
  return (
    <Container width="narrow" className="py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <LockIcon />
        </div>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t('judge.reset.title')}
        </h1>
        {problem !== null ? (
          <LinkProblem message={problem} />
        ) : link.ok ? (
          <NewPasswordForm token={link.token} />
        ) : null}
      </div>
    </Container>
  )
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>()
  const saving = useIsPending({ formMethod: 'POST' })
  const t = useT()
  const [form, fields] = useSchemaForm(resetPasswordSchema, {
    lastResult: actionData?.result,
  })

  return (
    <>
      <p className="mt-2 text-slate-600">{t('judge.reset.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-6">
        <FormError id={form.errorId} message={form.errors?.[0] && t(form.errors[0])} />
        <input type="hidden" name={fields.token.name} value={token} />
        <InputField
          field={fields.password}
          label={t('judge.reset.newPassword')}
          type="password"
          hint={t('judge.reset.newPasswordHint')}
          autoComplete="new-password"
        />
        <InputField
          field={fields.confirmPassword}
          label={t('judge.reset.confirm')}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton size="lg" pending={saving} pendingLabel={t('judge.saving')} className="w-full">
          {t('judge.reset.submit')}
        </SubmitButton>
      </Form>
    </>
  )
}

/** Why the link no longer works (`message`, a catalogue key), and where to get a fresh one. */
function LinkProblem({ message }: { message: string }) {
  const t = useT()
  return (
    <>
      <div role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
        {t(message)}
      </div>
      <p className="mt-4 text-sm text-slate-600">{t('judge.reset.freshLink')}</p>
      <ButtonLink to="/judge-login?dialog=forgot" size="lg" className="mt-8 w-full">
        {t('judge.reset.back')}
      </ButtonLink>
    </>
  )
}

export function ErrorBoundary() {
  const t = useT()
  return <ErrorPage title={t('judge.reset.failedTitle')} message={t('judge.reset.failed')} />
}
