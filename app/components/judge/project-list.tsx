import { Form } from '@remix-run/react'
import type { JudgeScoreRecord, ProjectToEvaluate } from '~/features/judging/scores.server'
import {
  type JudgeOrder,
  judgeOrderLabels,
  judgeOrders,
  type JudgeView,
  parseJudgeOrder,
  parseJudgeView,
} from '~/features/judging/judge-queue'
import { badgeClass } from '~/features/submissions/resource-kind'
import { cn, Badge, Button, SiteLink } from '~/components/ui'
import { Pager } from '../ui/pager'
import { ShowcaseTableTag, useKindLabel } from '../showcase-words'
import { TabletIcon } from './offline-banner'
import { ListEmpty, QueueFilter, viewHeadings } from './queue-filter'
import { intlLocale } from '~/i18n/dates'
import type { Language } from '~/i18n/languages'
import { useLanguage, useT } from '~/i18n/react'

export type ListedProject = Pick<
  ProjectToEvaluate,
  'id' | 'name' | 'submissionType' | 'authorName' | 'review' | 'steppedAside' | 'tableNumber' | 'version'
> & {
  record: Pick<
    JudgeScoreRecord,
    'averageScore' | 'totalScore' | 'maxPossibleScore' | 'criteriaCount' | 'totalCriteria'
  > | null
}

export type ListPage = {
  projects: ListedProject[]
  view: JudgeView
  order: JudgeOrder
  /** How many projects each view holds, under the search. */
  counts: Record<JudgeView, number>
  search: string
  page: number
  pageCount: number
  matching: number
  first: number
}

/**
 * A /judge-dashboard address that keeps the list's view (`show`, written out even for the queue), order,
 * search and page, with the given changes. A project is opened only when `changes` names it.
 */
export function listHref(
  current: URLSearchParams,
  changes: { show?: JudgeView; order?: JudgeOrder; page?: number; project?: number; search?: string },
) {
  const params = new URLSearchParams()
  const search = changes.search ?? current.get('q') ?? ''
  const page = changes.page ?? Number(current.get('page') ?? 1)
  const order = changes.order ?? parseJudgeOrder(current.get('order'))
  params.set('show', changes.show ?? parseJudgeView(current.get('show')))
  if (order !== 'submission') params.set('order', order)
  if (search) params.set('q', search)
  if (page > 1) params.set('page', String(page))
  if (changes.project) params.set('project', String(changes.project))
  const query = params.toString()
  return `/judge-dashboard${query ? `?${query}` : ''}${changes.project ? `#${SELECTED_ANCHOR}` : ''}`
}

/** The fragment a chosen project's address ends with, so the browser scrolls to it, JS or not. */
export const SELECTED_ANCHOR = 'selected'

/**
 * Where the browser scrolls when a project is chosen; the page's scroll-padding puts it 5rem down.
 * On a phone it sits at the top of the dashboard's grid (`relative`), where the evaluate panel is, above
 * the list. From a tablet's width it sits inside the chosen item (`md:relative`), one screen minus 6rem above
 * its bottom, so the item ends 1rem above the screen's bottom: the list then reaches at least as far
 * down as the pinned panel, which is never pushed up under the header, even for the last project.
 */
export function SelectedAnchor({ inList }: { inList: boolean }) {
  return (
    <span
      id={SELECTED_ANCHOR}
      aria-hidden="true"
      className={cn('absolute top-0 block h-0', inList && 'md:top-[calc(100%+6rem-100dvh)]')}
    />
  )
}

/**
 * 'Projects to Evaluate': the filter (the judge's queue, what they reviewed, everything), the search, and
 * each project with this judge's review status (Not Reviewed, Partial or Reviewed), a page at a time.
 */
export function ProjectsToEvaluate({
  list,
  total,
  assigned,
  selectedId,
  savedOnTablet,
}: {
  list: ListPage
  /** Every project judges see, whatever the view and search. */
  total: number
  /** How many projects are assigned to this judge (for the empty queue's wording). */
  assigned: number
  selectedId?: number
  /** Projects whose evaluation waits on this tablet to be sent. */
  savedOnTablet: ReadonlySet<number>
}) {
  const t = useT()
  const kindLabel = useKindLabel()
  const current = new URLSearchParams({ show: list.view })
  if (list.order !== 'submission') current.set('order', list.order)
  if (list.search) current.set('q', list.search)
  current.set('page', String(list.page))
  if (total === 0) {
    return (
      <p className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        {t('judge.list.noProjects')}
      </p>
    )
  }
  const heading = viewHeadings[list.view]
  return (
    <div className="space-y-4">
      <QueueFilter
        view={list.view}
        counts={list.counts}
        hrefFor={(show) => listHref(current, { show, page: 1 })}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <h3 className="font-bold text-slate-900">{t(heading.title)}</h3>
          <p className="text-sm text-slate-600">
            {t(list.order === 'table' ? 'judge.order.tableHint' : heading.hint)}
          </p>
        </div>
        <OrderChoice order={list.order} hrefFor={(order) => listHref(current, { order, page: 1 })} />
      </div>
      {/* Nothing to search in an empty view. */}
      {list.search || list.matching > 0 ? (
        <Form method="get" role="search" className="flex gap-2">
          <input type="hidden" name="show" value={list.view} />
          {list.order !== 'submission' ? <input type="hidden" name="order" value={list.order} /> : null}
          <label htmlFor="judge-search" className="sr-only">
            {t('judge.list.searchLabel')}
          </label>
          <input
            id="judge-search"
            type="search"
            name="q"
            defaultValue={list.search}
            key={list.search}
            maxLength={100}
            placeholder={t('judge.list.searchPlaceholder')}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
          <Button type="submit" variant="secondary">
            {t('judge.list.search')}
          </Button>
        </Form>
      ) : null}
      {list.matching === 0 ? (
        <ListEmpty
          view={list.view}
          search={list.search}
          assigned={assigned}
          matchesAll={list.counts.all}
          hrefFor={(changes) => listHref(current, { page: 1, ...changes })}
        />
      ) : (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t(list.search ? 'judge.list.showingMatching' : 'judge.list.showing', {
            first: list.first,
            last: list.first + list.projects.length - 1,
            total: list.matching,
            search: list.search,
          })}
        </p>
      )}
      {list.projects.length > 0 ? (
        <ul className="@container space-y-2" aria-label={t('judge.dashboard.listTitle')}>
          {list.projects.map((project) => {
            const selected = project.id === selectedId
            return (
              // Its classes (`judge-item*`) are in app/tailwind.css: a page lists 30.
              <li key={project.id} className="md:relative">
                {selected ? <SelectedAnchor inList /> : null}
                <SiteLink
                  to={listHref(current, { project: project.id })}
                  aria-current={selected ? 'true' : undefined}
                  className="judge-item"
                >
                  <span className="min-w-0 flex-1">
                    <span className="judge-item-name">{project.name}</span>
                    <span className="judge-item-meta">
                      <ShowcaseTableTag tableNumber={project.tableNumber} />
                      <Badge className={badgeClass(project.submissionType)}>
                        {kindLabel(project.submissionType)}
                      </Badge>
                      <span className="min-w-0 wrap-anywhere">
                        {t('judge.project.by', { author: project.authorName })}
                      </span>
                    </span>
                    {project.version ? <VersionNote version={project.version} /> : null}
                  </span>
                  <ReviewStatus
                    project={project}
                    savedOnTablet={savedOnTablet.has(project.id)}
                    className="@max-xs:text-left"
                  />
                </SiteLink>
              </li>
            )
          })}
        </ul>
      ) : null}
      <Pager
        label={t('judge.list.pages')}
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => listHref(current, { page })}
      />
    </div>
  )
}

