import { Link } from '@remix-run/react'
import type { FeedbackMailPreview } from '~/features/families/feedback-mail.server'
import { Button, buttonClasses } from '~/components/ui'
import { ConfirmDialog } from '../forms/confirm'
import type { DialogState } from './dialogs'

// The judges' feedback for families, on the Awards panel (docs/decisions/0049-feedback-for-families.md):
// the printed sheets, and "E-mail families their feedback", confirmed in `?dialog=email-feedback` with the
// number of families and one message as they will read it. Plain links and a form: no JavaScript needed.

const families = (n: number) => `${n} ${n === 1 ? 'family' : 'families'}`

export const emailFeedbackHref = (basePath: string) => `${basePath}?tab=grading&dialog=email-feedback`

/** The panel's part: what families get, the two ways to give it, and why e-mail cannot go now. */
export function FamilyFeedbackActions({
  status,
  basePath,
}: {
  status: { refusal: string | null; emailed: number }
  basePath: string
}) {
  return (
    <section aria-labelledby="family-feedback-title" className="mt-5 border-t border-slate-100 pt-5">
      <h3 id="family-feedback-title" className="text-sm font-semibold text-slate-900">
        Feedback for families
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Families read the judges’ feedback on their private link once the results are Live or Published. Print
        a sheet for each project to hand out, or e-mail each family theirs.
        {status.emailed > 0 ? ` ${families(status.emailed)} e-mailed so far.` : ''}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link to="/admin/feedback-sheets" className={buttonClasses('secondary', 'md')}>
          Print feedback sheets
        </Link>
        {status.refusal ? (
          <Button variant="secondary" disabled aria-describedby="feedback-mail-why">
            E-mail families their feedback
          </Button>
        ) : (
          <Link
            to={emailFeedbackHref(basePath)}
            preventScrollReset
            className={buttonClasses('secondary', 'md')}
          >
            E-mail families their feedback
          </Link>
        )}
      </div>
      {status.refusal ? (
        <p id="feedback-mail-why" className="mt-2 text-sm text-amber-800">
          {status.refusal}
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
  const { refusal, families: waiting, emailed, preview: mail } = preview
  return (
    <ConfirmDialog
      title="E-mail families their feedback?"
      description="One message to each family, with the judges’ feedback on each of their approved projects. A family is never e-mailed twice."
      closeHref={closeHref}
      intent="email-feedback"
      failure={state.message}
      submit={`Send to ${families(waiting)}`}
      pendingLabel="Sending..."
      disabled={Boolean(refusal) || waiting === 0}
    >
      <input type="hidden" name="tab" value="grading" />
      {refusal ? (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">{refusal}</p>
      ) : waiting === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          No family is waiting for their feedback: every family with a scored project has had theirs.
        </p>
      ) : (
        <>
          <p className="text-base font-semibold text-slate-900">
            {families(waiting)} will get a message.
            {emailed > 0 ? (
              <span className="font-normal text-slate-600">
                {' '}
                {families(emailed)} already had theirs and get nothing.
              </span>
            ) : null}
          </p>
          {mail ? (
            <figure className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
              <figcaption className="font-semibold text-slate-900">The first message</figcaption>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="text-slate-500">To</dt>
                <dd className="break-words">{mail.to}</dd>
                <dt className="text-slate-500">Subject</dt>
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
