import { data, type MetaFunction } from '@remix-run/node'
import { NotFound } from '~/components/error-page'

export const meta: MetaFunction = () => [{ title: 'Page Not Found' }]

// Every path no other route claims: answered with a real 404 status.
export function loader() {
  return data(null, { status: 404 })
}

export default function CatchAll() {
  return <NotFound />
}
