import fs from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import {
  newTempPath,
  type FileStore,
  type StagedFile,
  type UploadField,
  type UploadResult,
} from '~/infra/file-store.server'
import {
  contentTypes,
  detectFileKind,
  HEAD_BYTES,
  imageKinds,
  newStoredName,
  type FileKind,
} from '~/infra/file-types.server'
import { DEFAULT_MAX_PIXELS, processImage, tooManyPixelsMessage } from '~/infra/images.server'
import { countedMultipart, multipartTextBytes, tooLarge, unreadableForm } from '~/infra/body.server'
import { fieldCheck } from '~/utils/form-fields'
import { displayName, withSafeFileNames } from './multipart-file-names.server'

const MAX_TEXT_BYTES = 64 * 1024
const TEXT_TOO_LONG = 'This field is too long.'

type Refusal = { message: string; status: 413 | 415 }

/**
 * Parses a multipart request with Remix's parser and one upload handler for every part: text parts are
 * kept (at most 64 KiB each, and 1 MiB together), file parts of the fields in `config` are checked and
 * streamed to tmpDir, anything else (other files, text sent under a file field's name) is read and dropped.
 * Accepted images are then re-encoded without metadata (processImage). Nothing is ever held whole in
 * memory, and on a thrown error no temp file is left behind. `status` is 200 exactly when `errors` is empty.
 *
 * Thrown, with nothing kept: a 413 once the whole body grows past `options.bodyBytes` (a chunked
 * upload says no length beforehand) or its text parts past 1 MiB, and a 400 for field names no form of
 * ours sends (app/utils/form-fields.ts), checked as each part arrives, before anything is built from them.
 */
export async function parseUpload(
  request: Request,
  store: FileStore,
  config: Record<string, UploadField>,
  options: { maxPixels?: number; bodyBytes: number },
): Promise<UploadResult> {
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS
  const received: StagedFile[] = []
  const errors: Record<string, string> = {}
  let status: UploadResult['status'] = 200
  const fileCounts = new Map<string, number>()
  // Every temp file this request may have created, so a thrown error can remove them all.
  const tempPaths = new Set<string>()
  const names = fieldCheck()
  let textBytes = 0

  function refuse(field: string, refusal: Refusal) {
    errors[field] ??= refusal.message
    if (refusal.status === 413) status = 413
    else if (status === 200) status = 415
  }

  const handler: UploadHandler = async ({ name, filename, data }) => {
    const field = config[name]
    if (filename === undefined && !field) {
      const text = await readTextPart(data)
      textBytes += text === null ? 0 : Buffer.byteLength(text)
      if (textBytes > multipartTextBytes) throw tooLarge(request)
      if (names.add(name, text)) throw unreadableForm(request)
      if (text === null) refuse(name, { message: TEXT_TOO_LONG, status: 413 })
      return text ?? undefined
    }
    if (names.add(name)) throw unreadableForm(request)

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
        name: newStoredName(outcome.kind),
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
    const fields = await unstable_parseMultipartFormData(
      withSafeFileNames(countedMultipart(request, options.bodyBytes)),
      handler,
    )

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
