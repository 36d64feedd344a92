import { Form } from '@remix-run/react'
import { useRef, useState } from 'react'
import { useHydrated } from '~/utils/use-hydrated'
import { useDates } from '~/features/event/use-event-details'
import { useT } from '~/i18n/react'
import { projectRow, bulkFormId, type ProjectRowData } from './project-row'
import type { ProjectListState } from './list-state'
import { mainAction, mainActionTone } from './row-menu'

const head = 'px-3 py-2.5'

/**
 * The list of projects, and the selection of pending ones for "Approve selected" / "Reject selected". The
 * selection is a plain GET form: it opens the confirmation (`?dialog=bulk-status&decision=…&id=…`), which
 * names the projects and their count before anything changes, with or without JavaScript. With it, the bar
 * also counts the selection and offers "Select all on this page".
 */
export function SelectableProjects({
  projects,
  list,
  basePath,
}: {
  projects: ProjectRowData[]
  list: ProjectListState
  basePath: string
}) {
  const hydrated = useHydrated()
  const t = useT()
  const dates = useDates()
  const table = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState(0)
  const pending = projects.filter((project) => project.status === 'pending').length
  const boxes = () =>
    [...(table.current?.querySelectorAll<HTMLInputElement>(`input[form="${bulkFormId}"]`) ?? [])].filter(
      (box) => !box.disabled,
    )
  const recount = () => setSelected(boxes().filter((box) => box.checked).length)
  const selectAll = (checked: boolean) => {
    for (const box of boxes()) box.checked = checked
    recount()
  }
  return (
    <div className="space-y-3">
      {pending > 0 ? (
        <Form
          method="get"
          action={basePath}
          id={bulkFormId}
          aria-label={t('admin.bulk.formLabel')}
          className="flex flex-wrap items-center gap-2 rounded-2xl bg-slate-100 px-3 py-2"
        >
          <input type="hidden" name="dialog" value="bulk-status" />
          {list.q ? <input type="hidden" name="q" value={list.q} /> : null}
          {list.status ? <input type="hidden" name="status" value={list.status} /> : null}
          {list.page > 1 ? <input type="hidden" name="page" value={list.page} /> : null}
          {hydrated ? (
            <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-200 lg:min-h-9">
              <input
                type="checkbox"
                checked={selected > 0 && selected === pending}
                onChange={(event) => selectAll(event.currentTarget.checked)}
                className="size-5 rounded border-slate-400 text-indigo-600"
              />
              {t('admin.bulk.selectAll')}
            </label>
          ) : (
            <p className="px-2 text-sm text-slate-700">{t('admin.bulk.tick')}</p>
          )}
          {hydrated ? (
            <p className="text-sm tabular-nums text-slate-700" aria-live="polite">
              {t('admin.bulk.selected', { count: selected })}
            </p>
          ) : null}
          <div className="flex gap-2 sm:ml-auto">
            {(
              [
                ['approve', 'admin.bulk.approveSelected', 'primary'],
                ['reject', 'admin.bulk.rejectSelected', 'secondary'],
              ] as const
            ).map(([decision, label, tone]) => (
              <button
                key={decision}
                type="submit"
                name="decision"
                value={decision}
                className={`${mainAction} ${mainActionTone[tone]}`}
              >
                {t(label)}
              </button>
            ))}
          </div>
        </Form>
      ) : null}
      {/* A change of any checkbox in the rows reaches here; the count follows it. */}
      <div
        ref={table}
        onChange={hydrated ? recount : undefined}
        className="lg:rounded-2xl lg:bg-white lg:shadow-sm lg:ring-1 lg:ring-slate-200"
      >
        <table className="w-full text-sm max-lg:block lg:table-fixed">
          <caption className="sr-only">{t('admin.projects.caption')}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 max-lg:sr-only">
            <tr>
              <th scope="col" className="w-12 py-2.5 pl-3">
                <span className="sr-only">{t('admin.projects.col.select')}</span>
              </th>
              <th scope="col" className={head}>
                {t('admin.projects.col.name')}
              </th>
              <th scope="col" className={`${head} w-56`}>
                {t('admin.projects.col.author')}
              </th>
              <th scope="col" className={`${head} w-24`}>
                {t('admin.projects.col.type')}
              </th>
              <th scope="col" className={`${head} w-40`}>
                {t('admin.projects.col.status')}
              </th>
              <th scope="col" className={`${head} w-28`}>
                {t('admin.projects.col.submitted')}
              </th>
              <th scope="col" className={`${head} w-52 text-right`}>
                {t('admin.projects.col.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="max-lg:block max-lg:space-y-2 lg:divide-y lg:divide-slate-100 lg:border-t lg:border-slate-200">
            {projects.map((project) => projectRow(project, list, basePath, { t, dates }))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
