import { parseForm } from '~/utils/parse-form'
import { challengeName, startNewChallenge } from '~/models/new-challenge.server'
import { newChallengeSchema, wrongNameMessage } from '~/schemas/new-challenge'
import { db } from '~/services/db.server'
import { fileStore } from '~/services/storage.server'
import { redirectWithToast } from '~/utils/toast.server'
import { fail } from './responses.server'

// The Event tab's "Start a new challenge", once the route has checked the admin session.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export function newChallengeAction(request: Request, form: FormData) {
  const name = challengeName()
  const submission = parseForm(form, { schema: newChallengeSchema(name) })
  if (submission.status !== 'success') {
    return fail({ intent: 'new-challenge', result: submission.reply() })
  }
  const started = startNewChallenge(db, fileStore, submission.value.confirmName)
  if (started.outcome === 'wrong-name') {
    return fail({
      intent: 'new-challenge',
      result: submission.reply({ fieldErrors: { confirmName: [wrongNameMessage(name)] } }),
    })
  }
  return redirectWithToast(request, new URL(request.url).pathname, {
    type: 'success',
    title: 'A new challenge has started',
    description: `${plural(started.projects, 'project')} and ${plural(started.files, 'file')} were removed. ${plural(started.judges, 'judge was', 'judges were')} set inactive: switch on those who return on the Judges tab.`,
  })
}
