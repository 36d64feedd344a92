import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { changePasswordSchema, judgeAdminSchema, projectEditSchema } from '~/schemas/admin'
import { useFieldsFilled } from '~/utils/use-fields-filled'
import { useHydrated } from '~/utils/use-hydrated'
import { Field, InputField, inputClass } from '../field'
import { Button, buttonClasses } from '~/components/ui'
import { RouteDialog } from '../ui/route-dialog'
import { ReturnFields, type ProjectListState } from './list-state'

export type DialogState = { result?: SubmissionResult<string[]>; message?: string }

export function usePending(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

export function Failure({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
      {message}
    </p>
  )
}

export function Actions({
  closeHref,
  pending,
  label,
  pendingLabel,
  disabled,
}: {
  closeHref: string
  pending: boolean
  label: string
  pendingLabel: string
  disabled?: boolean
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Link to={closeHref} preventScrollReset replace className={buttonClasses('ghost', 'md')}>
        Cancel
      </Link>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
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
  const pending = usePending('change-password')
  const { formRef, allFilled, track } = useFieldsFilled(['currentPassword', 'newPassword', 'confirmPassword'])
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: state.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  })
  return (
    <RouteDialog title="Change Admin Password" closeHref={closeHref}>
      <Form method="post" {...getFormProps(form)} ref={formRef} className="space-y-4">
        <Failure message={state.message} />
        <input type="hidden" name="intent" value="change-password" />
        <ReturnFields tab={tab} list={list} />
        {(
          [
            ['currentPassword', 'Current Password', 'current-password'],
            ['newPassword', 'New Password', 'new-password'],
            ['confirmPassword', 'Confirm New Password', 'new-password'],
          ] as const
        ).map(([name, label, autoComplete]) => (
          <Field
            key={name}
            id={fields[name].id}
            label={label}
            errors={fields[name].errors}
            errorId={fields[name].errorId}
          >
            <input
              {...getInputProps(fields[name], { type: 'password' })}
              autoComplete={autoComplete}
              onInput={track(name)}
              className={inputClass}
            />
          </Field>
        ))}
        <Actions
          closeHref={closeHref}
          pending={pending}
          label="Update Password"
          pendingLabel="Updating..."
          disabled={hydrated && !allFilled}
        />
      </Form>
    </RouteDialog>
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
  const pending = usePending('update-project')
  const [chosen, setChosen] = useState<string | null>(null)
  const [form, fields] = useForm({
    id: `edit-project-${project.id}`,
    lastResult: state.result,
    defaultValue: { name: project.name, authorName: project.authorName, description: project.description },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectEditSchema }),
  })
  // The thumbnail is not part of the schema: its upload problem comes from the action.
  const thumbnailErrors = state.result?.error?.thumbnail ?? undefined
  return (
    <RouteDialog
      title="Edit Project"
      description="Editing never changes the project's status."
      closeHref={closeHref}
    >
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <Failure message={state.message} />
        <input type="hidden" name="intent" value="update-project" />
        <input type="hidden" name="id" value={project.id} />
        <ReturnFields tab="projects" list={list} />
        <InputField field={fields.name} label="Project Name" />
        <InputField field={fields.authorName} label="Author Name" />
        <Field
          id={fields.description.id}
          label="Description"
          errors={fields.description.errors}
          errorId={fields.description.errorId}
        >
          <textarea {...getTextareaProps(fields.description)} rows={4} className={inputClass} />
        </Field>
        <Field
          id="edit-thumbnail"
          label="Project Thumbnail"
          required={false}
          hint={chosen ? `Selected: ${chosen}` : 'Leave empty to keep the current thumbnail.'}
          hintId="edit-thumbnail-hint"
          errors={thumbnailErrors}
          errorId="edit-thumbnail-error"
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
          <input
            id="edit-thumbnail"
            name="thumbnail"
            type="file"
            accept="image/*"
            aria-describedby="edit-thumbnail-hint"
            onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
            className="block w-full rounded-xl border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white"
          />
        </Field>
        <Actions closeHref={closeHref} pending={pending} label="Save Changes" pendingLabel="Saving..." />
      </Form>
    </RouteDialog>
  )
}

type EditableJudge = { id: number; name: string; email: string; expertise: string | null; isActive: boolean }

export function JudgeDialog({
  judge,
  closeHref,
  state,
}: {
  judge?: EditableJudge
  closeHref: string
  state: DialogState
}) {
  const intent = judge ? 'update-judge' : 'add-judge'
  const pending = usePending(intent)
  const [form, fields] = useForm({
    id: judge ? `edit-judge-${judge.id}` : 'add-judge',
    lastResult: state.result,
    defaultValue: judge
      ? {
          name: judge.name,
          email: judge.email,
          expertise: judge.expertise ?? '',
          isActive: judge.isActive ? 'on' : undefined,
        }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: judgeAdminSchema }),
  })
  return (
    <RouteDialog
      title={judge ? 'Edit Judge' : 'Add New Judge'}
      description={judge ? undefined : 'The new judge gets a link to choose their own password.'}
      closeHref={closeHref}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Failure message={state.message} />
        <input type="hidden" name="intent" value={intent} />
        {judge ? <input type="hidden" name="id" value={judge.id} /> : null}
        <ReturnFields tab="judges" />
        <InputField field={fields.name} label="Name" />
        <InputField field={fields.email} label="Email" type="email" />
        <InputField field={fields.expertise} label="Expertise Area" required={false} />
        {judge ? (
          <div>
            <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-900">
              <input
                {...getInputProps(fields.isActive, { type: 'checkbox' })}
                aria-describedby={`${fields.isActive.id}-hint`}
                className="size-5 rounded border-slate-300 accent-indigo-600"
              />
              Active Judge
            </label>
            <p id={`${fields.isActive.id}-hint`} className="text-sm text-slate-600">
              Switched off, the judge is signed out at once. They can sign in again to read their own scores,
              but see no project and cannot score.
            </p>
          </div>
        ) : (
          <input type="hidden" name="isActive" value="on" />
        )}
        <Actions
          closeHref={closeHref}
          pending={pending}
          label={judge ? 'Save Changes' : 'Add Judge'}
          pendingLabel={judge ? 'Saving...' : 'Adding...'}
        />
      </Form>
    </RouteDialog>
  )
}
