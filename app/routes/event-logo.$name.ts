import type { LoaderFunctionArgs } from '@remix-run/node'
import { isCurrentLogo } from '~/features/event/event-details.server'
import { isStoredFileName } from '~/infra/file-types.server'
import { db } from '~/infra/db.server'
import { fileResponse } from '~/infra/file-responses.server'
import { fileStore } from '~/infra/storage.server'
import { notFound } from '~/infra/api.server'

// /event-logo/<stored name>: the club's logo from the Event tab. A new logo gets a new name, so a page
// never shows an old one from a cache; only the logo in use is served, never another upload.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? ''
  if (!isStoredFileName(name) || !isCurrentLogo(db, name)) return notFound('File not found')
  return fileResponse(fileStore, name, request, { caching: 'public' })
}
