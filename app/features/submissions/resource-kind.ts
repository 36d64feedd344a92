import { submissionTypes, type SubmissionType } from '~/features/submissions/project-fields'

// A project's resource kind is its submission type: the same list, with a badge colour and a
// label each; anything else gets a neutral badge. The labels are English's words and catalogue keys
// (app/i18n/<language>/common.ts): a page writes t(kindLabel(kind)), or the public pages' useKindLabel().

// The badges' colours are in app/tailwind.css (`badge-*`).
const BADGE_CLASSES: Record<SubmissionType, string> = {
  video: 'badge-video',
  photo: 'badge-photo',
  pdf: 'badge-pdf',
  website: 'badge-website',
}

const NEUTRAL_BADGE = 'badge-neutral'

const LABELS: Record<SubmissionType, string> = {
  video: 'Video',
  photo: 'Photo',
  pdf: 'PDF/Slides',
  website: 'Website/Code',
}

export function isResourceKind(kind: string | null | undefined): kind is SubmissionType {
  return (submissionTypes as readonly string[]).includes(kind ?? '')
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

export function badgeClass(kind: string | null | undefined): string {
  return isResourceKind(kind) ? BADGE_CLASSES[kind] : NEUTRAL_BADGE
}

/** "Video", "PDF/Slides": the kind's English label, its key in the common catalogue (write it with t()). */
export function kindLabel(kind: string | null | undefined): string {
  return isResourceKind(kind) ? LABELS[kind] : capitalise(kind ?? '')
}
