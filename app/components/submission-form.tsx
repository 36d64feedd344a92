import { useFileSizes } from '~/components/use-file-sizes'
import { getFormProps, parse, useForm } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useRef, useState } from 'react'
import type { ProjectSubmission } from '~/features/submissions/project'
import {
  limits,
  submissionMethods,
  submissionTypes,
  type SubmissionType,
} from '~/features/submissions/project-fields'
import { kindLabel } from '~/features/submissions/resource-kind'
import { Button } from '~/components/ui'
import { useHydrated } from '~/utils/use-hydrated'
import { useT } from '~/i18n/react'
import { ConsentField } from './consent-field'
import { SelectField } from './forms/choice-fields'
import { CharacterCounter, conformInput, Field, FormError, InputField, TextareaField } from './forms/field'
import { ChosenFiles, FileInput, FilesLostNote, isImageFile, sameFile, setInputFiles } from './file-input'
import { Honeypot } from './honeypot'
import { DraftOffer, DraftSaved, useSubmissionDraft, type DraftValues } from './submission-draft'
import { UploadFailed, UploadProgress } from './upload-progress'
import { useProjectUpload } from './use-project-upload'
import { useSmallerPhotos } from './use-smaller-photos'

export function SubmissionForm({
  lastResult,
  message,
  filesChosen,
}: {
  lastResult?: SubmissionResult<string[]>
  message?: string
  /** After a refused submission: which file fields had files, now lost (the browser cannot keep them). */
  filesChosen?: { files: boolean; thumbnail: boolean }
}) {
  const hydrated = useHydrated()
  const t = useT()
  const { megabytes } = useFileSizes()
  const formRef = useRef<HTMLFormElement>(null)
  const draft = useSubmissionDraft(formRef)
  const photos = useSmallerPhotos()
  // With JS the form is sent by sendForm (a progress bar, Try again): its answer replaces the page's.
  const { upload, answer, send } = useProjectUpload({
    onSent: () => draft.clear(),
    prepare: (formData) => photos.withSmallerPhotos(formData, 'files'),
  })
  const submitting = upload !== null && upload.state !== 'failed'
  // After a send by JS the files are still in the form: none were lost.
  const shown = answer ?? { result: lastResult, message, filesChosen }

  // The browser's checks (submission-validation.ts, Zod) load when the family first enters the form: a
  // visit that only reads the page never downloads them. Until they arrive a submission goes straight to
  // the server, which checks everything anyway.
  const validate = useRef<typeof import('./submission-validation').validateSubmission>()
  const checksRequested = useRef(false)
  function loadChecks() {
    if (checksRequested.current) return
    checksRequested.current = true
    import('./submission-validation')
      .then((module) => (validate.current = module.validateSubmission))
      .catch((error) => console.warn('Form checks could not be loaded; the server will check instead', error))
  }

  const [form, fields] = useForm<ProjectSubmission>({
    lastResult: shown.result,
    defaultValue: { submissionType: 'video' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      validate.current?.(formData) ?? parse(formData, { resolve: (value) => ({ value: value as never }) }),
    // With JS the form goes by sendForm; without it, the browser posts it as any form.
    onSubmit: (event, { formData, action }) => {
      event.preventDefault()
      if (!submitting) void send(action, formData)
    },
  })

  const initialType = (fields.submissionType.initialValue as SubmissionType | undefined) ?? 'video'
  const [type, setType] = useState<SubmissionType>(
    submissionTypes.includes(initialType) ? initialType : 'video',
  )
  const [method, setMethod] = useState(String(fields.submissionMethod.initialValue ?? ''))
  const [description, setDescription] = useState(String(fields.description.initialValue ?? ''))
  const [chosenFiles, setChosenFiles] = useState<File[]>([])
  const [thumbnail, setThumbnail] = useState<{ file: File; automatic: boolean } | null>(null)
  const filesInput = useRef<HTMLInputElement>(null)

  // Without JS every field is shown and the server checks the type/method pair.
  const showUrl = !hydrated || method !== 'upload'
  const showFiles = !hydrated || method === 'upload'
  // As the server decides (project-submission.server.ts): only a photo upload takes its first photo.
  const firstPhotoIsThumbnail = type === 'photo' && method === 'upload'
  const filesLost = {
    files: Boolean(shown.filesChosen?.files),
    thumbnail: Boolean(shown.filesChosen?.thumbnail),
  }

  function restoreDraft() {
    const values: DraftValues = draft.restore()
    const restoredType = submissionTypes.find((t) => t === values.submissionType) ?? 'video'
    setType(restoredType)
    setMethod(values.submissionMethod ?? '')
    setDescription(values.description ?? '')
    form.update({ value: values })
  }

  function updateFiles(next: File[]) {
    setChosenFiles(next)
    setInputFiles(filesInput.current, next)
    photos.prepare(next)
    // A photo project takes its first image as the thumbnail. The server makes it from the
    // stored photo (project-submission.server.ts), so the thumbnail field stays empty: the photo travels once.
    if (type === 'photo' && (!thumbnail || thumbnail.automatic)) {
      const first = next.find(isImageFile)
      setThumbnail(first ? { file: first, automatic: true } : null)
    }
  }

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onChange={draft.scheduleSave}
      onFocus={loadChecks}
      className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <FormError
        title={t('family.form.notSubmitted')}
        message={
          shown.message &&
          (shown.result?.error && Object.keys(shown.result.error).length > 0
            ? t('family.form.correctFields')
            : t(shown.message))
        }
      />

      {draft.offer ? (
        <DraftOffer savedAt={draft.offer.savedAt} onRestore={restoreDraft} onDiscard={draft.discard} />
      ) : null}

      <Honeypot />
      <InputField field={fields.name} label={t('family.form.name')} autoComplete="off" />

      <div className="grid gap-6 sm:grid-cols-2">
        <InputField field={fields.authorName} label={t('family.form.authorName')} autoComplete="name" />
        <InputField
          field={fields.authorEmail}
          label={t('family.form.email')}
          type="email"
          hint={t('family.form.emailHint')}
          autoComplete="email"
        />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          field={fields.submissionType}
          label={t('family.form.type')}
          onChange={(event) => {
            setType(event.currentTarget.value as SubmissionType)
            // Changing the type clears the method: each type has methods of its own.
            if (hydrated) setMethod('')
          }}
        >
          {submissionTypes.map((value) => (
            <option key={value} value={value}>
              {t(kindLabel(value))}
            </option>
          ))}
        </SelectField>

        <SelectField
          // With JavaScript the options follow the type: a new list, a new select.
          key={hydrated ? `methods-${type}` : 'all-methods'}
          field={fields.submissionMethod}
          label={t('family.form.method')}
          hint={hydrated ? undefined : t('family.form.methodHint')}
          defaultValue={hydrated ? undefined : method}
          value={hydrated ? method : undefined}
          onChange={(event) => setMethod(event.currentTarget.value)}
        >
          <option value="">{t('family.form.chooseOne')}</option>
          {hydrated
            ? submissionMethods[type].map((m) => (
                <option key={m.value} value={m.value}>
                  {t(m.label)}
                </option>
              ))
            : submissionTypes.map((group) => (
                <optgroup key={group} label={t(kindLabel(group))}>
                  {submissionMethods[group].map((m) => (
                    <option key={m.value} value={m.value}>
                      {t(m.label)}
                    </option>
                  ))}
                </optgroup>
              ))}
        </SelectField>
      </div>

      {showUrl ? (
        <Field
          field={fields.url}
          label={t('family.form.url')}
          required={hydrated}
          hint={
            <>
              {t('family.form.urlHint')}
              {hydrated ? null : <span className="block">{t('family.form.urlNoJsHint')}</span>}
            </>
          }
        >
          <input
            {...conformInput(fields.url, { type: 'url', described: true })}
            placeholder="https://"
            inputMode="url"
          />
        </Field>
      ) : null}

      {showFiles ? (
        <Field
          field={fields.files}
          label={t('family.form.files')}
          required={hydrated}
          hint={
            <>
              {t('family.form.filesHint', { count: limits.files })}
              {hydrated ? ` ${t('family.form.filesMoreHint')}` : null}
              {hydrated ? null : <span className="block">{t('family.form.filesNoJsHint')}</span>}
              {filesLost.files ? <FilesLostNote /> : null}
            </>
          }
        >
          <FileInput
            ref={filesInput}
            field={fields.files}
            multiple
            accept=".pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif"
            onChange={(event) => {
              const added = Array.from(event.currentTarget.files ?? [])
              // A new pick adds to the list instead of replacing it.
              updateFiles([...chosenFiles, ...added.filter((f) => !chosenFiles.some((c) => sameFile(c, f)))])
            }}
          />
          <ChosenFiles
            files={chosenFiles}
            onRemove={(index) => updateFiles(chosenFiles.filter((_, i) => i !== index))}
          />
        </Field>
      ) : null}

      <TextareaField
        field={fields.description}
        label={t('family.form.description')}
        hint={t('family.form.descriptionHint')}
        aside={
          <CharacterCounter
            length={description.length}
            max={limits.description}
            warnAbove={limits.descriptionWarning}
          />
        }
        rows={5}
        onInput={(event) => setDescription(event.currentTarget.value)}
      />

      <Field
        field={fields.thumbnail}
        label={t('family.form.thumbnail')}
        hint={
          <>
            {t('family.form.thumbnailHint')}
            {hydrated ? null : <span className="block">{t('family.form.thumbnailNoJsHint')}</span>}
            {filesLost.thumbnail ? <FilesLostNote /> : null}
          </>
        }
      >
        <FileInput
          field={fields.thumbnail}
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            setThumbnail(file ? { file, automatic: false } : null)
          }}
        />
        {thumbnail && (!thumbnail.automatic || firstPhotoIsThumbnail) ? (
          <p className="text-sm text-slate-700" data-testid="thumbnail-info">
            {thumbnail.automatic ? t('family.form.firstPhotoThumbnail') : t('family.form.selected')}{' '}
            <span className="font-medium">{thumbnail.file.name}</span> ({megabytes(thumbnail.file.size)})
            {/* The first photo is not sent as a thumbnail: only the files' limit applies to it. */}
            {!thumbnail.automatic && thumbnail.file.size > limits.thumbnailBytes ? (
              <span className="block font-medium text-red-700">{t('family.form.thumbnailTooLarge')}</span>
            ) : null}
          </p>
        ) : null}
      </Field>

      <ConsentField field={fields.consent} />

      {upload && upload.state !== 'failed' ? (
        <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
      ) : null}
      {upload?.state === 'failed' ? (
        <UploadFailed message={upload.message} onRetry={() => formRef.current?.requestSubmit()} />
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="text-sm text-slate-500">
            <span className="text-red-600" aria-hidden="true">
              *
            </span>{' '}
            {t('family.form.requiredNote')}
          </p>
          {draft.savedAt && !draft.offer ? <DraftSaved savedAt={draft.savedAt} /> : null}
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? t('family.form.submitting') : t('family.form.submit')}
        </Button>
      </div>
    </Form>
  )
}
