import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { projects } from '../../db/schema'
import { submitProject } from '../../app/features/submissions/project-submission.server'
import { readProjectUpload } from '../../app/features/submissions/project-upload.server'
import { testDbPerTest } from '../setup/test-db'

// The limits a family meets, at the real settings (up to 10 files of 20 MB each), through what
// the page and POST /api/projects both run: the numbers are written out here, not read from the code, so
// a limit raised by mistake fails.
const MB = 1024 * 1024

const t = testDbPerTest()

const thumbnail = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()
/** A file the server takes for a PDF (it reads the first bytes), of exactly `size` bytes. */
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size)
  bytes.write('%PDF-1.4\n')
  return bytes
}

async function submitPdfs(files: Buffer[]) {
  const form = new FormData()
  for (const [key, value] of Object.entries({
    name: 'Rain Log',
    authorName: 'Sam',
    authorEmail: 'sam@example.org',
    submissionType: 'pdf',
    submissionMethod: 'upload',
    description: 'A month of rain.',
  }))
    form.append(key, value)
  form.append('thumbnail', new File([new Uint8Array(await thumbnail())], 't.png', { type: 'image/png' }))
  files.forEach((bytes, i) =>
    form.append('files', new File([new Uint8Array(bytes)], `log-${i + 1}.pdf`, { type: 'application/pdf' })),
  )
  const read = await readProjectUpload(
    new Request('http://localhost/submission', { method: 'POST', body: form }),
    t.store,
    null,
  )
  return read.ok ? submitProject(t.db, t.store, read.upload, 'optional', Date.now()) : read
}

const stored = () => ({
  rows: t.db.select().from(projects).all().length,
  uploads: fs.readdirSync(t.store.uploadsDir).length,
  tmp: fs.readdirSync(t.store.tmpDir),
})

describe('the upload limits', () => {
  it('takes 10 files, and refuses an 11th with 413 and the message, keeping nothing', async () => {
    const ten = await submitPdfs(Array.from({ length: 10 }, () => pdf(1024)))
    expect(ten).toMatchObject({ ok: true })
    if (ten.ok) expect(ten.project.files).toHaveLength(10)
    t.db.delete(projects).run()
    for (const name of fs.readdirSync(t.store.uploadsDir)) fs.rmSync(path.join(t.store.uploadsDir, name))

    const eleven = await submitPdfs(Array.from({ length: 11 }, () => pdf(1024)))
    expect(eleven).toMatchObject({ ok: false, status: 413 })
    if (eleven.ok) return
    expect(eleven.result.error?.files).toEqual(['Please choose at most 10 files.'])
    expect(stored()).toEqual({ rows: 0, uploads: 0, tmp: [] })
  })

  it('takes a file of exactly 20 MB, and refuses one of 20 MB and a byte with 413, keeping nothing', async () => {
    const whole = await submitPdfs([pdf(20 * MB)])
    expect(whole).toMatchObject({ ok: true })
    if (whole.ok) expect(whole.project.files).toHaveLength(1)
    t.db.delete(projects).run()
    for (const name of fs.readdirSync(t.store.uploadsDir)) fs.rmSync(path.join(t.store.uploadsDir, name))

    const over = await submitPdfs([pdf(20 * MB + 1)])
    expect(over).toMatchObject({ ok: false, status: 413 })
    if (over.ok) return
    expect(over.result.error?.files).toEqual(['Each file must be 20 MB or less.'])
    expect(stored()).toEqual({ rows: 0, uploads: 0, tmp: [] })
  })
})
