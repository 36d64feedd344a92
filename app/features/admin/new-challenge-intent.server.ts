import { backupsFolder } from '../../../db/backup-folder.js'
import { parseForm } from '~/infra/parse-form'
import { challengeName, startNewChallenge } from '~/features/event/new-challenge.server'
import { newChallengeSchema, wrongNameMessage } from '~/features/event/new-challenge'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { env } from '~/infra/env.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { fail } from './responses.server'

// The Event tab's "Start a new challenge", once the route has checked the admin session.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export async function newChallengeAction(request: Request, form: FormData) {
  const name = challengeName()
  const submission = parseForm(form, { schema: newChallengeSchema(name) })
  if (submission.status !== 'success') {
    return fail({ intent: 'new-challenge', result: submission.reply() })
  }
  const started = await startNewChallenge(db, fileStore, submission.value.confirmName, {
    backupDir: backupsFolder(env.DATA_DIR, env.BACKUP_DIR),
  })
  if (started.outcome === 'wrong-name') {
    return fail({
      intent: 'new-challenge',
      result: submission.reply({ fieldErrors: { confirmName: [wrongNameMessage(name)] } }),
    })
  }
  if (started.outcome === 'copy-failed') {
    return fail(
      {
        intent: 'new-challenge',
        message: `Nothing was removed, and the new challenge did not start. ${started.reason}`,
      },
      500,
    )
  }
  return redirectWithToast(request, new URL(request.url).pathname, {
    type: 'success',
    title: 'A new challenge has started',
    description: `A copy of the whole season was kept first, in ${started.copy}. Then ${plural(started.projects, 'project')} and ${plural(started.files, 'file')} were removed. ${plural(started.judges, 'judge was', 'judges were')} set inactive and every judge was signed out: switch on those who return on the Judges tab. Submissions are closed until you set the new submission window.`,
  })
}
