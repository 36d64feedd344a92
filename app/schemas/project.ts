import { z } from 'zod'

export const submissionTypes = ['video', 'photo', 'pdf', 'website'] as const
export type SubmissionType = (typeof submissionTypes)[number]

/** SPEC.md §4: the ways to share each type of project, with the labels families see. */
export const submissionMethods = {
  video: [
    { value: 'youtube', label: 'Video-sharing link (YouTube)' },
    { value: 'drive', label: 'Cloud-drive link (Google Drive, OneDrive)' },
    { value: 'dropbox', label: 'File-sharing link (Dropbox)' },
  ],
  photo: [{ value: 'upload', label: 'Upload photos' }],
  pdf: [
    { value: 'slides', label: 'Slides link (Google Slides, Canva)' },
    { value: 'upload', label: 'Upload PDF' },
  ],
  website: [
    { value: 'replit', label: 'Code-hosting project (Replit)' },
    { value: 'other', label: 'Other website' },
  ],
} as const satisfies Record<SubmissionType, readonly { value: string; label: string }[]>

export const allMethods = ['youtube', 'drive', 'dropbox', 'upload', 'slides', 'replit', 'other'] as const
export type SubmissionMethod = (typeof allMethods)[number]

export function methodFitsType(type: SubmissionType, method: string) {
  return submissionMethods[type].some((m) => m.value === method)
}

export const limits = {
  name: 100,
  authorName: 50,
  description: 500,
  descriptionWarning: 450,
  thumbnailBytes: 5 * 1024 * 1024,
  fileBytes: 20 * 1024 * 1024,
  files: 10,
}

export const messages = {
  nameRequired: 'Project name is required',
  nameTooLong: 'Project name must be under 100 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be under 500 characters',
  url: 'Must be a valid URL',
  urlRequired: 'URL is required for this submission method',
  authorRequired: 'Author name is required',
  authorTooLong: 'Author name must be under 50 characters',
  email: 'Please enter a valid email address',
  thumbnailRequired: 'Please upload a thumbnail image for your project.',
  filesRequired: 'Please select files to upload.',
  typeRequired: 'Please choose a project type',
  methodRequired: 'Please choose how you are sharing your project',
  methodMismatch: 'This way of sharing does not fit the project type: choose one from its group',
} as const

/**
 * A chosen file: a File in the browser; on the server, the stored name the
 * upload handler gave it after checking its bytes (the action replaces
 * anything the browser sent under these names).
 */
const chosenFile = z.union([z.instanceof(File), z.string().regex(/^[0-9a-f]{32}\.[a-z]{3,4}$/)])

const required = (message: string) => z.string({ error: message }).trim().min(1, message)

/** One schema for the submission form, in the browser (Conform) and in the action and API. */
export const projectSubmissionSchema = z
  .object({
    name: required(messages.nameRequired).max(limits.name, messages.nameTooLong),
    authorName: required(messages.authorRequired).max(limits.authorName, messages.authorTooLong),
    authorEmail: z.email({ error: messages.email }),
    submissionType: z.enum(submissionTypes, { error: messages.typeRequired }),
    submissionMethod: z.enum(allMethods, { error: messages.methodRequired }),
    url: z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: messages.url }).optional(),
    description: required(messages.descriptionRequired).max(limits.description, messages.descriptionTooLong),
    files: z.array(chosenFile).max(limits.files).default([]),
    thumbnail: chosenFile.optional(),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when some fields failed, so every message shows at once;
      // the values may then be partly raw input.
      const { submissionType, submissionMethod, url, files, thumbnail } = value as Partial<typeof value>
      if (!submissionMethod) return
      if (
        submissionType &&
        submissionTypes.includes(submissionType) &&
        !methodFitsType(submissionType, submissionMethod)
      ) {
        ctx.addIssue({ code: 'custom', path: ['submissionMethod'], message: messages.methodMismatch })
      }
      if (submissionMethod === 'upload' && !files?.length) {
        ctx.addIssue({ code: 'custom', path: ['files'], message: messages.filesRequired })
      }
      if (submissionMethod !== 'upload' && !url) {
        ctx.addIssue({ code: 'custom', path: ['url'], message: messages.urlRequired })
      }
      if (!thumbnail) {
        ctx.addIssue({ code: 'custom', path: ['thumbnail'], message: messages.thumbnailRequired })
      }
    },
    { when: () => true },
  )

export type ProjectSubmission = z.infer<typeof projectSubmissionSchema>
