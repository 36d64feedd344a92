import { photoSize } from './photo-size'

/**
 * A photo scaled down in the browser to what the server keeps of it (photo-size.ts), with the browser's
 * own decoder and canvas: no library to load, and the browser's JPEG encoder at the server's quality gives
 * a file of about the size the server's re-encoding would. The canvas writes no metadata, and the picture
 * is drawn upright (EXIF orientation applied). Loaded only when a photo is chosen (submission-form.tsx).
 *
 * Gives back the file itself when it is small enough already, or when this browser cannot do better: the
 * server scales and re-encodes every photo anyway.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const scale = photoSize.maxEdge / Math.max(bitmap.width, bitmap.height)
    if (scale >= 1) return file
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) return file
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, file.type, photoSize.quality / 100),
    )
    // A browser that cannot write this type answers with a PNG, or nothing.
    if (!blob || blob.type !== file.type || blob.size >= file.size) return file
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}
