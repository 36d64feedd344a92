import crypto from 'node:crypto'
import type { DB } from '../../../db/connection'
import { hashEditToken, type OwnProject } from './family-link.server'
import type { FileStore } from '~/infra/file-store.server'
import { listMediaFiles } from '~/features/showcase/project-media.server'
import { cardImage, fileUrl } from '~/features/submissions/projects.server'
import { isPublicStatus } from '~/features/showcase/visibility.server'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import { videoEmbedUrl } from '~/utils/video'

// The holder of a private link sees the project's own pictures and files from any browser, while nobody else
// does (docs/rules.md#who-may-see-what). The page gives each file an address with a key: an HMAC, under the
// server's secret, of the file's name and the stored hash of the link's token. Only the server can make one,
// it opens that one file and nothing else (never the project's edit form, as the token itself would), and it
// dies with the link: a withdrawn project, a deleted file or a new token makes every key a 404.

/** 128 bits, in base64url: as hard to guess as the rest of the app's secrets, short in a URL. */
const KEY_BYTES = 16
const KEY_FORMAT = /^[A-Za-z0-9_-]{22}$/

/** The query parameter that carries the key. */
export const FILE_KEY_PARAM = 'key'

export function privateFileKey(secret: string, tokenHash: string, name: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`private-file\0${tokenHash}\0${name}`)
    .digest()
    .subarray(0, KEY_BYTES)
    .toString('base64url')
}

/** Whether `key` opens this stored file: made for its name and its project's current link. */
export function keyOpensFile(
  secret: string,
  file: { name: string; editTokenHash: string | null },
  key: string | null,
): boolean {
  if (!key || !KEY_FORMAT.test(key) || !file.editTokenHash) return false
  const expected = Buffer.from(privateFileKey(secret, file.editTokenHash, file.name))
  return crypto.timingSafeEqual(expected, Buffer.from(key))
}

/**
 * How the private link's page addresses its project's files: an approved project's by their public
 * address, which every visitor and cache shares; any other's with the key.
 */
export function privateFileUrls(
  secret: string,
  project: { status: ProjectStatus; editTokenHash: string },
): (name: string) => string {
  if (isPublicStatus(project.status)) return fileUrl
  return (name) => `${fileUrl(name)}?${FILE_KEY_PARAM}=${privateFileKey(secret, project.editTokenHash, name)}`
}

/**
 * What the private link's page shows of its project, whatever its status: the card-sized thumbnail, the
 * video, the link and the uploaded files, each at an address this page's holder can open from any browser.
 */
export function ownProjectMedia(
  db: DB,
  store: FileStore,
  secret: string,
  project: OwnProject,
  token: string,
) {
  const urlFor = privateFileUrls(secret, { status: project.status, editTokenHash: hashEditToken(token) })
  return {
    name: project.name,
    thumbnail: cardImage(project, urlFor),
    embedUrl: project.url ? videoEmbedUrl(project.url) : null,
    url: project.url,
    files: listMediaFiles(db, store, project, urlFor),
  }
}
