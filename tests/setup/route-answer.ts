/** Remix's data(): what a loader or action returns or throws to set a status without a Response. */
export type DataWithInit = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null }

export const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'

/**
 * What a route answered, whether it returned it or threw it as Remix lets it (a Response, a redirect, a
 * data() with a status). Anything else thrown is a crash, not an answer: it is thrown again, so a test
 * never reads a broken loader as a success.
 */
export async function routeAnswer(run: () => unknown): Promise<unknown> {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return thrown
    throw thrown
  }
}

/** A route's arguments, as Remix hands them to an action, for a JSON POST to `url`. */
export const jsonPost = (url: string, body: unknown, context: Record<string, unknown> = {}) => ({
  request: new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }),
  params: {},
  context,
})
