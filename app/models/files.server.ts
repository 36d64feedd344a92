import crypto from 'node:crypto'
import fs from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import path from 'node:path'
import {
  createReadableStreamFromReadable,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node'
import sharp from 'sharp'

// ---------------------------------------------------------------------------------------------------------------
// Kinds and stored names
// ---------------------------------------------------------------------------------------------------------------

type FileKind = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf'

const contentTypes: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
}

export const imageKinds: readonly FileKind[] = ['jpg', 'png', 'gif', 'webp']

// WebP needs 12 bytes (RIFF ???? WEBP); a little more costs nothing.
const HEAD_BYTES = 16

function startsWith(head: Uint8Array, signature: readonly number[], offset = 0) {
  return signature.every((byte, i) => head[offset + i] === byte)
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

/** The real type from the first bytes (magic numbers), never the name or the browser's claim. */
export function detectFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(head, ascii('%PDF-'))) return 'pdf'
  return null
}

const storedNamePattern = /^([0-9a-f]{32})(-card)?\.(jpg|png|gif|webp|pdf)$/

/** Stored names are 32 lowercase hex chars, optional '-card', then .jpg/.png/.gif/.webp/.pdf; nothing else (no paths, no '..'). */
export function isStoredFileName(name: string): boolean {
  return storedNamePattern.test(name)
}

export function cardNameFor(storedName: string): string {
  const match = storedNamePattern.exec(storedName)
  if (!match) throw new Error(`Not a stored file name: ${storedName}`)
  return `${match[1]}-card.webp`
}

export function kindOfStoredName(name: string): FileKind | null {
  const match = storedNamePattern.exec(name)
  return match ? (match[3] as FileKind) : null
}

function randomHex() {
  return crypto.randomBytes(16).toString('hex')
}

// ---------------------------------------------------------------------------------------------------------------
// The store
// ---------------------------------------------------------------------------------------------------------------

export type FileStore = { uploadsDir: string; tmpDir: string }

/** `${dataDir}/uploads` and `${dataDir}/tmp`, created if missing. */
export function createFileStore(dataDir: string): FileStore {
  // Absolute, so a later change of working directory cannot send files elsewhere.
  const root = path.resolve(dataDir)
  const store = { uploadsDir: path.join(root, 'uploads'), tmpDir: path.join(root, 'tmp') }
  fs.mkdirSync(store.uploadsDir, { recursive: true })
  fs.mkdirSync(store.tmpDir, { recursive: true })
  return store
}

/** Removes everything left in tmpDir (called at start: leftovers of interrupted uploads). */
export function sweepTemp(store: FileStore): void {
  for (const entry of fs.readdirSync(store.tmpDir)) {
    fs.rmSync(path.join(store.tmpDir, entry), { recursive: true, force: true })
  }
}

function newTempPath(store: FileStore) {
  // Random, so concurrent uploads never collide and a name is never reused (sharp caches by path).
  return path.join(store.tmpDir, `${randomHex()}.part`)
}

// ---------------------------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------------------------

export type UploadField = {
  maxBytes: number
  maxCount: number
  accept: readonly FileKind[]
  messages: { tooLarge: string; wrongType: string; tooMany: string; unreadable: string }
}

export type StagedFile = {
  /** Form field name ('files', 'thumbnail'), or 'card' for a made card. */
  field: string
  /** Final random stored name: 32 hex + '.' + kind. */
  name: string
  kind: FileKind
  contentType: string
  size: number
  /** Where it sits in tmpDir until committed. */
  tempPath: string
  /** The browser's file name, for display only. */
  originalName: string
}

type UploadResult = {
  /** The text fields only (file parts are never in here). */
  fields: FormData
  /** Accepted files, in the order received. */
  staged: StagedFile[]
  /** Field name -> message (first problem per field). */
  errors: Record<string, string>
  /** 413 if any size/count/pixel limit was hit, else 415 if any file was refused (type, unreadable), else 200. */
  status: 200 | 413 | 415
  /** Deletes every staged temp file (call on any failure). */
  discard(): Promise<void>
}

const MAX_TEXT_BYTES = 64 * 1024
const TEXT_TOO_LONG = 'This field is too long.'
const DEFAULT_MAX_PIXELS = 40_000_000

type Refusal = { message: string; status: 413 | 415 }

