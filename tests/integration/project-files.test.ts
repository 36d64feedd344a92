import { bodyLimits } from '../../app/features/body-limits.server'
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { projects } from '../../db/schema'
import { deleteProject, changeProjectStatus } from '../../app/features/submissions/moderation.server'
import { submissionUploads } from '../../app/features/submissions/project-submission.server'
import { replaceThumbnail } from '../../app/features/submissions/thumbnails.server'
import { parseUpload } from '../../app/infra/uploads.server'
import { action as postProject, loader as listProjects } from '../../app/routes/api.projects'
import { loader as getProject } from '../../app/routes/api.projects.$id'
import { loader as projectPage } from '../../app/routes/project.$id'
import { action as submissionPage } from '../../app/routes/submission'
import { db } from '../../app/infra/db.server'
import { fileStore } from '../../app/infra/storage.server'

// A project's file list is read from stored_files: the JSON API and the project page list a project's
// files in the order they were uploaded, and keep doing so after the organiser's changes. The real
// routes, against this file's own database.
afterAll(() => db.$client.close())

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()

// PDFs are stored byte for byte, so a stored file's content says which upload it was.
const labels = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth']
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`)
const labelOf = (storedName: string) =>
  fs.readFileSync(path.join(fileStore.uploadsDir, storedName), 'utf8').split('\n')[1]!.slice(2)

async function pdfProjectForm(name: string) {
  const form = new FormData()
  const fields = {
    name,
    authorName: 'Sam',
    authorEmail: 'sam@example.org',
    submissionType: 'pdf',
    submissionMethod: 'upload',
    url: '',
    description: 'Six reports, in order.',
    consent: 'on',
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('thumbnail', new File([new Uint8Array(await png())], 'cover.png', { type: 'image/png' }))
  for (const label of labels)
    form.append('files', new File([new Uint8Array(pdf(label))], `${label}.pdf`, { type: 'application/pdf' }))
  return form
}

const post = (url: string, form: FormData) => ({
  request: new Request(`http://localhost${url}`, { method: 'POST', body: form }),
  params: {},
  context: { clientAddress: '127.0.0.1' },
})
const get = (url: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://localhost${url}`),
  params,
  context: {},
})

type ApiProject = { id: number; name: string; files: string[]; thumbnail: string }

async function apiFiles(id: number) {
  const one = (await (await getProject(get(`/api/projects/${id}`, { id: String(id) }))).json()) as ApiProject
  const all = (await (await listProjects(get('/api/projects'))).json()) as ApiProject[]
  expect(all.find((p) => p.id === id)?.files).toEqual(one.files)
  return one.files
}

async function pageFiles(id: number) {
  const page = await projectPage(get(`/project/${id}`, { id: String(id) }))
  return page.files.map((file) => file.name)
}

async function stagedThumbnail() {
  const form = new FormData()
  form.append('thumbnail', new File([new Uint8Array(await png())], 'new.png', { type: 'image/png' }))
  const upload = await parseUpload(
    new Request('http://localhost/', { method: 'POST', body: form }),
    fileStore,
    { thumbnail: submissionUploads.thumbnail },
    { bodyBytes: bodyLimits.multipartBytes },
  )
  return upload.staged[0]!
}

describe('a project’s files', () => {
  it('are listed in upload order by the JSON API and the page, for a project sent to either', async () => {
    const answer = await postProject(post('/api/projects', await pdfProjectForm('Through the API')))
    expect(answer.status).toBe(201)
    const created = (await answer.json()) as ApiProject
    expect(created.files.map(labelOf)).toEqual(labels)

    const redirect = (await submissionPage(
      post('/submission', await pdfProjectForm('Through the page')),
    )) as Response
    expect(redirect.status).toBe(302)
    const fromPage = db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, 'Through the page'))
      .get()!

    for (const id of [created.id, fromPage.id]) {
      expect(changeProjectStatus(db, id, 'approved')).toBe('ok')
      const files = await apiFiles(id)
      expect(files.map(labelOf)).toEqual(labels)
      expect(await pageFiles(id)).toEqual(files)
    }
    expect(await apiFiles(created.id)).toEqual(created.files)
  })

  it('stay the same, in order, after a new thumbnail and after another project is deleted', async () => {
    const kept = (await (
      await postProject(post('/api/projects', await pdfProjectForm('Kept')))
    ).json()) as ApiProject
    const doomed = (await (
      await postProject(post('/api/projects', await pdfProjectForm('Doomed')))
    ).json()) as ApiProject
    expect(changeProjectStatus(db, kept.id, 'approved')).toBe('ok')

    const thumbnail = await stagedThumbnail()
    expect(await replaceThumbnail(db, fileStore, kept.id, thumbnail)).toBe('ok')
    const afterThumbnail = (await (
      await getProject(get(`/api/projects/${kept.id}`, { id: String(kept.id) }))
    ).json()) as ApiProject
    expect(afterThumbnail.thumbnail).toBe(thumbnail.name)
    expect(afterThumbnail.files).toEqual(kept.files)
    expect(await pageFiles(kept.id)).toEqual(kept.files)

    expect(deleteProject(db, fileStore, doomed.id)).toBe(true)
    expect(await apiFiles(kept.id)).toEqual(kept.files)
    expect(await pageFiles(kept.id)).toEqual(kept.files)
    expect(kept.files.map(labelOf)).toEqual(labels)
    for (const name of doomed.files) expect(fs.existsSync(path.join(fileStore.uploadsDir, name))).toBe(false)
  })
})
