import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { ownProjectEditSchema, ownProjectTexts } from '~/schemas/own-project'
import { Field, InputField, inputClass } from '../field'
import { FileInput } from '../file-input'
import { Button } from '~/components/ui'

type Project = {
  name: string
  authorName: string
  description: string
  url: string | null
  submissionMethod: string | null
  status: 'pending' | 'approved' | 'rejected'
}

/**
 * The family's own edit, through their private link: the submission form's fields they may change, a new
 * thumbnail and, for an upload, new files in place of the old ones. One multipart form, so it works without
 * JS; the same schema checks it in the browser and on the server.
 */
export function OwnProjectForm({
  project,
  lastResult,
  message,
}: {
  project: Project
  lastResult?: SubmissionResult<string[]>
  message?: string
}) {
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: 'own-project',
    lastResult,
    defaultValue: {
      name: project.name,
      authorName: project.authorName,
      description: project.description,
      url: project.url ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ownProjectEditSchema }),
  })
  const upload = project.submissionMethod === 'upload'
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      {message ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-900 ring-1 ring-red-200"
        >
          {message}
        </p>
      ) : null}
      <InputField field={fields.name} label="Project Name" autoComplete="off" />
      <InputField field={fields.authorName} label="Your Name" autoComplete="name" />
      {upload ? null : <InputField field={fields.url} label="Project URL" type="url" />}
      <Field
        id={fields.description.id}
        label="Project Description"
        errors={fields.description.errors}
        errorId={fields.description.errorId}
      >
        <textarea {...getTextareaProps(fields.description)} rows={5} className={inputClass} />
      </Field>
      <OptionalFiles
        name="thumbnail"
        label="New thumbnail"
        hint="Optional. JPG, PNG, GIF or WebP, up to 5MB, in place of the current one."
        errors={lastResult?.error?.thumbnail ?? undefined}
        accept=".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp"
      />
      {upload ? (
        <OptionalFiles
          name="files"
          label="New files"
          hint="Optional. Up to 10 PDF or image files, up to 20 MB each. They replace all of your current files."
          errors={lastResult?.error?.files ?? undefined}
          multiple
          accept=".pdf,.jpg,.jpeg,.png,.gif,.webp,application/pdf,image/jpeg,image/png,image/gif,image/webp"
        />
      ) : null}
      {project.status === 'approved' ? (
        <p role="note" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          {ownProjectTexts.backToReview}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
        {saving ? 'Saving...' : 'Save changes'}
      </Button>
    </Form>
  )
}

/** A file field the family may leave empty: its label, hint and the server's message, by its name. */
function OptionalFiles({
  name,
  label,
  hint,
  errors,
  accept,
  multiple,
}: {
  name: 'thumbnail' | 'files'
  label: string
  hint: string
  errors?: string[]
  accept: string
  multiple?: boolean
}) {
  const id = `own-project-${name}`
  return (
    <Field
      id={id}
      label={label}
      required={false}
      hint={hint}
      hintId={`${id}-hint`}
      errorId={`${id}-error`}
      errors={errors}
    >
      <FileInput
        field={{ id, name, errors, errorId: `${id}-error`, descriptionId: `${id}-hint` }}
        multiple={multiple}
        accept={accept}
      />
    </Field>
  )
}