/**
 * Parses a multipart request with Remix's parser and one upload handler for every part: text parts are
 * kept (at most 64 KiB each), file parts of the fields in `config` are checked and streamed to tmpDir,
 * anything else (other files, text sent under a file field's name) is read and dropped. Accepted images
 * are then re-encoded without metadata (processImage). Nothing is ever held whole in memory, and on a
 * thrown error no temp file is left behind. `status` is 200 exactly when `errors` is empty.
 */
export async function parseUpload(
  request: Request,
  store: FileStore,
  config: Record<string, UploadField>,
  options: { maxPixels?: number } = {},
): Promise<UploadResult> {
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS
  const received: StagedFile[] = []
  const errors: Record<string, string> = {}
  let status: UploadResult['status'] = 200
  const fileCounts = new Map<string, number>()
  // Every temp file this request may have created, so a thrown error can remove them all.
  const tempPaths = new Set<string>()

  function refuse(field: string, refusal: Refusal) {
    errors[field] ??= refusal.message
    if (refusal.status === 413) status = 413
    else if (status === 200) status = 415
  }

  const handler: UploadHandler = async ({ name, filename, data }) => {
    const field = config[name]
    if (filename === undefined && !field) {
      const text = await readTextPart(data)
      if (text === null) refuse(name, { message: TEXT_TOO_LONG, status: 413 })
      return text ?? undefined
    }

    // An empty file input still sends a part: browsers give it filename="", Node's fetch no filename at all.
    if (!field || !filename) {
      await drain(data)
      return undefined
    }

    const count = (fileCounts.get(name) ?? 0) + 1
    fileCounts.set(name, count)
    if (count > field.maxCount) {
      await drain(data)
      refuse(name, { message: field.messages.tooMany, status: 413 })
      return undefined
    }

    const tempPath = newTempPath(store)
    tempPaths.add(tempPath)
    const outcome = await receiveFile(data, field, tempPath)
    if ('message' in outcome) {
      tempPaths.delete(tempPath)
      refuse(name, outcome)
    } else {
      received.push({
        field: name,
        name: `${randomHex()}.${outcome.kind}`,
        kind: outcome.kind,
        contentType: contentTypes[outcome.kind],
        size: outcome.size,
        tempPath,
        originalName: displayName(filename),
      })
    }
    return undefined
  }

  try {
    const fields = await unstable_parseMultipartFormData(withSafeFileNames(request), handler)

    const staged: StagedFile[] = []
    for (const file of received) {
      if (!imageKinds.includes(file.kind)) {
        staged.push(file)
        continue
      }
      tempPaths.delete(file.tempPath)
      const result = await processImage(file, maxPixels)
      if (result.ok) {
        tempPaths.add(result.file.tempPath)
        staged.push(result.file)
      } else if (result.problem === 'too-many-pixels') {
        refuse(file.field, { message: tooManyPixelsMessage(maxPixels), status: 413 })
      } else {
        refuse(file.field, {
          message: config[file.field]?.messages.unreadable ?? 'This image cannot be read.',
          status: 415,
        })
      }
    }
    return {
      fields,
      staged,
      errors,
      status,
      async discard() {
        await Promise.all(staged.map((file) => fs.promises.rm(file.tempPath, { force: true })))
      },
    }
  } catch (error) {
    await Promise.all([...tempPaths].map((tempPath) => fs.promises.rm(tempPath, { force: true })))
    throw error
  }
}

/** The part's text, or null when it is longer than MAX_TEXT_BYTES (the rest is read and dropped). */
async function readTextPart(data: AsyncIterable<Uint8Array>): Promise<string | null> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of data) {
    size += chunk.byteLength
    if (size <= MAX_TEXT_BYTES) chunks.push(chunk)
  }
  if (size > MAX_TEXT_BYTES) return null
  // Decoded once at the end: a character may be split across chunks.
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Remix's parser keeps in memory whatever a handler leaves unread (to find the next part), so a part we
 * do not want is still read to its end, chunk by chunk, and dropped.
 */
async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const chunk of data) void chunk
}

/**
 * Streams one file part to tempPath: its kind is checked on the first bytes before anything is written,
 * and writing stops as soon as it grows past maxBytes. A refused part is read to its end (see drain) and
 * leaves no file behind.
 */
