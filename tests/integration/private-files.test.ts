import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects, storedFiles } from '../../db/schema'
import { hashEditToken, newEditToken } from '../../app/features/families/family-link.server'
import { keyOpensFile, privateFileKey } from '../../app/features/families/private-files.server'
import { listMediaFiles } from '../../app/features/showcase/project-media.server'
import type { ProjectStatus } from '../../app/features/submissions/project-fields'
import { loader as fileLoader } from '~/routes/api.files.$name'
import { loader as ownProjectLoader } from '~/routes/my-project.$token'
import { db } from '../../app/infra/db.server'
import { fileStore } from '../../app/infra/storage.server'
import { sessionSecret } from '../../app/infra/env.server'
import { addProject } from '../setup/fixtures'

// The private link's page addresses its project's files with keys made from the token, so
// its holder sees them from any browser and nobody else does. The rules at the route and the model; the
// browser story is tests/e2e/private-files.spec.ts.

let png: Buffer
beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer()
})
afterAll(() => db.$client.close())

const storedName = (kind: string) => `${crypto.randomBytes(16).toString('hex')}.${kind}`

/** A photo project with one photo (its thumbnail, stored once), its card and a PDF, files on disk. */
function photoProject(status: ProjectStatus) {
  const link = newEditToken()
  const photo = storedName('png')
  const card = photo.replace('.png', '-card.webp')
  const pdf = storedName('pdf')
  const { id } = addProject(db, {
    name: `Project ${photo.slice(0, 6)}`,
    submissionMethod: 'upload',
    thumbnail: photo,
    status,
    editTokenHash: link.hash,
  })
  db.insert(storedFiles)
    .values([
      { name: photo, projectId: id, role: 'file', contentType: 'image/png', size: png.length, position: 0 },
      { name: pdf, projectId: id, role: 'file', contentType: 'application/pdf', size: 20, position: 1 },
      { name: card, projectId: id, role: 'card', contentType: 'image/webp', size: png.length },
    ])
    .run()
  fs.writeFileSync(path.join(fileStore.uploadsDir, photo), png)
  fs.writeFileSync(path.join(fileStore.uploadsDir, card), png)
  fs.writeFileSync(path.join(fileStore.uploadsDir, pdf), '%PDF-1.4\n%%EOF\n')
  return { id, token: link.token, hash: link.hash, photo, card, pdf, names: [photo, card, pdf] }
}

async function fetchFile(url: string) {
  const { pathname } = new URL(url, 'http://localhost')
  const name = pathname.replace('/api/files/', '')
  return (await fileLoader({
    request: new Request(new URL(url, 'http://localhost')),
    params: { name },
    context: {},
  })) as Response
}

/** The addresses the private link's page gives its pictures and files, read from its loader. */
async function pageAddresses(token: string) {
  const page = await ownProjectLoader({
    request: new Request(`http://localhost/my-project/${token}`),
    params: { token },
    context: {},
  })
  const files = page.media.files.map((file) => file.url)
  return { card: page.media.thumbnail, photo: files[0]!, all: [page.media.thumbnail, ...files] }
}

