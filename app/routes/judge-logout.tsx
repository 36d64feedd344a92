import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { destroySession, getSession } from '~/utils/session.server'

// The dashboard's Logout without JS. Nothing happens on GET.
export async function loader() {
  return redirect('/judge-dashboard')
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request)
  return redirect('/judge-login', { headers: { 'Set-Cookie': await destroySession(session, request) } })
}
