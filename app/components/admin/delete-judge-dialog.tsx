import { ConfirmDialog } from '../forms/confirm'
import { ReturnFields } from './list-state'

/**
 * A judge's account, and the scores they gave, deserve a second look before they go, as a project does.
 * `?tab=judges&dialog=delete-judge&id=…`: a modal with JavaScript, a page of its own without; the delete
 * itself is the dashboard's `delete-judge` intent, as before.
 */
export function DeleteJudgeDialog({
  judge,
  closeHref,
}: {
  judge: { id: number; name: string; email: string; projectsReviewed: number }
  closeHref: string
}) {
  return (
    <ConfirmDialog
      title="Delete this judge?"
      description="Their account and every score they gave are removed for good. This cannot be undone."
      closeHref={closeHref}
      intent="delete-judge"
      submit="Delete judge"
      pendingLabel="Deleting..."
      variant="destructive"
    >
      <input type="hidden" name="id" value={judge.id} />
      <ReturnFields tab="judges" />
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        <span className="block break-words font-semibold text-slate-900">{judge.name}</span>
        <span className="block break-words">{judge.email}</span>
      </p>
    </ConfirmDialog>
  )
}
