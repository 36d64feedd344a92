import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, requireMethod } from '~/utils/api.server'
import { destroySession, getSession } from '~/utils/session.server'

export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const session = await getSession(request)
  return Response.json(
    { message: 'Logged out' },
    { headers: { 'Set-Cookie': await destroySession(session, request) } },
  )
}

// Nothing changes on GET (DESIGN.md §2).
export const loader = () => methodNotAllowed(['POST'])
