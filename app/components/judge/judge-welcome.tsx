import { Form } from '@remix-run/react'
import { useHydrated } from '~/utils/use-hydrated'
import { Button } from '~/components/ui'
import { forgetJudgeCopies } from './judge-service-worker'
import { useT } from '~/i18n/react'

// The top of the judge dashboard: the judge's progress, the logout, and the page a judge sees before the
// organiser approves them.

/** "7 of 12 assigned projects reviewed", under the welcome, with a bar for the eye. */
export function Progress({
  expertise,
  assigned,
  reviewed,
}: {
  expertise: string | null
  assigned: number
  reviewed: number
}) {
  const t = useT()
  return (
    <>
      <p className="mt-1 text-slate-600">
        {expertise ? `${expertise} · ` : null}
        <span>
          {assigned === 0
            ? t('judge.progress.none')
            : t('judge.progress.reviewed', { reviewed, count: assigned })}
        </span>
      </p>
      {assigned > 0 ? (
        <span
          role="presentation"
          className="mt-2 block h-2 w-56 max-w-full overflow-hidden rounded-full bg-slate-200"
        >
          <span
            className="block h-full rounded-full bg-indigo-500"
            style={{ width: `${Math.min(100, (100 * reviewed) / assigned)}%` }}
          />
        </span>
      ) : null}
    </>
  )
}

/** A judge who registered themselves, before the organiser approves them: no project, no count. */
export function AwaitingApproval({ name }: { name: string }) {
  const t = useT()
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {t('judge.dashboard.welcome', { name })}
      </h1>
      <section
        aria-labelledby="approval-title"
        className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-100 text-amber-700"
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-6">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <div>
            <h2 id="approval-title" className="text-lg font-bold text-slate-900 sm:text-xl">
              {t('judge.approval.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('judge.approval.text')}</p>
          </div>
        </div>
        <div className="mt-6 flex justify-end border-t border-slate-100 pt-5">
          <LogoutButton />
        </div>
      </section>
    </div>
  )
}

/**
 * Posts the logout; with JS it goes to /judge-login even if the post fails, so that a shared tablet never
 * stays on a judge's dashboard, after deleting the judge's offline copy from this device
 * (docs/decisions/0014).
 */
export function LogoutButton() {
  const hydrated = useHydrated()
  const t = useT()
  return (
    <Form
      method="post"
      action="/judge-logout"
      onSubmit={(event) => {
        if (!hydrated) return
        event.preventDefault()
        fetch('/api/judges/logout', { method: 'POST', credentials: 'same-origin' })
          .catch((error) => console.error('Logout failed', error))
          .then(forgetJudgeCopies)
          .catch((error) => console.error('The offline copy could not be deleted', error))
          .finally(() => window.location.assign('/judge-login'))
      }}
    >
      <Button type="submit" variant="secondary">
        {t('judge.logout')}
      </Button>
    </Form>
  )
}
