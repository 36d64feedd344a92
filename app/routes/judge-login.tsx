import type { SubmissionResult } from '@conform-to/react'
import { parseForm } from '~/infra/parse-form'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import {
  ForgotPasswordForm,
  JudgeLoginForm,
  JudgeRegisterForm,
  type JudgeAuthIntent,
} from '~/components/judge-auth-forms'
import { RouteDialog } from '~/components/ui/route-dialog'
import { createJudge, DuplicateEmailError } from '~/features/accounts/judges.server'
import { requestPasswordReset } from '~/features/accounts/password-reset.server'
import {
  forgotPasswordFormSchema,
  judgeLoginFormSchema,
  judgeRegistrationSchema,
} from '~/features/accounts/judge'
import { authenticator, getSessionJudge, INVALID_CREDENTIALS } from '~/features/accounts/auth.server'
import { readFormData, withCheckedForm } from '~/infra/body.server'
import { db } from '~/infra/db.server'
import { sessionSecret } from '~/infra/env.server'
import { mailer } from '~/infra/mailer.server'
import { publicOrigin } from '~/infra/request.server'
import { startSession } from '~/infra/cookies/session.server'
import { isHoneypotFilled } from '~/utils/honeypot'
import { checkRateLimit, waitMinutes, type Caller } from '~/infra/rate-limit.server'
import { afterAnswer } from '~/infra/after-answer.server'
import { checkLoginLimit } from '~/features/accounts/login-limit.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { passActionHeaders } from '~/infra/headers'
import { languageFor, translatorFor } from '~/features/event/page-language.server'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import { pageTitle } from '~/utils/page-meta'
import type { RouteHandle } from '~/utils/handle'

export const meta: MetaFunction = () => [{ title: pageTitle(metaT()('judge.meta.login')) }]

export const handle: RouteHandle = { i18n: ['judge', 'showcase'] }

const dialogs = ['register', 'forgot'] as const
type Dialog = (typeof dialogs)[number]

// A refused attempt's Retry-After reaches the browser: the 429 says when to try again.
export const headers = passActionHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSessionJudge(request)) throw redirect('/judge-dashboard')
  const dialog = new URL(request.url).searchParams.get('dialog')
  return { dialog: dialogs.find((d) => d === dialog) ?? null }
}

export const clientLoader = loadWords(['judge', 'showcase'])

type ActionData = { intent: JudgeAuthIntent | null; result?: SubmissionResult<string[]>; message?: string }
const reply = (payload: ActionData, status: number, headers?: HeadersInit) =>
  data(payload, { status, headers })
const limitFor = { register: 'judge-register', forgot: 'forgot-password' } as const

type Translate = Awaited<ReturnType<typeof translatorFor>>

/** A rate limit's refusal in the page's language: how many minutes to wait. */
const tooManyAttempts = (t: Translate, refused: { headers: Record<string, string> }) =>
  t('judge.form.tooManyAttempts', { count: waitMinutes(Number(refused.headers['Retry-After'])) })

export async function action({ request, context }: ActionFunctionArgs) {
  // At most 64 KB, like every form, its field names checked. remix-auth reads the login form itself: it is
  // handed this form, already read, rather than the request's body.
  const form = await readFormData(request)
  const t = await translatorFor(request, context)
  const intent = form.get('intent')
  if (intent === 'login') return login({ request, context }, form, t)
  if ((intent === 'register' || intent === 'forgot') && isHoneypotFilled(form)) {
    return reply({ intent, message: t('judge.form.notAccepted') }, 400)
  }
  // Checked before any password hashing, so that guesses cost the server little.
  const limit =
    intent === 'register' || intent === 'forgot'
      ? await checkRateLimit({ request, context }, limitFor[intent], String(form.get('email') ?? ''))
      : null
  if (limit?.refused) {
    return reply(
      { intent: intent as JudgeAuthIntent, message: tooManyAttempts(t, limit.refused) },
      limit.refused.status,
      limit.refused.headers,
    )
  }

  if (intent === 'register') {
    const submission = parseForm(form, { schema: judgeRegistrationSchema })
    const hideFields = ['password', 'confirmPassword']
    if (submission.status !== 'success') {
      return reply({ intent, result: submission.reply({ hideFields }) }, 400)
    }
    try {
      await createJudge(db, { ...submission.value, isApproved: false })
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error
      // The field's error is a key, as the schema's are; the form's own message is written here.
      const duplicate = 'judge.register.duplicateEmail'
      return reply(
        {
          intent,
          result: submission.reply({ fieldErrors: { email: [duplicate] }, hideFields }),
          message: t(duplicate),
        },
        409,
      )
    }
    return redirectWithToast(request, '/judge-login', {
      type: 'success',
      title: t('judge.register.doneTitle'),
      description: t('judge.register.done'),
    })
  }

  if (intent === 'forgot') {
    const submission = parseForm(form, { schema: forgotPasswordFormSchema })
    if (submission.status !== 'success') {
      return reply({ intent, result: submission.reply() }, 400)
    }
    const { email } = submission.value
    // The e-mail is written in the language the judge reads this page in.
    const language = await languageFor(request, context)
    // The same answer whether or not the address belongs to a judge, in the same time: the look-up, the
    // token and the e-mail are made after it is sent.
    afterAnswer(context, 'Password reset request', () =>
      requestPasswordReset(db, email, { origin: publicOrigin(), secret: sessionSecret(), mailer, language }),
    )
    return redirectWithToast(request, '/judge-login', {
      type: 'success',
      title: t('judge.forgot.doneTitle'),
      description: t('judge.forgot.done'),
    })
  }

  return reply({ intent: null, message: 'Unknown action' }, 400)
}

