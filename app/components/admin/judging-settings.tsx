import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
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
import { cn, Button } from '~/components/ui'
import { Field, inputClass } from '../field'
import { Failure, usePending, type DialogState } from './dialogs'

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
  const pending = usePending('judging-settings')
  const [form, fields] = useForm({
    id: 'judging-settings',
    lastResult: state.result,
    defaultValue: {
      judgesPerProject: String(settings.judgesPerProject),
      leaderboardRanking: settings.leaderboardRanking,
      minJudgesToRank: String(settings.minJudgesToRank),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: judgingSettingsSchema }),
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
        <Failure message={state.message} />
        <input type="hidden" name="intent" value="judging-settings" />
        <GradingReturnFields query={query} />
        <Field
          id={fields.judgesPerProject.id}
          label="Judges per project"
          hint={`A whole number from ${JUDGES_PER_PROJECT_RANGE.min} to ${JUDGES_PER_PROJECT_RANGE.max}. Saving assigns judges to match.`}
          hintId={fields.judgesPerProject.descriptionId}
          errors={fields.judgesPerProject.errors}
          errorId={fields.judgesPerProject.errorId}
        >
          <input
            {...getInputProps(fields.judgesPerProject, {
              type: 'number',
              ariaDescribedBy: fields.judgesPerProject.descriptionId,
            })}
            min={JUDGES_PER_PROJECT_RANGE.min}
            max={JUDGES_PER_PROJECT_RANGE.max}
            step={1}
            inputMode="numeric"
            className={cn(inputClass, 'max-w-32')}
          />
        </Field>
        <Field
          id={fields.minJudgesToRank.id}
          label="Rank a project once this many judges have scored it"
          hint="Projects scored by fewer judges are listed after the ranked ones, under “Waiting for more judges”, and left out of the awards. 1 ranks every scored project."
          hintId={fields.minJudgesToRank.descriptionId}
          errors={fields.minJudgesToRank.errors}
          errorId={fields.minJudgesToRank.errorId}
        >
          <input
            {...getInputProps(fields.minJudgesToRank, {
              type: 'number',
              ariaDescribedBy: fields.minJudgesToRank.descriptionId,
            })}
            min={1}
            step={1}
            inputMode="numeric"
            className={cn(inputClass, 'max-w-32')}
          />
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Public leaderboard ranks by</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {leaderboardRankings.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-2 ring-1 ring-slate-200 has-[:checked]:bg-indigo-50 has-[:checked]:ring-indigo-300"
              >
                <input
                  {...getInputProps(ranking, { type: 'radio', value })}
                  id={`${ranking.id}-${value}`}
                  aria-describedby={[`${ranking.id}-${value}-hint`, ranking.errors ? ranking.errorId : '']
                    .join(' ')
                    .trim()}
                  className="mt-0.5 size-5 shrink-0 accent-indigo-600"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">
                    {leaderboardRankingLabels[value]}
                    {value === 'raw' ? ' (default)' : ''}
                  </span>
                  <span id={`${ranking.id}-${value}-hint`} className="block text-sm text-slate-600">
                    {rankingHints[value]}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <div id={ranking.errorId} aria-live="polite">
            {ranking.errors?.length ? (
              <p className="mt-1.5 text-sm font-medium text-red-700">{ranking.errors[0]}</p>
            ) : null}
          </div>
        </fieldset>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save settings'}
        </Button>
      </Form>
    </section>
  )
}
