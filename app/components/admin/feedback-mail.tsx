import { Link } from '@remix-run/react'
import type { FeedbackMailPreview } from '~/features/families/feedback-mail.server'
import { Button, buttonClasses } from '~/components/ui'
import { useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { ConfirmDialog } from '../forms/confirm'
import type { DialogState } from './dialogs'

// The judges' feedback for families, on the Awards panel (docs/decisions/0049-feedback-for-families.md):
// the printed sheets, and "E-mail families their feedback", confirmed in `?dialog=email-feedback` with the
// number of families and one message as they will read it. Plain links and a form: no JavaScript needed.

const families = (t: Translate, count: number) => t('grading.count.families', { count, n: count })

export const emailFeedbackHref = (basePath: string) => `${basePath}?tab=grading&dialog=email-feedback`

/** The panel's part: what families get, the two ways to give it, and why e-mail cannot go now. */
export function FamilyFeedbackActions({
  status,
  basePath,
}: {
  status: { refusal: string | null; emailed: number }
  basePath: string
}) {
  const t = useT()
  return (
    <section aria-labelledby="family-feedback-title" className="mt-5 border-t border-slate-100 pt-5">
      <h3 id="family-feedback-title" className="text-sm font-semibold text-slate-900">
        {t('grading.feedback.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t('grading.feedback.intro')}
        {status.emailed > 0
          ? ` ${t('grading.feedback.emailedSoFar', { count: status.emailed, families: families(t, status.emailed) })}`
          : ''}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link to="/admin/feedback-sheets" className={buttonClasses('secondary', 'md')}>
          {t('grading.feedback.print')}
        </Link>
        {status.refusal ? (
          <Button variant="secondary" disabled aria-describedby="feedback-mail-why">
            {t('grading.feedback.email')}
          </Button>
        ) : (
          <Link
            to={emailFeedbackHref(basePath)}
            preventScrollReset
            className={buttonClasses('secondary', 'md')}
          >
            {t('grading.feedback.email')}
          </Link>
        )}
      </div>
      {status.refusal ? (
        <p id="feedback-mail-why" className="mt-2 text-sm text-amber-800">
          {t(status.refusal)}
        </p>
      ) : null}
    </section>
  )
}

/** "E-mail families their feedback?": how many, one message as the first family will read it, then Send. */
export function EmailFeedbackDialog({
  preview,
  closeHref,
  state,
}: {
  preview: FeedbackMailPreview
  closeHref: string
  state: DialogState
}) {
  const t = useT()
  const { refusal, families: waiting, emailed, preview: mail } = preview
  return (
    <ConfirmDialog
      title={t('grading.feedback.confirmTitle')}
      description={t('grading.feedback.confirmDescription')}
      closeHref={closeHref}
      intent="email-feedback"
      // The server's refusal is a catalogue key (feedback-mail.server.ts).
      failure={state.message && t(state.message)}
      submit={t('grading.feedback.send', { families: families(t, waiting) })}
      pendingLabel={t('grading.feedback.sending')}
      disabled={Boolean(refusal) || waiting === 0}
    >
      <input type="hidden" name="tab" value="grading" />
      {refusal ? (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          {t(refusal)}
        </p>
      ) : waiting === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {t('grading.feedback.nobody')}
        </p>
      ) : (
        <>
          <p className="text-base font-semibold text-slate-900">
            {t('grading.feedback.willGet', { count: waiting, families: families(t, waiting) })}
            {emailed > 0 ? (
              <span className="font-normal text-slate-600">
                {' '}
                {t('grading.feedback.alreadyHad', { count: emailed, families: families(t, emailed) })}
              </span>
            ) : null}
          </p>
          {mail ? (
            <figure className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
              <figcaption className="font-semibold text-slate-900">
                {t('grading.feedback.firstMessage')}
              </figcaption>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="text-slate-500">{t('grading.feedback.to')}</dt>
                <dd className="break-words">{mail.to}</dd>
                <dt className="text-slate-500">{t('grading.feedback.subject')}</dt>
                <dd className="break-words font-semibold">{mail.subject}</dd>
              </dl>
              <pre className="mt-3 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-white p-3 font-sans text-slate-800 ring-1 ring-slate-200">
                {mail.text}
              </pre>
            </figure>
          ) : null}
        </>
      )}
    </ConfirmDialog>
  )
}
