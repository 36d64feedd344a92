// File names with ';' or '=' (a known pitfall of Remix's multipart parser)
//
// Remix 2 parses with @web3-storage/multipart-parser, which splits Content-Disposition on every ';' and '='
// even inside quotes: one photo called `Sam's "best"; photo.png` makes the whole form fail with "malformed
// content-disposition header". The parser cannot be configured, so the request body passes through a
// small stream transform first: in each part's header block, the filename parameter is re-quoted with
// '%', '"', ';' and '=' percent-encoded (what browsers already do for '"'), and displayName decodes it.
// Part bodies are passed through untouched.

const CRLFCRLF = Buffer.from('\r\n\r\n')
// Header blocks are a line or two; anything longer is not worth rewriting and goes through as it is.
const MAX_HEADER_BYTES = 16 * 1024

/** The request with every part's filename re-quoted so that Remix's parser can read it (see above). */
export function withSafeFileNames(request: Request): Request {
  const contentType = request.headers.get('Content-Type') ?? ''
  // Found the way Remix's parser finds it; anything it would refuse is left for it to refuse.
  const boundary = contentType.split(/\s*;\s*boundary=/)[1]
  if (!request.body || !boundary) return request
  // Node's fetch wants `duplex` for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: request.headers,
    body: request.body.pipeThrough(quoteFileNames(boundary)),
    duplex: 'half',
  }
  return new Request(request.url, init)
}

function quoteFileNames(boundary: string): TransformStream<Uint8Array, Uint8Array> {
  // The parser splits parts on '--boundary' wherever it appears, so this looks for exactly that too.
  const delimiter = Buffer.from(`--${boundary}`)
  let mode: 'body' | 'headers' | 'end' = 'body'
  let pending: Buffer = Buffer.alloc(0)

  return new TransformStream({
    transform(chunk, controller) {
      pending = pending.byteLength
        ? Buffer.concat([pending, chunk])
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      for (;;) {
        if (mode === 'end') {
          controller.enqueue(pending)
          pending = Buffer.alloc(0)
          return
        }
        if (mode === 'body') {
          const at = pending.indexOf(delimiter)
          if (at === -1) {
            // Keep what could be the start of a delimiter cut in two by the chunking.
            const keep = Math.min(pending.byteLength, delimiter.byteLength - 1)
            controller.enqueue(pending.subarray(0, pending.byteLength - keep))
            pending = pending.subarray(pending.byteLength - keep)
            return
          }
          controller.enqueue(pending.subarray(0, at + delimiter.byteLength))
          pending = pending.subarray(at + delimiter.byteLength)
          mode = 'headers'
          continue
        }
        if (pending.byteLength < 2) return
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          // '--' right after a delimiter: the last part has ended.
          mode = 'end'
          continue
        }
        const end = pending.indexOf(CRLFCRLF)
        if (end === -1 && pending.byteLength <= MAX_HEADER_BYTES) return
        const blockEnd = end === -1 ? pending.byteLength : end + CRLFCRLF.byteLength
        const block = pending.subarray(0, blockEnd)
        controller.enqueue(end === -1 ? block : Buffer.from(rewriteHeaderBlock(block.toString('utf8'))))
        pending = pending.subarray(blockEnd)
        mode = 'body'
      }
    },
    flush(controller) {
      if (pending.byteLength) controller.enqueue(pending)
    },
  })
}

function rewriteHeaderBlock(block: string) {
  return block
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':')
      if (colon === -1 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') return line
      return `${line.slice(0, colon)}: ${rewriteDisposition(line.slice(colon + 1))}`
    })
    .join('\r\n')
}

/**
 * Reads `form-data; name="x"; filename="..."` the way RFC 7578 means it (quoted values may hold ';'
 * and '='), and writes it back with a filename the parser can split safely. Other parameters are kept
 * exactly as they were sent.
 */
function rewriteDisposition(value: string) {
  let pos = 0
  const readUntil = (stops: string) => {
    const start = pos
    while (pos < value.length && !stops.includes(value[pos]!)) pos++
    return value.slice(start, pos)
  }

  const out = [readUntil(';').trim()]
  while (pos < value.length) {
    pos++ // the ';'
    const start = pos
    const key = readUntil('=;').trim()
    if (value[pos] !== '=') {
      // Dropping an empty segment (`form-data; ; name="x"`) spares the parser another reason to fail.
      const segment = value.slice(start, pos).trim()
      if (segment) out.push(segment)
      continue
    }
    pos++ // the '='
    while (value[pos] === ' ' || value[pos] === '\t') pos++
    let param: string
    if (value[pos] === '"') {
      pos++
      param = ''
      while (pos < value.length && value[pos] !== '"') {
        // A backslash quotes '"' and '\'; before anything else it is kept (Windows paths from old browsers).
        if (value[pos] === '\\' && (value[pos + 1] === '"' || value[pos + 1] === '\\')) pos++
        param += value[pos]
        pos++
      }
      pos++ // the closing '"'
      readUntil(';')
    } else {
      param = readUntil(';').trim()
    }
    if (key.toLowerCase() === 'filename')
      out.push(`filename="${encodeSafeValue(decodeBrowserEscapes(param))}"`)
    else out.push(value.slice(start, pos).trim())
  }
  return out.join('; ')
}

/** Browsers send '"', CR and LF of a file name as %22, %0D and %0A (HTML's multipart encoding). */
function decodeBrowserEscapes(value: string) {
  return value.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

function encodeSafeValue(value: string) {
  return value.replace(/[%";=]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
}

function decodeSafeValue(value: string) {
  return value.replace(/%(25|22|3B|3D)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The browser's file name made safe to show: our own quoting undone, no control characters, not endless. */
export function displayName(filename: string) {
  return decodeSafeValue(filename)
    .replace(/[\u0000-\u001f\u007f]/g, '') // eslint-disable-line no-control-regex -- they are the point
    .slice(0, 255)
}
