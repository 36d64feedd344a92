import { useRef } from 'react'

// The kinds a canvas can write back in their own format; a GIF keeps its frames and goes as it is.
const scalable = /^image\/(jpeg|png|webp)$/

/**
 * Big photos scaled down in the browser before they travel (utils/shrink-photo.ts). Each chosen photo is
 * scaled once, starting when it is chosen, so the work is mostly done by the time the family taps Submit;
 * the code is fetched then too, never with the page. Whatever goes wrong, the original photo is sent.
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
    async withSmallerPhotos(formData: FormData, field: string) {
      const entries = await Promise.all(
        [...formData].map(
          async ([name, value]) =>
            [name, name === field && value instanceof File ? await smaller(value) : value] as const,
        ),
      )
      const body = new FormData()
      for (const [name, value] of entries) body.append(name, value)
      return body
    },
  }
}
