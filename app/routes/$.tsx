import { data, type MetaFunction } from '@remix-run/node'
import { NotFound } from '~/components/error-page'
import { metaT } from '~/i18n/react'

export const meta: MetaFunction = () => [{ title: metaT()('error.notFound.title') }]

// Every path no other route claims: answered with a real 404 status.
export function loader() {
  return data(null, { status: 404 })
}

export default function CatchAll() {
  return <NotFound />
}