/** A later version in the judge's list: what it grew from, what changed, and the judge's scores of before. */
function VersionNote({ version }: { version: NonNullable<ListedProject['version']> }) {
  const t = useT()
  return (
    <span className="mt-1.5 block space-y-0.5 text-sm">
      <span className="block font-semibold text-emerald-800">
        {version.previousName
          ? t('judge.version.newOf', { name: version.previousName })
          : t('judge.version.new')}
      </span>
      {version.whatChanged ? (
        <span className="block wrap-anywhere text-slate-700">“{version.whatChanged}”</span>
      ) : null}
      {version.earlierScores.length > 0 ? (
        <span className="block text-slate-600">
          {t('judge.version.earlierScores')}{' '}
          {version.earlierScores.map((s) => `${s.criterion} ${s.score}/${s.maxPoints}`).join(' · ')}
        </span>
      ) : null}
    </span>
  )
}

/** Oldest first or by table: two links, so the choice works without JavaScript and stays in the address. */
function OrderChoice({ order, hrefFor }: { order: JudgeOrder; hrefFor: (order: JudgeOrder) => string }) {
  const t = useT()
  return (
    <nav aria-label={t('judge.order.label')} className="flex gap-1 rounded-lg bg-slate-200/70 p-1 text-sm">
      {judgeOrders.map((value) => (
        <SiteLink
          key={value}
          to={hrefFor(value)}
          aria-current={value === order ? 'true' : undefined}
          preventScrollReset
          className={cn(
            'flex min-h-9 items-center rounded-md px-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
            value === order ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
          )}
        >
          {t(judgeOrderLabels[value])}
        </SiteLink>
      ))}
    </nav>
  )
}

export function ReviewStatus({
  project,
  savedOnTablet = false,
  className,
}: {
  project: Pick<ListedProject, 'review' | 'record' | 'steppedAside'>
  /** The judge's evaluation waits on this tablet: what the server knows is out of date. */
  savedOnTablet?: boolean
  className?: string
}) {
  const t = useT()
  const language = useLanguage()
  const { review, record } = project
  // Their scores on it no longer count: whatever they gave it is beside the point.
  if (project.steppedAside) {
    return (
      <span
        className={cn(
          'shrink-0 rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white',
          className,
        )}
      >
        {t('judge.review.steppedAside')}
      </span>
    )
  }
  if (savedOnTablet) {
    return (
      <span
        className={cn(
          'inline-flex shrink-0 items-center gap-1.5 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-inset ring-sky-600/30',
          className,
        )}
      >
        <TabletIcon className="size-3.5 shrink-0" />
        {t('judge.review.savedOnTablet')}
      </span>
    )
  }
  if (review === 'reviewed' && record) {
    return (
      <span className={cn('shrink-0 text-right', className)}>
        <span className="pill pill-reviewed">{t('judge.review.reviewed')}</span>
        <span className="mt-1 block text-sm font-bold text-slate-900">
          {oneDecimal(record.averageScore, language)}/10
        </span>
        <span className="block text-xs text-slate-600">
          {record.totalScore}/{record.maxPossibleScore}
        </span>
      </span>
    )
  }
  if (review === 'partial' && record) {
    return (
      <span className={cn('shrink-0 text-right', className)}>
        <span className="pill pill-partial">{t('judge.review.partial')}</span>
        <span className="mt-1 block text-xs text-slate-600">
          {t('judge.review.criteriaScored', { scored: record.criteriaCount, total: record.totalCriteria })}
        </span>
      </span>
    )
  }
  return <span className="pill pill-not-reviewed">{t('judge.review.notReviewed')}</span>
}

/** An average with one decimal, the language's way: "7.5" in English, "7,5" in Spanish. */
const oneDecimal = (value: number, language: Language) =>
  new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value)
