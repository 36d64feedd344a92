import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FormError, InputField } from '~/components/forms/field'
import { SubmitButton, useIsPending } from '~/components/forms/pending'
import { useSchemaForm } from '~/components/forms/use-schema-form'
import { buttonClasses } from '~/components/ui'
import { newChallengeSchema } from '~/features/event/new-challenge'
import { SectionCard } from './event-section'

// The Event tab's last section: the archive to take away, then next year's challenge, confirmed by typing its
// name. The server keeps its own copy of the season before it removes anything; the archive is for keeping
// one elsewhere, and the new challenge does not wait for it.

export type NewChallengeSummary = {
  challengeName: string
  projects: number
  scores: number
  files: number
  activeJudges: number
  /** How many new challenges were started: a new one empties the form. */
  started: number
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** Until the event details are saved after a new challenge started. */
export function NewDatesBanner() {
  return (
    <p
      role="status"
      className="rounded-2xl bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200"
    >
      Update the dates for the new challenge
    </p>
  )
}

export function NewChallengeSection({
  summary,
  state,
}: {
  summary: NewChallengeSummary
  state: { message?: string; result?: SubmissionResult<string[]> }
}) {
  const pending = useIsPending({ intent: 'new-challenge' })
  const [form, fields] = useSchemaForm(newChallengeSchema(summary.challengeName), {
    id: `new-challenge-${summary.started}`,
    lastResult: state.result,
    validate: 'onSubmit',
  })
  return (
    <SectionCard
      id="new-challenge"
      description="When this year’s challenge is over: take its archive away, then clear the projects for next year."
    >
      <h3 className="mt-6 text-base font-bold text-slate-900">1. Download the archive</h3>
      <p className="mt-1 text-sm text-slate-600">
        One zip file with the database, every uploaded photo and PDF, the results (CSV) and a README.txt
        saying what is inside, to keep off this computer: <code>npm run restore</code> puts it back on a
        server. If the download stops before the end, your browser says it failed: download it again.
      </p>
      <a href="/admin/event/archive" className={`${buttonClasses('secondary', 'md')} mt-3`}>
        Download the archive
      </a>

      <h3 className="mt-8 text-base font-bold text-slate-900">2. Start the new challenge</h3>
      <div className="mt-1 space-y-2 text-sm text-slate-600">
        <p>
          First the server keeps a complete copy of this season in its backups folder, as{' '}
          <code>season-&lt;date&gt;</code>, whether or not you downloaded the archive. If the copy cannot be
          made, nothing is removed.
        </p>
        <p>
          Then removed from the site: {plural(summary.projects, 'project')} with their{' '}
          {plural(summary.files, 'file')} and {plural(summary.scores, 'score')}, the judges’ assignments and
          step-asides, the private links, the consent records and the table numbers.
        </p>
        <p>
          Kept: the judges (signed out and set inactive: on the Judges tab, switch on those who return), the
          criteria, the settings and the event’s details. The results go back to Live, scoring opens, and
          submissions stay closed until you set the new submission window.
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormError message={state.message} />
        <input type="hidden" name="intent" value="new-challenge" />
        <InputField
          field={fields.confirmName}
          label={`To confirm, type the challenge’s name: ${summary.challengeName}`}
          required="browser"
          autoComplete="off"
          spellCheck={false}
        />
        <SubmitButton variant="destructive" pending={pending} pendingLabel="Starting…">
          Start a new challenge
        </SubmitButton>
      </Form>
    </SectionCard>
  )
}
