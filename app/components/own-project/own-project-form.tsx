import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { ownProjectEditSchema, ownProjectTexts } from '~/features/families/own-project'
import { newVersionSchema, storyTexts, WHAT_CHANGED_MAX } from '~/features/submissions/story'
import { FileInput } from '../file-input'
import { Field, FormError, InputField, plainField, TextareaField } from '../forms/field'
import { SubmitButton, useIsPending } from '../forms/pending'
import { useT } from '~/i18n/react'
import { useSchemaForm } from '../forms/use-schema-form'

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
 * JS; the same schema checks it in the browser and on the server. As a new version (`newVersion`) it starts
 * from the current texts, asks what changed, and keeps the current thumbnail and files unless others are chosen.
 */
export function OwnProjectForm({
  project,
  lastResult,
  message,
  newVersion = false,
}: {
  project: Project
  lastResult?: SubmissionResult<string[]>
  message?: string
  newVersion?: boolean
}) {
  const saving = useIsPending({ formMethod: 'POST' })
  const t = useT()
  // One form, two schemas: the edit's has no "what changed", which only the new version shows.
  const schema = (newVersion ? newVersionSchema : ownProjectEditSchema) as typeof newVersionSchema
  const [form, fields] = useSchemaForm(schema, {
    id: newVersion ? 'new-version' : 'own-project',
    lastResult,
    defaultValue: {
      name: project.name,
      authorName: project.authorName,
      description: project.description,
      url: project.url ?? '',
    },
  })
  const upload = project.submissionMethod === 'upload'
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      <FormError message={message} />
      {newVersion ? (
        <TextareaField
          field={fields.whatChanged}
          label={t(storyTexts.whatChangedLabel)}
          hint={t(storyTexts.whatChangedHint, { max: WHAT_CHANGED_MAX })}
          rows={3}
          maxLength={WHAT_CHANGED_MAX}
        />
      ) : null}
      <InputField field={fields.name} label={t('family.form.name')} autoComplete="off" />
      <InputField field={fields.authorName} label={t('family.form.authorName')} autoComplete="name" />
      {upload ? null : <InputField field={fields.url} label={t('family.form.url')} type="url" />}
      <TextareaField field={fields.description} label={t('family.form.description')} rows={5} />
      <OptionalFiles
        name="thumbnail"
        label={t('family.own.newThumbnail')}
        hint={newVersion ? t('family.own.newThumbnailHintVersion') : t('family.own.newThumbnailHint')}
        errors={lastResult?.error?.thumbnail ?? undefined}
        accept=".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp"
      />
      {upload ? (
        <OptionalFiles
          name="files"
          label={t('family.own.newFiles')}
          hint={newVersion ? t('family.own.newFilesHintVersion') : t('family.own.newFilesHint')}
          errors={lastResult?.error?.files ?? undefined}
          multiple
          accept=".pdf,.jpg,.jpeg,.png,.gif,.webp,application/pdf,image/jpeg,image/png,image/gif,image/webp"
        />
      ) : null}
      {project.status === 'approved' && !newVersion ? (
        <p role="note" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          {t(ownProjectTexts.backToReview)}
        </p>
      ) : null}
      <SubmitButton
        size="lg"
        pending={saving}
        pendingLabel={newVersion ? t('family.own.sending') : t('family.own.saving')}
        className="w-full sm:w-auto"
      >
        {newVersion ? t('family.own.sendVersion') : t('family.own.saveChanges')}
      </SubmitButton>
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
  const field = plainField(`own-project-${name}`, name, errors)
  return (
    <Field field={field} label={label} required={false} hint={hint}>
      <FileInput field={field} multiple={multiple} accept={accept} />
    </Field>
  )
}
