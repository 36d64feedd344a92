import { backupsFolder } from '../../../db/backup-folder.js'
import { parseForm } from '~/infra/parse-form'
import { challengeName, startNewChallenge } from '~/features/event/new-challenge.server'
import { newChallengeSchema, wrongNameMessage } from '~/features/event/new-challenge'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { env } from '~/infra/env.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import type { Translate } from '~/i18n/translate'
import { fail } from './responses.server'

// The Event tab's "Start a new challenge", once the route has checked the admin session; `t` writes its
// answer in the request's language.

export async function newChallengeAction(request: Request, form: FormData, t: Translate) {
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
        message: t('event.newChallenge.notStarted', { reason: started.reason }),
      },
      500,
    )
  }
  return redirectWithToast(request, new URL(request.url).pathname, {
    type: 'success',
    title: t('event.newChallenge.started'),
    description: [
      t('event.newChallenge.startedCopy', { folder: started.copy }),
      t('event.newChallenge.startedRemoved', {
        projects: t('event.count.projects', { count: started.projects }),
        files: t('event.count.files', { count: started.files }),
      }),
      t('event.newChallenge.startedJudges', { count: started.judges }),
      t('event.newChallenge.startedClosed'),
    ].join(' '),
  })
}
