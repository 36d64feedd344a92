import { photoSize } from './photo-size'

/**
 * A photo scaled down in the browser to what the server keeps of it (photo-size.ts), with the browser's
 * own decoder and canvas: no library to load, and the browser's JPEG encoder at the server's quality gives
 * a file of about the size the server's re-encoding would. The canvas writes no metadata, and the picture
 * is drawn upright (EXIF orientation applied). Loaded only when a photo is chosen (use-smaller-photos.ts).
 *
 * The work runs in a worker, this same module started again off the page (docs/decisions/0040): a page's
 * canvas encodes in the page's idle time, so on a slow phone whose page is busy (the family typing, the
 * form re-rendering) the same encoding took several times as long. A browser without module workers or
 * OffscreenCanvas scales on the page as before.
 *
 * Gives back the file itself when it is small enough already, or when this browser cannot do better: the
 * server scales and re-encodes every photo anyway.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const scaled = await inWorker(file)
  const blob = scaled === undefined ? await scale(file, pageCanvas) : scaled
  // A browser that cannot write this type answers with a PNG, or nothing.
  if (!blob || blob.type !== file.type || blob.size >= file.size) return file
  return new File([blob], file.name, { type: file.type, lastModified: file.lastModified })
}

type Canvas = (
  width: number,
  height: number,
) => {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  encode: (type: string, quality: number) => Promise<Blob | null>
}

/** The scaled photo's bytes, or null when it needs no scaling or this canvas cannot draw it. */
async function scale(file: Blob, canvasOf: Canvas): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const factor = photoSize.maxEdge / Math.max(bitmap.width, bitmap.height)
    if (factor >= 1) return null
    const width = Math.max(1, Math.round(bitmap.width * factor))
    const height = Math.max(1, Math.round(bitmap.height * factor))
    const { context, encode } = canvasOf(width, height)
    if (!context) return null
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    return await encode(file.type, photoSize.quality / 100)
  } finally {
    bitmap.close()
  }
}

const pageCanvas: Canvas = (width, height) => {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return {
    context: canvas.getContext('2d'),
    encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
  }
}

const offscreenCanvas: Canvas = (width, height) => {
  const canvas = new OffscreenCanvas(width, height)
  return {
    context: canvas.getContext('2d'),
    encode: (type, quality) => canvas.convertToBlob({ type, quality }),
  }
}

// -------------------------------------------------------------------------------------------------------------
// The worker: this module's own file, started as a module worker. Each photo is one message and one answer;
// `undefined` means "scale it on the page instead" (no OffscreenCanvas there, or the worker failed).
// -------------------------------------------------------------------------------------------------------------

type Job = { id: number; file: File }
type Answer = { id: number; blob: Blob | null } | { id: number; failed: true }

const isWorker = typeof window === 'undefined' && typeof self !== 'undefined' && 'importScripts' in self

if (isWorker) {
  const scope = self as unknown as {
    onmessage: (event: MessageEvent<Job>) => void
    postMessage: (answer: Answer) => void
  }
  scope.onmessage = async ({ data: { id, file } }) => {
    try {
      if (typeof OffscreenCanvas === 'undefined') throw new Error('No OffscreenCanvas in this worker')
      scope.postMessage({ id, blob: await scale(file, offscreenCanvas) })
    } catch {
      scope.postMessage({ id, failed: true })
    }
  }
}

/** The page's one worker; null once it could not start (every photo is then scaled on the page). */
let worker: Worker | null | undefined
let lastId = 0
const waiting = new Map<number, (answer: Answer) => void>()

function photoWorker(): Worker | null {
  if (worker !== undefined) return worker
  try {
    worker = new Worker(import.meta.url, { type: 'module' })
  } catch {
    return (worker = null)
  }
  worker.onmessage = ({ data }: MessageEvent<Answer>) => {
    waiting.get(data.id)?.(data)
    waiting.delete(data.id)
  }
  // A browser that cannot run it (no module workers, say) tells here: the photos waiting go to the page.
  worker.onerror = (event) => {
    event.preventDefault()
    worker?.terminate()
    worker = null
    for (const [id, answer] of waiting) answer({ id, failed: true })
    waiting.clear()
  }
  return worker
}

/** The scaled photo from the worker (null: no scaling needed), or undefined when the page must do it. */
async function inWorker(file: File): Promise<Blob | null | undefined> {
  const started = typeof Worker === 'undefined' ? null : photoWorker()
  if (!started) return undefined
  const id = ++lastId
  const answer = await new Promise<Answer>((resolve) => {
    waiting.set(id, resolve)
    started.postMessage({ id, file } satisfies Job)
  })
  return 'failed' in answer ? undefined : answer.blob
}
