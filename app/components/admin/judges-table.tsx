import { Link } from '@remix-run/react'
import { useDates } from '~/features/event/use-event-details'
import { useT } from '~/i18n/react'
import { buttonClasses } from '~/components/ui'
import { DataTable, EmptyPanel } from '../ui/table'
import { ActionForm, EmailText } from './list-state'
import { mainAction, mainActionTone, MenuGroup, MenuLink, RowMenu } from './row-menu'

const awaitingBadge =
  'whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-300'

type JudgeRow = {
  id: number
  name: string
  email: string
  expertise: string | null
  isActive: boolean
  isApproved: boolean
  projectsReviewed: number
}

export function JudgesTable({
  judges,
  resetLinks,
  basePath,
}: {
  judges: JudgeRow[]
  resetLinks: { judgeId: number; link: string; expiresAt: Date }[]
  basePath: string
}) {
  const t = useT()
  const dates = useDates()
  const editHref = (id: number) => `${basePath}?tab=judges&dialog=edit-judge&id=${id}`
  return (
    <div className="space-y-4">
      <Link
        to={`${basePath}?tab=judges&dialog=add-judge`}
        preventScrollReset
        className={buttonClasses('primary', 'md')}
      >
        {t('grading.judges.add')}
      </Link>
      {judges.length === 0 ? (
        <EmptyPanel>{t('grading.judges.empty')}</EmptyPanel>
      ) : (
        <DataTable
          cardsBelow="lg"
          scroll={false}
          columns={[
            t('grading.table.name'),
            t('grading.judges.email'),
            t('grading.judges.expertise'),
            t('grading.table.status'),
            t('grading.judges.reviewed'),
            { label: t('grading.table.actions'), labelInCard: false },
          ]}
        >
          {judges.map((judge) => {
            const links = resetLinks.filter((r) => r.judgeId === judge.id)
            return (
              <tr key={judge.id} className={judge.isApproved ? 'align-top' : 'bg-amber-50/60 align-top'}>
                <td className="px-4 py-3 font-semibold text-slate-900">
                  <span className="break-words">{judge.name}</span>
                  {links.map((reset) => (
                    <p key={reset.link} className="mt-2 max-w-xs text-xs font-normal text-slate-600">
                      {t('grading.judges.passwordLink', { date: dates.dateTime(reset.expiresAt) })}
                      <input
                        readOnly
                        value={reset.link}
                        aria-label={t('grading.judges.passwordLinkFor', { name: judge.name })}
                        className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-[11px] text-slate-800"
                      />
                    </p>
                  ))}
                </td>
                <td className="px-4 py-3 text-slate-700 lg:min-w-40 lg:max-w-56">
                  <EmailText address={judge.email} />
                </td>
                <td className="px-4 py-3 text-slate-700">{judge.expertise ?? '-'}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    {judge.isApproved ? null : (
                      <span className={awaitingBadge}>{t('grading.judges.awaiting')}</span>
                    )}
                    {judge.isActive ? (
                      judge.isApproved ? (
                        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                          {t('grading.table.active')}
                        </span>
                      ) : null
                    ) : (
                      <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                        {t('grading.table.inactive')}
                      </span>
                    )}
                  </div>
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {t('grading.count.projects', {
                    count: judge.projectsReviewed,
                    n: judge.projectsReviewed,
                  })}
                </td>
                <td className="px-4 py-3 lg:relative">
                  <div className="flex items-center gap-1.5 lg:justify-end">
                    {judge.isApproved ? (
                      <Link
                        to={editHref(judge.id)}
                        preventScrollReset
                        className={`${mainAction} ${mainActionTone.secondary} min-w-24`}
                      >
                        {t('grading.table.edit')}
                        <span className="sr-only"> {judge.name}</span>
                      </Link>
                    ) : (
                      <ActionForm intent="approve-judge" id={judge.id} tab="judges">
                        <button type="submit" className={`${mainAction} ${mainActionTone.primary} min-w-24`}>
                          {t('grading.judges.approve')}
                          <span className="sr-only"> {judge.name}</span>
                        </button>
                      </ActionForm>
                    )}
                    <RowMenu name={judge.name}>
                      {judge.isApproved ? null : (
                        <MenuGroup>
                          <MenuLink to={editHref(judge.id)}>
                            {t('grading.table.edit')}
                            <span className="sr-only"> {judge.name}</span>
                          </MenuLink>
                        </MenuGroup>
                      )}
                      <MenuGroup>
                        {/* Quiet here; red only in its confirmation. */}
                        <MenuLink to={`${basePath}?tab=judges&dialog=delete-judge&id=${judge.id}`}>
                          {t('grading.judges.delete')}
                          <span className="sr-only"> {judge.name}</span>
                        </MenuLink>
                      </MenuGroup>
                    </RowMenu>
                  </div>
                </td>
              </tr>
            )
          })}
        </DataTable>
      )}
    </div>
  )
}
