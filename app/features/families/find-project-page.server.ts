import { db } from '~/infra/db.server'
import { mailer } from '~/infra/mailer.server'
import { getOwnedLinks, getOwnedProjectIds } from '~/infra/cookies/own-submissions.server'
import { ownSubmissions } from './family-link.server'

/**
 * "Find my project" (/my-project): the projects this browser sent, each with its private link, and whether
 * the links also went out by e-mail. Gathered here so that the route imports one server module (the
 * reason: app/features/showcase/feed-page.server.ts).
 */
export async function loadFindProjectPage(request: Request) {
  const own = ownSubmissions(db, await getOwnedProjectIds(request), await getOwnedLinks(request))
  return { own, mailed: mailer !== null }
}
