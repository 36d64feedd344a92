import { Form, Link } from '@remix-run/react'
import { forwardRef, type ComponentProps, type ReactNode } from 'react'
import { buttonClasses, cn } from '~/components/ui'
import { RouteDialog } from '~/components/ui/route-dialog'
import { FormError } from './field'
import { SubmitButton, useIsPending } from './pending'
import { useT } from '~/i18n/react'

// The forms kit's dialogs and confirmations (docs/decisions/0045 says which to use when). Each is a plain
// form that the server answers, so each works without JavaScript; JavaScript only makes a dialog modal.

type Variant = ComponentProps<typeof SubmitButton>['variant']

/**
 * The buttons at the foot of a dialog: Cancel, a link back to `closeHref`, then the form's own buttons
 * (`children`), at the right on a wide screen. In a confirmation Cancel is the control the dialog focuses
 * first, the safe choice; in a form it is the first field.
 */
export function DialogActions({
  closeHref,
  focusCancel = true,
  children,
}: {
  closeHref: string
  focusCancel?: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Link
        to={closeHref}
        preventScrollReset
        replace
        data-autofocus={focusCancel || undefined}
        className={buttonClasses('ghost', 'md')}
      >
        {t('ui.cancel')}
      </Link>
      {children}
    </div>
  )
}

type DialogFormProps = {
  title: string
  description?: ReactNode
  closeHref: string
  /** The action's name, sent as the form's `intent`: its button is busy while that form is sent. */
  intent: string
  /** What the server refused about the whole form. */
  failure?: string
  /** The submit button's words, and what it says while the form is sent. */
  submit?: ReactNode
  pendingLabel?: ReactNode
  variant?: Variant
  disabled?: boolean
  /** In place of that one submit button: a choice between two. */
  actions?: ReactNode
  /** Conform's getFormProps, encType, preventScrollReset, a ref. */
  formProps?: Omit<ComponentProps<typeof Form>, 'method' | 'className' | 'children'>
  children: ReactNode
}

/** A form in a `?dialog=` dialog (docs/decisions/0045): add or edit something, Cancel goes back. */
export function FormDialog(props: DialogFormProps) {
  return <DialogForm {...props} confirming={false} />
}

/**
 * "Are you sure?" as a `?dialog=` dialog: the title asks, `children` names what goes (and carries the
 * hidden fields), Cancel has the focus, the submit button does it.
 */
export function ConfirmDialog(props: DialogFormProps) {
  return <DialogForm {...props} formProps={{ preventScrollReset: true, ...props.formProps }} confirming />
}

function DialogForm({
  title,
  description,
  closeHref,
  intent,
  failure,
  submit,
  pendingLabel,
  variant,
  disabled,
  actions,
  formProps,
  confirming,
  children,
}: DialogFormProps & { confirming: boolean }) {
  const pending = useIsPending({ intent })
  return (
    <RouteDialog title={title} description={description} closeHref={closeHref}>
      <Form method="post" {...formProps} className={confirming ? 'space-y-6' : 'space-y-4'}>
        <FormError message={failure} />
        <input type="hidden" name="intent" value={intent} />
        {children}
        <DialogActions closeHref={closeHref} focusCancel={confirming}>
          {actions ?? (
            <SubmitButton variant={variant} pending={pending} pendingLabel={pendingLabel} disabled={disabled}>
              {submit}
            </SubmitButton>
          )}
        </DialogActions>
      </Form>
    </RouteDialog>
  )
}

const detailsLooks = {
  // A small button that opens a box under it: on a phone the section's width, wider a box at its right.
  popover: {
    details: 'group relative w-full sm:w-auto',
    summary: cn(buttonClasses('secondary', 'sm'), 'cursor-pointer'),
    panel:
      'mt-2 rounded-xl bg-white p-4 text-sm text-slate-700 shadow-lg ring-1 ring-slate-200 sm:absolute sm:right-0 sm:z-10 sm:w-72',
    form: 'mt-3 flex justify-end',
    size: 'sm',
  },
  // A bar the width of its column that opens below itself.
  disclosure: {
    details: 'group rounded-2xl bg-slate-50 ring-1 ring-slate-200',
    summary:
      'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600',
    panel: 'space-y-3 border-t border-slate-200 px-4 pt-3 pb-4 text-sm text-slate-700',
    form: 'pt-1',
    size: 'md',
  },
} as const

/**
 * "Are you sure?" in place, as a `<details>`: its summary opens it, without JavaScript too, to say what
 * happens (`children`); only the button inside sends the form, so one stray tap never does it.
 */
export function ConfirmDetails({
  summary,
  look,
  intent,
  fields = {},
  confirm,
  pendingLabel,
  preventScrollReset,
  children,
}: {
  summary: ReactNode
  look: keyof typeof detailsLooks
  intent: string
  /** The form's other fields, sent hidden: the thing it acts on. */
  fields?: Record<string, string>
  confirm: ReactNode
  pendingLabel: ReactNode
  preventScrollReset?: boolean
  children: ReactNode
}) {
  const pending = useIsPending({ intent, fields })
  const style = detailsLooks[look]
  return (
    <details className={style.details}>
      <summary className={cn(style.summary, 'list-none [&::-webkit-details-marker]:hidden')}>
        {look === 'disclosure' ? <Chevron /> : null}
        {summary}
      </summary>
      <div className={style.panel}>
        {children}
        <Form method="post" preventScrollReset={preventScrollReset} className={style.form}>
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitButton variant="destructive" size={style.size} pending={pending} pendingLabel={pendingLabel}>
            {confirm}
          </SubmitButton>
        </Form>
      </div>
    </details>
  )
}

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="size-5 shrink-0 text-slate-500 transition group-open:rotate-90"
    >
      <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06l-5.25 5.25a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.28a.75.75 0 0 1 0-1.06Z" />
    </svg>
  )
}

/**
 * A question inside the form it is about, asked as the form is sent (by the page with JavaScript, or in
 * the server's answer): its buttons (`children`) are that form's submit buttons, so the answer travels
 * with everything typed. `takeFocus` moves the focus to it as it shows (the browser's autofocus on the
 * server's page; `ref` for the page's own).
 */
export const ConfirmQuestion = forwardRef<
  HTMLDivElement,
  { id: string; title: ReactNode; detail: ReactNode; takeFocus?: boolean; children: ReactNode }
>(function ConfirmQuestion({ id, title, detail, takeFocus = false, children }, ref) {
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-detail`}
      tabIndex={takeFocus ? -1 : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer is this question: read it first
      autoFocus={takeFocus}
      className="scroll-my-24 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 outline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-600"
    >
      <p id={`${id}-title`} className="font-semibold">
        {title}
      </p>
      <p id={`${id}-detail`} className="mt-1 text-sm">
        {detail}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">{children}</div>
    </div>
  )
})
