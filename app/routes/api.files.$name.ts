import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileResponse } from '~/infra/file-responses.server'
import { isStoredFileName } from '~/infra/file-types.server'
import { FILE_KEY_PARAM, keyOpensFile } from '~/features/families/private-files.server'
import { findStoredFile } from '~/features/submissions/projects.server'
import { canOpenProject, isPublicStatus } from '~/features/showcase/visibility.server'
import { notFound } from '~/infra/api.server'
import { sessionSecret } from '~/infra/env.server'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { getViewer } from '~/features/accounts/viewer.server'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const name = params.name ?? ''
  const file = isStoredFileName(name) ? findStoredFile(db, name) : undefined
  if (!file) return notFound('File not found')
  if (canOpenProject(file, await getViewer(request))) {
    return fileResponse(fileStore, name, request, {
      caching: isPublicStatus(file.status) ? 'public' : 'private',
      context,
    })
  }
  // The private link's page addresses its files with a key (docs/rules.md#who-may-see-what).
  const key = new URL(request.url).searchParams.get(FILE_KEY_PARAM)
  if (keyOpensFile(sessionSecret(), file, key)) {
    return fileResponse(fileStore, name, request, { caching: 'revalidate', context })
  }
  // A file of a project this viewer may not see does not exist for them.
  return notFound('File not found')
}
