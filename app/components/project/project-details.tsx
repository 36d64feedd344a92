import { Fragment, type ReactNode } from 'react'
import { useT } from '~/i18n/react'

export type ProjectDetailsProps = {
  typeLabel: string
  methodLabel: string | null
  submittedDate: string
  authorName: string
  fileCount: number
  url: string | null
}

/** The project's facts in a box: beside the project on a desktop, before the judges' feedback on a phone. */
export function ProjectDetails({ details }: { details: ProjectDetailsProps }) {
  const t = useT()
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:p-5">
      <h2 id="details-title" className="font-bold text-slate-900">
        {t('showcase.details.title')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <Detail term={t('showcase.details.type')}>{details.typeLabel}</Detail>
        {details.methodLabel ? (
          <Detail term={t('showcase.details.sharedAs')}>{details.methodLabel}</Detail>
        ) : null}
        <Detail term={t('showcase.details.submitted')}>{details.submittedDate}</Detail>
        <Detail term={t('showcase.details.inventor')}>{details.authorName}</Detail>
        {details.fileCount > 0 ? (
          <Detail term={t('showcase.project.files')}>{details.fileCount}</Detail>
        ) : null}
        {details.url ? (
          <Detail term={t('showcase.details.link')}>
            <a
              href={details.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-indigo-700 underline-offset-2 wrap-anywhere hover:underline"
            >
              <UrlText url={details.url} />
              <span className="sr-only"> {t('showcase.newTab')}</span>
            </a>
          </Detail>
        ) : null}
      </dl>
    </div>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  )
}

/**
 * A link written to wrap where a reader expects it: without its https://, with break chances after each
 * slash and before dots, ?, &, = and #, as style guides break URLs. A run with none of them (a long
 * token) still wraps anywhere rather than push the page sideways.
 */
function UrlText({ url }: { url: string }) {
  const shown = url.replace(/^https?:\/\//i, '').replace(/\/$/, '')
  const parts = shown.split(/(?<=\/)|(?=[.?&=#])/)
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one string never move, so their position is a stable key.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
