import { z } from 'zod'
import { submissionTypes } from './project'

export const feedSorts = ['newest', 'oldest', 'name'] as const
export type FeedSort = (typeof feedSorts)[number]
export const FEED_PAGE_SIZE = 24
export const LEADERBOARD_PAGE_SIZE = 50

/** /feed's query string: anything unknown falls back to the default instead of failing. */
export const feedQuerySchema = z.object({
  tab: z.enum(['feed', 'leaderboard']).catch('feed'),
  type: z.enum(submissionTypes).optional().catch(undefined),
  sort: z.enum(feedSorts).catch('newest'),
  page: z.coerce.number().int().min(1).max(100).catch(1),
})

export type FeedQuery = z.infer<typeof feedQuerySchema>

export function parseFeedQuery(searchParams: URLSearchParams): FeedQuery {
  return feedQuerySchema.parse(Object.fromEntries(searchParams))
}

/** A /feed URL with the given changes, dropping defaults so links stay short. */
export function feedHref(query: FeedQuery, changes: Partial<FeedQuery>) {
  const next = { ...query, ...changes }
  const params = new URLSearchParams()
  if (next.tab !== 'feed') params.set('tab', next.tab)
  if (next.tab === 'feed') {
    if (next.type) params.set('type', next.type)
    if (next.sort !== 'newest') params.set('sort', next.sort)
  }
  if (next.page > 1) params.set('page', String(next.page))
  const search = params.toString()
  return search ? `/feed?${search}` : '/feed'
}