async function receiveFile(
  data: AsyncIterable<Uint8Array>,
  field: UploadField,
  tempPath: string,
): Promise<{ kind: FileKind; size: number } | Refusal> {
  let head: Buffer = Buffer.alloc(0)
  let writing: { kind: FileKind; file: FileHandle } | null = null
  let refusal: Refusal | null = null
  let size = 0

  try {
    for await (const chunk of data) {
      if (refusal) continue
      size += chunk.byteLength
      if (size > field.maxBytes) {
        refusal = { message: field.messages.tooLarge, status: 413 }
      } else if (writing) {
        await writeAll(writing.file, chunk)
      } else {
        head = Buffer.concat([head, chunk])
        if (head.byteLength < HEAD_BYTES) continue
        const started = await startFile(head, field, tempPath)
        if ('message' in started) refusal = started
        else writing = started
      }
    }
    // A file shorter than HEAD_BYTES: judge it on what there is.
    if (!refusal && !writing) {
      const started = await startFile(head, field, tempPath)
      if ('message' in started) refusal = started
      else writing = started
    }
  } finally {
    await writing?.file.close()
    if (refusal) await fs.promises.rm(tempPath, { force: true })
  }
  return refusal ?? { kind: writing!.kind, size }
}

/** Checks the kind on the first bytes and only then creates the temp file, so a refused type writes nothing. */
async function startFile(
  head: Buffer,
  field: UploadField,
  tempPath: string,
): Promise<{ kind: FileKind; file: FileHandle } | Refusal> {
  const kind = detectFileKind(head)
  if (!kind || !field.accept.includes(kind)) return { message: field.messages.wrongType, status: 415 }
  const file = await fs.promises.open(tempPath, 'wx')
  try {
    await writeAll(file, head)
  } catch (error) {
    await file.close()
    throw error
  }
  return { kind, file }
}

async function writeAll(file: FileHandle, bytes: Uint8Array) {
  let offset = 0
  while (offset < bytes.byteLength) {
    const { bytesWritten } = await file.write(bytes, offset)
    offset += bytesWritten
  }
}

/** The browser's file name made safe to show: our own quoting undone, no control characters, not endless. */
function displayName(filename: string) {
  return decodeSafeValue(filename)
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 255)
}

// ---------------------------------------------------------------------------------------------------------------
// File names with ';' or '=' (a known pitfall of Remix's multipart parser)
// ---------------------------------------------------------------------------------------------------------------
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

