const KB = 1024
const MB = 1024 * KB

/** "1.25 MB": the size of a file as families and judges read it. */
export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`

/**
 * "12 KB", "1.3 MB": a stored file's size as a reader takes it in, in KB under 1 MB (a 10 KB photo is not
 * "0.01 MB") and MB from there. Never "0 KB" for a file that has bytes, never "1024 KB".
 */
export function fileSize(bytes: number) {
  const kilobytes = Math.round(bytes / KB)
  if (kilobytes < 1024) return `${bytes > 0 ? Math.max(1, kilobytes) : 0} KB`
  return `${(bytes / MB).toFixed(1)} MB`
}

/** "PDF · 1.3 MB", "PNG · 400 KB": what a link to a stored file says about it. */
export function fileLabel(file: { contentType: string; size: number }) {
  const kind =
    file.contentType === 'application/pdf' ? 'PDF' : file.contentType.replace(/^.*\//, '').toUpperCase()
  return `${kind} · ${fileSize(file.size)}`
}
