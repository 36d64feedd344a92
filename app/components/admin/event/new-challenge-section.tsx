import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FormError, InputField } from '~/components/forms/field'
import { SubmitButton, useIsPending } from '~/components/forms/pending'
import { useSchemaForm } from '~/components/forms/use-schema-form'
import { buttonClasses } from '~/components/ui'
import { fieldMessage } from '~/features/event/event-fields'
import { newChallengeSchema } from '~/features/event/new-challenge'
import { useT } from '~/i18n/react'
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

/** Until the event details are saved after a new challenge started. */
export function NewDatesBanner() {
  const t = useT()
  return (
    <p
      role="status"
      className="rounded-2xl bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200"
    >
      {t('event.newChallenge.newDates')}
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
  const t = useT()
  const pending = useIsPending({ intent: 'new-challenge' })
  const [form, fields] = useSchemaForm(newChallengeSchema(summary.challengeName), {
    id: `new-challenge-${summary.started}`,
    lastResult: state.result,
    validate: 'onSubmit',
  })
  return (
    <SectionCard id="new-challenge" description={t('event.newChallenge.description')}>
      <h3 className="mt-6 text-base font-bold text-slate-900">{t('event.archive.step')}</h3>
      {/* The command and the folder's name are the same in every language: the catalogue's words go round them. */}
      <p className="mt-1 text-sm text-slate-600">
        {t('event.archive.what')} <code>npm run restore</code> {t('event.archive.restore')}
      </p>
      <a href="/admin/event/archive" className={`${buttonClasses('secondary', 'md')} mt-3`}>
        {t('event.archive.download')}
      </a>

      <h3 className="mt-8 text-base font-bold text-slate-900">{t('event.newChallenge.step')}</h3>
      <div className="mt-1 space-y-2 text-sm text-slate-600">
        <p>
          {t('event.newChallenge.copyFirst')} <code>{t('event.newChallenge.copyFolder')}</code>
          {t('event.newChallenge.copyFolderAfter')}
        </p>
        <p>
          {t('event.newChallenge.removed', {
            projects: t('event.count.projects', { count: summary.projects }),
            files: t('event.count.files', { count: summary.files }),
            scores: t('event.count.scores', { count: summary.scores }),
          })}
        </p>
        <p>{t('event.newChallenge.kept')}</p>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormError message={state.message} />
        <input type="hidden" name="intent" value="new-challenge" />
        <InputField
          field={fields.confirmName}
          label={t('event.newChallenge.confirm', { name: summary.challengeName })}
          errors={fields.confirmName.errors?.map((message) => fieldMessage(t, message))}
          required="browser"
          autoComplete="off"
          spellCheck={false}
        />
        <SubmitButton variant="destructive" pending={pending} pendingLabel={t('event.newChallenge.starting')}>
          {t('event.newChallenge.start')}
        </SubmitButton>
      </Form>
    </SectionCard>
  )
}
