// What a tablet makes of the answer to an evaluation it kept and sent again (docs/decisions/0015). It may
// forget the evaluation only on the server's own answer: JSON of the expected shape, naming the batch it
// was sent as. A captive portal's login page (a 200 in HTML), a redirect (fetched with
// `redirect: 'manual'`, so never followed), a rate limit or a server error keep it, to be sent again.

export type ScoreAnswer =
  /** Saved: the evaluation can be forgotten. */
  | { outcome: 'saved' }
  /** The server had a newer evaluation of the project, and left it as it was. */
  | { outcome: 'not-applied' }
  /** Refused for what it is (its content, the judge's standing, scoring closed): sending again will not help. */
  | { outcome: 'refused'; message: string }
  /** No judge signed in, or not this one: it waits until its own judge signs in again. */
  | { outcome: 'signed-out' }
  /** Not the server's answer, or not now: sent again later. */
  | { outcome: 'unreachable' }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

async function jsonOf(response: Response): Promise<Record<string, unknown> | null> {
  if (!/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) return null
  try {
    const body: unknown = await response.json()
    return isObject(body) ? body : null
  } catch {
    return null
  }
}

/** The answer to POST /api/scoring/submit-batch for one kept evaluation of one project. */
export async function readScoreAnswer(
  response: Response,
  sent: { batchId: string; projectId: number },
): Promise<ScoreAnswer> {
  if (response.type === 'opaqueredirect' || response.status < 200 || response.status >= 500) {
    return { outcome: 'unreachable' }
  }
  if (response.status === 429) return { outcome: 'unreachable' }
  const body = await jsonOf(response)
  if (response.status === 200) {
    const ours =
      body !== null &&
      body.batchId === sent.batchId &&
      typeof body.saved === 'number' &&
      typeof body.skipped === 'number' &&
      Array.isArray(body.skippedProjects)
    if (!ours) return { outcome: 'unreachable' }
    return (body.skippedProjects as unknown[]).includes(sent.projectId)
      ? { outcome: 'not-applied' }
      : { outcome: 'saved' }
  }
  if (body === null || typeof body.message !== 'string') return { outcome: 'unreachable' }
  // Only a refusal the server marks final is one: a 403 also answers an organiser's session, another
  // judge's, or a cross-site check, none of which says anything about the evaluation.
  if (response.status >= 400 && response.status < 500 && body.final === true) {
    return { outcome: 'refused', message: body.message }
  }
  if (response.status === 401 || response.status === 403) return { outcome: 'signed-out' }
  return { outcome: 'unreachable' }
}
