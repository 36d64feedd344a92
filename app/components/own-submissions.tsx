import { Panel } from '~/components/ui/panel'
import { cn, SiteLink } from '~/components/ui'
import { useT } from '~/i18n/react'

const statusLabel = {
  pending: { key: 'showcase.own.status.pending', className: 'bg-amber-100 text-amber-900 ring-amber-600/20' },
  approved: {
    key: 'showcase.own.status.approved',
    className: 'bg-green-100 text-green-800 ring-green-600/20',
  },
  rejected: { key: 'showcase.own.status.rejected', className: 'bg-red-100 text-red-800 ring-red-600/20' },
} as const

type OwnProject = {
  id: number
  name: string
  status: keyof typeof statusLabel
  /** /my-project/<token>, the family's private link, when this browser was given it. */
  privateLink: string | null
}

/**
 * This browser's own submissions and where they stand: a family follows its project before it is approved,
 * without an account (docs/rules.md#who-may-see-what).
 */
export function OwnSubmissions({ projects }: { projects: OwnProject[] }) {
  const t = useT()
  if (projects.length === 0) return null
  return (
    <Panel titleId="own-title" title={t('showcase.own.title')} look="note">
      <p className="mt-0.5 text-sm text-slate-600">{t('showcase.own.intro')}</p>
      <ul className="scroll-fade-x mt-3 flex gap-3 pb-1 pr-10">
        {projects.map((project) => (
          <li
            key={project.id}
            className="flex w-64 shrink-0 flex-col gap-1.5 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200"
          >
            <SiteLink
              to={`/project/${project.id}`}
              className="truncate rounded font-semibold text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {project.name}
            </SiteLink>
            <span
              className={cn(
                'self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                statusLabel[project.status].className,
              )}
            >
              {t(statusLabel[project.status].key)}
            </span>
            {project.privateLink ? (
              <p className="mt-1 border-t border-slate-100 pt-2 text-xs text-slate-600">
                {t('showcase.own.keepLink')}:{' '}
                <a
                  href={project.privateLink}
                  className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  {t('showcase.own.change')}
                  <span className="sr-only"> {project.name}</span>
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  )
}
