import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileResponse } from '~/services/file-responses.server'
import { isStoredFileName } from '~/models/file-types.server'
import { FILE_KEY_PARAM, keyOpensFile } from '~/models/private-files.server'
import { findStoredFile } from '~/models/projects.server'
import { canOpenProject, isPublicStatus } from '~/models/visibility.server'
import { notFound } from '~/utils/api.server'
import { sessionSecret } from '~/utils/env.server'
import { db } from '~/services/db.server'
import { fileStore } from '~/services/storage.server'
import { getViewer } from '~/services/viewer.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? ''
  const file = isStoredFileName(name) ? findStoredFile(db, name) : undefined
  if (!file) return notFound('File not found')
  if (canOpenProject(file, await getViewer(request))) {
    return fileResponse(fileStore, name, request, {
      caching: isPublicStatus(file.status) ? 'public' : 'private',
    })
  }
  // The private link's page addresses its files with a key (docs/rules.md#who-may-see-what).
  const key = new URL(request.url).searchParams.get(FILE_KEY_PARAM)
  if (keyOpensFile(sessionSecret(), file, key)) {
    return fileResponse(fileStore, name, request, { caching: 'revalidate' })
  }
  // A file of a project this viewer may not see does not exist for them.
  return notFound('File not found')
}
