import { submissionTypes, type SubmissionType } from '~/features/submissions/project-fields'

const feedSorts = ['newest', 'oldest', 'name'] as const
export type FeedSort = (typeof feedSorts)[number]
export const FEED_PAGE_SIZE = 24
export const LEADERBOARD_PAGE_SIZE = 50

export type FeedQuery = {
  tab: 'feed' | 'leaderboard'
  type?: SubmissionType
  /** The search: a project's name, its author's name as shown, or a table number ('' for none). */
  q: string
  sort: FeedSort
  page: number
}

/** As long as any name it can match (a project's or an author's name is at most 100 characters). */
export const FEED_SEARCH_MAX_LENGTH = 100

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value)

/**
 * /feed's query string: anything unknown falls back to the default instead of failing. Plain code rather
 * than a Zod schema: the feed runs it in the browser too, and Zod is the largest library we have.
 */
export function parseFeedQuery(searchParams: URLSearchParams): FeedQuery {
  const page = Number(searchParams.get('page') ?? 1)
  return {
    tab: oneOf(['feed', 'leaderboard'], searchParams.get('tab')) ?? 'feed',
    type: oneOf(submissionTypes, searchParams.get('type')),
    q: (searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, FEED_SEARCH_MAX_LENGTH),
    sort: oneOf(feedSorts, searchParams.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1,
  }
}

/** A /feed URL with the given changes, dropping defaults so links stay short. */
export function feedHref(query: FeedQuery, changes: Partial<FeedQuery>) {
  const next = { ...query, ...changes }
  const params = new URLSearchParams()
  if (next.tab !== 'feed') params.set('tab', next.tab)
  if (next.tab === 'feed') {
    if (next.type) params.set('type', next.type)
    if (next.q) params.set('q', next.q)
    if (next.sort !== 'newest') params.set('sort', next.sort)
  }
  if (next.page > 1) params.set('page', String(next.page))
  const search = params.toString()
  return search ? `/feed?${search}` : '/feed'
}
