import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { JudgingSettings } from '~/models/judging-settings.server'
import type { GradingQuery } from '~/schemas/grading-query'
import {
  JUDGES_PER_PROJECT_RANGE,
  judgingSettingsSchema,
  leaderboardRankingLabels,
  leaderboardRankings,
  type LeaderboardRanking,
} from '~/schemas/judging-settings'
import { ErrorList, FormError, InputField } from '../forms/field'
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

const rankingHints: Record<LeaderboardRanking, string> = {
  raw: 'The average of the judges’ scores, as the leaderboard has always shown.',
  adjusted:
    'Each judge’s scores evened out against the whole panel, so a harsh or generous judge counts less.',
}

/** The organiser's Judging settings: a plain form, checked by the same schema on both sides. */
export function JudgingSettingsForm({
  settings,
  query,
  state,
}: {
  settings: JudgingSettings
  query: GradingQuery
  state: DialogState
}) {
  const pending = useIsPending({ intent: 'judging-settings' })
  const [form, fields] = useSchemaForm(judgingSettingsSchema, {
    id: 'judging-settings',
    lastResult: state.result,
    defaultValue: {
      judgesPerProject: String(settings.judgesPerProject),
      leaderboardRanking: settings.leaderboardRanking,
      minJudgesToRank: String(settings.minJudgesToRank),
    },
  })
  const ranking = fields.leaderboardRanking
  return (
    <section
      aria-labelledby="judging-settings-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="judging-settings-title" className="text-lg font-bold text-slate-900">
        Judges and ranking
      </h3>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-3 space-y-4">
        <FormError message={state.message} />
        <input type="hidden" name="intent" value="judging-settings" />
        <GradingReturnFields query={query} />
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
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Public leaderboard ranks by</legend>
          <RadioCards
            name={ranking.name}
            idPrefix={ranking.id}
            values={leaderboardRankings}
            checked={(ranking.initialValue as LeaderboardRanking | undefined) ?? settings.leaderboardRanking}
            labels={leaderboardRankingLabels}
            hints={rankingHints}
            defaultValue="raw"
            columns="@sm:grid-cols-2"
            errorId={ranking.errors ? ranking.errorId : undefined}
          />
          <ErrorList id={ranking.errorId} errors={ranking.errors} className="mt-1.5" />
        </fieldset>
        <SubmitButton pending={pending} pendingLabel="Saving...">
          Save settings
        </SubmitButton>
      </Form>
    </section>
  )
}
