// The framework's ceiling for the scoring rows of `npm run bench`: a resource route that reads a JSON body
// and answers with JSON, served like the app's POST /api/scoring/submit-batch, but with nothing to check and
// nothing to save.
import type { ActionFunctionArgs } from '@remix-run/node'

export async function action({ request }: ActionFunctionArgs) {
  const { scores } = (await request.json()) as { scores: unknown[] }
  return Response.json({ message: 'Received.', saved: scores.length, skipped: 0 })
}
