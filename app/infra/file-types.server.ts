import crypto from 'node:crypto'

// What a stored file is: its kind, read from its first bytes, and the form of its stored name.

export type FileKind = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf'

export const contentTypes: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
}

export const imageKinds: readonly FileKind[] = ['jpg', 'png', 'gif', 'webp']

// WebP needs 12 bytes (RIFF ???? WEBP); a little more costs nothing.
export const HEAD_BYTES = 16

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

/** 32 random lowercase hex characters: the stem of every stored and temporary name. */
export function randomHex() {
  return crypto.randomBytes(16).toString('hex')
}

/** A fresh stored name for a file of this kind. */
export function newStoredName(kind: FileKind) {
  return `${randomHex()}.${kind}`
}
