import fs from 'node:fs'
import path from 'node:path'
import {
  isStoredFileName,
  kindOfStoredName,
  newStoredName,
  randomHex,
  type FileKind,
} from './file-types.server'

// The folders files live in: staged in tmpDir while a request is handled, moved into uploadsDir when
// their row commits, removed with their project.

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

export function newTempPath(store: FileStore) {
  // Random, so concurrent uploads never collide and a name is never reused (sharp caches by path).
  return path.join(store.tmpDir, `${randomHex()}.part`)
}

/** A file received or made for a request, waiting in tmpDir under its final name until its row commits. */
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

/**
 * A stored file copied into tmpDir under a fresh stored name of its kind, staged like an upload: a project's
 * new version starts from its files, and either project can later drop its own copy.
 */
export function stageCopy(
  store: FileStore,
  file: { name: string; contentType: string; size: number },
  field: string,
): StagedFile {
  const kind = kindOfStoredName(file.name)
  if (!kind) throw new Error(`Not a stored file name: ${file.name}`)
  const tempPath = newTempPath(store)
  fs.copyFileSync(path.join(store.uploadsDir, file.name), tempPath)
  return {
    field,
    name: newStoredName(kind),
    kind,
    contentType: file.contentType,
    size: file.size,
    tempPath,
    originalName: file.name,
  }
}

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

/** What an upload field accepts, and what to say when a file breaks its rule. */
export type UploadField = {
  maxBytes: number
  maxCount: number
  accept: readonly FileKind[]
  messages: { tooLarge: string; wrongType: string; tooMany: string; unreadable: string }
}

export type UploadResult = {
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
