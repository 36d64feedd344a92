import { redirect } from '@remix-run/node'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AdminDashboard } from '~/components/admin/admin-dashboard'
import { unlistedPageMeta } from '~/utils/page-meta'
import { loadWords } from '~/i18n/client-catalogues'
import type { RouteHandle } from '~/utils/handle'
import { loadAdminDashboard } from '~/features/admin/dashboard.server'
import { adminAction } from '~/features/admin/intents.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { passActionHeaders } from '~/infra/headers'

export const meta: MetaFunction = () => unlistedPageMeta('admin.meta.title')

export const handle: RouteHandle = { i18n: ['admin', 'grading', 'event', 'login'] }
export const clientLoader = loadWords(['admin', 'grading', 'event', 'login'])

// /admin-simple is the same dashboard as /admin (AdminDashboard, loadAdminDashboard, adminAction), at the
// address that sends anyone but the organiser to /admin-login instead of showing them a login form: the
// first version of the site had both addresses, and pages and guides link to it. Only the answer to a
// stranger differs; everything the organiser sees and does is /admin's.

// A refused attempt's Retry-After reaches the browser: the 429 says when to try again.
export const headers = passActionHeaders

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request)
  // The Event tab is a page of its own.
  if (new URL(request.url).searchParams.get('tab') === 'event') throw redirect('/admin/event')
  return loadAdminDashboard(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request)
  return adminAction({ request, context })
}

export default function AdminSimple() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return <AdminDashboard data={data} actionData={actionData} basePath="/admin-simple" />
}
