import { Link } from '@remix-run/react'
import { capitalise, isResourceKind } from '~/features/submissions/resource-kind'
import type { SubmissionType } from '~/features/submissions/project-fields'
import type { Dates } from '~/i18n/dates'
import type { Translate } from '~/i18n/translate'
import { truncate } from '~/utils/text'
import { ActionForm, EmailText, projectsHref, type ProjectListState } from './list-state'
import { mainAction, mainActionTone, MenuAction, MenuFile, MenuGroup, MenuLink, RowMenu } from './row-menu'
import { StatusBadge } from './status-badge'
import { TableTag } from '../table-tag'

export type ProjectRowData = {
  id: number
  name: string
  description: string
  submissionType: string
  authorName: string
  authorEmail: string | null
  consentAt: Date | null
  status: string
  submittedAt: Date
  files: string[]
  thumbnail: string | null
  tableNumber: number | null
  /** A later version's line from the family: what it changed or learned. */
  whatChanged?: string | null
}

/** The page's words and dates, for a row made by a plain function (no hooks). */
type RowWords = { t: Translate; dates: Dates }

const typeLabels: Record<SubmissionType, string> = {
  video: 'admin.type.video',
  photo: 'admin.type.photo',
  pdf: 'admin.type.pdf',
  website: 'admin.type.website',
}

/** A project's type as the table names it; a type the list does not know, as it is written. */
const typeLabel = (type: string, t: Translate) =>
  isResourceKind(type) ? t(typeLabels[type]) : capitalise(type)

/** The form the list's checkboxes and "Approve selected" / "Reject selected" belong to. */
export const bulkFormId = 'bulk-selection'

// One row: a line of the table from lg up; below it a compact card of about 120 px: the checkbox, the name
// with one line of details, the status, and the row's two controls. The cells only the table shows are
// hidden on a card, and the card's line of details is hidden in the table, so nothing is read twice.
const cell = 'lg:px-3 lg:py-2 lg:align-middle'

/**
 * A plain function, not a component: it returns the `<tr>` itself. The checkbox (pending rows only: the
 * others cannot be decided again) sends `id` with the list's bulk form, wherever the row is.
 */
export function projectRow(
  project: ProjectRowData,
  list: ProjectListState,
  basePath: string,
  { t, dates }: RowWords,
) {
  const submitted = dates.date(project.submittedAt, 'short')
  const type = typeLabel(project.submissionType, t)
  const noConsent = project.consentAt === null
  // Whether a parent agreed to the showcase, and when: the organiser checks it before approving.
  const consent = noConsent
    ? t('admin.consent.none')
    : t('admin.row.consentGiven', { date: dates.date(project.consentAt!, 'short') })
  const consentTone = noConsent ? 'font-medium text-amber-800' : 'text-slate-500'
  return (
    <tr
      key={project.id}
      className="max-lg:grid max-lg:grid-cols-[auto_minmax(0,1fr)_auto] max-lg:items-start max-lg:gap-x-2 sm:max-lg:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:max-lg:items-center max-lg:rounded-2xl max-lg:bg-white max-lg:p-2 max-lg:pr-3 max-lg:shadow-sm max-lg:ring-1 max-lg:ring-slate-200"
    >
      <td className={`${cell} max-lg:block max-sm:row-span-2 lg:pr-0`}>
        {project.status === 'pending' ? (
          <label className="flex size-11 cursor-pointer items-center justify-center rounded-lg hover:bg-slate-100 lg:size-9">
            <input
              type="checkbox"
              name="id"
              value={project.id}
              form={bulkFormId}
              className="size-5 rounded border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            />
            <span className="sr-only">{t('admin.row.select', { name: project.name })}</span>
          </label>
        ) : (
          <span className="block size-11 lg:size-9" />
        )}
      </td>
      <td className={`${cell} min-w-0 max-lg:block max-sm:pt-1.5`}>
        <Link
          to={`/project/${project.id}`}
          title={project.name}
          className="block truncate font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
        >
          {project.name}
        </Link>
        {project.whatChanged ? (
          <p className="truncate text-emerald-800" title={project.whatChanged}>
            {t('admin.row.newVersion', { line: truncate(project.whatChanged, 60) })}
          </p>
        ) : (
          <p className="truncate text-slate-600 max-lg:hidden">{truncate(project.description, 60)}</p>
        )}
        <p className="mt-0.5 truncate text-xs text-slate-600 lg:hidden">
          {project.authorName} · {type} · {submitted}
        </p>
        {project.authorEmail ? (
          // Whole on a card, wrapping at its @ and dots when it must: a phone has no hover to show the rest.
          <p className="text-xs text-slate-600 lg:hidden">
            <EmailText address={project.authorEmail} />
          </p>
        ) : null}
      </td>
      <td className={`${cell} max-lg:hidden`}>
        <p className="truncate font-medium text-slate-900">{project.authorName}</p>
        {project.authorEmail ? (
          <p className="truncate text-slate-600" title={project.authorEmail}>
            {project.authorEmail}
          </p>
        ) : null}
      </td>
      <td className={`${cell} max-lg:hidden`}>{type}</td>
      <td className={`${cell} max-lg:block max-sm:pt-1.5`}>
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadge status={project.status} />
          {project.tableNumber === null ? null : (
            <TableTag
              tableNumber={project.tableNumber}
              label={t('admin.row.table', { number: project.tableNumber })}
            />
          )}
        </div>
        <p className={`mt-0.5 whitespace-nowrap text-xs max-lg:hidden ${consentTone}`}>{consent}</p>
      </td>
      <td className={`${cell} whitespace-nowrap text-slate-600 max-lg:hidden`}>{submitted}</td>
      <td className={`${cell} max-lg:block max-sm:col-span-2 max-sm:col-start-2 max-sm:pt-1 lg:relative`}>
        <div className="flex flex-wrap items-center gap-2 lg:justify-end">
          <ProjectActions project={project} list={list} basePath={basePath} t={t} />
          <p className={`ml-auto text-right text-xs lg:hidden ${consentTone}`}>{consent}</p>
        </div>
      </td>
    </tr>
  )
}

