import { getFormProps } from '@conform-to/react'
import { Panel } from '~/components/ui/panel'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { JudgingSettings } from '~/features/judging/judging-settings.server'
import type { GradingQuery } from '~/features/results/grading-query'
import {
  JUDGES_PER_PROJECT_RANGE,
  judgingSettingsSchema,
  leaderboardRankingLabels,
  type LeaderboardRanking,
} from '~/features/judging/judging-settings'
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
  const pending = useIsPending({ intent })
  return (
    <Form method="post" preventScrollReset {...formProps} className={className}>
      <FormError message={state?.message} />
      <input type="hidden" name="intent" value={intent} />
      <GradingReturnFields query={query} />
      {children}
      {submit ? (
        <SubmitButton variant={variant} pending={pending} pendingLabel="Saving...">
          {submit}
        </SubmitButton>
      ) : null}
    </Form>
  )
}

const rankingHints: Record<LeaderboardRanking, string> = {
  raw: 'The average of the judges’ scores, as the leaderboard has always shown.',
  adjusted:
    'Each judge’s scores evened out against the whole panel, so a harsh or generous judge counts less.',
}

/** The organiser's Judging settings: a plain form, checked by the same schema on both sides. */
export function JudgingSettingsForm(props: GradingSettingsProps) {
  const { settings } = props
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
    <Panel titleId="judging-settings-title" title="Judges and ranking" look="admin">
      <SettingForm
        intent="judging-settings"
        {...props}
        submit="Save settings"
        className="mt-3 space-y-4"
        formProps={getFormProps(form)}
      >
        <InputField
          field={fields.judgesPerProject}
          label="Judges per project"
          type="number"
          hint={`A whole number from ${JUDGES_PER_PROJECT_RANGE.min} to ${JUDGES_PER_PROJECT_RANGE.max}. Saving assigns judges to match.`}
          min={JUDGES_PER_PROJECT_RANGE.min}
          max={JUDGES_PER_PROJECT_RANGE.max}
          step={1}
          inputMode="numeric"
          inputClassName="max-w-32"
        />
        <InputField
          field={fields.minJudgesToRank}
          label="Rank a project once this many judges have scored it"
          type="number"
          hint="Projects scored by fewer judges are listed after the ranked ones, under “Waiting for more judges”, and left out of the awards. 1 ranks every scored project."
          min={1}
          step={1}
          inputMode="numeric"
          inputClassName="max-w-32"
        />
        <RadioCards
          legend="Public leaderboard ranks by"
          name={ranking.name}
          idPrefix={ranking.id}
          choices={{ labels: leaderboardRankingLabels, hints: rankingHints }}
          checked={(ranking.initialValue as LeaderboardRanking | undefined) ?? settings.leaderboardRanking}
          field={ranking}
        />
      </SettingForm>
    </Panel>
  )
}
