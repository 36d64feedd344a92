import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useState, type ReactNode } from 'react'
import { changePasswordSchema, judgeAdminSchema, projectEditSchema } from '~/features/admin/dashboard-forms'
import { useFieldsFilled } from '~/utils/use-fields-filled'
import { useHydrated } from '~/utils/use-hydrated'
import { useT } from '~/i18n/react'
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

// The words of each thing added or edited, by its noun; another noun reads "Add <noun>", "Edit <noun>".
const nounWords: Record<string, { add: string; addTitle: string; editTitle: string }> = {
  Judge: { add: 'admin.judge.add', addTitle: 'admin.judge.addTitle', editTitle: 'admin.judge.editTitle' },
  Criterion: {
    add: 'admin.criterion.add',
    addTitle: 'admin.criterion.add',
    editTitle: 'admin.criterion.editTitle',
  },
}

/**
 * Add and Edit in one form (a judge, a criterion): the title, the intent (`add-judge`, `update-judge`) and
 * the button's words follow from whether the thing has an id; editing sends it.
 */
export function AddOrEditDialog({
  noun,
  addTitle,
  thing,
  tab,
  description,
  state,
  closeHref,
  formProps,
  children,
}: AddOrEditProps<{ id: number }> & {
  /** What is added, in English, as the intent names it: "Judge" (`add-judge`); its words follow from it. */
  noun: string
  /** The title of Add, when it is not the noun's. */
  addTitle?: string
  /** The dashboard tab it goes back to. */
  tab: string
  description?: string
  formProps: ReturnType<typeof getFormProps>
  children: ReactNode
}) {
  const t = useT()
  const adding = thing === undefined
  const words = nounWords[noun]
  const add = words ? t(words.add) : t('admin.dialog.add', { noun })
  const title = adding
    ? (addTitle ?? (words ? t(words.addTitle) : add))
    : words
      ? t(words.editTitle)
      : t('admin.dialog.edit', { noun })
  return (
    <FormDialog
      title={title}
      description={adding ? description : undefined}
      closeHref={closeHref}
      intent={`${adding ? 'add' : 'update'}-${noun.toLowerCase()}`}
      failure={state.message}
      submit={adding ? add : t('admin.saveChanges')}
      pendingLabel={adding ? t('admin.dialog.adding') : t('admin.saving')}
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
  const t = useT()
  const { formRef, allFilled, track } = useFieldsFilled(['currentPassword', 'newPassword', 'confirmPassword'])
  const [form, fields] = useSchemaForm(changePasswordSchema, {
    id: 'change-password',
    lastResult: state.result,
  })
  return (
    <FormDialog
      title={t('admin.password.title')}
      closeHref={closeHref}
      intent="change-password"
      failure={state.message}
      submit={t('admin.password.submit')}
      pendingLabel={t('admin.password.pending')}
      disabled={hydrated && !allFilled}
      formProps={{ ...getFormProps(form), ref: formRef }}
    >
      <ReturnFields tab={tab} list={list} />
      {(
        [
          ['currentPassword', 'admin.password.current', 'current-password'],
          ['newPassword', 'admin.password.new', 'new-password'],
          ['confirmPassword', 'admin.password.confirm', 'new-password'],
        ] as const
      ).map(([name, label, autoComplete]) => (
        <InputField
          key={name}
          field={fields[name]}
          label={t(label)}
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
  const t = useT()
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
      title={t('admin.editProject.title')}
      description={t('admin.editProject.text')}
      closeHref={closeHref}
      intent="update-project"
      failure={state.message}
      submit={t('admin.saveChanges')}
      pendingLabel={t('admin.saving')}
      formProps={{ ...getFormProps(form), encType: 'multipart/form-data' }}
    >
      <input type="hidden" name="id" value={project.id} />
      <ReturnFields tab="projects" list={list} />
      <InputField field={fields.name} label={t('admin.editProject.name')} />
      <InputField field={fields.authorName} label={t('admin.editProject.author')} />
      <TextareaField field={fields.description} label={t('admin.editProject.description')} rows={4} />
      <Field
        field={thumbnail}
        label={t('admin.editProject.thumbnail')}
        required={false}
        hint={
          chosen ? t('admin.editProject.selected', { name: chosen }) : t('admin.editProject.keepThumbnail')
        }
      >
        {project.thumbnail ? (
          <figure className="flex items-center gap-3">
            <img
              src={`/api/files/${project.thumbnail}`}
              alt=""
              className="h-16 w-24 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
            />
            <figcaption className="text-sm text-slate-600">
              {t('admin.editProject.currentThumbnail')}
            </figcaption>
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

export function JudgeDialog(dialog: AddOrEditProps<EditableJudge>) {
  const t = useT()
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
    <AddOrEditDialog
      noun="Judge"
      description={t('admin.judge.addText')}
      tab="judges"
      formProps={getFormProps(form)}
      {...dialog}
    >
      <InputField field={fields.name} label={t('admin.judge.name')} />
      <InputField field={fields.email} label={t('admin.judge.email')} type="email" />
      <InputField field={fields.expertise} label={t('admin.judge.expertise')} required={false} />
      {judge ? (
        <CheckboxField
          field={fields.isActive}
          label={t('admin.judge.active')}
          hint={t('admin.judge.activeHint')}
        />
      ) : (
        <input type="hidden" name="isActive" value="on" />
      )}
    </AddOrEditDialog>
  )
}