/**
 * The sign-in, limited before any password hashing: per address, or per browser once it
 * has signed in before (docs/decisions/0026), so that a venue's Wi-Fi full of guesses cannot lock it out.
 */
async function login(caller: Caller, form: FormData, t: Translate) {
  const { request } = caller
  const limit = await checkLoginLimit(caller, { role: 'judge', email: String(form.get('email') ?? '') })
  if (limit.refused) {
    return reply(
      { intent: 'login', message: tooManyAttempts(t, limit.refused) },
      limit.refused.status,
      limit.refused.headers,
    )
  }
  const submission = parseForm(form, { schema: judgeLoginFormSchema })
  if (submission.status !== 'success') {
    return reply({ intent: 'login', result: submission.reply({ hideFields: ['password'] }) }, 400)
  }
  try {
    const judge = await authenticator.authenticate('judge-form', withCheckedForm(request, form))
    // Judges signing in together on the venue's Wi-Fi must not use up each other's attempts.
    const device = await limit.signedIn()
    return redirectWithToast(
      request,
      '/judge-dashboard',
      {
        type: 'success',
        title: t('judge.login.doneTitle'),
        description: t('judge.login.done', { name: judge.name }),
      },
      {
        headers: [
          ['Set-Cookie', await startSession(request, { judgeId: judge.id })],
          ['Set-Cookie', device],
        ],
      },
    )
  } catch (error) {
    if (error instanceof Response) throw error
    const message =
      error instanceof Error && error.message && error.message !== INVALID_CREDENTIALS
        ? error.message
        : t('judge.login.invalidCredentials')
    return reply({ intent: 'login', result: submission.reply({ hideFields: ['password'] }), message }, 401)
  }
}

/** The page's two dialogs: registering, and the link to choose a new password. */
const dialogWords = {
  register: { title: 'judge.register.title', description: 'judge.register.description' },
  forgot: { title: 'judge.forgot.title', description: 'judge.forgot.description' },
}

export default function JudgeLogin() {
  const { dialog } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useT()
  const stateFor = (intent: JudgeAuthIntent) =>
    actionData?.intent === intent
      ? {
          result: 'result' in actionData ? actionData.result : undefined,
          message: 'message' in actionData ? actionData.message : undefined,
        }
      : {}
  // A failed dialog post lands on /judge-login without ?dialog: keep that dialog open.
  const openDialog: Dialog | null =
    dialog ??
    (actionData?.intent === 'register' || actionData?.intent === 'forgot' ? actionData.intent : null)

  return (
    <div className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-md flex-col justify-center px-4 py-12">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
            {t('judge.login.eyebrow')}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">
            {t('judge.login.title')}
          </h1>
          <p className="mt-2 text-slate-600">{t('judge.login.intro')}</p>
          <div className="mt-6">
            <JudgeLoginForm state={stateFor('login')} />
          </div>
          <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-6 text-sm sm:flex-row sm:justify-between">
            <Link
              to="?dialog=register"
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-indigo-700 hover:underline"
            >
              {t('judge.login.registerLink')}
            </Link>
            <Link
              to="?dialog=forgot"
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-indigo-700 hover:underline"
            >
              {t('judge.login.forgotLink')}
            </Link>
          </div>
        </div>
      </div>

      {openDialog === 'register' || openDialog === 'forgot' ? (
        <RouteDialog
          title={t(dialogWords[openDialog].title)}
          description={t(dialogWords[openDialog].description)}
          closeHref="/judge-login"
        >
          {openDialog === 'register' ? (
            <JudgeRegisterForm state={stateFor('register')} />
          ) : (
            <ForgotPasswordForm state={stateFor('forgot')} />
          )}
        </RouteDialog>
      ) : null}
    </div>
  )
}
