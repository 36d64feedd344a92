import type { ReactNode } from 'react'
import { type JudgeView, judgeViewLabels, judgeViews } from '~/features/judging/judge-queue'
import { cn, buttonClasses, SiteLink } from '~/components/ui'
import { useT } from '~/i18n/react'

// The judge's list filters: "To review (n)", "Reviewed (n)", "All (n)" as plain links, so they
// work without JavaScript, and what the list says when a filter holds nothing.

/** What the list is called under each filter, and one line on what it holds (catalogue keys). */
export const viewHeadings: Record<JudgeView, { title: string; hint: string }> = {
  queue: { title: 'judge.heading.queue', hint: 'judge.heading.queueHint' },
  reviewed: { title: 'judge.heading.reviewed', hint: 'judge.heading.reviewedHint' },
  all: { title: 'judge.heading.all', hint: 'judge.heading.allHint' },
}

export function QueueFilter({
  view,
  counts,
  hrefFor,
}: {
  view: JudgeView
  counts: Record<JudgeView, number>
  hrefFor: (view: JudgeView) => string
}) {
  const t = useT()
  return (
    // Narrower than 24rem (a phone, or the list's column beside the panel) each count sits under its label.
    <nav
      aria-label={t('judge.filter.label')}
      className="@container grid grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1"
    >
      {judgeViews.map((value) => {
        const current = value === view
        return (
          <SiteLink
            key={value}
            to={hrefFor(value)}
            aria-current={current ? 'page' : undefined}
            preventScrollReset
            className={cn(
              'flex min-h-11 flex-col items-center justify-center gap-x-1.5 gap-y-0.5 rounded-lg px-1 py-1.5 @xs:px-2 @sm:flex-row text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-indigo-600',
              current ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            <span>{t(judgeViewLabels[value])}</span>
            {/* Seen as a small count, read as "To review (3)". */}
            <span
              aria-hidden="true"
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                current ? 'bg-indigo-100 text-indigo-800' : 'bg-slate-300/60 text-slate-700',
              )}
            >
              {counts[value]}
            </span>
            <span className="sr-only">({counts[value]})</span>
          </SiteLink>
        )
      })}
    </nav>
  )
}

/** The list's empty state under a filter and search: why it is empty, and where to look instead. */
export function ListEmpty({
  view,
  search,
  assigned,
  matchesAll,
  hrefFor,
}: {
  view: JudgeView
  search: string
  assigned: number
  /** How many projects of any view match the search. */
  matchesAll: number
  hrefFor: (changes: { show?: JudgeView; search?: string }) => string
}) {
  const t = useT()
  if (search) {
    const where = {
      queue: 'judge.empty.queueSearch',
      reviewed: 'judge.empty.reviewedSearch',
      all: 'judge.empty.allSearch',
    }[view]
    return (
      <Empty title={t(where, { search })}>
        <SiteLink to={hrefFor({ search: '' })} className={buttonClasses('secondary', 'sm')}>
          {t('judge.empty.clearSearch')}
        </SiteLink>
        {view === 'all' || matchesAll === 0 ? null : (
          <SiteLink to={hrefFor({ show: 'all' })} className={buttonClasses('ghost', 'sm')}>
            {t('judge.empty.searchAll')}
          </SiteLink>
        )}
      </Empty>
    )
  }
  if (view === 'reviewed') {
    return (
      <Empty title={t('judge.empty.noneReviewed')} hint={t('judge.empty.noneReviewedHint')}>
        <SiteLink to={hrefFor({ show: 'queue' })} className={buttonClasses('secondary', 'sm')}>
          {t('judge.empty.toQueue')}
        </SiteLink>
      </Empty>
    )
  }
  const allLink = (
    <SiteLink to={hrefFor({ show: 'all' })} className={buttonClasses('secondary', 'sm')}>
      {t('judge.empty.seeAll')}
    </SiteLink>
  )
  if (view === 'queue' && assigned > 0) {
    return (
      <Empty tone="done" title={t('judge.empty.queueDone')} hint={t('judge.empty.queueDoneHint')}>
        {allLink}
      </Empty>
    )
  }
  return (
    <Empty title={t('judge.empty.nothing')} hint={t('judge.empty.nothingHint')}>
      {allLink}
    </Empty>
  )
}

function Empty({
  title,
  hint,
  tone,
  children,
}: {
  title: string
  hint?: string
  tone?: 'done'
  children: ReactNode
}) {
  return (
    <div
      className={cn(
        'rounded-2xl border-2 border-dashed p-6 text-center',
        tone === 'done' ? 'border-green-300 bg-green-50' : 'border-slate-300 bg-white',
      )}
    >
      {tone === 'done' ? (
        <span
          aria-hidden="true"
          className="mx-auto mb-3 grid size-11 place-items-center rounded-full bg-green-100 text-green-700"
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} className="size-6">
            <path d="m5 13 4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      ) : null}
      <p className="font-semibold text-slate-900 wrap-anywhere">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  )
}
