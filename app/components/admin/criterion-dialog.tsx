import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import type { AdminCriterion } from '~/models/criteria.server'
import { criterionSchema, MAX_POINTS_RANGE, WEIGHT_RANGE } from '~/schemas/criteria'
import { Field, InputField, inputClass } from '../field'
import { RouteDialog } from '../ui/route-dialog'
import { Actions, Failure, usePending, type DialogState } from './dialogs'
import { ReturnFields } from './list-state'

/** Add Criterion and Edit Criterion: the same fields, one schema. */
export function CriterionDialog({
  criterion,
  closeHref,
  state,
}: {
  criterion?: AdminCriterion
  closeHref: string
  state: DialogState
}) {
  const intent = criterion ? 'update-criterion' : 'add-criterion'
  const pending = usePending(intent)
  const [form, fields] = useForm({
    id: criterion ? `edit-criterion-${criterion.id}` : 'add-criterion',
    lastResult: state.result,
    defaultValue: criterion
      ? {
          name: criterion.name,
          description: criterion.description ?? '',
          maxPoints: String(criterion.maxPoints),
          weight: String(criterion.weight),
          isActive: criterion.isActive ? 'on' : undefined,
        }
      : { maxPoints: '10', weight: '1', isActive: 'on' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: criterionSchema }),
  })
  const highest = criterion?.highestScore ?? null
  return (
    <RouteDialog
      title={criterion ? 'Edit Criterion' : 'Add Criterion'}
      description={
        criterion
          ? undefined
          : 'A new criterion goes last; judges see it on their form at once, as a slider from 0 to its max points.'
      }
      closeHref={closeHref}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Failure message={state.message} />
        <input type="hidden" name="intent" value={intent} />
        {criterion ? <input type="hidden" name="id" value={criterion.id} /> : null}
        <ReturnFields tab="criteria" />
        <InputField field={fields.name} label="Name" />
        <Field
          id={fields.description.id}
          label="Description"
          required={false}
          errors={fields.description.errors}
          errorId={fields.description.errorId}
        >
          <textarea {...getTextareaProps(fields.description)} rows={3} className={inputClass} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fields.maxPoints.id}
            label="Max Points"
            hint={
              highest === null
                ? `A whole number from ${MAX_POINTS_RANGE.min} to ${MAX_POINTS_RANGE.max}.`
                : `From ${Math.max(highest, MAX_POINTS_RANGE.min)} to ${MAX_POINTS_RANGE.max}: a judge has given ${highest}.`
            }
            hintId={fields.maxPoints.descriptionId}
            errors={fields.maxPoints.errors}
            errorId={fields.maxPoints.errorId}
          >
            <input
              {...getInputProps(fields.maxPoints, {
                type: 'number',
                ariaDescribedBy: fields.maxPoints.descriptionId,
              })}
              min={MAX_POINTS_RANGE.min}
              max={MAX_POINTS_RANGE.max}
              step={1}
              inputMode="numeric"
              className={inputClass}
            />
          </Field>
          <Field
            id={fields.weight.id}
            label="Weight"
            hint={`From ${WEIGHT_RANGE.min} to ${WEIGHT_RANGE.max}; 1 counts as usual.`}
            hintId={fields.weight.descriptionId}
            errors={fields.weight.errors}
            errorId={fields.weight.errorId}
          >
            <input
              {...getInputProps(fields.weight, {
                type: 'number',
                ariaDescribedBy: fields.weight.descriptionId,
              })}
              min={WEIGHT_RANGE.min}
              max={WEIGHT_RANGE.max}
              step={0.1}
              inputMode="decimal"
              className={inputClass}
            />
          </Field>
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-900">
          <input
            {...getInputProps(fields.isActive, { type: 'checkbox' })}
            className="size-5 rounded border-slate-300 accent-indigo-600"
          />
          Active (judges score it and it counts in every total)
        </label>
        <Actions
          closeHref={closeHref}
          pending={pending}
          label={criterion ? 'Save Changes' : 'Add Criterion'}
          pendingLabel={criterion ? 'Saving...' : 'Adding...'}
        />
      </Form>
    </RouteDialog>
  )
}
