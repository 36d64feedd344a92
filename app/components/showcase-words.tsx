import { Fragment, type ReactNode } from 'react'
import { useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { ordinal } from '~/features/results/ranking'
import type { submissionMethods, SubmissionType } from '~/features/submissions/project-fields'
import { capitalise, isResourceKind } from '~/features/submissions/resource-kind'
import { TableTag } from './table-tag'

// The words the public pages share (app/i18n/<language>/showcase.ts): a project's type, the way it was
// shared, its table, its place on the leaderboard. Maps of literal keys, so that every key is written whole.

const kindKeys: Record<SubmissionType, string> = {
  video: 'showcase.kind.video',
  photo: 'showcase.kind.photo',
  pdf: 'showcase.kind.pdf',
  website: 'showcase.kind.website',
}

/** "Video", "PDF/Slides": a project's type in the page's language (resource-kind.ts's kindLabel, translated). */
export function useKindLabel() {
  const t = useT()
  return (kind: string | null | undefined) =>
    isResourceKind(kind) ? t(kindKeys[kind]) : capitalise(kind ?? '')
}

type Methods = typeof submissionMethods
const methodKeys: { [T in SubmissionType]: Record<Methods[T][number]['value'], string> } = {
  video: {
    youtube: 'showcase.method.youtube',
    drive: 'showcase.method.drive',
    dropbox: 'showcase.method.dropbox',
  },
  photo: { upload: 'showcase.method.uploadPhotos' },
  pdf: { slides: 'showcase.method.slides', upload: 'showcase.method.uploadPdf' },
  website: { replit: 'showcase.method.replit', other: 'showcase.method.otherWebsite' },
}

/** How the project was shared ("Video-sharing link (YouTube)"), or null for a method its type has not. */
export function methodLabel(t: Translate, type: SubmissionType, method: string | null): string | null {
  const key = method ? (methodKeys[type] as Record<string, string>)[method] : undefined
  return key ? t(key) : null
}

/** "1st place", "Joint 2nd place" (ranking.ts's placeLabel, in the page's language). */
export const placeText = (t: Translate, rank: number, tied: boolean) =>
  t(tied ? 'showcase.rank.jointPlace' : 'showcase.rank.place', { ordinal: ordinal(rank), rank })

/** "Joint 2nd" (ranking.ts's rankLabel of a shared rank). */
export const jointText = (t: Translate, rank: number) =>
  t('showcase.rank.joint', { ordinal: ordinal(rank), rank })

/** "Table 12": the shared TableTag, in the page's language. */
export function ShowcaseTableTag({
  tableNumber,
  className,
}: {
  tableNumber: number | null
  className?: string
}) {
  const t = useT()
  if (tableNumber === null) return null
  return (
    <TableTag
      tableNumber={tableNumber}
      className={className}
      label={t('showcase.tableNumber', { number: tableNumber })}
    />
  )
}

/** The value a sentence's element stands in for, in `withElement`. */
export const ELEMENT = '\u0000'

/**
 * A sentence with an element in it ("This replaces your vote for <strong>Kite</strong>."): `text` is the
 * catalogue's sentence with ELEMENT as the value, which `element` takes the place of, wherever the language
 * puts it.
 */
export function withElement(text: string, element: ReactNode): ReactNode {
  const [before, ...after] = text.split(ELEMENT)
  return (
    <>
      {before}
      {after.length > 0 ? <Fragment>{element}</Fragment> : null}
      {after.join('')}
    </>
  )
}
