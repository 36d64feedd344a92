import type { LoaderFunctionArgs } from '@remix-run/node'
import { isAdminSession } from '~/services/auth.server'

// DESIGN.md §7: 200 only for the admin, since SPEC's client treats any ok answer as signed in.
export async function loader({ request }: LoaderFunctionArgs) {
  if (await isAdminSession(request)) return Response.json({ authenticated: true })
  return Response.json(
    { authenticated: false, message: 'Please log in as the administrator' },
    { status: 401 },
  )
}