describe('a pending project’s files through its private link', () => {
  it('open with the page’s keys, from a request with no cookie, and are kept by no shared cache', async () => {
    const project = photoProject('pending')
    const { all } = await pageAddresses(project.token)
    expect(all).toHaveLength(3)
    for (const url of all) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}(-card)?\.(png|webp|pdf)\?key=[\w-]{22}$/)
      const answer = await fetchFile(url)
      expect(answer.status, url).toBe(200)
      expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
      await answer.body?.cancel()
    }
  })

  it('are a 404 without the key, with a wrong key, and with another file’s key', async () => {
    const project = photoProject('pending')
    const { card, photo } = await pageAddresses(project.token)
    const bare = (url: string) => url.split('?')[0]!
    const keyOf = (url: string) => url.split('?key=')[1]!
    const flipped = (key: string) => (key.startsWith('A') ? 'B' : 'A') + key.slice(1)
    for (const url of [
      bare(photo),
      `${bare(photo)}?key=${flipped(keyOf(photo))}`,
      `${bare(photo)}?key=${keyOf(card)}`,
      `${bare(photo)}?key=${keyOf(photo)}x`,
      `${bare(photo)}?key=`,
    ]) {
      const answer = await fetchFile(url)
      expect(answer.status, url).toBe(404)
      expect(await answer.json()).toEqual({ message: 'File not found' })
    }
  })

  it('shut when the link changes or the project is withdrawn', async () => {
    const project = photoProject('pending')
    const urls = (await pageAddresses(project.token)).all
    db.update(projects).set({ editTokenHash: newEditToken().hash }).where(eq(projects.id, project.id)).run()
    for (const url of urls) expect((await fetchFile(url)).status, url).toBe(404)

    const other = photoProject('rejected')
    const { photo, all: otherUrls } = await pageAddresses(other.token)
    // A refused project's family sees its files too: they may fix it.
    expect((await fetchFile(photo)).status).toBe(200)
    db.delete(projects).where(eq(projects.id, other.id)).run()
    for (const url of otherUrls) expect((await fetchFile(url)).status, url).toBe(404)
  })

  it('an approved project’s page keeps the public addresses, cached for everyone', async () => {
    const project = photoProject('approved')
    const { all, card } = await pageAddresses(project.token)
    expect(all).toEqual([project.card, project.photo, project.pdf].map((name) => `/api/files/${name}`))
    const answer = await fetchFile(card)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('a file key', () => {
  const secret = sessionSecret()
  const hash = hashEditToken(newEditToken().token)
  const file = { name: storedName('png'), editTokenHash: hash }

  it('is made for one file of one link under the server’s secret', () => {
    const key = privateFileKey(secret, hash, file.name)
    expect(keyOpensFile(secret, file, key)).toBe(true)
    expect(keyOpensFile(secret, { ...file, name: storedName('png') }, key)).toBe(false)
    expect(keyOpensFile(secret, { ...file, editTokenHash: hashEditToken('another') }, key)).toBe(false)
    expect(keyOpensFile(secret, { ...file, editTokenHash: null }, key)).toBe(false)
    expect(keyOpensFile(`${secret}-rotated`, file, key)).toBe(false)
    expect(keyOpensFile(secret, file, null)).toBe(false)
  })
})

describe('which photo the thumbnail shows', () => {
  /** A photo project whose files (and a thumbnail stored on its own) hold these bytes. */
  function project(files: { name: string; role: 'file' | 'thumbnail'; bytes: string }[], thumbnail: string) {
    const { id } = addProject(db, { thumbnail })
    db.insert(storedFiles)
      .values(
        files.map(({ name, role, bytes }, position) => ({
          name,
          role,
          size: bytes.length,
          projectId: id,
          contentType: 'image/jpeg',
          position,
        })),
      )
      .run()
    for (const file of files) fs.writeFileSync(path.join(fileStore.uploadsDir, file.name), file.bytes)
    return { id, thumbnail }
  }
  const thumbnailOf = (p: { id: number; thumbnail: string }) =>
    listMediaFiles(db, fileStore, p)
      .filter((file) => file.isThumbnail)
      .map((file) => file.name)

  it('is the photo of the thumbnail’s name', () => {
    const [a, b] = [storedName('jpg'), storedName('jpg')]
    const p = project(
      [
        { name: a, role: 'file', bytes: 'first' },
        { name: b, role: 'file', bytes: 'second' },
      ],
      b,
    )
    expect(thumbnailOf(p)).toEqual([b])
  })

  it('is the first photo when the thumbnail was stored on its own with the same bytes, else none', () => {
    const withThumbnail = (bytes: string) => {
      const [a, b, own] = [storedName('jpg'), storedName('jpg'), storedName('jpg')]
      const p = project(
        [
          { name: a, role: 'file', bytes: 'first' },
          { name: b, role: 'file', bytes: 'second' },
          { name: own, role: 'thumbnail', bytes },
        ],
        own,
      )
      return { first: a, shown: thumbnailOf(p) }
    }
    const again = withThumbnail('first')
    expect(again.shown).toEqual([again.first])
    // As large as the first photo, but another picture: the thumbnail is none of the photos.
    expect(withThumbnail('fir5t').shown).toEqual([])
  })
})
