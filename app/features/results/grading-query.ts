// The Grading Status tab's query string: ?tab=grading&q=…&sort=…&page=…, all GET, so it works without JS.

export const gradingSorts = [
  'coverage',
  'submitted',
  'average-high',
  'average-low',
  'judges-most',
  'judges-fewest',
] as const
export type GradingSort = (typeof gradingSorts)[number]

/** Each order's name in the sort menu: a catalogue key (app/i18n/en/grading.ts). */
export const gradingSortLabels: Record<GradingSort, string> = {
  coverage: 'grading.sort.coverage',
  submitted: 'grading.sort.submitted',
  'average-high': 'grading.sort.averageHigh',
  'average-low': 'grading.sort.averageLow',
  'judges-most': 'grading.sort.judgesMost',
  'judges-fewest': 'grading.sort.judgesFewest',
}

export const GRADING_PAGE_SIZE = 50
const SEARCH_MAX_LENGTH = 100

export type GradingQuery = { q: string; sort: GradingSort; page: number }

/** The organiser's first question on the tab: which projects still lack judges. */
export const DEFAULT_GRADING_SORT: GradingSort = 'coverage'

/**
 * Anything unknown falls back to the default instead of failing: a hand-edited or stale link still shows
 * the table. Plain code like parseFeedQuery. A page past the last is brought back by the model.
 */
export function parseGradingQuery(searchParams: URLSearchParams): GradingQuery {
  const page = Number(searchParams.get('page') ?? 1)
  return {
    q: (searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: gradingSorts.find((s) => s === searchParams.get('sort')) ?? DEFAULT_GRADING_SORT,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

/** A dashboard URL for the grading tab with the given changes, dropping defaults so links stay short. */
export function gradingHref(basePath: string, query: GradingQuery, changes: Partial<GradingQuery>) {
  const next = { ...query, ...changes }
  const params = new URLSearchParams({ tab: 'grading' })
  if (next.q) params.set('q', next.q)
  if (next.sort !== DEFAULT_GRADING_SORT) params.set('sort', next.sort)
  if (next.page > 1) params.set('page', String(next.page))
  return `${basePath}?${params}`
}
