import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { judgeLogoutHeaders } from '~/infra/cookies/session.server'

// The dashboard's Logout without JS. Nothing happens on GET.
export async function loader() {
  return redirect('/judge-dashboard')
}

export async function action({ request }: ActionFunctionArgs) {
  return redirect('/judge-login', { headers: await judgeLogoutHeaders(request) })
}
