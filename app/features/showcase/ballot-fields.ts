// People's Choice texts and bounds, without zod: the ballot's page carries them to the browser. The texts
// are catalogue keys (app/i18n/<language>/showcase.ts): the pages and the server write them in the page's
// language.

export const BALLOTS_RANGE = { min: 1, max: 2000 } as const

export const votingClosedMessage = 'showcase.vote.closed'
export const voidBallotMessage = 'showcase.ballot.void'
/** The one answer to every wrong code, whatever was typed. */
export const wrongCodeMessage = 'showcase.vote.wrongCode'

/** Projects on one page of a ballot's list: a phone's first screens, and a page that stays light. */
export const BALLOT_PAGE_SIZE = 24
/** As long as any name a search can match (a project's or an author's name is at most 100 characters). */
export const BALLOT_SEARCH_MAX_LENGTH = 100

/** Where a ballot's page stands: its search, its page of the list, and the project waiting to be confirmed. */
export type BallotQuery = { q: string; page: number; project?: number }

/** `/vote/<token>` with a query, defaults left out so that the addresses stay short. */
export function ballotHref(path: string, { q, page, project }: Partial<BallotQuery>) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (page && page > 1) params.set('page', String(page))
  if (project) params.set('project', String(project))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
