import { Link } from '@remix-run/react'
import { Panel } from '~/components/ui/panel'
import { buttonClasses } from '~/components/ui'
import { ownProjectTexts } from '~/features/families/own-project-fields'
import { storyTexts } from '~/features/submissions/story-fields'
import type { ProjectStatus } from '~/features/submissions/project-fields'

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
  if (!canSendVersion && versions.length < 2) return null
  return (
    <Panel titleId="story-title" title="Your project’s story" look="page" className="mt-8">
      {versions.length > 1 ? (
        <ol className="mt-4 space-y-3">
          {versions.map((version) => (
            <li key={version.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">
                Version {version.number} · <span className="font-normal">{version.dateLabel}</span>
              </p>
              <p className="text-sm text-slate-600">{ownProjectTexts.status[version.status]}</p>
              {version.whatChanged ? (
                <p className="mt-1 break-words text-slate-700">{version.whatChanged}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {canSendVersion ? (
        <div className="mt-4 space-y-3">
          <p className="text-slate-700">
            Made it better, or learned something new? Send a new version: your project’s page will show how it
            grew.
          </p>
          <Link to={newVersionPath} className={buttonClasses('primary', 'md')}>
            {storyTexts.newVersion}
          </Link>
        </div>
      ) : null}
    </Panel>
  )
}