function ProjectActions({
  project,
  list,
  basePath,
  t,
}: {
  project: ProjectRowData
  list: ProjectListState
  basePath: string
  t: Translate
}) {
  const files = [
    ...(project.thumbnail && !project.files.includes(project.thumbnail)
      ? [{ name: project.thumbnail, label: t('admin.row.thumbnail') }]
      : []),
    ...project.files.map((name, index) => ({ name, label: t('admin.row.file', { number: index + 1 }) })),
  ]
  const dialogHref = (dialog: string) => projectsHref(basePath, list, { dialog, id: String(project.id) })
  const pending = project.status === 'pending'
  const named = (verb: string) => (
    <>
      {verb}
      <span className="sr-only"> {project.name}</span>
    </>
  )
  return (
    <div className="flex items-center gap-1.5 lg:justify-end">
      {pending ? (
        <ActionForm intent="approve" id={project.id} list={list}>
          <button type="submit" className={`${mainAction} ${mainActionTone.primary} min-w-24`}>
            {named(t('admin.row.approve'))}
          </button>
        </ActionForm>
      ) : (
        <Link
          to={dialogHref('edit-project')}
          preventScrollReset
          className={`${mainAction} ${mainActionTone.secondary} min-w-24`}
        >
          {named(t('admin.row.edit'))}
        </Link>
      )}
      <RowMenu name={project.name}>
        {pending ? (
          <MenuGroup>
            <MenuAction intent="reject" id={project.id} list={list}>
              {named(t('admin.row.reject'))}
            </MenuAction>
            <MenuLink to={dialogHref('edit-project')}>{named(t('admin.row.edit'))}</MenuLink>
          </MenuGroup>
        ) : null}
        {files.length > 0 ? (
          <MenuGroup label={t('admin.row.files', { count: files.length })}>
            {files.map((file) => (
              <MenuFile key={file.name} href={`/api/files/${file.name}`}>
                {file.label}
              </MenuFile>
            ))}
          </MenuGroup>
        ) : null}
        <MenuGroup>
          <MenuLink to={dialogHref('table-number')}>{named(t('admin.tables.tableNumber'))}</MenuLink>
        </MenuGroup>
        <MenuGroup>
          {/* Quiet here; red only in its confirmation. */}
          <MenuLink to={dialogHref('delete-project')}>{named(t('admin.row.delete'))}</MenuLink>
        </MenuGroup>
      </RowMenu>
    </div>
  )
}
