import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AdminDashboard } from '~/components/admin/admin-dashboard'
import { AdminLoginForm } from '~/components/admin/admin-login-form'
import { site } from '~/content/site'
import { adminAction, adminLogin, loadAdminDashboard } from '~/utils/admin-dashboard.server'
import { isAdminSession } from '~/utils/auth.server'

export const meta: MetaFunction = () => [
  { title: `Admin | ${site.challengeName}` },
  { name: 'robots', content: 'noindex' },
]

// /admin: the dashboard for the admin, the login form for anyone else.
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await isAdminSession(request))) return { signedIn: false as const }
  return { signedIn: true as const, dashboard: loadAdminDashboard(request) }
}

export async function action({ request }: ActionFunctionArgs) {
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get('intent')
  if (intent === 'login') return adminLogin(request, '/admin')
  if (!(await isAdminSession(request))) return adminLogin(request, '/admin')
  return adminAction(request)
}

export default function Admin() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (!data.signedIn) {
    return <AdminLoginForm result={actionData?.result} message={actionData?.message} />
  }
  return <AdminDashboard data={data.dashboard} actionData={actionData} basePath="/admin" />
}
