import type { LoaderFunctionArgs } from '@remix-run/node'
import { isAdminSession } from '~/features/accounts/auth.server'

// 200 only for the admin, since the API's existing client treats any ok answer as signed in
// (docs/rules.md#the-json-api).
export async function loader({ request }: LoaderFunctionArgs) {
  if (await isAdminSession(request)) return Response.json({ authenticated: true })
  return Response.json(
    { authenticated: false, message: 'Please log in as the administrator' },
    { status: 401 },
  )
}
