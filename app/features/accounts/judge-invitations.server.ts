import crypto from 'node:crypto'
import type { DB } from '../../../db/connection'
import type { Mailer } from '~/infra/mailer.server'
import { createJudge, type JudgeAccount } from './judges.server'
import { requestPasswordReset } from './password-reset.server'

/**
 * The admin adds a judge (docs/decisions/0006): the account gets an unusable
 * random password, and the judge a 7-day link to choose their own, e-mailed
 * or shown beside them in the admin's judges table. The e-mail is in the club's
 * default language: the organiser sends it, and the judge's own is not known yet.
 */
export async function addJudge(
  db: DB,
  input: { name: string; email: string; expertise?: string | null; isActive?: boolean },
  delivery: { origin: string; secret: string; mailer: Mailer | null },
): Promise<JudgeAccount> {
  // The organiser chose this judge: approved at once (docs/rules.md#accounts-and-sessions).
  const judge = await createJudge(db, {
    ...input,
    password: crypto.randomBytes(24).toString('base64url'),
    isApproved: true,
  })
  await requestPasswordReset(db, judge.email, { ...delivery, invitation: true })
  return judge
}
