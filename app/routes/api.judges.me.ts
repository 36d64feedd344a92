import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireJudge } from '~/features/accounts/auth.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const { id, name, email, expertise, isActive, isApproved } = await requireJudge(request)
  return Response.json({ id, name, email, expertise, isActive, isApproved })
}
