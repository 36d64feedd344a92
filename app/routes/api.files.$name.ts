import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileResponse } from '~/services/file-responses.server'
import { isStoredFileName } from '~/models/file-types.server'
import { findStoredFile } from '~/models/projects.server'
import { canOpenProject, isPublicStatus } from '~/models/visibility.server'
import { notFound } from '~/utils/api.server'
import { db } from '~/services/db.server'
import { fileStore } from '~/services/storage.server'
import { getViewer } from '~/services/viewer.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? ''
  const file = isStoredFileName(name) ? findStoredFile(db, name) : undefined
  // A file of a project this viewer may not see does not exist for them.
  if (!file || !canOpenProject(file, await getViewer(request))) {
    return notFound('File not found')
  }
  return fileResponse(fileStore, name, request, { private: !isPublicStatus(file.status) })
}
