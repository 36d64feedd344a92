import { FEED_PAGE_SIZE, LEADERBOARD_PAGE_SIZE, parseFeedQuery } from '~/features/showcase/feed'
import { db } from '~/infra/db.server'
import { getViewer } from '~/features/accounts/viewer.server'
import { getOwnedLinks } from '~/infra/cookies/own-submissions.server'
import { ownSubmissions } from '~/features/families/family-link.server'
import {
  authorNamesFor,
  getJudgingSettings,
  resultsShownTo,
} from '~/features/judging/judging-settings.server'
import { getCachedLeaderboard, toPublicEntry } from '~/features/results/leaderboard.server'
import { listFeedProjects } from './feed-list.server'
import { cardImage, toProjectCard } from '~/features/submissions/projects.server'

/**
 * The showcase page (/feed): its projects or its leaderboard, and this browser's own projects. Gathered here
 * rather than in the route so that the route imports one server module: the browser's build keeps an empty
 * stand-in for every server module a route imports, and one imported by several routes becomes a script file
 * of its own, which a phone on venue Wi-Fi fetches for nothing (bench/results.md, the phone table).
 */
export async function loadFeedPage(request: Request) {
  const query = parseFeedQuery(new URL(request.url).searchParams)
  const viewer = await getViewer(request)
  const own = ownSubmissions(db, viewer.ownedProjectIds, await getOwnedLinks(request))
  if (query.tab === 'leaderboard') {
    // Kept for the awards ceremony: not one rank or score leaves the server.
    if (!resultsShownTo(db, viewer)) {
      return { query, own, leaderboard: { hidden: true as const, entries: [], hasMore: false }, feed: null }
    }
    // The top of the ranking, a page more with each "More projects", like the feed.
    const entries = getCachedLeaderboard(db)
    const shown = query.page * LEADERBOARD_PAGE_SIZE
    return {
      query,
      own,
      leaderboard: {
        hidden: false as const,
        entries: entries
          .slice(0, shown)
          .map(authorNamesFor(db, viewer))
          .map((row) => ({ ...toPublicEntry(row), authorName: row.authorName, image: cardImage(row) })),
        hasMore: entries.length > shown,
        minJudges: getJudgingSettings(db).minJudgesToRank,
      },
      feed: null,
    }
  }
  const feed = listFeedProjects(db, {
    type: query.type,
    search: query.q,
    sort: query.sort,
    limit: query.page * FEED_PAGE_SIZE,
    viewer,
  })
  return {
    query,
    own,
    leaderboard: null,
    feed: { ...feed, projects: feed.projects.map(toProjectCard) },
  }
}
