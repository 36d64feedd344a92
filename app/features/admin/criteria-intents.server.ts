import { parseForm } from '~/infra/parse-form'
import { addCriterion, moveCriterion, updateCriterion } from '~/features/judging/criteria.server'
import { criterionSchema, moveDirections } from '~/features/judging/criteria'
import { translatorFor } from '~/features/event/page-language.server'
import { db } from '~/infra/db.server'
import { backToTab, done, fail } from './responses.server'

// The Criteria tab's forms. adminAction has checked the admin session before it hands them here. The
// fields' problems stay catalogue keys, which the dialog writes; the notices are written here.

export const criteriaIntents = ['add-criterion', 'update-criterion', 'move-criterion'] as const
type CriteriaIntent = (typeof criteriaIntents)[number]

export async function criteriaAction(request: Request, form: FormData, intent: CriteriaIntent) {
  const t = await translatorFor(request, undefined)
  const id = Number(form.get('id'))
  if (intent === 'move-criterion') {
    const direction = moveDirections.find((d) => d === form.get('direction'))
    const moved = direction !== undefined && moveCriterion(db, id, direction)
    return backToTab(
      request,
      form,
      done(moved, t('grading.toast.criterionMoved'), t('grading.toast.criterionMoveFailed')),
    )
  }
  const adding = intent === 'add-criterion'
  const failure = t(adding ? 'grading.toast.criterionAddFailed' : 'grading.toast.criterionUpdateFailed')
  const submission = parseForm(form, { schema: criterionSchema })
  if (submission.status !== 'success') return fail({ intent, message: failure, result: submission.reply() })
  const outcome = adding ? addCriterion(db, submission.value) : updateCriterion(db, id, submission.value)
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') return fail({ intent, message: t(outcome.message) }, 404)
    return fail({
      intent,
      message: failure,
      result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }),
    })
  }
  return backToTab(request, form, {
    type: 'success',
    title: t(adding ? 'grading.toast.criterionAdded' : 'grading.toast.criterionUpdated'),
  })
}
