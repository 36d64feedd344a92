// The submission form's fixed values, limits and messages, without the schema (and so without Zod):
// pages that only show them stay light. The lists the database's CHECK constraints are made from are
// db/fixed-lists.ts's, since db/ imports nothing from the app; they are named here too for the pages.
import { projectStatuses, submissionTypes, type SubmissionType } from '../../../db/fixed-lists'

export { projectStatuses, submissionTypes, type SubmissionType }
export type ProjectStatus = (typeof projectStatuses)[number]

/** The ways to share each type of project, with the labels families see. */
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

type SubmissionMethod = (typeof submissionMethods)[SubmissionType][number]['value']

/** Every method of every type, once each ('upload' serves photos and PDFs). */
export const allMethods = [
  ...new Set(Object.values(submissionMethods).flatMap((methods) => methods.map((m) => m.value))),
] as [SubmissionMethod, ...SubmissionMethod[]]

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
  // The page's form requires consent; the JSON API records it only when sent
  // (docs/rules.md#families-and-privacy).
  consentRequired: 'Please confirm that you are the parent or guardian and agree to the showcase',
} as const

/** The consent box's words, exactly as the family reads them. */
export const consentLabel =
  "I am the participant's parent or guardian, and I agree that once an organiser approves it, this project, its pictures and the name given appear on the public showcase."
