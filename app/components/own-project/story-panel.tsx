import { Link } from '@remix-run/react'
import { Panel } from '~/components/ui/panel'
import { buttonClasses } from '~/components/ui'
import { ownProjectTexts } from '~/features/families/own-project-fields'
import { storyTexts } from '~/features/submissions/story-fields'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import { useT } from '~/i18n/react'

type Version = {
  id: number
  number: number
  dateLabel: string
  whatChanged: string | null
  status: ProjectStatus
}

/**
 * On the private link: every version the family sent, with where each stands, and the way to send the next
 * one, once this one is on the showcase and while submissions are open.
 */
export function StoryPanel({
  versions,
  newVersionPath,
  canSendVersion,
}: {
  versions: Version[]
  newVersionPath: string
  canSendVersion: boolean
}) {
  const t = useT()
  if (!canSendVersion && versions.length < 2) return null
  return (
    <Panel titleId="story-title" title={t('family.story.title')} look="page" className="mt-8">
      {versions.length > 1 ? (
        <ol className="mt-4 space-y-3">
          {versions.map((version) => (
            <li key={version.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">
                {t('family.story.version', { number: version.number })} ·{' '}
                <span className="font-normal">{version.dateLabel}</span>
              </p>
              <p className="text-sm text-slate-600">{t(ownProjectTexts.status[version.status])}</p>
              {version.whatChanged ? (
                <p className="mt-1 break-words text-slate-700">{version.whatChanged}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {canSendVersion ? (
        <div className="mt-4 space-y-3">
          <p className="text-slate-700">{t('family.story.invite')}</p>
          <Link to={newVersionPath} className={buttonClasses('primary', 'md')}>
            {t(storyTexts.newVersion)}
          </Link>
        </div>
      ) : null}
    </Panel>
  )
}
