import { getFormProps } from '@conform-to/react'
import { Panel } from '~/components/ui/panel'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { JudgingSettings } from '~/features/judging/judging-settings.server'
import type { GradingQuery } from '~/features/results/grading-query'
import {
  JUDGES_PER_PROJECT_RANGE,
  judgingSettingsSchema,
  type LeaderboardRanking,
} from '~/features/judging/judging-settings'
import { useT } from '~/i18n/react'
import { FormError, InputField } from '../forms/field'
import { SubmitButton, useIsPending } from '../forms/pending'
import { RadioCards } from '../forms/radio-cards'
import type { DialogState } from './dialogs'
import { useSchemaForm } from '../forms/use-schema-form'

/** Hidden fields that bring a Grading Status form back to the same search, sort and page. */
export function GradingReturnFields({ query }: { query: GradingQuery }) {
  return (
    <>
      <input type="hidden" name="tab" value="grading" />
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <input type="hidden" name="sort" value={query.sort} />
      {query.page > 1 ? <input type="hidden" name="page" value={query.page} /> : null}
    </>
  )
}

/** What each Grading Status settings card takes: the settings now, the tab's search, its form's answer. */
export type GradingSettingsProps = { settings: JudgingSettings; query: GradingQuery; state: DialogState }

/**
 * A Grading Status setting's plain form: its intent, the fields that bring the tab back as it was, what the
 * server refused, and its Save button (`submit`), busy while it is sent.
 */
export function SettingForm({
  intent,
  query,
  state,
  submit,
  variant,
  className,
  formProps,
  children,
}: {
  intent: string
  query: GradingQuery
  /** What the server refused, for the form that can be refused. */
  state?: DialogState
  submit?: string
  variant?: 'secondary'
  className: string
  /** Conform's getFormProps, for a form the schema checks in the browser too. */
  formProps?: ReturnType<typeof getFormProps>
  children: ReactNode
}) {
  const t = useT()
  const pending = useIsPending({ intent })
  return (
    <Form method="post" preventScrollReset {...formProps} className={className}>
      <FormError message={state?.message} />
      <input type="hidden" name="intent" value={intent} />
      <GradingReturnFields query={query} />
      {children}
      {submit ? (
        <SubmitButton variant={variant} pending={pending} pendingLabel={t('grading.settings.saving')}>
          {submit}
        </SubmitButton>
      ) : null}
    </Form>
  )
}

// The rankings' names and what each means: catalogue keys.
const rankingLabels: Record<LeaderboardRanking, string> = {
  raw: 'grading.ranking.raw',
  adjusted: 'grading.ranking.adjusted',
}

const rankingHints: Record<LeaderboardRanking, string> = {
  raw: 'grading.ranking.rawHint',
  adjusted: 'grading.ranking.adjustedHint',
}

/** A choice's words (labels or hints, catalogue keys) in the page's language. */
export function translated<V extends string>(
  t: (key: string) => string,
  keys: Record<V, string>,
): Record<V, string> {
  return Object.fromEntries(Object.entries<string>(keys).map(([value, key]) => [value, t(key)])) as Record<
    V,
    string
  >
}

/** The organiser's Judging settings: a plain form, checked by the same schema on both sides. */
export function JudgingSettingsForm(props: GradingSettingsProps) {
  const { settings } = props
  const t = useT()
  const [form, fields] = useSchemaForm(judgingSettingsSchema, {
    id: 'judging-settings',
    lastResult: props.state.result,
    defaultValue: {
      judgesPerProject: String(settings.judgesPerProject),
      leaderboardRanking: settings.leaderboardRanking,
      minJudgesToRank: String(settings.minJudgesToRank),
    },
  })
  const ranking = fields.leaderboardRanking
  return (
    <Panel titleId="judging-settings-title" title={t('grading.settings.judgesTitle')} look="admin">
      <SettingForm
        intent="judging-settings"
        {...props}
        submit={t('grading.settings.save')}
        className="mt-3 space-y-4"
        formProps={getFormProps(form)}
      >
        <InputField
          field={fields.judgesPerProject}
          label={t('grading.settings.judgesPerProject')}
          type="number"
          hint={t('grading.settings.judgesPerProjectHint', {
            min: JUDGES_PER_PROJECT_RANGE.min,
            max: JUDGES_PER_PROJECT_RANGE.max,
          })}
          min={JUDGES_PER_PROJECT_RANGE.min}
          max={JUDGES_PER_PROJECT_RANGE.max}
          step={1}
          inputMode="numeric"
          inputClassName="max-w-32"
        />
        <InputField
          field={fields.minJudgesToRank}
          label={t('grading.settings.minJudges')}
          type="number"
          hint={t('grading.settings.minJudgesHint')}
          min={1}
          step={1}
          inputMode="numeric"
          inputClassName="max-w-32"
        />
        <RadioCards
          legend={t('grading.settings.rankingLegend')}
          name={ranking.name}
          idPrefix={ranking.id}
          choices={{ labels: translated(t, rankingLabels), hints: translated(t, rankingHints) }}
          checked={(ranking.initialValue as LeaderboardRanking | undefined) ?? settings.leaderboardRanking}
          field={ranking}
        />
      </SettingForm>
    </Panel>
  )
}
