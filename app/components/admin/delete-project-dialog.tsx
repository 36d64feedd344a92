import { ConfirmDialog } from '../forms/confirm'
import { ReturnFields, type ProjectListState } from './list-state'

/**
 * A child's project deserves a second look before it goes: a delete takes its files and scores and cannot be
 * undone.
 * `?dialog=delete-project&id=…`: a modal with JavaScript, a page of its own without; the delete itself is
 * the dashboard's `delete-project` intent, as before.
 */
export function DeleteProjectDialog({
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
      title="Delete this project?"
      description="The project, its files and its scores are removed for good. This cannot be undone."
      closeHref={closeHref}
      intent="delete-project"
      submit="Delete project"
      pendingLabel="Deleting..."
      variant="destructive"
    >
      <input type="hidden" name="id" value={project.id} />
      <ReturnFields tab="projects" list={list} />
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        <span className="block break-words font-semibold text-slate-900">{project.name}</span>
        <span className="block break-words">by {project.authorName}</span>
      </p>
    </ConfirmDialog>
  )
}
