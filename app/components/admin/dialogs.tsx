import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useState, type ReactNode } from 'react'
import { changePasswordSchema, judgeAdminSchema, projectEditSchema } from '~/features/admin/dashboard-forms'
import { useFieldsFilled } from '~/utils/use-fields-filled'
import { useHydrated } from '~/utils/use-hydrated'
import { FileInput } from '../file-input'
import { FormDialog } from '../forms/confirm'
import { CheckboxField } from '../forms/choice-fields'
import { Field, InputField, plainField, TextareaField } from '../forms/field'
import { ReturnFields, type ProjectListState } from './list-state'
import { useSchemaForm } from '../forms/use-schema-form'

// The dashboard's form dialogs: the admin's password, a project's words and thumbnail, a judge.

/** What the dashboard's action answered a dialog's form: its fields' problems, or one for the whole form. */
export type DialogState = { result?: SubmissionResult<string[]>; message?: string }

/** An add-or-edit dialog's props: the thing to edit, or none to add one. */
export type AddOrEditProps<Thing extends { id: number }> = {
  thing?: Thing
  closeHref: string
  state: DialogState
}

/**
 * Add and Edit in one form (a judge, a criterion): the title, the intent (`add-judge`, `update-judge`) and
 * the button's words follow from whether the thing has an id; editing sends it.
 */
export function AddOrEditDialog({
  noun,
  addTitle = `Add ${noun}`,
  thing,
  tab,
  description,
  state,
  closeHref,
  formProps,
  children,
}: AddOrEditProps<{ id: number }> & {
  /** What is added, as the button says it: "Judge". */
  noun: string
  addTitle?: string
  /** The dashboard tab it goes back to. */
  tab: string
  description?: string
  formProps: ReturnType<typeof getFormProps>
  children: ReactNode
}) {
  const adding = thing === undefined
  return (
    <FormDialog
      title={adding ? addTitle : `Edit ${noun}`}
      description={adding ? description : undefined}
      closeHref={closeHref}
      intent={`${adding ? 'add' : 'update'}-${noun.toLowerCase()}`}
      failure={state.message}
      submit={adding ? `Add ${noun}` : 'Save Changes'}
      pendingLabel={adding ? 'Adding...' : 'Saving...'}
      formProps={formProps}
    >
      {thing ? <input type="hidden" name="id" value={thing.id} /> : null}
      <ReturnFields tab={tab} />
      {children}
    </FormDialog>
  )
}

export function ChangePasswordDialog({
  closeHref,
  tab,
  list,
  state,
}: {
  closeHref: string
  tab: string
  list?: ProjectListState
  state: DialogState
}) {
  const hydrated = useHydrated()
  const { formRef, allFilled, track } = useFieldsFilled(['currentPassword', 'newPassword', 'confirmPassword'])
  const [form, fields] = useSchemaForm(changePasswordSchema, {
    id: 'change-password',
    lastResult: state.result,
  })
  return (
    <FormDialog
      title="Change Admin Password"
      closeHref={closeHref}
      intent="change-password"
      failure={state.message}
      submit="Update Password"
      pendingLabel="Updating..."
      disabled={hydrated && !allFilled}
      formProps={{ ...getFormProps(form), ref: formRef }}
    >
      <ReturnFields tab={tab} list={list} />
      {(
        [
          ['currentPassword', 'Current Password', 'current-password'],
          ['newPassword', 'New Password', 'new-password'],
          ['confirmPassword', 'Confirm New Password', 'new-password'],
        ] as const
      ).map(([name, label, autoComplete]) => (
        <InputField
          key={name}
          field={fields[name]}
          label={label}
          type="password"
          autoComplete={autoComplete}
          onInput={track(name)}
        />
      ))}
    </FormDialog>
  )
}

type EditableProject = {
  id: number
  name: string
  authorName: string
  description: string
  thumbnail: string | null
}

export function EditProjectDialog({
  project,
  closeHref,
  list,
  state,
}: {
  project: EditableProject
  closeHref: string
  list: ProjectListState
  state: DialogState
}) {
  const [chosen, setChosen] = useState<string | null>(null)
  const [form, fields] = useSchemaForm(projectEditSchema, {
    id: `edit-project-${project.id}`,
    lastResult: state.result,
    defaultValue: { name: project.name, authorName: project.authorName, description: project.description },
  })
  // The thumbnail is not part of the schema: its upload problem comes from the action.
  const thumbnail = plainField('edit-thumbnail', 'thumbnail', state.result?.error?.thumbnail ?? undefined)
  return (
    <FormDialog
      title="Edit Project"
      description="Editing never changes the project's status."
      closeHref={closeHref}
      intent="update-project"
      failure={state.message}
      submit="Save Changes"
      pendingLabel="Saving..."
      formProps={{ ...getFormProps(form), encType: 'multipart/form-data' }}
    >
      <input type="hidden" name="id" value={project.id} />
      <ReturnFields tab="projects" list={list} />
      <InputField field={fields.name} label="Project Name" />
      <InputField field={fields.authorName} label="Author Name" />
      <TextareaField field={fields.description} label="Description" rows={4} />
      <Field
        field={thumbnail}
        label="Project Thumbnail"
        required={false}
        hint={chosen ? `Selected: ${chosen}` : 'Leave empty to keep the current thumbnail.'}
      >
        {project.thumbnail ? (
          <figure className="flex items-center gap-3">
            <img
              src={`/api/files/${project.thumbnail}`}
              alt=""
              className="h-16 w-24 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
            />
            <figcaption className="text-sm text-slate-600">Current thumbnail</figcaption>
          </figure>
        ) : null}
        <FileInput
          field={thumbnail}
          accept="image/*"
          onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
        />
      </Field>
    </FormDialog>
  )
}

type EditableJudge = { id: number; name: string; email: string; expertise: string | null; isActive: boolean }

const judgeWords = {
  noun: 'Judge',
  addTitle: 'Add New Judge',
  description: 'The new judge gets a link to choose their own password.',
  tab: 'judges',
}

export function JudgeDialog(dialog: AddOrEditProps<EditableJudge>) {
  const judge = dialog.thing
  const [form, fields] = useSchemaForm(judgeAdminSchema, {
    id: judge ? `edit-judge-${judge.id}` : 'add-judge',
    lastResult: dialog.state.result,
    defaultValue: judge
      ? {
          name: judge.name,
          email: judge.email,
          expertise: judge.expertise ?? '',
          isActive: judge.isActive ? 'on' : undefined,
        }
      : undefined,
    validate: 'onSubmit',
  })
  return (
    <AddOrEditDialog {...judgeWords} formProps={getFormProps(form)} {...dialog}>
      <InputField field={fields.name} label="Name" />
      <InputField field={fields.email} label="Email" type="email" />
      <InputField field={fields.expertise} label="Expertise Area" required={false} />
      {judge ? (
        <CheckboxField
          field={fields.isActive}
          label="Active Judge"
          hint="Switched off, the judge is signed out at once. They can sign in again to read their own scores, but see no project and cannot score."
        />
      ) : (
        <input type="hidden" name="isActive" value="on" />
      )}
    </AddOrEditDialog>
  )
}
