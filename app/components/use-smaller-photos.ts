import { useRef } from 'react'

// The kinds a canvas can write back in their own format; a GIF keeps its frames and goes as it is.
const scalable = /^image\/(jpeg|png|webp)$/

// At Submit a photo still being scaled is waited for, but never longer than this: a phone's photo takes
// about half a second in the worker, so a scaling still running by then is stuck or hopelessly slow, and
// the original goes instead (docs/decisions/0040).
const WAIT_AT_SUBMIT_MS = 10_000

/**
 * Big photos scaled down in the browser before they travel (utils/shrink-photo.ts). Each chosen photo is
 * scaled once, starting when it is chosen, so the work is mostly done by the time the family taps Submit,
 * which waits only for what is left of it; the code is fetched then too, never with the page. Whatever goes
 * wrong, the original photo is sent.
 */
export function useSmallerPhotos() {
  const scaled = useRef(new WeakMap<File, Promise<File>>())

  function smaller(file: File) {
    let promise = scaled.current.get(file)
    if (!promise) {
      promise = scalable.test(file.type)
        ? import('~/utils/shrink-photo')
            .then((module) => module.shrinkPhoto(file))
            .catch((error: unknown) => {
              console.warn('The photo could not be made smaller here; the server will do it', error)
              return file
            })
        : Promise.resolve(file)
      scaled.current.set(file, promise)
    }
    return promise
  }

  return {
    /** Starts scaling these files now. */
    prepare(files: File[]) {
      for (const file of files) void smaller(file)
    },
    /** The form's data with each photo of `field` replaced by its smaller copy, in the same order. */
    withSmallerPhotos: (formData: FormData, field: string) =>
      withSmallerCopies(formData, field, smaller, WAIT_AT_SUBMIT_MS),
  }
}

/**
 * `formData` with each file of `field` replaced by `smaller(file)`, in the same order; a file whose smaller
 * copy is not ready `waitMs` after this call goes as it is.
 */
export async function withSmallerCopies(
  formData: FormData,
  field: string,
  smaller: (file: File) => Promise<File>,
  waitMs: number,
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)))
  const entries = await Promise.all(
    [...formData].map(async ([name, value]) => {
      if (name !== field || !(value instanceof File)) return [name, value] as const
      return [name, (await Promise.race([smaller(value), late])) ?? value] as const
    }),
  )
  clearTimeout(timer)
  const body = new FormData()
  for (const [name, value] of entries) body.append(name, value)
  return body
}
