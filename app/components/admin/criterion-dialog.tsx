import { getFormProps } from '@conform-to/react'
import type { AdminCriterion } from '~/features/judging/criteria.server'
import { criterionSchema, MAX_POINTS_RANGE, WEIGHT_RANGE } from '~/features/judging/criteria'
import { levelsText, MAX_LEVELS } from '~/features/judging/levels'
import { CheckboxField } from '../forms/choice-fields'
import { InputField, TextareaField } from '../forms/field'
import { AddOrEditDialog, type AddOrEditProps } from './dialogs'
import { useSchemaForm } from '../forms/use-schema-form'

/** Add Criterion and Edit Criterion: the same fields, one schema. */
const criterionWords = {
  noun: 'Criterion',
  description:
    'A new criterion goes last; judges see it on their form at once, as a slider from 0 to its max points.',
  tab: 'criteria',
}

export function CriterionDialog(dialog: AddOrEditProps<AdminCriterion>) {
  const criterion = dialog.thing
  const [form, fields] = useSchemaForm(criterionSchema, {
    id: criterion ? `edit-criterion-${criterion.id}` : 'add-criterion',
    lastResult: dialog.state.result,
    defaultValue: criterion
      ? {
          name: criterion.name,
          description: criterion.description ?? '',
          maxPoints: String(criterion.maxPoints),
          weight: String(criterion.weight),
          isActive: criterion.isActive ? 'on' : undefined,
          levels: levelsText(criterion.levels),
        }
      : { maxPoints: '10', weight: '1', isActive: 'on' },
  })
  const highest = criterion?.highestScore ?? null
  return (
    <AddOrEditDialog {...criterionWords} formProps={getFormProps(form)} {...dialog}>
      <InputField field={fields.name} label="Name" />
      <TextareaField field={fields.description} label="Description" required={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          field={fields.maxPoints}
          label="Max Points"
          type="number"
          hint={
            highest === null
              ? `A whole number from ${MAX_POINTS_RANGE.min} to ${MAX_POINTS_RANGE.max}.`
              : `From ${Math.max(highest, MAX_POINTS_RANGE.min)} to ${MAX_POINTS_RANGE.max}: a judge has given ${highest}.`
          }
          min={MAX_POINTS_RANGE.min}
          max={MAX_POINTS_RANGE.max}
          step={1}
          inputMode="numeric"
        />
        <InputField
          field={fields.weight}
          label="Weight"
          type="number"
          hint={`From ${WEIGHT_RANGE.min} to ${WEIGHT_RANGE.max}; 1 counts as usual.`}
          min={WEIGHT_RANGE.min}
          max={WEIGHT_RANGE.max}
          step={0.1}
          inputMode="decimal"
        />
      </div>
      <TextareaField
        field={fields.levels}
        label="Level words"
        required={false}
        rows={4}
        hint={`One level a line, up to ${MAX_LEVELS}: the score it begins at, then its words, such as “0 Getting started”, “4 Growing”, “7 Strong”, “9 Outstanding”. Judges see them beside the slider, families beside the score. Empty: numbers only.`}
      />
      <CheckboxField field={fields.isActive} label="Active (judges score it and it counts in every total)" />
    </AddOrEditDialog>
  )
}
