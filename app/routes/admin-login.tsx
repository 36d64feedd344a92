import { redirect } from '@remix-run/node'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { AdminLoginForm } from '~/components/admin/admin-login-form'
import { unlistedPageMeta } from '~/utils/page-meta'
import type { RouteHandle } from '~/utils/handle'
import { loadWords } from '~/i18n/client-catalogues'
import { adminLogin } from '~/features/admin/intents.server'
import { isAdminSession } from '~/features/accounts/auth.server'
import { passActionHeaders } from '~/infra/headers'

export const meta: MetaFunction = () => unlistedPageMeta('admin.meta.loginTitle')

export const handle: RouteHandle = { i18n: ['login'] }
export const clientLoader = loadWords(['login'])

// A refused attempt's Retry-After reaches the browser: the 429 says when to try again.
export const headers = passActionHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  if (await isAdminSession(request)) throw redirect('/admin')
  return null
}

export async function action({ request, context }: ActionFunctionArgs) {
  return adminLogin({ request, context }, '/admin')
}

export default function AdminLogin() {
  const actionData = useActionData<typeof action>()
  return <AdminLoginForm result={actionData?.result} message={actionData?.message} />
}
