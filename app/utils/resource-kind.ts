import { submissionTypes, type SubmissionType } from '~/schemas/project-fields'

// SPEC.md §3's resource kind is the project's submission type: the same list, with a badge colour and a
// label each; anything else gets a neutral badge.

// Full class strings are spelled out so Tailwind's source scanner can find them.
// *-800 text on *-100 background keeps badge text well above WCAG AA contrast.
const BADGE_CLASSES: Record<SubmissionType, string> = {
  video: 'bg-red-100 text-red-800 ring-1 ring-inset ring-red-600/20',
  photo: 'bg-green-100 text-green-800 ring-1 ring-inset ring-green-600/20',
  pdf: 'bg-blue-100 text-blue-800 ring-1 ring-inset ring-blue-600/20',
  website: 'bg-purple-100 text-purple-800 ring-1 ring-inset ring-purple-600/20',
}

const NEUTRAL_BADGE = 'bg-gray-100 text-gray-800 ring-1 ring-inset ring-gray-600/20'

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

export function kindLabel(kind: string | null | undefined): string {
  return isResourceKind(kind) ? LABELS[kind] : capitalise(kind ?? '')
}
