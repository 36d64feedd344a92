import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { projects, storedFiles } from '../../db/schema'
import { submitProject } from '../../app/features/submissions/project-submission.server'
import { readProjectUpload } from '../../app/features/submissions/project-upload.server'
import { messages } from '../../app/features/submissions/project'
import { englishT } from '../../app/i18n/catalogues.server'
import { testDbPerTest } from '../setup/test-db'
import { pngPhoto, stagedSubmission, videoProjectFields } from '../setup/uploads'

const t = testDbPerTest()

function request(fields: Record<string, string>, files: Array<[string, Buffer, string, string]> = []) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const [field, bytes, name, type] of files)
    form.append(field, new File([new Uint8Array(bytes)], name, { type }))
  return new Request('http://localhost/submission', { method: 'POST', body: form })
}

/** What the page and POST /api/projects do: read the body, then hand what was read to the model. */
async function submit(request: Request) {
  const read = await readProjectUpload(request, t.store, null)
  return read.ok ? submitProject(t.db, t.store, read.upload, 'optional', Date.now()) : read
}

const filesOnDisk = () => ({
  uploads: fs.readdirSync(t.store.uploadsDir),
  tmp: fs.readdirSync(t.store.tmpDir),
})
const rowCount = () => t.db.select().from(projects).all().length

describe('submitting a project', () => {
  it('saves a pending project with its thumbnail and a card-sized WebP, whatever status was sent', async () => {
    const outcome = await submit(
      request({ ...videoProjectFields, status: 'approved' }, [
        ['thumbnail', await pngPhoto(), 'volcano.png', 'image/png'],
      ]),
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.project).toMatchObject({ name: 'Volcano', status: 'pending', files: [] })
    expect(outcome.project).not.toHaveProperty('authorEmail')
    const stored = t.db.select().from(storedFiles).all()
    expect(stored.map((f) => f.role).sort()).toEqual(['card', 'thumbnail'])
    expect(filesOnDisk().uploads.sort()).toEqual(stored.map((f) => f.name).sort())
    expect(filesOnDisk().tmp).toEqual([])
    const card = stored.find((f) => f.role === 'card')!
    const meta = await sharp(path.join(t.store.uploadsDir, card.name)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 360 })
  })

  it('uses the first photo as the thumbnail of a photo upload without one', async () => {
    const outcome = await submit(
      request({ ...videoProjectFields, submissionType: 'photo', submissionMethod: 'upload', url: '' }, [
        ['files', await pngPhoto(), 'front.png', 'image/png'],
        ['files', await pngPhoto(200, 200), 'side.png', 'image/png'],
      ]),
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.project.files).toHaveLength(2)
    expect(outcome.project.thumbnail).toBe(outcome.project.files[0])
    expect(outcome.project.url).toBeNull()
  })

  it('answers an empty form with every message at once, the thumbnail’s included, and no files lost', async () => {
    const outcome = await submit(request({}))
    expect(outcome).toMatchObject({ ok: false, status: 400, filesChosen: { files: false, thumbnail: false } })
    if (outcome.ok) return
    expect(outcome.result.error).toEqual({
      name: [messages.nameRequired],
      authorName: [messages.authorRequired],
      authorEmail: [messages.email],
      submissionType: [messages.typeRequired],
      submissionMethod: [messages.methodRequired],
      description: [messages.descriptionRequired],
      thumbnail: [messages.thumbnailRequired],
    })
    expect(rowCount()).toBe(0)
  })

  it('says which fields had files chosen, accepted or refused, so only those are asked for again', async () => {
    const html = Buffer.from('<!doctype html>')
    const outcome = await submit(
      request({ ...videoProjectFields, name: '' }, [
        ['thumbnail', await pngPhoto(), 't.png', 'image/png'],
        ['files', html, 'notes.pdf', 'application/pdf'],
      ]),
    )
    expect(outcome).toMatchObject({ ok: false, filesChosen: { files: true, thumbnail: true } })
    const thumbnailOnly = await submit(
      request({ ...videoProjectFields, name: '' }, [['thumbnail', await pngPhoto(), 't.png', 'image/png']]),
    )
    expect(thumbnailOnly).toMatchObject({ ok: false, filesChosen: { files: false, thumbnail: true } })
    expect(filesOnDisk()).toEqual({ uploads: [], tmp: [] })
  })

  it('refuses an HTML page named .png: clear message, 415, no row, no file', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    const outcome = await submit(
      request(videoProjectFields, [['thumbnail', html, 'innocent.png', 'image/png']]),
    )
    expect(outcome).toMatchObject({ ok: false, status: 415 })
    if (outcome.ok) return
    expect(outcome.result.error?.thumbnail).toEqual(['The thumbnail must be a JPG, PNG, GIF or WebP image.'])
    expect(rowCount()).toBe(0)
    expect(filesOnDisk()).toEqual({ uploads: [], tmp: [] })
  })

  it('refuses a thumbnail over 5 MB: 413, no row, no file, the other fields still checked', async () => {
    const big = Buffer.concat([await pngPhoto(), Buffer.alloc(5 * 1024 * 1024)])
    const outcome = await submit(
      request({ ...videoProjectFields, name: '' }, [['thumbnail', big, 'huge.png', 'image/png']]),
    )
    expect(outcome).toMatchObject({ ok: false, status: 413 })
    if (outcome.ok) return
    expect(outcome.result.error?.thumbnail).toEqual(['The thumbnail is too large: it must be 5 MB or less.'])
    expect(outcome.result.error?.name).toEqual([messages.nameRequired])
    expect(rowCount()).toBe(0)
    expect(filesOnDisk()).toEqual({ uploads: [], tmp: [] })
  })

  it('keeps nothing when a field is invalid, even with good files', async () => {
    const outcome = await submit(
      request({ ...videoProjectFields, url: 'javascript:alert(1)' }, [
        ['thumbnail', await pngPhoto(), 't.png', 'image/png'],
      ]),
    )
    expect(outcome).toMatchObject({ ok: false, status: 400 })
    if (outcome.ok) return
    expect(outcome.result.error?.url).toEqual([messages.url])
    // The form comes back with what was typed, but never the stored file names.
    expect(outcome.result.initialValue).toMatchObject({ name: 'Volcano', url: 'javascript:alert(1)' })
    expect(outcome.result.initialValue).not.toHaveProperty('thumbnail')
    expect(rowCount()).toBe(0)
    expect(filesOnDisk()).toEqual({ uploads: [], tmp: [] })
  })

  it('ignores stored-looking names sent as text in place of files', async () => {
    const outcome = await submit(request({ ...videoProjectFields, thumbnail: `${'a'.repeat(32)}.png` }))
    expect(outcome).toMatchObject({ ok: false })
    if (outcome.ok) return
    expect(outcome.result.error?.thumbnail).toEqual([messages.thumbnailRequired])
  })

  it('leaves no row and no file when moving the files into place fails', async () => {
    fs.rmSync(t.store.uploadsDir, { recursive: true })
    fs.writeFileSync(t.store.uploadsDir, 'not a folder')
    await expect(
      submit(request(videoProjectFields, [['thumbnail', await pngPhoto(), 't.png', 'image/png']])),
    ).rejects.toThrow()
    expect(rowCount()).toBe(0)
    expect(t.db.select().from(storedFiles).all()).toEqual([])
    expect(fs.readdirSync(t.store.tmpDir)).toEqual([])
  })

  it('answers a body that is not multipart with a 400 and keeps nothing', async () => {
    const outcome = await submit(
      new Request('http://localhost/submission', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut off',
      }),
    )
    expect(outcome).toMatchObject({ ok: false, status: 400 })
    // A catalogue key: the page writes it in its language, the JSON API in English.
    expect(englishT((outcome as { message: string }).message)).toBe(
      'The upload did not arrive complete. Please try again.',
    )
    expect(rowCount()).toBe(0)
  })

  it('saves from parsed fields and staged files alone, without a request', async () => {
    const name = `${'b'.repeat(32)}.png`
    const outcome = await submitProject(
      t.db,
      t.store,
      await stagedSubmission(t.store, videoProjectFields, name),
      'optional',
      Date.now(),
    )
    expect(outcome).toMatchObject({ ok: true, project: { name: 'Volcano', thumbnail: name, files: [] } })
    expect(filesOnDisk().uploads.sort()).toEqual([`${'b'.repeat(32)}-card.webp`, name])
    expect(filesOnDisk().tmp).toEqual([])
  })
})