function withSafeFileNames(request: Request): Request {
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

// ---------------------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------------------

// Phone photos often carry small flaws that browsers show without complaint; refusing those would
// only confuse families, so only real decoding errors count.
const FAIL_ON = 'error'

function tooManyPixelsMessage(maxPixels: number) {
  return `This image is too large: at most ${Number((maxPixels / 1_000_000).toPrecision(3))} megapixels.`
}

type ProcessedImage =
  { ok: true; file: StagedFile } | { ok: false; problem: 'too-many-pixels' | 'unreadable' }

/**
 * Re-encodes every image in its own format with no metadata at all (EXIF, XMP, GPS and comments of
 * children's photos must not be published): jpg/png/webp turned upright by EXIF first; a gif keeps its
 * frames. The pixel limit counts every frame. A refused image's temp file is deleted. Only the first frame
 * of an animated webp is kept: project photos are not animations, and sharp refuses to rotate multi-page
 * images.
 */
export async function processImage(
  staged: StagedFile,
  maxPixels = DEFAULT_MAX_PIXELS,
): Promise<ProcessedImage> {
  if (!imageKinds.includes(staged.kind)) throw new Error(`Not an image: ${staged.kind}`)
  const outputPath = path.join(path.dirname(staged.tempPath), `${randomHex()}.part`)
  const animated = staged.kind === 'gif'
  try {
    // The header alone says whether the pixel limit is the problem, so the message can say so.
    const { width, height, pages = 1 } = await sharp(staged.tempPath, { limitInputPixels: false }).metadata()
    if (width * height * (animated ? pages : 1) > maxPixels) {
      await fs.promises.rm(staged.tempPath, { force: true })
      return { ok: false, problem: 'too-many-pixels' }
    }

    const image = sharp(staged.tempPath, { limitInputPixels: maxPixels, failOn: FAIL_ON, animated })
    const info = await (animated ? image.gif() : image.autoOrient())
      .toFormat(staged.kind === 'jpg' ? 'jpeg' : staged.kind)
      .toFile(outputPath)
    await fs.promises.rm(staged.tempPath, { force: true })
    return { ok: true, file: { ...staged, size: info.size, tempPath: outputPath } }
  } catch {
    await Promise.all([
      fs.promises.rm(staged.tempPath, { force: true }),
      fs.promises.rm(outputPath, { force: true }),
    ])
    return { ok: false, problem: 'unreadable' }
  }
}

/**
 * A card-sized WebP (640x360, cover, quality 75, upright, no metadata) so the feed stays light on phones,
 * staged in tmpDir as cardNameFor(source.name).
 */
export async function makeCardImage(source: StagedFile, store: FileStore): Promise<StagedFile> {
  if (!imageKinds.includes(source.kind)) throw new Error(`Cards are made from images, not ${source.kind}`)
  const tempPath = newTempPath(store)
  try {
    const info = await sharp(source.tempPath, { failOn: FAIL_ON })
      .autoOrient()
      .resize(640, 360, { fit: 'cover' })
      .webp({ quality: 75 })
      .toFile(tempPath)
    return {
      field: 'card',
      name: cardNameFor(source.name),
      kind: 'webp',
      contentType: contentTypes.webp,
      size: info.size,
      tempPath,
      originalName: source.originalName,
    }
  } catch (error) {
    fs.rmSync(tempPath, { force: true })
    throw error
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Stored files
// ---------------------------------------------------------------------------------------------------------------

/**
 * Moves staged temp files into uploadsDir under their stored names. If one move fails, the ones already
 * moved are removed again and the error is rethrown. Synchronous on purpose: it runs inside a
 * better-sqlite3 transaction, which cannot await.
 */
export function commitStagedFiles(files: StagedFile[], store: FileStore): void {
  const moved: string[] = []
  try {
    for (const file of files) {
      if (!isStoredFileName(file.name)) throw new Error(`Not a stored file name: ${file.name}`)
      const destination = path.join(store.uploadsDir, file.name)
      // rename, not copy: tmpDir and uploadsDir share a folder, so the file appears whole or not at all.
      fs.renameSync(file.tempPath, destination)
      moved.push(destination)
    }
  } catch (error) {
    for (const destination of moved) fs.rmSync(destination, { force: true })
    throw error
  }
}

/** Deletes stored files by name (ignores missing ones and invalid names). */
export function removeStoredFiles(names: string[], store: FileStore): void {
  for (const name of names) {
    if (isStoredFileName(name)) fs.rmSync(path.join(store.uploadsDir, name), { force: true })
  }
}

function notFound() {
  return Response.json({ message: 'File not found' }, { status: 404 })
}

/**
 * Streams a stored file. Stored names never change content, so the name is the ETag and public files
 * are cached for a year. nosniff keeps a browser from treating an upload as anything but its type.
 */
export function fileResponse(
  store: FileStore,
  name: string,
  request: Request,
  options: { private?: boolean } = {},
): Response {
  const kind = kindOfStoredName(name)
  if (!kind) return notFound()
  const filePath = path.join(store.uploadsDir, name)
  const stat = fs.statSync(filePath, { throwIfNoEntry: false })
  if (!stat?.isFile()) return notFound()

  const etag = `"${name}"`
  const headers = new Headers({
    ETag: etag,
    'Cache-Control': options.private ? 'private, max-age=3600' : 'public, max-age=31536000, immutable',
  })
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers })
  }

  headers.set('Content-Type', contentTypes[kind])
  headers.set('Content-Length', String(stat.size))
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Disposition', 'inline')
  // docs/decisions/0007: nothing in an uploaded file may run. Images get a
  // sandbox too; Chrome's PDF viewer refuses to open under one, so PDFs get
  // only what the viewer needs.
  headers.set(
    'Content-Security-Policy',
    kind === 'pdf'
      ? "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; object-src 'self'; frame-ancestors 'self'"
      : "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
  )
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  headers.set('Referrer-Policy', 'no-referrer')
  // No stream for HEAD: one that is never read would keep its file open.
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers })
  const body = createReadableStreamFromReadable(fs.createReadStream(filePath))
  return new Response(body, { status: 200, headers })
}

function matchesEtag(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
