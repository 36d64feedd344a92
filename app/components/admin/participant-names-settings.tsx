import { Form } from '@remix-run/react'
import type { JudgingSettings } from '~/models/judging-settings.server'
import type { GradingQuery } from '~/schemas/grading-query'
import {
  participantNameStyles,
  participantNamesLabels,
  type ParticipantNames,
} from '~/schemas/participant-names'
import { FormError } from '../forms/field'
import { SubmitButton, useIsPending } from '../forms/pending'
import { RadioCards } from '../forms/radio-cards'
import type { DialogState } from './dialogs'
import { GradingReturnFields } from './judging-settings'

const nameHints: Record<ParticipantNames, string> = {
  full: 'The name as the family typed it.',
  initial: '“Ada Lovelace” shows as “Ada L.”',
}

/**
 * How the showcase, the project pages, the leaderboard and the public JSON name a participant. A plain form
 * of radios, so it works without JS; the server checks the admin session.
 */
export function ParticipantNamesSettings({
  settings,
  query,
  state,
}: {
  settings: JudgingSettings
  query: GradingQuery
  state: DialogState
}) {
  const saving = useIsPending({ intent: 'participant-names' })
  return (
    <section
      aria-labelledby="privacy-settings-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="privacy-settings-title" className="text-lg font-bold text-slate-900">
        Privacy
      </h3>
      <p className="text-sm text-slate-600">
        How the feed, project pages, leaderboard and public JSON name participants, for everyone but you. This
        dashboard and the results file always show names as entered.
      </p>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <FormError message={state.message} />
        <input type="hidden" name="intent" value="participant-names" />
        <GradingReturnFields query={query} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Show participants' names as</legend>
          <RadioCards
            name="participantNames"
            idPrefix="participant-names"
            values={participantNameStyles}
            checked={settings.participantNames}
            labels={participantNamesLabels}
            hints={nameHints}
            defaultValue="full"
            columns="@sm:grid-cols-2"
          />
        </fieldset>
        <SubmitButton variant="secondary" pending={saving} pendingLabel="Saving...">
          Save names setting
        </SubmitButton>
      </Form>
    </section>
  )
}
