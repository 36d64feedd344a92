import type { LoaderFunctionArgs } from '@remix-run/node'
import { listJudgeRecords } from '~/models/judging.server'
import { requireJudge } from '~/utils/auth.server'
import { db } from '~/utils/db.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const judge = await requireJudge(request)
  return Response.json(listJudgeRecords(db, judge.id))
}
