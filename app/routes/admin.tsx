import { redirect } from '@remix-run/node'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AdminDashboard } from '~/components/admin/admin-dashboard'
import { AdminLoginForm } from '~/components/admin/admin-login-form'
import { unlistedPageMeta } from '~/utils/page-meta'
import { loadWords } from '~/i18n/client-catalogues'
import type { RouteHandle } from '~/utils/handle'
import { loadAdminDashboard } from '~/features/admin/dashboard.server'
import { adminAction, adminLogin } from '~/features/admin/intents.server'
import { isAdminSession } from '~/features/accounts/auth.server'
import { passActionHeaders } from '~/infra/headers'

export const meta: MetaFunction = () => unlistedPageMeta('admin.meta.title')

export const handle: RouteHandle = { i18n: ['admin', 'grading', 'event', 'login'] }
export const clientLoader = loadWords(['admin', 'grading', 'event', 'login'])

// /admin: the dashboard for the admin, the login form for anyone else.

// A refused attempt's Retry-After reaches the browser: the 429 says when to try again.
export const headers = passActionHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The Event tab is a page of its own.
  if (new URL(request.url).searchParams.get('tab') === 'event') throw redirect('/admin/event')
  if (!(await isAdminSession(request))) return { signedIn: false as const }
  return { signedIn: true as const, dashboard: loadAdminDashboard(request, context) }
}

// Signed in: the dashboard's forms. Anyone else can only send the login form (the session is checked
// before a protected form is read, so a stranger's post is never read).
export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await isAdminSession(request))) return adminLogin({ request, context }, '/admin')
  return adminAction({ request, context })
}

export default function Admin() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (!data.signedIn) {
    return <AdminLoginForm result={actionData?.result} message={actionData?.message} />
  }
  return <AdminDashboard data={data.dashboard} actionData={actionData} basePath="/admin" />
}
