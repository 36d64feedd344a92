import type { LeaderboardEntry } from '~/features/results/weighted-scores.server'
import { badgeClass } from '~/features/submissions/resource-kind'
import { cn, Badge, SiteLink } from '~/components/ui'
import { useT } from '~/i18n/react'
import { jointText, placeText, useKindLabel } from './showcase-words'
import { useScoreWords } from './use-score-words'
import { Icon } from '~/components/ui/icons'

/**
 * An entry as the showcase shows it: with the project's picture and its inventor, its rank (shared with
 * the projects whose score reads the same), or none while it waits for more judges.
 */
export type LeaderboardCard = LeaderboardEntry & {
  authorName: string
  image: string
  rank: number | null
  tied: boolean
  waiting: boolean
}

const podium = [
  { className: 'bg-amber-300 text-amber-950 ring-amber-500' },
  { className: 'bg-slate-200 text-slate-900 ring-slate-400' },
  { className: 'bg-orange-200 text-orange-950 ring-orange-400' },
]

/** The ranked projects, then those fewer than `minJudges` judges scored, under a heading of their own. */
export function Leaderboard({ entries, minJudges }: { entries: LeaderboardCard[]; minJudges: number }) {
  const ranked = entries.filter((entry) => !entry.waiting)
  const waiting = entries.filter((entry) => entry.waiting)
  const t = useT()
  return (
    <>
      {ranked.length > 0 ? (
        <ol className="space-y-3" aria-label={t('showcase.feed.tab.leaderboard')}>
          {ranked.map((entry) => (
            <li key={entry.id}>
              <LeaderboardRow entry={entry} />
            </li>
          ))}
        </ol>
      ) : null}
      {waiting.length > 0 ? (
        <section aria-labelledby="waiting-title" className={cn(ranked.length > 0 && 'mt-10')}>
          <h3 id="waiting-title" className="text-xl font-bold text-slate-900">
            {t('showcase.leaderboard.waiting')}
          </h3>
          <p className="mt-1 text-slate-600">{t('showcase.leaderboard.rankedOnce', { count: minJudges })}</p>
          <ul className="mt-4 space-y-3" aria-label={t('showcase.leaderboard.waiting')}>
            {waiting.map((entry) => (
              <li key={entry.id}>
                <LeaderboardRow entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

function LeaderboardRow({ entry }: { entry: LeaderboardCard }) {
  const top = entry.rank === null ? undefined : podium[entry.rank - 1]
  const t = useT()
  const kindLabel = useKindLabel()
  const scores = useScoreWords()
  return (
    <SiteLink
      to={`/project/${entry.id}`}
      className={cn(
        'group flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600 sm:gap-4 sm:p-4',
        top ? 'ring-amber-200' : 'ring-slate-200',
      )}
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full text-base font-extrabold ring-2',
          top
            ? top.className
            : entry.rank === null
              ? 'border-2 border-dashed border-slate-300 bg-white text-slate-500 ring-0'
              : 'bg-slate-50 text-slate-700 ring-slate-200',
        )}
      >
        {top ? <Icon name="medal" className="size-5" /> : <span aria-hidden="true">{entry.rank ?? '–'}</span>}
        <span className="sr-only">
          {entry.rank === null ? t('showcase.leaderboard.notRanked') : placeText(t, entry.rank, entry.tied)}
        </span>
      </span>
      <img
        src={entry.image}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        className="hidden aspect-video w-28 shrink-0 rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200 sm:block lg:w-40"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-bold leading-snug text-slate-900 wrap-break-word group-hover:text-indigo-700 lg:text-lg">
          {entry.name}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600 wrap-break-word">
          {t('showcase.byAuthor', { name: entry.authorName })}
        </span>
        <span className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          {entry.rank !== null && entry.tied ? (
            // The badge already says it to a screen reader.
            <span aria-hidden="true" className="font-bold text-slate-900">
              {jointText(t, entry.rank)}
            </span>
          ) : null}
          <Badge className={badgeClass(entry.submissionType)}>{kindLabel(entry.submissionType)}</Badge>
          {t('showcase.leaderboard.judges', { count: entry.judgeCount })}
        </span>
      </span>
      <span className="shrink-0 text-right sm:w-32 lg:w-56">
        <span className="block text-lg font-extrabold text-slate-900 lg:text-2xl">
          {scores.percentage(entry.percentage)}
        </span>
        <span className="block text-xs text-slate-600 lg:text-sm">
          {scores.score(entry.score, entry.maxPossibleScore)}
        </span>
        <span
          role="presentation"
          className="mt-2 hidden h-2 overflow-hidden rounded-full bg-slate-100 sm:block"
        >
          <span
            className="block h-full rounded-full bg-indigo-500"
            style={{ width: `${Math.min(100, Math.max(0, entry.percentage))}%` }}
          />
        </span>
      </span>
    </SiteLink>
  )
}

export function LeaderboardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        <div
          key={i}
          className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:gap-4 sm:p-4"
        >
          <div className="size-11 shrink-0 animate-pulse rounded-full bg-slate-200" />
          <div className="hidden aspect-video w-28 shrink-0 animate-pulse rounded-xl bg-slate-200 sm:block lg:w-40" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-1/4 animate-pulse rounded bg-slate-100" />
          </div>
          <div className="h-6 w-12 shrink-0 animate-pulse rounded bg-slate-200 sm:w-32 lg:w-56" />
        </div>
      ))}
    </div>
  )
}
