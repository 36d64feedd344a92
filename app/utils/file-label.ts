/** "1.25 MB": the size of a file as families and judges read it. */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`

/** "PDF · 1.25 MB", "PNG · 0.40 MB": what a link to a stored file says about it. */
export function fileLabel(file: { contentType: string; size: number }) {
  const kind =
    file.contentType === 'application/pdf' ? 'PDF' : file.contentType.replace(/^.*\//, '').toUpperCase()
  return `${kind} · ${megabytes(file.size)}`
}
