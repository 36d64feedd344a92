import { useFileSizes } from '~/components/use-file-sizes'
import type { FieldIds } from './forms/field'
import { forwardRef, type InputHTMLAttributes } from 'react'
import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

export const isImageFile = (file: File) => /^image\/(jpeg|png|gif|webp)$/.test(file.type)
export const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/** Puts a list of files into a file input, so the form posts exactly these. */
export function setInputFiles(input: HTMLInputElement | null, files: File[]) {
  if (!input) return
  const transfer = new DataTransfer()
  for (const file of files) transfer.items.add(file)
  input.files = transfer.files
}

/** A native file input wired to its Conform field (name, id, error and hint for screen readers). */
export const FileInput = forwardRef<
  HTMLInputElement,
  { field: FieldIds } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id'>
>(function FileInput({ field, ...props }, ref) {
  return (
    <input
      ref={ref}
      id={field.id}
      name={field.name}
      type="file"
      aria-invalid={field.errors ? true : undefined}
      aria-describedby={cn(field.errors && field.errorId, field.descriptionId)}
      className="block w-full rounded-xl border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-indigo-700 aria-[invalid=true]:border-red-500"
      {...props}
    />
  )
})

/** The files chosen so far, each with a button that takes it out again. */
export function ChosenFiles({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const t = useT()
  const { megabytes } = useFileSizes()
  if (files.length === 0) return null
  return (
    <ul
      className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
      aria-label={t('family.files.chosen')}
    >
      {files.map((file, index) => (
        <li key={`${file.name}-${file.size}-${index}`} className="flex items-center gap-3 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate text-slate-900">{file.name}</span>
          <span className="shrink-0 text-slate-500">{megabytes(file.size)}</span>
          <button
            type="button"
            onClick={() => onRemove(index)}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Icon name="x" className="size-4" />
            <span className="sr-only">{t('family.files.remove', { name: file.name })}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export function FilesLostNote() {
  const t = useT()
  return <span className="mt-1 block font-medium text-amber-800">{t('family.files.lost')}</span>
}
