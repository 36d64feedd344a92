import { getFormProps, getTextareaProps } from '@conform-to/react'
import type { AdminCriterion } from '~/features/judging/criteria.server'
import { criterionSchema, MAX_POINTS_RANGE, WEIGHT_RANGE } from '~/features/judging/criteria'
import { levelsText, MAX_LEVELS } from '~/features/judging/levels'
import { writeMessages } from '~/i18n/messages'
import { intlLocale } from '~/i18n/dates'
import { useRouteLoaderData } from '@remix-run/react'
import { isLanguage, languageNames, type Language } from '~/i18n/languages'
import { useLanguage, useT } from '~/i18n/react'
import { CheckboxField } from '../forms/choice-fields'
import { Field, InputField, inputClass, TextareaField } from '../forms/field'
import { AddOrEditDialog, type AddOrEditProps } from './dialogs'
import { useSchemaForm } from '../forms/use-schema-form'

/** Add Criterion and Edit Criterion: the same fields, one schema. */
export function CriterionDialog(dialog: AddOrEditProps<AdminCriterion>) {
  const t = useT()
  const locale = intlLocale(useLanguage())
  const criterion = dialog.thing
  // The club's other languages (its default first in the root's list): a name and description in each.
  const others = (useRouteLoaderData<{ languages: Language[] }>('root')?.languages ?? [])
    .slice(1)
    .filter(isLanguage)
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
          words: others.map((language) => ({
            language,
            name: criterion.words[language]?.name ?? '',
            description: criterion.words[language]?.description ?? '',
            levels: levelsText(criterion.words[language]?.levels ?? []),
          })),
        }
      : { maxPoints: '10', weight: '1', isActive: 'on', words: others.map((language) => ({ language })) },
  })
  const highest = criterion?.highestScore ?? null
  const levels = fields.levels
  const number = (value: number) => value.toLocaleString(locale)
  return (
    <AddOrEditDialog
      // The noun names the form's intent (add-criterion, update-criterion): the words are the title's.
      noun="Criterion"
      addTitle={t('grading.criteria.add')}
      description={t('grading.criterion.description')}
      tab="criteria"
      formProps={getFormProps(form)}
      {...dialog}
    >
      <InputField field={fields.name} label={t('grading.table.name')} />
      <TextareaField
        field={fields.description}
        label={t('grading.criterion.descriptionLabel')}
        required={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          field={fields.maxPoints}
          label={t('grading.criteria.maxPoints')}
          type="number"
          // The server's "a judge has already given 8" carries its number (app/i18n/messages.ts).
          errors={writeMessages(t, fields.maxPoints.errors)}
          hint={
            highest === null
              ? t('grading.criterion.maxPointsHint', { min: MAX_POINTS_RANGE.min, max: MAX_POINTS_RANGE.max })
              : t('grading.criterion.maxPointsHintScored', {
                  from: Math.max(highest, MAX_POINTS_RANGE.min),
                  max: MAX_POINTS_RANGE.max,
                  highest,
                })
          }
          min={MAX_POINTS_RANGE.min}
          max={MAX_POINTS_RANGE.max}
          step={1}
          inputMode="numeric"
        />
        <InputField
          field={fields.weight}
          label={t('grading.criteria.weight')}
          type="number"
          hint={t('grading.criterion.weightHint', {
            min: number(WEIGHT_RANGE.min),
            max: number(WEIGHT_RANGE.max),
          })}
          min={WEIGHT_RANGE.min}
          max={WEIGHT_RANGE.max}
          step={0.1}
          inputMode="decimal"
        />
      </div>
      {/* The forms kit's TextareaField, with the levels' problem written here: it may carry the max points. */}
      <Field
        field={levels}
        label={t('grading.criterion.levels')}
        required={false}
        hint={t('grading.criterion.levelsHint', { max: MAX_LEVELS })}
        errors={writeMessages(t, levels.errors)}
      >
        <textarea
          {...getTextareaProps(levels, { ariaDescribedBy: levels.descriptionId })}
          rows={4}
          className={inputClass}
        />
      </Field>
      {fields.words.getFieldList().map((entry, index) => {
        const words = entry.getFieldset()
        const language = others[index]
        if (!language) return null
        const name = languageNames[language]
        return (
          <fieldset key={language} lang={language} className="space-y-4 rounded-xl p-4 ring-1 ring-slate-200">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t('grading.criterion.wordsIn', { language: name })}
            </legend>
            <input type="hidden" name={words.language.name} value={language} />
            <InputField
              field={words.name}
              label={t('grading.criterion.nameIn', { language: name })}
              required={false}
              hint={t('grading.criterion.wordsHint', { language: name })}
            />
            <TextareaField
              field={words.description}
              label={t('grading.criterion.descriptionIn', { language: name })}
              required={false}
            />
            <Field
              field={words.levels}
              label={t('grading.criterion.levelsIn', { language: name })}
              required={false}
              hint={t('grading.criterion.levelsInHint')}
              errors={writeMessages(t, words.levels.errors)}
            >
              <textarea
                {...getTextareaProps(words.levels, { ariaDescribedBy: words.levels.descriptionId })}
                rows={4}
                className={inputClass}
              />
            </Field>
          </fieldset>
        )
      })}
      <CheckboxField field={fields.isActive} label={t('grading.criterion.active')} />
    </AddOrEditDialog>
  )
}
