import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, requireMethod } from '~/infra/api.server'
import { judgeLogoutHeaders } from '~/infra/cookies/session.server'

export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  return Response.json({ message: 'Logged out' }, { headers: await judgeLogoutHeaders(request) })
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
