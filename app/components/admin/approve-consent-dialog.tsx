import { ConfirmDialog } from '../forms/confirm'
import { ReturnFields, type ProjectListState } from './list-state'

/**
 * No parent or guardian agreed to show this project (it came through the API, or before the
 * consent box existed). `?dialog=approve-without-consent&id=…`: the organiser approves only after saying
 * they have the family's agreement; the server asks again for any approve without this confirmation.
 */
export function ApproveWithoutConsentDialog({
  project,
  closeHref,
  list,
}: {
  project: { id: number; name: string; authorName: string }
  closeHref: string
  list: ProjectListState
}) {
  return (
    <ConfirmDialog
      title="Approve without consent?"
      description="No parent or guardian agreed to show this project on the public showcase. Approve it only if the family has agreed another way."
      closeHref={closeHref}
      intent="approve"
      submit="Approve anyway"
      pendingLabel="Approving..."
    >
      <input type="hidden" name="id" value={project.id} />
      <input type="hidden" name="withoutConsent" value="confirmed" />
      <ReturnFields tab="projects" list={list} />
      <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
        <span className="block break-words font-semibold">{project.name}</span>
        <span className="block break-words">by {project.authorName}</span>
        <span className="mt-1 block">No consent recorded</span>
      </p>
    </ConfirmDialog>
  )
}
