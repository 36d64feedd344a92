import { parseForm } from '~/infra/parse-form'
import type { SubmissionResult } from '@conform-to/react'
import type { DB } from '../../../db/connection'
import {
  limits,
  messages,
  projectPageSubmissionSchema,
  projectSubmissionSchema,
} from '~/features/submissions/project'
import { HONEYPOT_MESSAGE, isHoneypotFilled } from '~/utils/honeypot'
import type { FileStore, StagedFile } from '~/infra/file-store.server'
import { imageKinds } from '~/infra/file-types.server'
import { makeCardImage } from '~/infra/images.server'
import type { UploadField, UploadResult } from '~/infra/file-store.server'
import { newEditToken } from '~/features/families/family-link.server'
import { createProject, type PublicProject } from './projects.server'
import { submissionRefusal } from './submission-window.server'
import { defaultLanguage, keptLanguage, type Language } from '~/i18n/languages'

const imageOnly = ['jpg', 'png', 'gif', 'webp'] as const

/**
 * The files' checks. Their messages are catalogue keys whose English is the message itself (common), as the
 * form's: the page writes them in its language, the JSON API's `errors` in English as they are. `tooMany`
 * names limits.files (tests/unit/server-messages.test.ts holds the two together).
 */
export const submissionUploads: Record<'thumbnail' | 'files', UploadField> = {
  thumbnail: {
    maxBytes: limits.thumbnailBytes,
    maxCount: 1,
    accept: imageOnly,
    messages: {
      tooLarge: 'The thumbnail is too large: it must be 5 MB or less.',
      wrongType: 'The thumbnail must be a JPG, PNG, GIF or WebP image.',
      tooMany: 'Please choose one thumbnail image.',
      unreadable: 'The thumbnail could not be read as an image. Please choose another one.',
    },
  },
  files: {
    maxBytes: limits.fileBytes,
    maxCount: limits.files,
    accept: [...imageOnly, 'pdf'],
    messages: {
      tooLarge: 'Each file must be 20 MB or less.',
      wrongType: 'Files must be PDF documents or JPG, PNG, GIF or WebP images.',
      tooMany: 'Please choose at most 10 files.',
      unreadable: 'One of the images could not be read. Please choose another one.',
    },
  },
}

export type SubmissionOutcome =
  | {
      ok: true
      project: PublicProject
      /** The family's private link token: given to them once, only its hash is stored. */
      editToken: string
      /** Where the private link is e-mailed, when the club has a mail server. */
      authorEmail: string
    }
  | {
      ok: false
      status: 400 | 403 | 413 | 415
      message: string
      result: SubmissionResult<string[]>
      /** Which file fields had files chosen: only those are lost, and the page says so only for them. */
      filesChosen: FilesChosen
    }

export type FilesChosen = { files: boolean; thumbnail: boolean }

/** A field had files chosen when one arrived, accepted or refused. */
const chosenIn = (upload: UploadResult): FilesChosen => ({
  files: upload.staged.some((f) => f.field === 'files') || 'files' in upload.errors,
  thumbnail: upload.staged.some((f) => f.field === 'thumbnail') || 'thumbnail' in upload.errors,
})

/**
 * The whole submission, for the page and for POST /api/projects, once the
 * route has streamed the files in with their limits (submissionUploads):
 * check every field with the form's schema, then save the row and the files
 * together. On any refusal or error the staged files are discarded.
 */
export async function submitProject(
  db: DB,
  store: FileStore,
  upload: UploadResult,
  /** 'required' for the page's form; the JSON API records consent only when it is sent. */
  consent: 'required' | 'optional',
  /** When the request arrived (Date.now() before its body was read): the submission window counts it. */
  arrivedAt: number,
  /**
   * The language the family reads the site in: a refusal before the opening says its date in it, and the
   * project keeps it for their e-mails (keptLanguage). None: the club's default, and none kept.
   */
  language: Language | null = null,
): Promise<SubmissionOutcome> {
  try {
    // Asked again now the body is in, in case the organiser moved the window during a slow upload: still by
    // the moment the request arrived, so the upload's own time never counts against the family.
    const refused = submissionRefusal(db, arrivedAt, { language: language ?? defaultLanguage })
    if (refused) {
      await upload.discard()
      return { ok: false, ...refused, result: {}, filesChosen: chosenIn(upload) }
    }
    const staged = {
      files: upload.staged.filter((f) => f.field === 'files'),
      thumbnail: upload.staged.find((f) => f.field === 'thumbnail'),
    }
    const form = upload.fields
    if (isHoneypotFilled(form)) {
      await upload.discard()
      return { ok: false, status: 400, message: HONEYPOT_MESSAGE, result: {}, filesChosen: chosenIn(upload) }
    }
    // Only files that passed the upload checks count, whatever the browser sent under these names.
    form.delete('files')
    form.delete('thumbnail')
    for (const file of staged.files) form.append('files', file.name)
    staged.thumbnail ??= photoThumbnail(form, staged.files)
    if (staged.thumbnail) form.set('thumbnail', staged.thumbnail.name)

    const submission = parseForm(form, {
      schema: consent === 'required' ? projectPageSubmissionSchema : projectSubmissionSchema,
    })
    const uploadFailed = Object.keys(upload.errors).length > 0
    if (submission.status !== 'success' || uploadFailed || !staged.thumbnail) {
      await upload.discard()
      const fieldErrors = Object.fromEntries(Object.entries(upload.errors).map(([k, v]) => [k, [v]]))
      const result = submission.reply({ fieldErrors, hideFields: ['files', 'thumbnail'] })
      const first = Object.values(result.error ?? {}).flat()[0]
      return {
        ok: false,
        status: uploadFailed && upload.status !== 200 ? upload.status : 400,
        message: first ?? messages.thumbnailRequired,
        result,
        filesChosen: chosenIn(upload),
      }
    }

    const card = await makeCardImage(staged.thumbnail, store)
    upload.staged.push(card)
    const { files: _files, thumbnail: _thumbnail, consent: given, ...fields } = submission.value
    const link = newEditToken()
    const project = createProject(db, store, {
      ...fields,
      consentAt: given ? new Date() : null,
      editTokenHash: link.hash,
      language: language ? keptLanguage(language) : null,
      files: staged.files,
      thumbnail: staged.thumbnail,
      card,
    })
    return { ok: true, project, editToken: link.token, authorEmail: fields.authorEmail }
  } catch (error) {
    await upload.discard()
    throw error
  }
}

/**
 * A photo project uses its first image as the thumbnail. With JS
 * the form does it visibly; without JS the server does the same.
 */
function photoThumbnail(form: FormData, files: StagedFile[]) {
  if (form.get('submissionType') !== 'photo' || form.get('submissionMethod') !== 'upload') return undefined
  return files.find((f) => imageKinds.includes(f.kind))
}