describe('consent', () => {
  const consentRows = () =>
    t.db.select({ name: projects.name, consentAt: projects.consentAt }).from(projects).all()

  async function send(fields: Record<string, string>, consent: 'required' | 'optional') {
    const read = await readProjectUpload(
      request(fields, [['thumbnail', await pngPhoto(), 'volcano.png', 'image/png']]),
      t.store,
      null,
    )
    return read.ok ? submitProject(t.db, t.store, read.upload, consent, Date.now()) : read
  }

  it('the page refuses a submission without it, with the field’s message, and keeps no row or file', async () => {
    const outcome = await send(videoProjectFields, 'required')
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.status).toBe(400)
    expect(outcome.result?.error?.consent).toEqual([messages.consentRequired])
    expect(rowCount()).toBe(0)
    expect(filesOnDisk()).toEqual({ uploads: [], tmp: [] })
    for (const forged of ['off', 'yes', '']) {
      expect((await send({ ...videoProjectFields, consent: forged }, 'required')).ok).toBe(false)
    }
    expect(rowCount()).toBe(0)
  })

  it('stores the time it was given: the ticked box, or the API’s consent=true', async () => {
    const before = Date.now()
    expect((await send({ ...videoProjectFields, name: 'Ticked', consent: 'on' }, 'required')).ok).toBe(true)
    expect((await send({ ...videoProjectFields, name: 'Api', consent: 'true' }, 'optional')).ok).toBe(true)
    // The API stays compatible: without it the project is saved, with no consent recorded.
    expect((await send({ ...videoProjectFields, name: 'Older client' }, 'optional')).ok).toBe(true)
    const rows = consentRows()
    expect(rows.map((r) => r.name)).toEqual(['Ticked', 'Api', 'Older client'])
    for (const row of rows.slice(0, 2)) {
      expect(row.consentAt!.getTime()).toBeGreaterThanOrEqual(before)
      expect(row.consentAt!.getTime()).toBeLessThanOrEqual(Date.now())
    }
    expect(rows[2]!.consentAt).toBeNull()
  })
})
