import { Link } from '@remix-run/react'
import type { StoryView } from '~/features/submissions/story.server'
import { useDates } from '~/features/event/use-event-details'
import { useT } from '~/i18n/react'
import { cn } from '~/components/ui'

type Story = Pick<StoryView, 'count' | 'current' | 'versions'>

/** "Version 2 of 3" beside a project's name, when its story has more than one version. */
export function VersionBadge({ story, className }: { story: Story; className?: string }) {
  const t = useT()
  if (story.count < 2 || story.current === null) return null
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200',
        className,
      )}
    >
      {t('showcase.story.versionOf', { number: story.current, total: story.count })}
    </span>
  )
}

/**
 * How the project grew: its versions, newest first, each with its date, what changed and its picture,
 * linking to that version's page (the one shown is marked, not linked).
 */
export function VersionTimeline({ story, linked = true }: { story: Story; linked?: boolean }) {
  const t = useT()
  const dates = useDates()
  if (story.count < 2) return null
  return (
    <ol className="relative space-y-5 border-l-2 border-indigo-100 pl-5">
      {story.versions.map((version) => {
        const here = version.number === story.current
        const body = (
          <div className="flex items-start gap-3">
            <img
              src={version.image}
              alt=""
              loading="lazy"
              className="aspect-video w-24 shrink-0 rounded-lg bg-slate-100 object-cover sm:w-32"
            />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {t('showcase.story.version', { number: version.number })}
                {here ? (
                  <span className="ml-2 text-sm font-medium text-indigo-700">
                    {t('showcase.story.thisPage')}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={version.date}>{dates.date(version.date)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">
                {version.whatChanged ?? t('showcase.story.first')}
              </p>
            </div>
          </div>
        )
        return (
          <li key={version.id} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'absolute -left-[1.72rem] top-2 h-3 w-3 rounded-full ring-4 ring-white',
                here ? 'bg-indigo-600' : 'bg-indigo-200',
              )}
            />
            {linked && !here ? (
              <Link
                to={`/project/${version.id}`}
                className="block rounded-xl p-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={t('showcase.story.versionLink', { number: version.number, name: version.name })}
              >
                {body}
              </Link>
            ) : (
              <div className="p-1">{body}</div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
