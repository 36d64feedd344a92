import { redirect } from '@remix-run/node'
import { changeProjectStatuses } from '~/features/submissions/bulk-moderation.server'
import { readBulkStatus, type BulkDecision } from '~/features/admin/dashboard-forms'
import { db } from '~/infra/db.server'
import type { Translate } from '~/i18n/translate'
import { backToTab } from './responses.server'

// The Projects tab's "Approve selected" / "Reject selected", once confirmed: every selected project or none.

/** The confirmation of a batch, on the same list (search, filter, page), at an address of its own. */
export function bulkDialogHref(
  pathname: string,
  list: URLSearchParams | FormData,
  decision: BulkDecision,
  ids: readonly number[],
) {
  const params = new URLSearchParams()
  for (const name of ['q', 'status', 'page']) {
    const value = list.get(name)
    if (typeof value === 'string' && value) params.set(name, value)
  }
  params.set('dialog', 'bulk-status')
  params.set('decision', decision)
  for (const id of ids) params.append('id', String(id))
  return `${pathname}?${params}`
}

export function bulkStatusAction(request: Request, form: FormData, t: Translate) {
  const parsed = readBulkStatus(form)
  if (!parsed.success) {
    return backToTab(request, form, {
      type: 'error',
      title: t('admin.bulk.unchanged'),
      description: t('admin.bulk.selectFirst'),
    })
  }
  const { decision, id: ids, withoutConsent } = parsed.data
  const change = changeProjectStatuses(db, ids, decision === 'approve' ? 'approved' : 'rejected', {
    askConsent: withoutConsent !== 'confirmed',
  })
  switch (change.outcome) {
    case 'ok':
      return backToTab(request, form, {
        type: 'success',
        title: t(decision === 'approve' ? 'admin.bulk.approved' : 'admin.bulk.rejected', {
          count: change.changed,
        }),
      })
    // Some have no recorded consent: the confirmation names them, and asks again.
    case 'no-consent':
      return redirect(bulkDialogHref(new URL(request.url).pathname, form, decision, ids))
    case 'not-pending':
      return backToTab(request, form, {
        type: 'error',
        title: t('admin.bulk.unchanged'),
        description: t('admin.bulk.notPending', {
          count: change.projects.length,
          names: change.projects.map((p) => p.name).join(', '),
        }),
      })
    case 'not-found':
      return backToTab(request, form, {
        type: 'error',
        title: t('admin.bulk.unchanged'),
        description: t('admin.bulk.notFound', { count: change.projects.length }),
      })
  }
}
