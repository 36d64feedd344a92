import http from 'node:http'
import sharp from 'sharp'

// A submission sent as a family's phone on a slow uplink sends it: a multipart body with a Content-Length,
// written a little at a time at a steady rate, so that the test itself costs next to no memory or CPU.

const boundary = '----slow-uplink'

/** A PDF project's fields, a small thumbnail and `files` PDFs of `fileBytes` each (mostly zeros). */
async function submissionParts(files: number, fileBytes: number) {
  const thumbnail = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()
  const fields = {
    name: `Slow upload ${Date.now()}`,
    authorName: 'Sam',
    authorEmail: 'family@example.org',
    submissionType: 'pdf',
    submissionMethod: 'upload',
    description: 'Sent over a slow uplink.',
    consent: 'true',
  }
  const parts: Array<Buffer | { zeros: number }> = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="thumbnail"; filename="kite.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    thumbnail,
    Buffer.from('\r\n'),
  )
  for (let i = 0; i < files; i++) {
    const head = Buffer.from('%PDF-1.4\n')
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="part-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      head,
      { zeros: fileBytes - head.length },
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return parts
}

/** The body's bytes from `parts`, `size` at a time, zeros made as they are needed. */
function* chunksOf(parts: Array<Buffer | { zeros: number }>, size: number) {
  const zeros = Buffer.alloc(size)
  let pending: Buffer[] = []
  let pendingBytes = 0
  for (const part of parts) {
    let bytes = Buffer.isBuffer(part) ? part : null
    let zerosLeft = Buffer.isBuffer(part) ? 0 : part.zeros
    while ((bytes && bytes.length > 0) || zerosLeft > 0) {
      const take = Math.min(size - pendingBytes, bytes ? bytes.length : zerosLeft)
      pending.push(bytes ? bytes.subarray(0, take) : zeros.subarray(0, take))
      pendingBytes += take
      if (bytes) bytes = bytes.subarray(take)
      else zerosLeft -= take
      if (pendingBytes === size) {
        yield Buffer.concat(pending)
        pending = []
        pendingBytes = 0
      }
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending)
}

export type Trickle = {
  /** The answer, once the server gives one; rejects when the connection is closed without one. */
  answer: Promise<{ status: number; text: string }>
  /** Bytes written so far. */
  sent(): number
  /** Stops sending, without ending the body (a phone that lost its connection keeps the socket). */
  stall(): void
}

/**
 * POSTs a submission of `files` PDFs of `fileBytes` each to /api/projects at `bytesPerSecond`, a piece
 * every `everyMs`.
 */
export async function trickleSubmission(
  port: number,
  {
    files,
    fileBytes,
    bytesPerSecond,
    everyMs = 200,
  }: { files: number; fileBytes: number; bytesPerSecond: number; everyMs?: number },
): Promise<Trickle> {
  const parts = await submissionParts(files, fileBytes)
  const length = parts.reduce((sum, part) => sum + (Buffer.isBuffer(part) ? part.length : part.zeros), 0)
  const piece = Math.max(1, Math.round((bytesPerSecond * everyMs) / 1000))
  const chunks = chunksOf(parts, piece)
  let sent = 0
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: '/api/projects',
    method: 'POST',
    headers: {
      host: `localhost:${port}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': length,
    },
    agent: false,
  })
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      clearInterval(timer)
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    request.on('error', (error) => {
      clearInterval(timer)
      reject(error)
    })
  })
  request.flushHeaders()
  const timer: NodeJS.Timeout = setInterval(() => {
    const next = chunks.next()
    if (next.done) {
      clearInterval(timer)
      request.end()
      return
    }
    sent += next.value.length
    request.write(next.value)
  }, everyMs)
  return { answer, sent: () => sent, stall: () => clearInterval(timer) }
}
