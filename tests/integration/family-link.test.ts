import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { projects, storedFiles } from '../../db/schema'
import {
  findProjectByToken,
  hashEditToken,
  newEditToken,
  saveOwnProject,
} from '../../app/features/families/family-link.server'
import { makeCardImage } from '../../app/infra/images.server'
import { createProject } from '../../app/features/submissions/projects.server'
import { testDbPerTest } from '../setup/test-db'
import { stagePng } from '../setup/staged-image'

// The private link's rules in the model (the browser story is tests/e2e/family-link.spec.ts).
const t = testDbPerTest()

const stage = (field: string, colour: string) => stagePng(t.store, field, colour)

async function photoProject() {
  const first = await stage('files', '#16a34a')
  const second = await stage('files', '#dc2626')
  const card = await makeCardImage(first, t.store)
  const link = newEditToken()
  const project = createProject(t.db, t.store, {
    name: 'Bird Feeder',
    description: 'Photos of birds.',
    authorName: 'Sam',
    authorEmail: 'sam@example.org',
    submissionType: 'photo',
    submissionMethod: 'upload',
    files: [first, second],
    thumbnail: first,
    card,
    consentAt: new Date(),
    editTokenHash: link.hash,
  })
  return { id: project.id, token: link.token, old: [first.name, second.name, card.name] }
}

const rows = (id: number) =>
  t.db
    .select({ name: storedFiles.name, role: storedFiles.role })
    .from(storedFiles)
    .where(eq(storedFiles.projectId, id))
    .all()
const onDisk = () => fs.readdirSync(t.store.uploadsDir).sort()
const edit = { name: 'Bird Feeder', authorName: 'Sam', description: 'Photos of birds.' }

describe('a family’s private link', () => {
  it('is found by its token only: the hash is what is stored, and malformed or wrong tokens find nothing', async () => {
    const { id, token } = await photoProject()
    const stored = t.db.select({ hash: projects.editTokenHash }).from(projects).get()!
    expect(stored.hash).toBe(hashEditToken(token))
    expect(stored.hash).not.toContain(token)
    expect(findProjectByToken(t.db, token)?.id).toBe(id)
    for (const wrong of [newEditToken().token, token.slice(1), `${token}x`, stored.hash!, '']) {
      expect(findProjectByToken(t.db, wrong)).toBeNull()
    }
  })

  it('new photos of a photo project replace the old ones, and the first new photo becomes the thumbnail', async () => {
    const { id, token, old } = await photoProject()
    t.db.update(projects).set({ status: 'approved' }).where(eq(projects.id, id)).run()
    const project = findProjectByToken(t.db, token)!
    const fresh = [await stage('files', '#0ea5e9'), await stage('files', '#f59e0b')]
    const saved = await saveOwnProject(
      t.db,
      t.store,
      project,
      { ...edit, name: 'Bird Feeder 2' },
      { files: fresh },
    )
    expect(saved).toEqual({ status: 'pending', wasPublic: true })

    const after = rows(id)
    expect(after.filter((r) => r.role === 'file').map((r) => r.name)).toEqual(fresh.map((f) => f.name))
    expect(after.filter((r) => r.role === 'card')).toHaveLength(1)
    const row = t.db.select().from(projects).where(eq(projects.id, id)).get()!
    expect(row).toMatchObject({ name: 'Bird Feeder 2', status: 'pending', thumbnail: fresh[0]!.name })
    // Every row has its file, and nothing of the old ones is left on disk or in tmp.
    expect(onDisk()).toEqual(after.map((r) => r.name).sort())
    for (const name of old) expect(onDisk()).not.toContain(name)
    expect(fs.readdirSync(t.store.tmpDir)).toEqual([])
  })

  it('a new thumbnail alone keeps the photos and swaps thumbnail and card', async () => {
    const { id, token, old } = await photoProject()
    const project = findProjectByToken(t.db, token)!
    const image = await stage('thumbnail', '#7c3aed')
    await saveOwnProject(t.db, t.store, project, edit, { thumbnail: image, files: [] })
    const after = rows(id)
    expect(after.filter((r) => r.role === 'file').map((r) => r.name)).toEqual(old.slice(0, 2))
    expect(after.find((r) => r.role === 'thumbnail')?.name).toBe(image.name)
    expect(onDisk()).toEqual(after.map((r) => r.name).sort())
    expect(onDisk()).not.toContain(old[2])
  })
})
