import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { AdminLoginForm } from '~/components/admin/admin-login-form'
import { site } from '~/content/site'
import { adminLogin } from '~/utils/admin-dashboard.server'
import { isAdminSession } from '~/utils/auth.server'

export const meta: MetaFunction = () => [
  { title: `Admin Login | ${site.challengeName}` },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  if (await isAdminSession(request)) throw redirect('/admin')
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  return adminLogin(request, '/admin')
}

export default function AdminLogin() {
  const actionData = useActionData<typeof action>()
  return <AdminLoginForm result={actionData?.result} message={actionData?.message} />
}
